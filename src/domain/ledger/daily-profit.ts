import { currencyExponent, moneyFromMajor, zeroMoney, type Money } from '../money';
import { simulate, type SimulationResult } from '../model/simulate';
import type { FeeValues } from '../fees';
import type { DailyRow, GroupBy, SplitBy } from './api-schemas';
import { weekMonday } from './zoned-days';

// The daily screen's figures (docs/decisions/0050-projected-delivery-rate.md). Orders are counted in the cohort of the day they were placed.
// Each cell (a day, a split key, a product, a country, a courier, a currency) goes through the simulator's model
// with its counts: realised profit settles what is settled and charges the orders still on the road only what
// they already cost; projected profit settles those at the projected delivery rate. Amounts are converted to the
// reporting currency at the rate in force on the order's day and rounded once, on the answer.

export interface DailyCell {
  day: string;
  /** The split's value for this cell (null: not set, or no split). */
  key: string | null;
  sku: string | null;
  countryCode: string | null;
  courier: string | null;
  currency: string;
  orders: number;
  confirmed: number;
  cancelled: number;
  delivered: number;
  returned: number;
  inTransit: number;
  /** Minor units of `currency`: order totals and customer delivery fees of delivered orders. */
  deliveredTotalMinor: number;
  deliveredFeeMinor: number;
  deliveredUnits: number;
  returnedUnits: number;
  transitTotalMinor: number;
  transitFeeMinor: number;
  transitUnits: number;
  /**
   * The units of the cell's orders' lines after their first, by the line's own SKU. The unit counts above hold
   * every line's units under the first line's SKU (`sku`); these are taken out of it and costed by their own.
   */
  otherLines?: readonly OtherLineUnits[];
}

export interface OtherLineUnits {
  sku: string;
  deliveredUnits: number;
  transitUnits: number;
}

export interface DailyAdSpend {
  day: string;
  campaign: string | null;
  sku: string | null;
  countryCode: string | null;
  currency: string;
  amountMinor: number;
}

export interface CostContext {
  /** The fees (dollars and percents) for a courier and country, and the country's tax rate in percent. */
  feesOf(courier: string | null, countryCode: string | null): { fees: FeeValues; taxRate: number };
  /** A product's unit cost, or null when the product is unknown. */
  unitCostOf(sku: string | null, countryCode: string | null): Money | null;
  /** Units of a currency per dollar on a day. */
  perUsd(currency: string, day: string): number;
  /** The projected delivery rate (fraction) for a product in a country, or null. */
  projectedRateOf(sku: string | null, countryCode: string | null): number | null;
  /** A label for a split key (a product's name), or null to show the key. */
  labelOf(key: string): string | null;
}

export interface DailyRequest {
  currency: string;
  groupBy: GroupBy;
  splitBy: SplitBy;
}

/** Unrounded figures of a cell or row, in major units of the reporting currency. */
interface Figures {
  orders: number;
  confirmed: number;
  cancelled: number;
  delivered: number;
  returned: number;
  inTransit: number;
  revenue: number;
  product: number;
  returnLoss: number;
  packaging: number;
  fees: number;
  feeVat: number;
  tax: number;
  /** Profit before ad spend. */
  realised: number;
  projected: number;
  /** Σ projected rate × in-transit orders, and the in-transit orders with a rate. */
  rateWeight: number;
  ratedTransit: number;
  adSpend: number;
}

const ZERO: Figures = {
  orders: 0,
  confirmed: 0,
  cancelled: 0,
  delivered: 0,
  returned: 0,
  inTransit: 0,
  revenue: 0,
  product: 0,
  returnLoss: 0,
  packaging: 0,
  fees: 0,
  feeVat: 0,
  tax: 0,
  realised: 0,
  projected: 0,
  rateWeight: 0,
  ratedTransit: 0,
  adSpend: 0,
};

function add(a: Figures, b: Figures): Figures {
  const sum = { ...a };
  for (const key of Object.keys(ZERO) as (keyof Figures)[]) sum[key] += b[key];
  return sum;
}

const perUnit = (amount: number, count: number) => (count > 0 ? amount / count : 0);

