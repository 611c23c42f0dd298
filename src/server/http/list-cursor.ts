import { z } from 'zod';
import { cursorParts, TIMESTAMP, UUID } from './history-cursor';

// The page position of the lists ordered by creation (the admin's users, the fee structures; decision
// 0031): an opaque base64url JSON array [segment, created_at as PostgreSQL writes it, id]. A list reads
// its rows in segments (the fee list: the defaults, then the seller's own), each an index range.

export const LIST_SEGMENTS = ['users', 'default-fees', 'own-fees'] as const;
export type ListSegment = (typeof LIST_SEGMENTS)[number];

export interface ListPosition {
  segment: ListSegment;
  /** The row's created_at as `timestamptz::text` writes it, to the microsecond. */
  createdAt: string;
  id: string;
}

/** The cursor of a position (ASCII only: a segment name, a timestamp and a uuid). */
export function writeListCursor(position: ListPosition): string {
  return btoa(JSON.stringify([position.segment, position.createdAt, position.id])).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The position a cursor names when it is one of ours for one of these segments; otherwise undefined. */
export function readListCursor(cursor: string, segments: readonly ListSegment[]): ListPosition | undefined {
  const parts = cursorParts(cursor, 3);
  if (!parts) return undefined;
  const [segment, createdAt, id] = parts;
  if (!segments.includes(segment as ListSegment)) return undefined;
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt) || typeof id !== 'string' || !UUID.test(id)) return undefined;
  return { segment: segment as ListSegment, createdAt, id };
}

/** The largest page a list answers. */
export const LIST_PAGE_MAX = 100;

/**
 * `?limit=&cursor=` of a list that can grow: with either, one page (limit 50 by default) and the next
 * page's cursor in X-Next-Cursor; with neither, the whole list as before (the original API's callers).
 */
export function listPageQuerySchema(segments: readonly ListSegment[]) {
  return z
    .object({
      limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
      cursor: z.string().max(300).optional(),
    })
    .strict()
    .refine((query) => query.cursor === undefined || readListCursor(query.cursor, segments) !== undefined, {
      message: 'Invalid cursor',
      path: ['cursor'],
    });
}
export type ListPageQuery = z.infer<ReturnType<typeof listPageQuerySchema>>;

/** The admin's user list: a page, and a search in the email and names (`q`), so a page need not hold the account sought. */
export const usersPageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    cursor: z.string().max(300).optional(),
    q: z.string().trim().max(120).optional(),
  })
  .strict()
  .refine((query) => query.cursor === undefined || readListCursor(query.cursor, ['users']) !== undefined, {
    message: 'Invalid cursor',
    path: ['cursor'],
  })
  .refine((query) => !query.q || query.limit !== undefined || query.cursor !== undefined, {
    message: 'A search reads pages: give a limit',
    path: ['q'],
  });
