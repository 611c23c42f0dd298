import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { readListCursor, writeListCursor, type ListPageQuery, type ListPosition, type ListSegment } from '../http/list-cursor';
import { AppError } from '../errors';

// Keyset pages of the lists ordered by creation (decision 0031): each segment is read from its index
// (led by the segment's condition, then created_at, id) from the position onwards, never with OFFSET.

export const DEFAULT_LIST_PAGE = 50;

/** A page asked for: how many rows, and where the previous page ended (none on the first page). */
export interface PageRequest {
  limit: number;
  position: ListPosition | undefined;
}

/** The page a query asks for, or undefined for the whole list (no limit and no cursor). */
export function pageRequest(query: ListPageQuery, segments: readonly ListSegment[]): PageRequest | undefined {
  if (query.limit === undefined && query.cursor === undefined) return undefined;
  const position = query.cursor === undefined ? undefined : readListCursor(query.cursor, segments);
  // The route's schema refuses such a cursor first; this keeps a direct caller honest too.
  if (query.cursor !== undefined && !position) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { errors: [{ path: 'cursor', message: 'Invalid cursor' }] });
  }
  return { limit: query.limit ?? DEFAULT_LIST_PAGE, position };
}

/** Rows after the position in (created_at, id) order. */
export function afterCreated(createdAt: AnyColumn, id: AnyColumn, position: ListPosition): SQL {
  return sql`(${createdAt}, ${id}) > (${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}

export function createdOrder(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [asc(createdAt), asc(id)];
}

/** created_at as exact text (microseconds survive the trip through the cursor). */
export function createdText(createdAt: AnyColumn): SQL<string> {
  return sql<string>`${createdAt}::text`;
}

/** `%`, `_` and `\\` are ILIKE's own characters: a search for "50%" means the text "50%". */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Cuts the rows read (one more than the limit, to know whether a next page exists) to the page and
 * writes the next page's cursor from its last row.
 */
export function toPage<T extends { position: string; id: string }>(
  rows: T[],
  limit: number,
  segmentOf: (row: T) => ListSegment,
): Page<Omit<T, 'position'>> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? writeListCursor({ segment: segmentOf(last), createdAt: last.position, id: last.id }) : null;
  return { items: page.map(({ position: _p, ...row }) => row), nextCursor };
}
