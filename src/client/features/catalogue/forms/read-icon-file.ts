import { checkIcon, ICON_IMAGE_TYPES, MAX_ICON_IMAGE_BYTES } from '@domain/icon';

export type IconFileResult = { ok: true; dataUrl: string } | { ok: false; problem: 'notImage' | 'tooLarge' | 'unreadable' };

/** Reads an uploaded icon as a data URL, refusing non-images, SVG, oversize files and bytes that do not match the type. */
export async function readIconFile(file: File): Promise<IconFileResult> {
  if (!(ICON_IMAGE_TYPES as readonly string[]).includes(file.type)) return { ok: false, problem: 'notImage' };
  if (file.size > MAX_ICON_IMAGE_BYTES) return { ok: false, problem: 'tooLarge' };
  const dataUrl = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
  // The same rule the server applies, so a renamed or damaged file is refused here with a clear message.
  if (!dataUrl || !checkIcon(dataUrl).ok) return { ok: false, problem: 'unreadable' };
  return { ok: true, dataUrl };
}
