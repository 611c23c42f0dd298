import { currencyExponent, moneyFromMajor, zeroMoney, type Money } from '../money';
import { simulate, type SimulationInput } from '../model/simulate';
import type { FeeValues } from '../fees';
import type { DailyRow, GroupBy, OrderStatus, SplitBy } from './api-schemas';
import { statusBucket } from './order-life';
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

/**
 * A cell's orders of one status and confirmation, as the database counts them (the rollup's own row, or the
 * orders grouped the same way): day, split key, SKU, country, courier, currency, status, confirmed, orders, and
 * the sums of their totals, customer delivery fees (minor units of the currency) and units. An array, as the
 * database sends it: one JSON text for the whole range reads in a fraction of the time of a row per cell.
 */
export type StatusCount = [
  day: string,
  key: string | null,
  sku: string | null,
  countryCode: string | null,
  courier: string | null,
  currency: string,
  status: OrderStatus,
  confirmed: boolean,
  orders: number,
  totalMinor: number,
  deliveryFeeMinor: number,
  units: number,
];

/** The counts of each status folded into one cell per day, key, SKU, country, courier and currency. */
export function foldStatusCounts(counts: readonly StatusCount[]): DailyCell[] {
  const cells = new Map<string, DailyCell>();
  for (const [day, key, sku, countryCode, courier, currency, status, confirmed, orders, totalMinor, feeMinor, units] of counts) {
    const id = cellIdOf(day, key, sku, countryCode, courier, currency);
    let cell = cells.get(id);
    if (!cell) {
      // Every field named, not spread from a template: a few thousand cells a range (see `modelInput`).
      cell = {
        day,
        key,
        sku,
        countryCode,
        courier,
        currency,
        orders: 0,
        confirmed: 0,
        cancelled: 0,
        delivered: 0,
        returned: 0,
        inTransit: 0,
        deliveredTotalMinor: 0,
        deliveredFeeMinor: 0,
        deliveredUnits: 0,
        returnedUnits: 0,
        transitTotalMinor: 0,
        transitFeeMinor: 0,
        transitUnits: 0,
      };
      cells.set(id, cell);
    }
    cell.orders += orders;
    if (confirmed) cell.confirmed += orders;
    switch (statusBucket(status)) {
      case 'cancelled':
        cell.cancelled += orders;
        break;
      case 'delivered':
        cell.delivered += orders;
        cell.deliveredTotalMinor += totalMinor;
        cell.deliveredFeeMinor += feeMinor;
        cell.deliveredUnits += units;
        break;
      case 'returned':
        cell.returned += orders;
        cell.returnedUnits += units;
        break;
      case 'inTransit':
        cell.inTransit += orders;
        cell.transitTotalMinor += totalMinor;
        cell.transitFeeMinor += feeMinor;
        cell.transitUnits += units;
        break;
      case 'pending':
        break;
    }
  }
  return [...cells.values()];
}

const part = (value: string | null) => (value === null ? '' : `=${value}`);

/** A cell's identity as one string: database text never holds NUL, which separates the parts; '=' tells a value from null. */
export const cellIdOf = (
  day: string,
  key: string | null,
  sku: string | null,
  countryCode: string | null,
  courier: string | null,
  currency: string,
) => `${day}\u0000${part(key)}\u0000${part(sku)}\u0000${part(countryCode)}\u0000${part(courier)}\u0000${currency}`;

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

const FIGURE_KEYS = Object.keys(ZERO) as (keyof Figures)[];

/** Adds `b` into `a`. */
function addInto(a: Figures, b: Figures): void {
  for (const key of FIGURE_KEYS) a[key] += b[key];
}

const perUnit = (amount: number, count: number) => (count > 0 ? amount / count : 0);

/** Units of the reporting currency per unit of `from` on a day (amounts already in it need no rate). */
function rateTo(context: CostContext, currency: string, from: string, day: string): number {
  return from === currency ? 1 : context.perUsd(currency, day) / context.perUsd(from, day);
}

/**
 * What a cell's model takes besides its counts, worked out once per fee structure, tax rate and dollar rate
 * rather than per cell: a range's cells share a few of each.
 */
