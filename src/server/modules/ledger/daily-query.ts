import { sql, type SQL } from 'drizzle-orm';
import type { DailyAnswer, DailyQuery, Projection, SplitBy } from '../../../domain/ledger/api-schemas';
import { buildDailyRows, productsWithoutCost, type DailyAdSpend, type DailyCell, type OtherLineUnits } from '../../../domain/ledger/daily-profit';
import { matureCohortDays, projectProductRate, type MatureSettled, type Settled } from '../../../domain/ledger/projection';
import { addDays, dayInZone, dayStartInZone } from '../../../domain/ledger/zoned-days';
import type { Viewer } from '../../http/access';
import type { Db } from '../../db/client';
import { ledgerAdSpend, ledgerDailyCells, ledgerOrderLines, ledgerOrders } from '../../db/schema';
import { loadCostContext } from './cost-context';
import { readLedgerSettings } from './settings-queries';

// The daily screen adds up a seller's range per day of the seller's zone and per what the figures depend on, in
// the database; the money is worked out in the domain (daily-profit.ts). Splits by product, country and courier
// (and none) read the rollup the imports keep (`ledger_daily_cells`, docs/decisions/0060); splits by campaign and
// agent, which the rollup does not key, read the range's orders by (owner_id, placed_at) (docs/decisions/0058).

const SPLIT_COLUMN: Record<SplitBy, SQL> = {
  none: sql`null::text`,
  product: sql`${ledgerOrders.sku}`,
  country: sql`${ledgerOrders.countryCode}::text`,
  campaign: sql`${ledgerOrders.campaign}`,
  courier: sql`${ledgerOrders.courier}`,
  agent: sql`${ledgerOrders.agent}`,
};

/** The splits the rollup's key holds, and the rollup column each groups by. */
const ROLLUP_SPLIT_COLUMN: Partial<Record<SplitBy, SQL>> = {
  none: sql`null::text`,
  product: sql`${ledgerDailyCells.sku}`,
  country: sql`${ledgerDailyCells.countryCode}::text`,
  courier: sql`${ledgerDailyCells.courier}`,
};

/** Whether the daily screen reads a split from the rollup, or (`fromOrders`, and campaign and agent) from the orders. */
export const readsRollup = (splitBy: SplitBy, options: DailyReadOptions = {}) => !options.fromOrders && ROLLUP_SPLIT_COLUMN[splitBy] !== undefined;

export interface DailyReadOptions {
  /** Count from the orders even where the rollup could answer (a test compares the two). */
  fromOrders?: boolean;
}

const DELIVERED = sql`${ledgerOrders.status} in ('delivered', 'paid')`;
const IN_TRANSIT = sql`${ledgerOrders.status} in ('confirmed', 'shipped')`;

/** The instants bounding a range of the seller's days. */
function rangeOf(from: string, to: string, timeZone: string): [Date, Date] {
  return [new Date(dayStartInZone(from, timeZone)), new Date(dayStartInZone(addDays(to, 1), timeZone))];
}

/**
 * The statement that adds up a range's orders per day and what the figures depend on (the bench explains it).
 * The inner query reads each order once and adds plain counts and sums per cell, status and confirmation (a
 * date cast, not `to_char`, per order); the outer one folds the statuses of each cell, a few rows apiece. Thirteen
 * filtered sums per order cost three times the plain ones.
 */
