import { sql, type SQL } from 'drizzle-orm';
import type { DailyAnswer, DailyQuery, Projection, SplitBy } from '../../../domain/ledger/api-schemas';
import {
  buildDailyRows,
  cellIdOf,
  foldStatusCounts,
  productsWithoutCost,
  type DailyAdSpend,
  type DailyCell,
  type OtherLineUnits,
  type StatusCount,
} from '../../../domain/ledger/daily-profit';
import { matureCohortDays, projectProductRate, type MatureSettled, type Settled } from '../../../domain/ledger/projection';
import { addDays, dayInZone, dayStartInZone } from '../../../domain/ledger/zoned-days';
import type { Viewer } from '../../http/access';
import type { Db } from '../../db/client';
import { ledgerAdSpend, ledgerDailyCells, ledgerOrderLines, ledgerOrders } from '../../db/schema';
import { costCatalogueColumns, costContextFrom, type CostCatalogue } from './cost-context';
import { localDaySql, withDayMargin } from './local-day';
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
export const readsRollup = (splitBy: SplitBy, options: DailyReadOptions = {}) =>
  !options.fromOrders && ROLLUP_SPLIT_COLUMN[splitBy] !== undefined;

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

/** The order cells are read in, whichever statement reads them: the figures then add up in the same order. */
const CELL_ORDER = sql`g.day, g.key, g.sku, g.country_code, g.courier, g.currency, g.status, g.confirmed`;

/**
 * Rows as one JSON text, an array of arrays (`values` in order), `[]` when there are none. A result row per cell
 * costs more to send and read than the database spends finding the cells (PGlite reads each field of each row in
 * JavaScript; node-postgres likewise); one text read by `JSON.parse` costs a fraction of it, and its numbers
 * arrive as numbers. Sums of minor units stay integers, exact below 2^53.
 */
const jsonRows = (values: SQL[], orderBy?: SQL) =>
  sql`coalesce(json_agg(json_build_array(${sql.join(values, sql`, `)})${orderBy ? sql` order by ${orderBy}` : sql``}), '[]')::text as "rows"`;

async function readJsonRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const { rows } = (await db.execute(statement)) as { rows: { rows: string }[] };
  return JSON.parse(rows[0]!.rows) as T[];
}

/**
 * The statement counting a range's orders per day and what the figures depend on, one row per status and
 * confirmation (`StatusCount`), from the orders by (owner_id, placed_at): each order's day by the zone's offsets as
 * Node gives them (`localDaySql`), a date, not `to_char`.
 */
export function statusCountsSql(ownerId: string, query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>, timeZone: string): SQL {
  const [start, end] = rangeOf(query.from, query.to, timeZone);
  const o = ledgerOrders;
  return sql`
    select ${jsonRows([sql`g.day`, sql`g.key`, sql`g.sku`, sql`g.country_code`, sql`g.courier`, sql`g.currency`, sql`g.status`, sql`g.confirmed`, sql`g.orders`, sql`g.total_minor`, sql`g.delivery_fee_minor`, sql`g.units`], CELL_ORDER)}
    from (
      select ${localDaySql(sql`${o.placedAt}`, timeZone, withDayMargin(start.getTime(), end.getTime()))} as day, ${SPLIT_COLUMN[query.splitBy]} as key, ${o.sku} as sku,
        ${o.countryCode}::text as country_code, ${o.courier} as courier, ${o.currency}::text as currency, ${o.status} as status, ${o.confirmed} as confirmed,
        count(*) as orders, sum(${o.totalMinor}) as total_minor, sum(${o.deliveryFeeMinor}) as delivery_fee_minor, sum(${o.units}) as units
      from ${o}
      where ${o.ownerId} = ${ownerId} and ${o.placedAt} >= ${start.toISOString()} and ${o.placedAt} < ${end.toISOString()}
      group by 1, 2, 3, 4, 5, 6, 7, 8
    ) as g
  `;
}

/**
 * The same counts as `statusCountsSql`, from the rollup: its rows are already one per cell, status and
 * confirmation, a range of the seller's days on the rollup's key (the bench explains it).
 */
export function rollupCountsSql(ownerId: string, query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>): SQL {
  const key = ROLLUP_SPLIT_COLUMN[query.splitBy];
  if (!key) throw new Error(`The rollup has no ${query.splitBy} split`);
  const c = ledgerDailyCells;
  return sql`
    select ${jsonRows(
      // The codes fill their char(2) and char(3): JSON writes them without padding, no cast needed per row.
      [
        sql`${c.day}`,
        key,
        sql`${c.sku}`,
        sql`${c.countryCode}`,
        sql`${c.courier}`,
        sql`${c.currency}`,
        sql`${c.status}`,
        sql`${c.confirmed}`,
        sql`${c.orders}`,
        sql`${c.totalMinor}`,
        sql`${c.deliveryFeeMinor}`,
        sql`${c.units}`,
      ],
      sql`${c.day}, ${key}, ${c.sku}, ${c.countryCode}::text, ${c.courier}, ${c.currency}::text, ${c.status}, ${c.confirmed}`,
    )}
    from ${c}
    where ${c.ownerId} = ${ownerId} and ${c.day} >= ${query.from} and ${c.day} <= ${query.to}
  `;
}