interface ModelBase {
  fees: FeeValues;
  taxRate: number;
}

/** The models' inputs already worked out for a request, shared by its cells. */
export type FiguresMemo = Map<FeeValues, Map<string, ModelBase>>;

function modelBase(context: CostContext, memo: FiguresMemo, cell: DailyCell, currency: string): ModelBase {
  const { fees: dollarFees, taxRate } = context.feesOf(cell.courier, cell.countryCode);
  const moneyFees = [
    dollarFees.orderFees,
    dollarFees.confirmedLead,
    dollarFees.deliveredLead,
    dollarFees.shippingDelivered,
    dollarFees.shippingReturned,
  ];
  const dollars = moneyFees.some((fee) => fee !== 0) ? rateTo(context, currency, 'USD', cell.day) : 0;
  let ofFees = memo.get(dollarFees);
  if (!ofFees) memo.set(dollarFees, (ofFees = new Map()));
  const id = `${dollars}|${taxRate}`;
  let base = ofFees.get(id);
  if (!base) {
    // Fee structures hold dollars; the model runs in the reporting currency. Each field named: a fast-shaped object
    // that every cell's inputs copy.
    const fees: FeeValues = {
      confirmedRate: dollarFees.confirmedRate,
      deliveredRate: dollarFees.deliveredRate,
      serviceFees: dollarFees.serviceFees,
      orderFees: dollarFees.orderFees * dollars,
      confirmedLead: dollarFees.confirmedLead * dollars,
      deliveredLead: dollarFees.deliveredLead * dollars,
      shippingDelivered: dollarFees.shippingDelivered * dollars,
      shippingReturned: dollarFees.shippingReturned * dollars,
    };
    ofFees.set(id, (base = { fees, taxRate }));
  }
  return base;
}

/** A product's unit cost in major units of the reporting currency on the cell's day (0 when unknown or not entered). */
function unitCostMajor(context: CostContext, sku: string | null, cell: DailyCell, currency: string): number {
  const unitCost = context.unitCostOf(sku, cell.countryCode);
  return unitCost && unitCost.minor !== 0
    ? (unitCost.minor / 10 ** currencyExponent(unitCost.currency)) * rateTo(context, currency, unitCost.currency, cell.day)
    : 0;
}

/** What a delivered order brings and costs, per order, in major units of the reporting currency. */
interface PerDelivered {
  averageAOV: number;
  customerDeliveryFee: number;
  productCost: number;
}

/** An order on the road: nothing delivered yet, so no delivery, return or collection charged. */
const ON_THE_ROAD: PerDelivered & { onTheRoad: true } = { averageAOV: 0, customerDeliveryFee: 0, productCost: 0, onTheRoad: true };

/**
 * The model's input for a cell's counts, every field named: V8 builds a literal of named fields in a fraction of
 * the time of a spread base with fields overridden, and a range has a few thousand of these.
 */
function modelInput(
  fees: FeeValues,
  taxRate: number,
  leads: number,
  confirmed: number,
  deliveredRate: number,
  per: PerDelivered & { onTheRoad?: true },
): SimulationInput {
  const road = per.onTheRoad === true;
  return {
    confirmedRate: fees.confirmedRate,
    deliveredRate,
    orderFees: fees.orderFees,
    confirmedLead: fees.confirmedLead,
    deliveredLead: road ? 0 : fees.deliveredLead,
    shippingDelivered: road ? 0 : fees.shippingDelivered,
    shippingReturned: road ? 0 : fees.shippingReturned,
    serviceFees: fees.serviceFees,
    totalLeads: leads,
    adsCost: 0,
    taxRate,
    confirmedOverride: confirmed,
    averageAOV: per.averageAOV,
    customerDeliveryFee: per.customerDeliveryFee,
    productCost: per.productCost,
  };
}