export function dailyCellsSql(ownerId: string, query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>, timeZone: string): SQL {
  const [start, end] = rangeOf(query.from, query.to, timeZone);
  const sum = (column: string, when: SQL) => sql<string>`coalesce(sum(${sql.raw(column)}) filter (where ${when}), 0)::text`;
  const count = (when: SQL) => sql`coalesce(sum(g.orders) filter (where ${when}), 0)::int`;
  const delivered = sql`g.status in ('delivered', 'paid')`;
  const returned = sql`g.status = 'returned'`;
  const inTransit = sql`g.status in ('confirmed', 'shipped')`;
  return sql`
    select to_char(g.day, 'YYYY-MM-DD') as "day", g.key as "key", g.sku as "sku", g.country_code as "countryCode", g.courier as "courier", g.currency as "currency",
      sum(g.orders)::int as "orders",
      ${count(sql`g.confirmed`)} as "confirmed",
      ${count(sql`g.status = 'cancelled'`)} as "cancelled",
      ${count(delivered)} as "delivered",
      ${count(returned)} as "returned",
      ${count(inTransit)} as "inTransit",
      ${sum('g.total_minor', delivered)} as "deliveredTotalMinor",
      ${sum('g.delivery_fee_minor', delivered)} as "deliveredFeeMinor",
      ${sum('g.units', delivered)} as "deliveredUnits",
      ${sum('g.units', returned)} as "returnedUnits",
      ${sum('g.total_minor', inTransit)} as "transitTotalMinor",
      ${sum('g.delivery_fee_minor', inTransit)} as "transitFeeMinor",
      ${sum('g.units', inTransit)} as "transitUnits"
    from (
      select (${ledgerOrders.placedAt} at time zone ${timeZone})::date as day, ${SPLIT_COLUMN[query.splitBy]} as key, ${ledgerOrders.sku} as sku,
        ${ledgerOrders.countryCode}::text as country_code, ${ledgerOrders.courier} as courier, ${ledgerOrders.currency}::text as currency,
        ${ledgerOrders.status} as status, ${ledgerOrders.confirmed} as confirmed,
        count(*) as orders, sum(${ledgerOrders.totalMinor}) as total_minor, sum(${ledgerOrders.deliveryFeeMinor}) as delivery_fee_minor,
        sum(${ledgerOrders.units}) as units
      from ${ledgerOrders}
      where ${ledgerOrders.ownerId} = ${ownerId} and ${ledgerOrders.placedAt} >= ${start.toISOString()} and ${ledgerOrders.placedAt} < ${end.toISOString()}
      group by 1, 2, 3, 4, 5, 6, 7, 8
    ) as g
    group by 1, 2, 3, 4, 5, 6
  `;
}

/**
 * The same cells as `dailyCellsSql`, from the rollup: a range of the seller's days on the rollup's key, a few rows a
 * day per product, country, courier, currency and status (the bench explains it).
 */
export function rollupCellsSql(ownerId: string, query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>): SQL {
  const key = ROLLUP_SPLIT_COLUMN[query.splitBy];
  if (!key) throw new Error(`The rollup has no ${query.splitBy} split`);
  const c = ledgerDailyCells;
  const sum = (column: SQL, when: SQL) => sql<string>`coalesce(sum(${column}) filter (where ${when}), 0)::text`;
  const count = (when: SQL) => sql`coalesce(sum(${c.orders}) filter (where ${when}), 0)::int`;
  const delivered = sql`${c.status} in ('delivered', 'paid')`;
  const returned = sql`${c.status} = 'returned'`;
  const inTransit = sql`${c.status} in ('confirmed', 'shipped')`;
  return sql`
    select to_char(${c.day}, 'YYYY-MM-DD') as "day", ${key} as "key", ${c.sku} as "sku", ${c.countryCode}::text as "countryCode", ${c.courier} as "courier",
      ${c.currency}::text as "currency",
      sum(${c.orders})::int as "orders",
      ${count(sql`${c.confirmed}`)} as "confirmed",
      ${count(sql`${c.status} = 'cancelled'`)} as "cancelled",
      ${count(delivered)} as "delivered",
      ${count(returned)} as "returned",
      ${count(inTransit)} as "inTransit",
      ${sum(sql`${c.totalMinor}`, delivered)} as "deliveredTotalMinor",
      ${sum(sql`${c.deliveryFeeMinor}`, delivered)} as "deliveredFeeMinor",
      ${sum(sql`${c.units}`, delivered)} as "deliveredUnits",
      ${sum(sql`${c.units}`, returned)} as "returnedUnits",
      ${sum(sql`${c.totalMinor}`, inTransit)} as "transitTotalMinor",
      ${sum(sql`${c.deliveryFeeMinor}`, inTransit)} as "transitFeeMinor",
      ${sum(sql`${c.units}`, inTransit)} as "transitUnits"
    from ${c}
    where ${c.ownerId} = ${ownerId} and ${c.day} >= ${query.from} and ${c.day} <= ${query.to}
    group by 1, 2, 3, 4, 5, 6
  `;
}