/** One cell through the simulator's model; every amount in major units of the reporting currency. */
export function cellFigures(cell: DailyCell, context: CostContext, currency: string): Figures {
  // Amounts already in the reporting currency need no rate.
  const rateTo = (from: string) => (from === currency ? 1 : context.perUsd(currency, cell.day) / context.perUsd(from, cell.day));
  const factor = rateTo(cell.currency) / 10 ** currencyExponent(cell.currency);
  const { fees: dollarFees, taxRate } = context.feesOf(cell.courier, cell.countryCode);
  const moneyFees = [dollarFees.orderFees, dollarFees.confirmedLead, dollarFees.deliveredLead, dollarFees.shippingDelivered, dollarFees.shippingReturned];
  const dollars = moneyFees.some((fee) => fee !== 0) ? rateTo('USD') : 0;
  // Fee structures hold dollars; the model runs in the reporting currency.
  const fees: FeeValues = {
    ...dollarFees,
    orderFees: dollarFees.orderFees * dollars,
    confirmedLead: dollarFees.confirmedLead * dollars,
    deliveredLead: dollarFees.deliveredLead * dollars,
    shippingDelivered: dollarFees.shippingDelivered * dollars,
    shippingReturned: dollarFees.shippingReturned * dollars,
  };
  const costOf = (sku: string | null) => {
    const unitCost = context.unitCostOf(sku, cell.countryCode);
    return unitCost && unitCost.minor !== 0 ? (unitCost.minor / 10 ** currencyExponent(unitCost.currency)) * rateTo(unitCost.currency) : 0;
  };
  // Each line at its own product's cost: the first line's SKU carries the units the other lines do not.
  const unitCostMajor = costOf(cell.sku);
  const others = cell.otherLines ?? [];
  const productCostOf = (units: number, unitsOf: (line: OtherLineUnits) => number) =>
    others.reduce((sum, line) => sum + unitsOf(line) * (costOf(line.sku) - unitCostMajor), units * unitCostMajor);
  const settled = cell.delivered + cell.returned;
  const deliveredTotal = cell.deliveredTotalMinor * factor;
  const deliveredFee = cell.deliveredFeeMinor * factor;
  const deliveredProduct = productCostOf(cell.deliveredUnits, (line) => line.deliveredUnits);
  const transitProduct = productCostOf(cell.transitUnits, (line) => line.transitUnits);
  const base = { ...fees, totalLeads: cell.orders, adsCost: 0, taxRate };
  const settledPart = simulate({
    ...base,
    confirmedOverride: settled,
    deliveredRate: settled > 0 ? (cell.delivered / settled) * 100 : 0,
    averageAOV: perUnit(deliveredTotal, cell.delivered),
    customerDeliveryFee: perUnit(deliveredFee, cell.delivered),
    productCost: perUnit(deliveredProduct, cell.delivered),
  });
  // Orders on the road have cost their confirmation; delivery, return and collection are still to come.
  const onTheRoad = simulate({
    ...base,
    totalLeads: 0,
    confirmedOverride: cell.inTransit,
    deliveredRate: 0,
    deliveredLead: 0,
    shippingDelivered: 0,
    shippingReturned: 0,
    averageAOV: 0,
    productCost: 0,
  });
  const rate = cell.inTransit > 0 ? context.projectedRateOf(cell.sku, cell.countryCode) : null;
  let projected = settledPart.profit + onTheRoad.profit;
  if (rate !== null) {
    const expectedDelivered = cell.delivered + rate * cell.inTransit;
    const confirmed = settled + cell.inTransit;
    const settledAll = simulate({
      ...base,
      confirmedOverride: confirmed,
      deliveredRate: confirmed > 0 ? (expectedDelivered / confirmed) * 100 : 0,
      averageAOV: perUnit(deliveredTotal + rate * cell.transitTotalMinor * factor, expectedDelivered),
      customerDeliveryFee: perUnit(deliveredFee + rate * cell.transitFeeMinor * factor, expectedDelivered),
      productCost: perUnit(deliveredProduct + rate * transitProduct, expectedDelivered),
    });
    projected = settledAll.profit;
  }
  const line = (key: keyof SimulationResult) => settledPart[key] + onTheRoad[key];
  return {
    orders: cell.orders,
    confirmed: cell.confirmed,
    cancelled: cell.cancelled,
    delivered: cell.delivered,
    returned: cell.returned,
    inTransit: cell.inTransit,
    revenue: line('sellingPrice'),
    product: line('productCosts') - line('returnLoss'),
    returnLoss: line('returnLoss'),
    packaging: line('packaging'),
    fees: line('servicesCost') + line('percentageCost'),
    feeVat: line('feeVat'),
    tax: line('tax'),
    realised: line('profit'),
    projected,
    rateWeight: rate === null ? 0 : rate * cell.inTransit,
    ratedTransit: rate === null ? 0 : cell.inTransit,
    adSpend: 0,
  };
}

/**
 * The products of the range's settled or travelling orders whose unit cost the seller has not entered (no
 * product, or a cost of 0, as an import leaves a new SKU): their product cost reads 0 until it
 * is filled in, and the screen says so rather than showing a silent 0. Sorted, each once.
 */