/** One cell through the simulator's model; every amount in major units of the reporting currency. */
export function cellFigures(cell: DailyCell, context: CostContext, currency: string, memo: FiguresMemo = new Map()): Figures {
  const factor = rateTo(context, currency, cell.currency, cell.day) / 10 ** currencyExponent(cell.currency);
  const { fees, taxRate } = modelBase(context, memo, cell, currency);
  // Each line at its own product's cost: the first line's SKU carries the units the other lines do not.
  const firstCost = unitCostMajor(context, cell.sku, cell, currency);
  let deliveredProduct = cell.deliveredUnits * firstCost;
  let transitProduct = cell.transitUnits * firstCost;
  for (const line of cell.otherLines ?? []) {
    const difference = unitCostMajor(context, line.sku, cell, currency) - firstCost;
    deliveredProduct += line.deliveredUnits * difference;
    transitProduct += line.transitUnits * difference;
  }
  const settled = cell.delivered + cell.returned;
  const deliveredTotal = cell.deliveredTotalMinor * factor;
  const deliveredFee = cell.deliveredFeeMinor * factor;
  const settledPart = simulate(
    modelInput(fees, taxRate, cell.orders, settled, settled > 0 ? (cell.delivered / settled) * 100 : 0, {
      averageAOV: perUnit(deliveredTotal, cell.delivered),
      customerDeliveryFee: perUnit(deliveredFee, cell.delivered),
      productCost: perUnit(deliveredProduct, cell.delivered),
    }),
  );
  // Orders on the road have cost their confirmation; delivery, return and collection are still to come.
  const onTheRoad = simulate(modelInput(fees, taxRate, 0, cell.inTransit, 0, ON_THE_ROAD));
  const rate = cell.inTransit > 0 ? context.projectedRateOf(cell.sku, cell.countryCode) : null;
  let projected = settledPart.profit + onTheRoad.profit;
  if (rate !== null) {
    const expectedDelivered = cell.delivered + rate * cell.inTransit;
    const confirmed = settled + cell.inTransit;
    const settledAll = simulate(
      modelInput(fees, taxRate, cell.orders, confirmed, confirmed > 0 ? (expectedDelivered / confirmed) * 100 : 0, {
        averageAOV: perUnit(deliveredTotal + rate * cell.transitTotalMinor * factor, expectedDelivered),
        customerDeliveryFee: perUnit(deliveredFee + rate * cell.transitFeeMinor * factor, expectedDelivered),
        productCost: perUnit(deliveredProduct + rate * transitProduct, expectedDelivered),
      }),
    );
    projected = settledAll.profit;
  }
  return {
    orders: cell.orders,
    confirmed: cell.confirmed,
    cancelled: cell.cancelled,
    delivered: cell.delivered,
    returned: cell.returned,
    inTransit: cell.inTransit,
    revenue: settledPart.sellingPrice + onTheRoad.sellingPrice,
    product: settledPart.productCosts + onTheRoad.productCosts - (settledPart.returnLoss + onTheRoad.returnLoss),
    returnLoss: settledPart.returnLoss + onTheRoad.returnLoss,
    packaging: settledPart.packaging + onTheRoad.packaging,
    fees: settledPart.servicesCost + onTheRoad.servicesCost + (settledPart.percentageCost + onTheRoad.percentageCost),
    feeVat: settledPart.feeVat + onTheRoad.feeVat,
    tax: settledPart.tax + onTheRoad.tax,
    realised: settledPart.profit + onTheRoad.profit,
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
  const memo: FiguresMemo = new Map();
  for (const cell of cells)
    addInto(rowOf(periodOf(cell.day, request.groupBy), cell.key).figures, cellFigures(cell, context, request.currency, memo));
  for (const spend of adSpend) {
    const period = periodOf(spend.day, request.groupBy);
    const rate =
      spend.currency === request.currency ? 1 : context.perUsd(request.currency, spend.day) / context.perUsd(spend.currency, spend.day);
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
  const ordered = [...rows.values()].sort((a, b) =>
    a.period === b.period ? String(a.key ?? '').localeCompare(String(b.key ?? '')) : a.period < b.period ? -1 : 1,
  );
  const totals = { ...ZERO };
  for (const row of ordered) addInto(totals, row.figures);
  return {
    rows: ordered.map((row) =>
      toRow(row.period, row.key, row.key === null ? null : context.labelOf(row.key), row.figures, request.currency),
    ),
    totals: toRow(null, null, null, totals, request.currency),
  };
}
