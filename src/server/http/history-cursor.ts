// History's page position: an opaque base64url JSON array [sort, dir, value, id] the server
// hands out in X-Next-Cursor. Reading it here lets the query schema refuse a cursor that is not one of
// ours, or one made for another order, like any other invalid field (400 with the field's path).

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// What `timestamptz::text` writes: "2026-11-23 13:42:00.123456+00".
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface CursorPosition {
  sort: 'date' | 'profit' | 'roi';
  dir: 'asc' | 'desc';
  value: string | number;
  id: string;
}

export function fromBase64Url(text: string): string | undefined {
  if (!BASE64URL.test(text)) return undefined;
  try {
    const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The JSON array a cursor carries, when it decodes to an array of `length` items; otherwise undefined. */
export function cursorParts(cursor: string, length: number): unknown[] | undefined {
  const json = fromBase64Url(cursor);
  if (json === undefined) return undefined;
  try {
    const parts: unknown = JSON.parse(json);
    return Array.isArray(parts) && parts.length === length ? parts : undefined;
  } catch {
    return undefined;
  }
}

/** The position a cursor names, when it is one of ours for this order; otherwise undefined. */
export function readCursor(cursor: string, order: Pick<CursorPosition, 'sort' | 'dir'>): CursorPosition | undefined {
  const parts = cursorParts(cursor, 4);
  if (!parts) return undefined;
  const [sort, dir, value, id] = parts;
  if (sort !== order.sort || dir !== order.dir || typeof id !== 'string' || !UUID.test(id)) return undefined;
  const valid = sort === 'date' ? typeof value === 'string' && TIMESTAMP.test(value) : typeof value === 'number' && Number.isFinite(value);
  return valid ? { sort: order.sort, dir: order.dir, value: value as string | number, id } : undefined;
}