export async function readDailyCells(
  db: Db,
  ownerId: string,
  query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>,
  timeZone: string,
  options: DailyReadOptions = {},
): Promise<DailyCell[]> {
  const statement = readsRollup(query.splitBy, options) ? rollupCountsSql(ownerId, query) : statusCountsSql(ownerId, query, timeZone);
  return foldStatusCounts(await readJsonRows<StatusCount>(db, statement));
}

/**
 * The units of the lines after the first of the range's orders of more than one product line, per cell (the
 * same grouping as the cells) and line SKU: read through the partial index on those orders only.
 */
export function otherLinesSql(ownerId: string, query: Pick<DailyQuery, 'from' | 'to' | 'splitBy'>, timeZone: string): SQL {
  const [start, end] = rangeOf(query.from, query.to, timeZone);
  const o = ledgerOrders;
  return sql`
    select ${jsonRows([sql`g.day`, sql`g.key`, sql`g.sku`, sql`g.country_code`, sql`g.courier`, sql`g.currency`, sql`g.line_sku`, sql`g.delivered_units`, sql`g.transit_units`], sql`g.day, g.key, g.sku, g.country_code, g.courier, g.currency, g.line_sku`)}
    from (
      select ${localDaySql(sql`${o.placedAt}`, timeZone, withDayMargin(start.getTime(), end.getTime()))} as day, ${SPLIT_COLUMN[query.splitBy]} as key, ${o.sku} as sku, ${o.countryCode}::text as country_code,
        ${o.courier} as courier, ${o.currency}::text as currency, ${ledgerOrderLines.sku} as line_sku,
        coalesce(sum(${ledgerOrderLines.quantity}) filter (where ${DELIVERED}), 0) as delivered_units,
        coalesce(sum(${ledgerOrderLines.quantity}) filter (where ${IN_TRANSIT}), 0) as transit_units
      from ${o} join ${ledgerOrderLines} on ${ledgerOrderLines.orderId} = ${o.id} and ${ledgerOrderLines.lineNo} > 1
      where ${o.ownerId} = ${ownerId} and ${o.placedAt} >= ${start.toISOString()} and ${o.placedAt} < ${end.toISOString()}
        and ${o.lineCount} > 1
      group by 1, 2, 3, 4, 5, 6, 7
    ) as g
  `;
}

type OtherLinesRow = [...cell: Parameters<typeof cellIdOf>, lineSku: string, deliveredUnits: number, transitUnits: number];

/** The cells with the units of their orders' other lines attached (`DailyCell.otherLines`). */
function withOtherLines(cells: DailyCell[], rows: readonly OtherLinesRow[]): DailyCell[] {
  if (rows.length === 0) return cells;
  const linesOf = new Map<string, OtherLineUnits[]>();
  for (const [day, key, sku, countryCode, courier, currency, lineSku, deliveredUnits, transitUnits] of rows) {
    const id = cellIdOf(day, key, sku, countryCode, courier, currency);
    linesOf.set(id, [...(linesOf.get(id) ?? []), { sku: lineSku, deliveredUnits, transitUnits }]);
  }
  return cells.map((cell) => {
    const otherLines = linesOf.get(cellIdOf(cell.day, cell.key, cell.sku, cell.countryCode, cell.courier, cell.currency));
    return otherLines ? { ...cell, otherLines } : cell;
  });
}

/** The statement counting the settled orders of a range of days per product and country, from orders or the rollup. */
function settledSql(ownerId: string, from: string, to: string, timeZone: string, options: DailyReadOptions): SQL {
  const settled = jsonRows([sql`g.sku`, sql`g.country_code`, sql`g.delivered`, sql`g.returned`]);
  if (options.fromOrders) {
    const [start, end] = rangeOf(from, to, timeZone);
    return sql`
      select ${settled}
      from (
        select ${ledgerOrders.sku} as sku, ${ledgerOrders.countryCode}::text as country_code,
          count(*) filter (where ${DELIVERED}) as delivered, count(*) filter (where ${ledgerOrders.status} = 'returned') as returned
        from ${ledgerOrders}
        where ${ledgerOrders.ownerId} = ${ownerId} and ${ledgerOrders.placedAt} >= ${start.toISOString()} and ${ledgerOrders.placedAt} < ${end.toISOString()}
        group by 1, 2
      ) as g`;
  }
  const c = ledgerDailyCells;
  return sql`
    select ${settled}
    from (
      select ${c.sku} as sku, ${c.countryCode}::text as country_code,
        coalesce(sum(${c.orders}) filter (where ${c.status} in ('delivered', 'paid')), 0) as delivered,
        coalesce(sum(${c.orders}) filter (where ${c.status} = 'returned'), 0) as returned
      from ${c}
      where ${c.ownerId} = ${ownerId} and ${c.day} >= ${from} and ${c.day} <= ${to}
      group by 1, 2
    ) as g`;
}