export function productsWithoutCost(cells: readonly DailyCell[], context: Pick<CostContext, 'unitCostOf'>): string[] {
  const skus = new Set<string>();
  for (const cell of cells) {
    if (cell.delivered + cell.returned + cell.inTransit === 0) continue;
    for (const sku of [cell.sku, ...(cell.otherLines ?? []).map((line) => line.sku)]) {
      if (sku === null) continue;
      const cost = context.unitCostOf(sku, cell.countryCode);
      if (cost === null || cost.minor === 0) skus.add(sku);
    }
  }
  return [...skus].sort();
}

function periodOf(day: string, groupBy: GroupBy): string {
  return groupBy === 'week' ? weekMonday(day) : day;
}

/** The split key an ad-spend row names for itself, or undefined when it is shared by order count. */
function adSpendKey(row: DailyAdSpend, splitBy: SplitBy): string | null | undefined {
  if (splitBy === 'none') return null;
  if (splitBy === 'product') return row.sku ?? undefined;
  if (splitBy === 'country') return row.countryCode ?? undefined;
  if (splitBy === 'campaign') return row.campaign ?? undefined;
  return undefined;
}

function rowKey(period: string, key: string | null): string {
  return JSON.stringify([period, key]);
}

function toRow(period: string | null, key: string | null, label: string | null, figures: Figures, currency: string): DailyRow {
  const amount = (value: number): Money => moneyFromMajor(value, currency) ?? zeroMoney(currency);
  const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  const adSpend = amount(figures.adSpend);
  return {
    period,
    key,
    label,
    orders: figures.orders,
    confirmed: figures.confirmed,
    cancelled: figures.cancelled,
    delivered: figures.delivered,
    returned: figures.returned,
    inTransit: figures.inTransit,
    confirmationRate: ratio(figures.confirmed, figures.orders),
    deliveryRate: ratio(figures.delivered, figures.delivered + figures.returned),
    projectedDeliveryRate: ratio(figures.rateWeight, figures.ratedTransit),
    adSpend,
    cpl: figures.orders > 0 ? amount(figures.adSpend / figures.orders) : null,
    revenue: amount(figures.revenue),
    costs: {
      product: amount(figures.product),
      returnLoss: amount(figures.returnLoss),
      packaging: amount(figures.packaging),
      fees: amount(figures.fees),
      feeVat: amount(figures.feeVat),
      tax: amount(figures.tax),
    },
    profitRealised: amount(figures.realised - figures.adSpend),
    profitProjected: amount(figures.projected - figures.adSpend),
    roas: figures.adSpend > 0 ? figures.revenue / figures.adSpend : null,
  };
}

/** The rows (by period, then key) and the totals of the daily screen. */
export function buildDailyRows(
  cells: readonly DailyCell[],
  adSpend: readonly DailyAdSpend[],
  context: CostContext,
  request: DailyRequest,
): { rows: DailyRow[]; totals: DailyRow } {
  const rows = new Map<string, { period: string; key: string | null; figures: Figures }>();
  const rowOf = (period: string, key: string | null) => {
    const id = rowKey(period, key);
    let row = rows.get(id);
    if (!row) rows.set(id, (row = { period, key, figures: { ...ZERO } }));
    return row;
  };
  for (const cell of cells) {
    const row = rowOf(periodOf(cell.day, request.groupBy), cell.key);
    row.figures = add(row.figures, cellFigures(cell, context, request.currency));
  }
  for (const spend of adSpend) {
    const period = periodOf(spend.day, request.groupBy);
    const rate = spend.currency === request.currency ? 1 : context.perUsd(request.currency, spend.day) / context.perUsd(spend.currency, spend.day);
    const amount = (spend.amountMinor / 10 ** currencyExponent(spend.currency)) * rate;
    const own = adSpendKey(spend, request.splitBy);
    if (own !== undefined) {
      rowOf(period, own).figures.adSpend += amount;
      continue;
    }
    // Spend that names no key of the split is shared by the period's orders.
    const sharers = [...rows.values()].filter((row) => row.period === period && row.figures.orders > 0);
    const orders = sharers.reduce((sum, row) => sum + row.figures.orders, 0);
    if (orders === 0) rowOf(period, null).figures.adSpend += amount;
    else for (const row of sharers) row.figures.adSpend += (amount * row.figures.orders) / orders;
  }
  const ordered = [...rows.values()].sort((a, b) => (a.period === b.period ? String(a.key ?? '').localeCompare(String(b.key ?? '')) : a.period < b.period ? -1 : 1));
  const totals = ordered.reduce((sum, row) => add(sum, row.figures), { ...ZERO });
  return {
    rows: ordered.map((row) => toRow(row.period, row.key, row.key === null ? null : context.labelOf(row.key), row.figures, request.currency)),
    totals: toRow(null, null, null, totals, request.currency),
  };
}
