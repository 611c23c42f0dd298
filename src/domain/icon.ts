// Icon rules (docs/product.md#security). An icon is rendered only through <img> or as text, but we still refuse anything
// that is not plainly one of the three allowed forms, so a stored value can never smuggle markup or script.

/** Largest embedded image, in decoded bytes. */
export const MAX_ICON_IMAGE_BYTES = 256 * 1024;
/** Longest emoji/text icon, in code points. */
export const MAX_ICON_TEXT_LENGTH = 32;
/** Longest icon URL. */
export const MAX_ICON_URL_LENGTH = 2048;
/** Image types an uploaded icon may have (no SVG: it can carry script). */
export const ICON_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type IconImageType = (typeof ICON_IMAGE_TYPES)[number];

export type IconKind = 'none' | 'image' | 'url' | 'text';

export type IconCheck =
  | { ok: true; kind: IconKind }
  | { ok: false; reason: IconProblem };

export type IconProblem =
  | 'image-type'
  | 'image-encoding'
  | 'image-too-large'
  | 'image-content'
  | 'url-scheme'
  | 'url-invalid'
  | 'text-too-long'
  | 'text-invalid';

/** English messages of the icon problems (the server answers with them; the client shows them as they are). */
export const ICON_PROBLEM_MESSAGES: Record<IconProblem, string> = {
  'image-type': 'Icon image must be PNG, JPEG, WebP or GIF',
  'image-encoding': 'Icon image data is not valid base64',
  'image-too-large': 'Icon image must be at most 256 KB',
  'image-content': 'Icon image content does not match its type',
  'url-scheme': 'Icon URL must start with http:// or https://',
  'url-invalid': 'Icon URL is not valid',
  'text-too-long': `Icon text must be at most ${MAX_ICON_TEXT_LENGTH} characters`,
  'text-invalid': 'Icon text must not contain line breaks or control characters',
};

const DATA_URL = /^data:([^;,]*)(;base64)?,(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Control characters (C0, DEL, C1) and the bidi/line separators that could disguise text.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Checks an icon string: empty, an http(s) URL, an embedded PNG/JPEG/WebP/GIF image, or short emoji/text. */
export function checkIcon(icon: string): IconCheck {
  if (icon === '') return { ok: true, kind: 'none' };
  if (/^data:/i.test(icon)) return checkDataUrl(icon);
  if (/^https?:/i.test(icon)) return checkUrl(icon);
  // Anything else that looks like a URL (javascript:, data: of another kind, file:, …) is refused, not kept as text.
  if (SCHEME.test(icon) && !/\s/.test(icon)) return { ok: false, reason: 'url-scheme' };
  if (CONTROL.test(icon)) return { ok: false, reason: 'text-invalid' };
  if ([...icon].length > MAX_ICON_TEXT_LENGTH) return { ok: false, reason: 'text-too-long' };
  return { ok: true, kind: 'text' };
}

/** How a valid icon is shown: an image source, or text. Empty for no icon (the caller falls back to initials). */
export function iconKind(icon: string | null | undefined): IconKind {
  if (!icon) return 'none';
  const check = checkIcon(icon);
  return check.ok ? check.kind : 'none';
}

function checkUrl(icon: string): IconCheck {
  if (icon.length > MAX_ICON_URL_LENGTH || /\s/.test(icon)) return { ok: false, reason: 'url-invalid' };
  let url: URL;
  try {
    url = new URL(icon);
  } catch {
    return { ok: false, reason: 'url-invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'url-scheme' };
  if (!url.hostname) return { ok: false, reason: 'url-invalid' };
  return { ok: true, kind: 'url' };
}

function checkDataUrl(icon: string): IconCheck {
  const match = DATA_URL.exec(icon);
  if (!match) return { ok: false, reason: 'image-encoding' };
  const type = (match[1] ?? '').toLowerCase();
  if (!(ICON_IMAGE_TYPES as readonly string[]).includes(type)) return { ok: false, reason: 'image-type' };
  if (!match[2]) return { ok: false, reason: 'image-encoding' };
  const data = match[3] ?? '';
  // Decoded size from the text length first, so an oversize string is refused without decoding it.
  if (Math.floor((data.length * 3) / 4) > MAX_ICON_IMAGE_BYTES + 2) return { ok: false, reason: 'image-too-large' };
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data)) return { ok: false, reason: 'image-encoding' };
  const bytes = decodeBase64(data);
  if (!bytes) return { ok: false, reason: 'image-encoding' };
  if (bytes.length > MAX_ICON_IMAGE_BYTES) return { ok: false, reason: 'image-too-large' };
  if (!matchesImageType(bytes, type as IconImageType)) return { ok: false, reason: 'image-content' };
  return { ok: true, kind: 'image' };
}

function decodeBase64(data: string): Uint8Array | null {
  try {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = ascii('IEND');

/**
 * The bytes are a whole file of the declared type: its magic number at the start, and its end marker
 * (PNG IEND, GIF trailer, WebP RIFF length, JPEG EOI) so a cut-off upload is refused too.
 */
export function matchesImageType(bytes: Uint8Array, type: IconImageType): boolean {
  const n = bytes.length;
  switch (type) {
    case 'image/png':
      // The IEND chunk: length 0, type "IEND", 4-byte CRC, so the type sits 8 bytes before the end.
      return n >= 20 && startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_IEND, n - 8);
    case 'image/jpeg': {
      if (n < 4 || !startsWith(bytes, [0xff, 0xd8, 0xff])) return false;
      // Some encoders pad after the EOI marker, so look for it near the end rather than at the very last byte.
      for (let i = n - 2; i >= Math.max(2, n - 1024); i--) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
      return false;
    }
    case 'image/gif':
      return n >= 14 && (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) && bytes[n - 1] === 0x3b;
    case 'image/webp': {
      if (n < 16 || !startsWith(bytes, ascii('RIFF')) || !startsWith(bytes, ascii('WEBP'), 8)) return false;
      const riffSize = bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24);
      // The RIFF size counts everything after its own 8-byte header; chunks are padded to even length.
      return riffSize + 8 === n || riffSize + 9 === n;
    }
  }
}
