import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../domain/zoned-time';
import type { DbOrTx } from '../../db/client';
import { rowsOf, table, type Column } from './json-rows';
import { localDaySql, spanOf, type InstantSpan } from './local-day';

// The daily screen's rollup (`ledger_daily_cells`, docs/decisions/0060): a seller's orders counted and summed per
// day of the seller's current zone, first line's SKU, country, courier, currency, status and confirmation. Every
// write of orders adds its changes here in the same transaction; a change of zone rebuilds the seller's cells.

/** The class of the advisory lock that orders a seller's imports and changes of zone (its key: the seller). */
const LEDGER_LOCK_CLASS = 29_060;

/**
 * Takes the seller's ledger lock for the transaction and answers the zone their cells are kept in. An import and
 * a change of zone then never interleave: an import's cells are always in the zone the seller has when it commits.
 */
export async function lockLedgerZone(tx: DbOrTx, ownerId: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK_CLASS}, hashtext(${ownerId}))`);
  const [row] = await rowsOf<{ time_zone: string }>(tx, sql`select time_zone from ledger_settings where owner_id = ${ownerId}`);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/**
 * One change to the cells: `sign` 1 adds an order's values to its cell, −1 takes a moved or changed order's old
 * values out of theirs. The values as `ledger_orders` holds them, `placed_at` as an instant.
 */
export const CELL_CHANGE_COLUMNS: readonly Column[] = [
  ['sign', 'integer'],
  ['placed_at', 'timestamptz'],
  ['sku', 'text'],
  ['country_code', 'text'],
  ['courier', 'text'],
  ['currency', 'text'],
  ['status', 'text'],
  ['confirmed', 'boolean'],
  ['total_minor', 'bigint'],
  ['delivery_fee_minor', 'bigint'],
  ['units', 'integer'],
];

const KEY = 'owner_id, day, sku, country_code, courier, currency, status, confirmed';

/**
 * Adds a batch's changes (rows in the order of `CELL_CHANGE_COLUMNS`) in one upsert, netted per cell first (an
 * order changed without leaving its cell nets to nothing and is not written), then deletes the cells left empty.
 */
export async function changeDailyCells(tx: DbOrTx, ownerId: string, timeZone: string, changes: readonly unknown[][]): Promise<void> {
  const span = spanOf(changes.map((change) => change[1] as string | Date));
  if (span === null) return;
  const emptied = await rowsOf<{ id: number | string }>(
    tx,
    sql`insert into ledger_daily_cells as c (${sql.raw(KEY)}, orders, total_minor, delivery_fee_minor, units)
      select ${ownerId}, ${localDaySql(sql`t.placed_at`, timeZone, span)}, t.sku, t.country_code, t.courier, t.currency, t.status, t.confirmed,
        sum(t.sign), sum(t.sign * t.total_minor), sum(t.sign * t.delivery_fee_minor), sum(t.sign * t.units)
      from ${table(changes as unknown[][], CELL_CHANGE_COLUMNS)}
      group by 2, 3, 4, 5, 6, 7, 8
      having sum(t.sign) <> 0 or sum(t.sign * t.total_minor) <> 0 or sum(t.sign * t.delivery_fee_minor) <> 0 or sum(t.sign * t.units) <> 0
      on conflict (${sql.raw(KEY)}) do update set orders = c.orders + excluded.orders, total_minor = c.total_minor + excluded.total_minor,
        delivery_fee_minor = c.delivery_fee_minor + excluded.delivery_fee_minor, units = c.units + excluded.units
      returning case when c.orders = 0 then c.id end as id`,
  );
  const ids = emptied.flatMap((row) => (row.id === null ? [] : [String(row.id)]));
  if (ids.length > 0) await tx.execute(sql`delete from ledger_daily_cells where id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::bigint)`);
}

/**
 * The statement that adds new orders to their cells, for a `with` clause: the orders are the rows of `t`, a
 * relation of the batch with the columns of `CELL_CHANGE_COLUMNS` but `sign` (every order counts +1), placed
 * within `span`. A new order never empties a cell.
 */
export function addNewOrdersToCells(ownerId: string, timeZone: string, span: InstantSpan): SQL {
  return sql`insert into ledger_daily_cells as c (${sql.raw(KEY)}, orders, total_minor, delivery_fee_minor, units)
    select ${ownerId}, ${localDaySql(sql`t.placed_at`, timeZone, span)}, t.sku, t.country_code, t.courier, t.currency, t.status, t.confirmed,
      count(*), sum(t.total_minor), sum(t.delivery_fee_minor), sum(t.units)
    from t group by 2, 3, 4, 5, 6, 7, 8
    on conflict (${sql.raw(KEY)}) do update set orders = c.orders + excluded.orders, total_minor = c.total_minor + excluded.total_minor,
      delivery_fee_minor = c.delivery_fee_minor + excluded.delivery_fee_minor, units = c.units + excluded.units`;
}

/** The seller's cells counted afresh from their orders, in `timeZone` (a change of zone, or orders written by hand). */
export async function rebuildDailyCells(tx: DbOrTx, ownerId: string, timeZone: string): Promise<void> {
  await tx.execute(sql`delete from ledger_daily_cells where owner_id = ${ownerId}`);
  // The span of the seller's orders first (milliseconds since 1970, the ends rounded outwards), for their days.
  const [bounds] = await rowsOf<{ first: number | null; last: number | null }>(
    tx,
    sql`select floor(extract(epoch from min(placed_at)) * 1000)::float8 as first, ceil(extract(epoch from max(placed_at)) * 1000)::float8 as last
      from ledger_orders where owner_id = ${ownerId}`,
  );
  if (bounds?.first == null || bounds.last == null) return;
  const span = { startMs: Number(bounds.first), endMs: Number(bounds.last) };
  await tx.execute(sql`insert into ledger_daily_cells (${sql.raw(KEY)}, orders, total_minor, delivery_fee_minor, units)
    select owner_id, ${localDaySql(sql`placed_at`, timeZone, span)}, sku, country_code, courier, currency, status, confirmed,
      count(*)::int, sum(total_minor), sum(delivery_fee_minor), sum(units)
    from ledger_orders where owner_id = ${ownerId}
    group by 1, 2, 3, 4, 5, 6, 7, 8`);
}
