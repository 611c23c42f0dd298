import { cacheRegistry } from '../../cache/grouped-cache';
import type { HistoryQuery } from './history-query-schema';
import type { Db } from '../../db/client';

/** One page of a seller's saved simulations as it is sent: the JSON array and the total for its header. */
export interface SimulationPage {
  json: string;
  total: number;
  /** Where the next page starts (X-Next-Cursor), or null on the last page. */
  nextCursor: string | null;
}

// Pages are at most 100 rows (~70 KB); 500 of them bound the cache to a few tens of MB (RSS budget).
const MAX_CACHED_PAGES = 500;

/**
 * The history screen's pages, per seller, kept in process while nothing of theirs changes. Enabled only
 * when this process is the database's only writer (the embedded database; docs/decisions/0004).
 */
export const simulationPages = cacheRegistry<SimulationPage>(MAX_CACHED_PAGES);

/** A page is cached under its owner and every part of its query (search, filters, order, position). */
export function pageKey(userId: string, query: HistoryQuery): string {
  const parts = [query.limit, query.offset, query.cursor, query.q, query.country, query.service, query.from, query.to, query.sort, query.dir];
  return `${userId}:${JSON.stringify(parts)}`;
}

/** Drops a seller's cached pages; called after every write to their simulations. */
export function forgetUserSimulations(db: Db, userId: string): void {
  simulationPages.of(db)?.invalidateGroup(userId);
}
