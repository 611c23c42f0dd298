import { sql, type SQL } from 'drizzle-orm';
import { zoneOffsetsOver } from '../../../domain/ledger/zoned-days';

// A seller's day of an order is worked out with Node's time-zone rules, never the database's: the embedded
// database's zone data can differ from Node's (it has put Casablanca at UTC+0 in a month Node and PostgreSQL put it
// at UTC+1), and the ranges' first and last days come from Node. The grouping stays in SQL: the zone's offsets over
// the rows' span, from Node, become a CASE on the instant, so the database only adds a fixed interval to UTC.

const DAY_MS = 86_400_000;

/** The span of instants a statement's rows lie in, in milliseconds (both ends included). */
export interface InstantSpan {
  startMs: number;
  endMs: number;
}

/** The span of a list of instants (texts `Date.parse` reads, or Dates), a second wider at each end, or `null` for none. */
export function spanOf(instants: Iterable<string | Date>): InstantSpan | null {
  let startMs = Infinity;
  let endMs = -Infinity;
  for (const instant of instants) {
    const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
    if (Number.isNaN(ms)) throw new Error(`Not an instant: ${String(instant)}`);
    if (ms < startMs) startMs = ms;
    if (ms > endMs) endMs = ms;
  }
  // A second each side: the database keeps microseconds, a parsed text milliseconds.
  return startMs <= endMs ? { startMs: startMs - 1000, endMs: endMs + 1000 } : null;
}

/** A span widened by a day at each end (a range of local days read by instants). */
export const withDayMargin = (startMs: number, endMs: number): InstantSpan => ({ startMs: startMs - DAY_MS, endMs: endMs + DAY_MS });

const interval = (offsetMs: number) => sql`${`${Math.round(offsetMs / 1000)} seconds`}::interval`;

/**
 * The local day (a `date`) of a `timestamptz` expression in a zone, for rows whose instants lie in `span`: one
 * CASE branch per change of offset in the span, none when the offset holds. Rows outside the span take the
 * nearest end's offset.
 */
export function localDaySql(column: SQL, timeZone: string, span: InstantSpan): SQL {
  const [first, ...changes] = zoneOffsetsOver(timeZone, span.startMs, span.endMs);
  if (changes.length === 0) {
    return first!.offsetMs === 0 ? sql`(${column} at time zone 'UTC')::date` : sql`((${column} at time zone 'UTC') + ${interval(first!.offsetMs)})::date`;
  }
  const offsets = [first!, ...changes];
  const branches = changes.map((change, index) => sql`when ${column} < ${new Date(change.fromMs).toISOString()}::timestamptz then ${interval(offsets[index]!.offsetMs)}`);
  const last = offsets[offsets.length - 1]!;
  return sql`((${column} at time zone 'UTC') + case ${sql.join(branches, sql` `)} else ${interval(last.offsetMs)} end)::date`;
}
