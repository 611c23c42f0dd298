// Small, real image files as data URLs for tests (domain, API and end-to-end), and builders of hostile ones.

/** A 1×1 PNG. */
export const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A 1×1 GIF. */
export const GIF_1PX = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function toBase64(bytes: number[]): string {
  return btoa(String.fromCharCode(...bytes));
}

/** A JPEG-shaped byte string: SOI, an APP0 segment, EOI. */
export const JPEG_MIN = toBase64([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...'JFIF'.split('').map((c) => c.charCodeAt(0)), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

/** A WebP-shaped byte string whose RIFF length matches. */
export const WEBP_MIN = (() => {
  const body = [...'WEBPVP8 '].map((c) => c.charCodeAt(0)).concat([4, 0, 0, 0, 0, 0, 0, 0]);
  const size = body.length;
  return toBase64([...'RIFF'].map((c) => c.charCodeAt(0)).concat([size & 0xff, (size >> 8) & 0xff, 0, 0], body));
})();

export const dataUrl = (type: string, base64: string) => `data:${type};base64,${base64}`;

/** A valid PNG data URL of about `bytes` decoded bytes (padding in an ancillary chunk before IEND). */
export function pngOfSize(bytes: number): string {
  const raw = atob(PNG_1PX);
  const iendAt = raw.length - 12;
  const padding = Math.max(0, bytes - raw.length - 12);
  const chunk = [0, 0, 0, 0].map((_, i) => String.fromCharCode((padding >>> (24 - 8 * i)) & 0xff)).join('') + 'teXt' + 'a'.repeat(padding) + '\0\0\0\0';
  return dataUrl('image/png', btoa(raw.slice(0, iendAt) + chunk + raw.slice(iendAt)));
}