export async function readDailyCells(
  db: Db,
  ownerId: string,
  query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>,
  timeZone: string,
  options: DailyReadOptions = {},
): Promise<DailyCell[]> {
  const statement = readsRollup(query.splitBy, options) ? rollupCellsSql(ownerId, query) : dailyCellsSql(ownerId, query, timeZone);
  const { rows } = (await db.execute(statement)) as { rows: Record<string, string | number | null>[] };
  const numeric = ['deliveredTotalMinor', 'deliveredFeeMinor', 'deliveredUnits', 'returnedUnits', 'transitTotalMinor', 'transitFeeMinor', 'transitUnits'];
  return rows.map((row) => {
    const cell = { ...row } as Record<string, unknown>;
    for (const key of numeric) cell[key] = Number(row[key]);
    return cell as unknown as DailyCell;
  });
}

/**
 * The units of the lines after the first of the range's orders of more than one product line, per cell (the
 * same grouping as `dailyCellsSql`) and line SKU: read through the partial index on those orders only.
 */
export function otherLinesSql(ownerId: string, query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>, timeZone: string): SQL {
  const [start, end] = rangeOf(query.from, query.to, timeZone);
  return sql`
    select to_char(${ledgerOrders.placedAt} at time zone ${timeZone}, 'YYYY-MM-DD') as "day",
      ${SPLIT_COLUMN[query.splitBy]} as "key",
      ${ledgerOrders.sku} as "sku", ${ledgerOrders.countryCode}::text as "countryCode", ${ledgerOrders.courier} as "courier",
      ${ledgerOrders.currency}::text as "currency", ${ledgerOrderLines.sku} as "lineSku",
      coalesce(sum(${ledgerOrderLines.quantity}) filter (where ${DELIVERED}), 0)::int as "deliveredUnits",
      coalesce(sum(${ledgerOrderLines.quantity}) filter (where ${IN_TRANSIT}), 0)::int as "transitUnits"
    from ${ledgerOrders} join ${ledgerOrderLines} on ${ledgerOrderLines.orderId} = ${ledgerOrders.id} and ${ledgerOrderLines.lineNo} > 1
    where ${ledgerOrders.ownerId} = ${ownerId} and ${ledgerOrders.placedAt} >= ${start.toISOString()} and ${ledgerOrders.placedAt} < ${end.toISOString()}
      and ${ledgerOrders.lineCount} > 1
    group by 1, 2, 3, 4, 5, 6, 7
  `;
}

const cellIdOf = (cell: Pick<DailyCell, 'day' | 'key' | 'sku' | 'countryCode' | 'courier' | 'currency'>) =>
  JSON.stringify([cell.day, cell.key, cell.sku, cell.countryCode, cell.courier, cell.currency]);

/** The cells with the units of their orders' other lines attached (`DailyCell.otherLines`). */
async function withOtherLines(db: Db, ownerId: string, cells: DailyCell[], query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>, timeZone: string): Promise<DailyCell[]> {
  const { rows } = (await db.execute(otherLinesSql(ownerId, query, timeZone))) as {
    rows: (Pick<DailyCell, 'day' | 'key' | 'sku' | 'countryCode' | 'courier' | 'currency'> & { lineSku: string; deliveredUnits: number; transitUnits: number })[];
  };
  if (rows.length === 0) return cells;
  const linesOf = new Map<string, OtherLineUnits[]>();
  for (const row of rows) {
    const id = cellIdOf(row);
    linesOf.set(id, [...(linesOf.get(id) ?? []), { sku: row.lineSku, deliveredUnits: Number(row.deliveredUnits), transitUnits: Number(row.transitUnits) }]);
  }
  return cells.map((cell) => {
    const otherLines = linesOf.get(cellIdOf(cell));
    return otherLines ? { ...cell, otherLines } : cell;
  });
}

/** The statement counting the settled orders of a range of days per product and country, from orders or the rollup. */
function settledSql(ownerId: string, from: string, to: string, timeZone: string, options: DailyReadOptions): SQL {
  if (options.fromOrders) {
    const [start, end] = rangeOf(from, to, timeZone);
    return sql`
      select g.sku as "sku", g.country_code as "countryCode",
        coalesce(sum(g.orders) filter (where g.status in ('delivered', 'paid')), 0)::int as "delivered",
        coalesce(sum(g.orders) filter (where g.status = 'returned'), 0)::int as "returned"
      from (
        select ${ledgerOrders.sku} as sku, ${ledgerOrders.countryCode}::text as country_code, ${ledgerOrders.status} as status, count(*) as orders
        from ${ledgerOrders}
        where ${ledgerOrders.ownerId} = ${ownerId} and ${ledgerOrders.placedAt} >= ${start.toISOString()} and ${ledgerOrders.placedAt} < ${end.toISOString()}
        group by 1, 2, 3
      ) as g
      group by 1, 2`;
  }
  const c = ledgerDailyCells;
  return sql`
    select ${c.sku} as "sku", ${c.countryCode}::text as "countryCode",
      coalesce(sum(${c.orders}) filter (where ${c.status} in ('delivered', 'paid')), 0)::int as "delivered",
      coalesce(sum(${c.orders}) filter (where ${c.status} = 'returned'), 0)::int as "returned"
    from ${c}
    where ${c.ownerId} = ${ownerId} and ${c.day} >= ${from} and ${c.day} <= ${to}
    group by 1, 2`;
}