type SettledRow = [sku: string | null, countryCode: string | null, delivered: number, returned: number];

/** The mature cohorts' settled orders at each level the projection falls back through. */
function matureFrom(rows: readonly SettledRow[]): MatureSettled {
  const productCountry = new Map<string, Settled>();
  const country = new Map<string, Settled>();
  const seller: Settled = { delivered: 0, returned: 0 };
  for (const [sku, countryCode, delivered, returned] of rows) {
    productCountry.set(`${sku ?? ''}|${countryCode ?? ''}`, { delivered, returned });
    const level = country.get(countryCode ?? '') ?? { delivered: 0, returned: 0 };
    level.delivered += delivered;
    level.returned += returned;
    country.set(countryCode ?? '', level);
    seller.delivered += delivered;
    seller.returned += returned;
  }
  return { productCountry, country, seller };
}

/** Settled orders of the mature cohorts per product and country. */
export async function readMatureSettled(db: Db, ownerId: string, today: string, timeZone: string, options: DailyReadOptions = {}): Promise<MatureSettled> {
  const window = matureCohortDays(today);
  return matureFrom(await readJsonRows<SettledRow>(db, settledSql(ownerId, window.from, window.to, timeZone, options)));
}

type AdSpendRow = [day: string, campaign: string | null, sku: string | null, countryCode: string | null, currency: string, amountMinor: number];

/** A range's ad spend per day, campaign, product, country and currency. */
function adSpendSql(ownerId: string, from: string, to: string): SQL {
  const a = ledgerAdSpend;
  return sql`
    select ${jsonRows([sql`g.day`, sql`g.campaign`, sql`g.sku`, sql`g.country_code`, sql`g.currency`, sql`g.amount_minor`], sql`g.day, g.campaign, g.sku, g.country_code, g.currency`)}
    from (
      select ${a.day} as day, ${a.campaign} as campaign, ${a.sku} as sku, ${a.countryCode}::text as country_code, ${a.currency}::text as currency,
        sum(${a.amountMinor}) as amount_minor
      from ${a}
      where ${a.ownerId} = ${ownerId} and ${a.day} >= ${from} and ${a.day} <= ${to}
      group by 1, 2, 3, 4, 5
    ) as g`;
}

const adSpendFrom = (rows: readonly AdSpendRow[]): DailyAdSpend[] =>
  rows.map(([day, campaign, sku, countryCode, currency, amountMinor]) => ({ day, campaign, sku, countryCode, currency, amountMinor }));

/**
 * Everything a range's figures read besides the settings, in one statement of a JSON text per part: the cells, their
 * other lines, the ad spend, the mature cohorts and the cost catalogue. One statement rather than nine: on PGlite each
 * costs its parse and plan, and on PostgreSQL a round trip.
 */
export function dailyRangeSql(ownerId: string, query: DailyQuery, timeZone: string, today: string, options: DailyReadOptions): SQL {
  const cells = readsRollup(query.splitBy, options) ? rollupCountsSql(ownerId, query) : statusCountsSql(ownerId, query, timeZone);
  const window = matureCohortDays(today);
  return sql`
    select (${cells}) as "cells", (${otherLinesSql(ownerId, query, timeZone)}) as "otherLines", (${adSpendSql(ownerId, query.from, query.to)}) as "adSpend",
      (${settledSql(ownerId, window.from, window.to, timeZone, options)}) as "mature", ${costCatalogueColumns(ownerId)}`;
}

/** GET /api/ledger/daily. `now` is the clock the mature cohorts are counted from. */
export async function readDaily(
  db: Db,
  viewer: Viewer,
  query: DailyQuery,
  now: Date = new Date(),
  options: DailyReadOptions = {},
): Promise<DailyAnswer> {
  const settings = await readLedgerSettings(db, viewer.id);
  const { timeZone, reportingCurrency: currency } = settings;
  const today = dayInZone(now.getTime(), timeZone);
  const { rows: read } = (await db.execute(dailyRangeSql(viewer.id, query, timeZone, today, options))) as {
    rows: (CostCatalogue & { cells: string; otherLines: string; adSpend: string; mature: string })[];
  };
  const parts = read[0]!;
  const cells = withOtherLines(foldStatusCounts(JSON.parse(parts.cells) as StatusCount[]), JSON.parse(parts.otherLines) as OtherLinesRow[]);
  const adSpend = adSpendFrom(JSON.parse(parts.adSpend) as AdSpendRow[]);
  const mature = matureFrom(JSON.parse(parts.mature) as SettledRow[]);
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
  const context = costContextFrom(parts, settings, cells, projectedRateOf);
  const labelled = { ...context, labelOf: (key: string) => (query.splitBy === 'product' ? context.labelOf(key) : null) };
  const { rows, totals } = buildDailyRows(cells, adSpend, labelled, { currency, groupBy: query.groupBy, splitBy: query.splitBy });
  const missingCosts = productsWithoutCost(cells, context);
  return {
    currency,
    timeZone,
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    splitBy: query.splitBy,
    rows,
    totals,
    projections: [...projections.values()],
    productsWithoutCost: missingCosts,
  };
}
