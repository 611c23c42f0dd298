import type { WindowCohort } from './early-warning';

// A campaign's figures over a range of placing days, from the ledger's orders added up per day, product and
// country (docs/product.md#early-warning). Amounts are dollars, converted at the rate of each order's day.

/** One day's orders of one product in one country. */
export interface DayCell {
  day: string;
  sku: string | null;
  countryCode: string | null;
  orders: number;
  confirmed: number;
  delivered: number;
  returned: number;
  inTransit: number;
  /** Dollars: totals with the customer's delivery fee, of the delivered orders and of the ones on the road. */
  deliveredValue: number;
  transitValue: number;
  /** Units of the delivered orders and of the ones on the road. */
  valuedUnits: number;
}

/** A day's ad spend in dollars, with the product and country it names (null: every one). */
export interface SpendRow {
  day: string;
  sku: string | null;
  countryCode: string | null;
  amount: number;
}

export interface CampaignSums extends WindowCohort {
  /** Dollars collected from the delivered orders. */
  deliveredValue: number;
  /** Units per delivered or in-transit order; null without any. */
  unitsPerOrder: number | null;
}

const names = (row: { sku: string | null; countryCode: string | null }, cell: DayCell) =>
  (row.sku === null || row.sku === cell.sku) && (row.countryCode === null || row.countryCode === cell.countryCode);

const inRange = (day: string, from: string, to: string) => day >= from && day <= to;

/**
 * The orders of one product in one country placed from `from` to `to`, and its ad spend: a row naming the product
 * and the country is all its own; a row naming less (or nothing) is shared by the orders of that day it names,
 * or of the whole range when that day has none.
 */
export function sumCampaign(cells: readonly DayCell[], spend: readonly SpendRow[], sku: string, countryCode: string, from: string, to: string): CampaignSums {
  const own = (cell: DayCell) => cell.sku === sku && cell.countryCode === countryCode;
  const ranged = cells.filter((cell) => inRange(cell.day, from, to));
  const sums: CampaignSums = { from, to, orders: 0, confirmed: 0, delivered: 0, returned: 0, inTransit: 0, adSpend: 0, orderValue: null, deliveredValue: 0, unitsPerOrder: null };
  let value = 0;
  let units = 0;
  for (const cell of ranged.filter(own)) {
    sums.orders += cell.orders;
    sums.confirmed += cell.confirmed;
    sums.delivered += cell.delivered;
    sums.returned += cell.returned;
    sums.inTransit += cell.inTransit;
    sums.deliveredValue += cell.deliveredValue;
    value += cell.deliveredValue + cell.transitValue;
    units += cell.valuedUnits;
  }
  const valued = sums.delivered + sums.inTransit;
  if (valued > 0) {
    sums.orderValue = value / valued;
    sums.unitsPerOrder = units / valued;
  }
  const ordersOf = (list: readonly DayCell[]) => list.reduce((total, cell) => total + cell.orders, 0);
  for (const row of spend.filter((row) => inRange(row.day, from, to))) {
    const named = ranged.filter((cell) => names(row, cell));
    const sameDay = named.filter((cell) => cell.day === row.day);
    const sharers = ordersOf(sameDay) > 0 ? sameDay : named;
    const all = ordersOf(sharers);
    if (all > 0) sums.adSpend += (row.amount * ordersOf(sharers.filter(own))) / all;
  }
  return sums;
}
