import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { countryCodesNamed, sampleServicesNamed } from '../../../domain/sample-names';
import type { HistorySort } from '../../../domain/plans/plan-schemas';
import type { HistoryQuery } from './history-query-schema';
import { simulations } from '../../db/schema';
import { AppError } from '../../errors';
import { readCursor } from '../../http/history-cursor';

// History's search, filters, order and keyset position. Every order ends with the id, so
// the position of a row is unique, and each has an index led by the owner (db/schema.ts), so a page
// is an index scan from the position onwards: no OFFSET, however deep the page.

const SORT_COLUMNS = { date: simulations.createdAt, profit: simulations.profit, roi: simulations.roi } as const;

/** Where a page ended: the last row's sort value (a timestamp as PostgreSQL writes it, to the microsecond) and id. */
interface Position {
  sort: HistorySort;
  dir: 'asc' | 'desc';
  value: string | number;
  id: string;
}

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.sort, position.dir, position.value, position.id])).toString('base64url');
}

function badCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'This page position is not valid; start again from the first page.', {
    errors: [{ path: 'cursor', message: 'Invalid cursor' }],
  });
}

/** Reads a cursor; one made for another order, or not made by this server, is refused (400). */
export function decodeCursor(cursor: string, query: Pick<HistoryQuery, 'sort' | 'dir'>): Position {
  const position = readCursor(cursor, query);
  if (!position) throw badCursor();
  return position;
}

/** `%`, `_` and `\` are ILIKE's own characters: a search for "50%" means the text "50%". */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search: the plan's name, product, service or country as stored, or as shown in any of the three languages (a
 * country by its standard names, a sample service by its translations), so "Maroc" and "المغرب" find a plan saved
 * as "Morocco" (docs/product.md#names-in-the-readers-language).
 */
function searched(q: string): SQL {
  const text = containing(q);
  const codes = countryCodesNamed(q);
  const services = sampleServicesNamed(q);
  return or(
    ilike(simulations.name, text),
    ilike(simulations.productName, text),
    ilike(simulations.serviceName, text),
    ilike(simulations.countryName, text),
    codes.length > 0 ? inArray(simulations.countryCode, codes) : undefined,
    services.length > 0 ? inArray(simulations.serviceName, services) : undefined,
  )!;
}

/** The rows a query keeps, before any position: the owner's, searched and filtered. */
export function historyFilter(userId: string, query: HistoryQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(simulations.userId, userId)];
  if (query.q) conditions.push(searched(query.q));
  if (query.country) conditions.push(eq(simulations.countryName, query.country));
  if (query.service) conditions.push(eq(simulations.serviceName, query.service));
  // Dates are calendar days in UTC, the end day included.
  if (query.from) conditions.push(gte(simulations.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(simulations.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  return and(...conditions)!;
}

/** Rows after the position, in the query's order. */
export function afterPosition(position: Position): SQL {
  const column = SORT_COLUMNS[position.sort];
  const value = position.sort === 'date' ? sql`${position.value}::timestamptz` : sql`${position.value}::double precision`;
  return position.dir === 'desc'
    ? sql`(${column}, ${simulations.id}) < (${value}, ${position.id}::uuid)`
    : sql`(${column}, ${simulations.id}) > (${value}, ${position.id}::uuid)`;
}

export function historyOrder(query: Pick<HistoryQuery, 'sort' | 'dir'>): SQL[] {
  const direction = query.dir === 'desc' ? desc : asc;
  return [direction(SORT_COLUMNS[query.sort]), direction(simulations.id)];
}

/** The column a row's position is read from (a timestamp as exact text). */
export function positionValue(sort: HistorySort): SQL<string | number> {
  return sort === 'date' ? sql<string>`${simulations.createdAt}::text` : sql<number>`${SORT_COLUMNS[sort]}`;
}
