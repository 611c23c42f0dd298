import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as the text PostgreSQL sends rather than as JavaScript values: timestamps with and without
 * a zone, dates and intervals, and arrays of numerics, timestamps, dates and intervals (its own date handling and
 * its numeric strings take it from there).
 */
const TEXT_TYPES = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

type QueryOptions = Parameters<PGlite['query']>[2];

const asText = (value: string) => value;

/**
 * Drizzle's per-query parsers, which only ever read its text types as text; any other parsers are kept. Runs on every
 * query, so the check is a set lookup per key (nine keys from Drizzle).
 */
function withoutTextParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const onlyTextTypes = Object.keys(parsers).every((type) => TEXT_TYPES.has(Number(type)));
  return onlyTextTypes ? { ...options, parsers: undefined } : options;
}

function queryWithoutTextParsers<Q extends PGlite['query'] | Transaction['query']>(query: Q): Q {
  return ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutTextParsers(options))) as Q;
}

/**
 * Makes a ready PGlite read Drizzle's text types as text itself, so Drizzle's own parsers for them can be left out
 * of every query. Drizzle passes those parsers with each query, and for each such query PGlite copies its whole
 * table of parsers (one per type, about 320) into a new object: 80 µs, more than a small query itself costs
 * (docs/decisions/0072-pglite-without-per-query-parsers.md). Results are the same: the same types are read as text,
 * by the client's table instead of a per-query copy.
 */
export function readTextTypesOnce(client: PGlite): void {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  client.query = queryWithoutTextParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => callback(Object.create(tx, { query: { value: queryWithoutTextParsers(tx.query) } })));
}