/** Settled orders of the mature cohorts per product and country. */
export async function readMatureSettled(db: Db, ownerId: string, today: string, timeZone: string, options: DailyReadOptions = {}): Promise<MatureSettled> {
  const window = matureCohortDays(today);
  const { rows } = (await db.execute(settledSql(ownerId, window.from, window.to, timeZone, options))) as { rows: { sku: string | null; countryCode: string | null; delivered: number; returned: number }[] };
  const productCountry = new Map<string, Settled>();
  const country = new Map<string, Settled>();
  const seller: Settled = { delivered: 0, returned: 0 };
  for (const row of rows) {
    productCountry.set(`${row.sku ?? ''}|${row.countryCode ?? ''}`, { delivered: row.delivered, returned: row.returned });
    const level = country.get(row.countryCode ?? '') ?? { delivered: 0, returned: 0 };
    level.delivered += row.delivered;
    level.returned += row.returned;
    country.set(row.countryCode ?? '', level);
    seller.delivered += row.delivered;
    seller.returned += row.returned;
  }
  return { productCountry, country, seller };
}

async function readAdSpend(db: Db, ownerId: string, from: string, to: string): Promise<DailyAdSpend[]> {
  const { rows } = (await db.execute(sql`
    select ${ledgerAdSpend.day}::text as "day", ${ledgerAdSpend.campaign} as "campaign", ${ledgerAdSpend.sku} as "sku",
      ${ledgerAdSpend.countryCode}::text as "countryCode", ${ledgerAdSpend.currency}::text as "currency", sum(${ledgerAdSpend.amountMinor})::text as "amountMinor"
    from ${ledgerAdSpend}
    where ${ledgerAdSpend.ownerId} = ${ownerId} and ${ledgerAdSpend.day} >= ${from} and ${ledgerAdSpend.day} <= ${to}
    group by 1, 2, 3, 4, 5
  `)) as { rows: (Omit<DailyAdSpend, 'amountMinor'> & { amountMinor: string })[] };
  return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }));
}

/** GET /api/ledger/daily. `now` is the clock the mature cohorts are counted from. */
export async function readDaily(db: Db, viewer: Viewer, query: DailyQuery, now: Date = new Date(), options: DailyReadOptions = {}): Promise<DailyAnswer> {
  const settings = await readLedgerSettings(db, viewer.id);
  const { timeZone, reportingCurrency: currency } = settings;
  const today = dayInZone(now.getTime(), timeZone);
  const [cells, adSpend, mature] = await Promise.all([
    readDailyCells(db, viewer.id, query, timeZone, options).then((read) => withOtherLines(db, viewer.id, read, query, timeZone)),
    readAdSpend(db, viewer.id, query.from, query.to),
    readMatureSettled(db, viewer.id, today, timeZone, options),
  ]);
  const projections = new Map<string, Projection>();
  const projectedRateOf = (sku: string | null, countryCode: string | null) => {
    const key = `${sku ?? ''}|${countryCode ?? ''}`;
    let projection = projections.get(key);
    if (!projection) {
      const rate = projectProductRate(mature, sku, countryCode, null);
      projection = { key, ...rate };
      projections.set(key, projection);
    }
    return projection.rate;
  };
  const context = await loadCostContext(db, viewer, settings, cells, projectedRateOf);
  const labelled = { ...context, labelOf: (key: string) => (query.splitBy === 'product' ? context.labelOf(key) : null) };
  const { rows, totals } = buildDailyRows(cells, adSpend, labelled, { currency, groupBy: query.groupBy, splitBy: query.splitBy });
  const missingCosts = productsWithoutCost(cells, context);
  return { currency, timeZone, from: query.from, to: query.to, groupBy: query.groupBy, splitBy: query.splitBy, rows, totals, projections: [...projections.values()], productsWithoutCost: missingCosts };
}
