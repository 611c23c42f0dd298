import type { FeeValues } from '../fees';
import { addDays } from '../ledger/zoned-days';
import { money, moneyFromMajor, multiplyMoney, subtractMoney, sumKnownMoney, sumMoney, zeroMoney, type Money } from '../money';

// What a courier owes for an order, what its statement says it paid, and the differences
// (docs/product.md#courier-remittances). Every amount is exact: integer minor units of the courier's currency,
// each fee rounded once, half away from zero.

/** The fee types a statement may charge, one column each in the per-fee layout. */
export const FEE_TYPES = ['shipping', 'cod', 'callCenter', 'vat'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
/** A statement with one fee column compares the fees as a whole ('total', VAT included). */
export type ChargedFeeType = FeeType | 'total';

export const DISCREPANCY_KINDS = ['shortCollection', 'feeAboveTariff', 'unpaidDelivered', 'paidButReturned', 'paidTwice', 'unknownOrder'] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

/** The days a delivered order may wait for its remittance beyond the courier's payout delay before it is late. */
export const UNPAID_GRACE_DAYS = 7;

/** A courier's tariff for one country, in the courier's currency. */
export interface Tariff {
  shippingDelivered: Money;
  shippingReturned: Money;
  /** Call-centre fees of a delivered order (per lead + per confirmed + per delivered) and of a returned one (no per-delivered fee). */
  callCenterDelivered: Money;
  callCenterReturned: Money;
  /** Percent of the collected cash the courier keeps. */
  codPercent: number;
  /** VAT on the fees, in percent. */
  vatPercent: number;
}

/**
 * A fee structure (dollars and percents) as a tariff in `currency`: each dollar fee × the currency's units per
 * dollar, rounded once to its minor units.
 */
export function tariffIn(fees: FeeValues, currency: string, perUsd: number, vatPercent: number): Tariff {
  const local = (dollars: number) => moneyFromMajor(dollars * perUsd, currency) ?? zeroMoney(currency);
  return {
    shippingDelivered: local(fees.shippingDelivered),
    shippingReturned: local(fees.shippingReturned),
    callCenterDelivered: local(fees.orderFees + fees.confirmedLead + fees.deliveredLead),
    callCenterReturned: local(fees.orderFees + fees.confirmedLead),
    codPercent: fees.serviceFees,
    vatPercent,
  };
}

export interface Expected {
  collection: Money;
  fees: Record<FeeType, Money>;
  /** Every fee, VAT included. */
  totalFees: Money;
  remittance: Money;
}

/**
 * What the courier owes for one order. Delivered: it collects the order total and the customer's delivery fee,
 * keeps shipping, the COD share of the collection, the call-centre fees and VAT on those (VAT on the fees as
 * charged, each already rounded), and remits the rest. Returned: it collects nothing and charges return shipping,
 * the call-centre fees before delivery and their VAT, so its remittance is negative.
 */
export function expectedFor(order: { total: Money; deliveryFee: Money; returned: boolean }, tariff: Tariff): Expected {
  const currency = order.total.currency;
  const collection = order.returned ? zeroMoney(currency) : sumMoney([order.total, order.deliveryFee], currency);
  const shipping = order.returned ? tariff.shippingReturned : tariff.shippingDelivered;
  const cod = multiplyMoney(collection, tariff.codPercent / 100);
  const callCenter = order.returned ? tariff.callCenterReturned : tariff.callCenterDelivered;
  const beforeVat = sumMoney([shipping, cod, callCenter], currency);
  const vat = multiplyMoney(beforeVat, tariff.vatPercent / 100);
  const totalFees = sumMoney([beforeVat, vat], currency);
  return { collection, fees: { shipping, cod, callCenter, vat }, totalFees, remittance: subtractMoney(collection, totalFees) };
}

/** An order as the ledger knows it, with what the courier owes for it. */
export interface LedgerOrderFacts {
  orderId: string;
  /** The ledger's status: 'delivered', 'paid', 'returned', or any earlier one. */
  status: string;
  /** The day it was delivered (or returned), in the seller's time zone; null before. */
  settledDay: string | null;
  /** True when the order is this courier's (its courier column names it). */
  ofCourier: boolean;
  expected: Expected;
  /** The expected remittance in the seller's reporting currency at the rate of the order's day; null without a rate. */
  remittanceInReporting?: Money | null;
}

/** One row of a statement. */
export interface StatementLine {
  statementId: string;
  /** The statement's place in the order its statements were imported: breaks ties between statements of one day. */
  sequence: number;
  reference: string;
  /** The statement's day (YYYY-MM-DD). */
  day: string;
  /** The row in the file (the header is row 1). */
  row: number;
  orderId: string;
  collected: Money;
  /** The fees by type when the statement shows them one column each; otherwise only `totalFees`. */
  fees: Partial<Record<FeeType, Money>> | null;
  totalFees: Money;
  remitted: Money;
}

export interface Discrepancy {
  /** Stable across recomputations: what a seller's resolved or disputed mark is kept under. */
  key: string;
  kind: DiscrepancyKind;
  orderId: string;
  feeType: ChargedFeeType | null;
  /** The statement the line is from (null for a delivered order no statement names). */
  reference: string | null;
  row: number | null;
  expected: Money;
  actual: Money;
  /** expected − actual for collections and remittances, actual − expected for fees: positive is owed to the seller. */
  difference: Money;
}

export interface ReconcileInput {
  currency: string;
  /** Today in the seller's time zone. */
  today: string;
  /** Days after delivery a remittance is late: the payout delay plus the grace, unless the seller chose another. */
  unpaidAfterDays: number;
  orders: readonly LedgerOrderFacts[];
  /** Every line of every statement of this courier. */
  lines: readonly StatementLine[];
}

function keyOf(...parts: (string | number | null)[]): string {
  return JSON.stringify(parts);
}

/**
 * The differences between a courier's statements and what it owes, in the statements' order (day, then row):
 * a line whose order the ledger does not know is `unknownOrder`; a later line of an order already paid is
 * `paidTwice` (statements in date order, those of one day in the order they were imported); a remittance for an order the ledger has returned is `paidButReturned`; otherwise a collection
 * below the order's is `shortCollection` and each fee above the tariff is `feeAboveTariff` (per type, or in
 * total when the statement gives one fee column). A delivered order of this courier that no line names,
 * delivered more than `unpaidAfterDays` ago, is `unpaidDelivered`. Differences below one minor unit are none.
 */
export function reconcile(input: ReconcileInput): Discrepancy[] {
  const { currency } = input;
  const zero = zeroMoney(currency);
  const orders = new Map(input.orders.map((order) => [order.orderId, order]));
  const lines = [...input.lines].sort((a, b) => (a.day === b.day ? (a.sequence === b.sequence ? a.row - b.row : a.sequence - b.sequence) : a.day < b.day ? -1 : 1));
  const found: Discrepancy[] = [];
  const paid = new Set<string>();
  const line = (kind: DiscrepancyKind, from: StatementLine, feeType: ChargedFeeType | null, expected: Money, actual: Money, difference: Money) =>
    found.push({ key: keyOf(kind, from.orderId, feeType, from.reference, from.row), kind, orderId: from.orderId, feeType, reference: from.reference, row: from.row, expected, actual, difference });

  for (const from of lines) {
    const order = orders.get(from.orderId);
    if (!order) {
      line('unknownOrder', from, null, zero, from.remitted, money(-from.remitted.minor, currency));
      continue;
    }
    if (paid.has(from.orderId)) {
      line('paidTwice', from, null, zero, from.remitted, money(-from.remitted.minor, currency));
      continue;
    }
    paid.add(from.orderId);
    if (order.status === 'returned') {
      if (from.remitted.minor > 0) line('paidButReturned', from, null, order.expected.remittance, from.remitted, subtractMoney(order.expected.remittance, from.remitted));
      continue;
    }
    const { expected } = order;
    if (from.collected.minor < expected.collection.minor) line('shortCollection', from, null, expected.collection, from.collected, subtractMoney(expected.collection, from.collected));
    if (from.fees) {
      for (const type of FEE_TYPES) {
        const charged = from.fees[type];
        if (charged && charged.minor > expected.fees[type].minor) line('feeAboveTariff', from, type, expected.fees[type], charged, subtractMoney(charged, expected.fees[type]));
      }
    } else if (from.totalFees.minor > expected.totalFees.minor) {
      line('feeAboveTariff', from, 'total', expected.totalFees, from.totalFees, subtractMoney(from.totalFees, expected.totalFees));
    }
  }

  for (const order of input.orders) {
    if (!order.ofCourier || order.status !== 'delivered' || paid.has(order.orderId) || order.settledDay === null) continue;
    if (addDays(order.settledDay, input.unpaidAfterDays) >= input.today) continue;
    found.push({
      key: keyOf('unpaidDelivered', order.orderId, null, null, null),
      kind: 'unpaidDelivered',
      orderId: order.orderId,
      feeType: null,
      reference: null,
      row: null,
      expected: order.expected.remittance,
      actual: zero,
      difference: order.expected.remittance,
    });
  }
  return found;
}

export interface ExpectedPayout {
  day: string;
  amount: Money;
  /** The amount in the reporting currency, each order at the rate of its day (with `reportingCurrency` only). */
  reporting?: Money | null;
  orders: number;
  /** The day has passed and the money has not come. */
  overdue: boolean;
}

export interface Cash {
  /** Expected remittances of delivered orders no statement has paid. */
  outstanding: Money;
  /** The same in the reporting currency, each order at the rate of its day (with `reportingCurrency` only). */
  outstandingReporting?: Money | null;
  outstandingOrders: number;
  /** Days since the oldest of those was delivered; null when none is waiting. */
  oldestDays: number | null;
  /** Days sales outstanding over the last 30 days; null when nothing was delivered in them. */
  dso: number | null;
  payouts: ExpectedPayout[];
}

export const DSO_WINDOW_DAYS = 30;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Where a courier's cash is: the expected remittances of its delivered orders that no statement has paid, the age
 * of the oldest, when each is due (delivery day + payout delay), and days sales outstanding: what is outstanding
 * over what its orders delivered in the last 30 days are owed, times 30.
 */
export function cashOf(input: {
  currency: string;
  today: string;
  payoutDelayDays: number;
  orders: readonly LedgerOrderFacts[];
  paidOrderIds: ReadonlySet<string>;
  /** With it, amounts are also summed in this currency from each order's `remittanceInReporting`. */
  reportingCurrency?: string;
}): Cash {
  const { currency, today, reportingCurrency } = input;
  const inReporting = (orders: readonly LedgerOrderFacts[]) =>
    reportingCurrency === undefined ? {} : { reporting: sumKnownMoney(orders.map((order) => order.remittanceInReporting ?? null), reportingCurrency) };
  const waiting = input.orders.filter((order) => order.ofCourier && order.status === 'delivered' && order.settledDay !== null && !input.paidOrderIds.has(order.orderId));
  const outstanding = sumMoney(
    waiting.map((order) => order.expected.remittance),
    currency,
  );
  const oldest = waiting.reduce<string | null>((min, order) => (min === null || order.settledDay! < min ? order.settledDay : min), null);
  const windowStart = addDays(today, -DSO_WINDOW_DAYS);
  const delivered = input.orders.filter(
    (order) => order.ofCourier && (order.status === 'delivered' || order.status === 'paid') && order.settledDay !== null && order.settledDay > windowStart && order.settledDay <= today,
  );
  const owed = delivered.reduce((sum, order) => sum + order.expected.remittance.minor, 0);
  const byDay = new Map<string, LedgerOrderFacts[]>();
  for (const order of waiting) {
    const day = addDays(order.settledDay!, input.payoutDelayDays);
    byDay.set(day, [...(byDay.get(day) ?? []), order]);
  }
  return {
    outstanding,
    ...(reportingCurrency === undefined ? {} : { outstandingReporting: inReporting(waiting).reporting }),
    outstandingOrders: waiting.length,
    oldestDays: oldest === null ? null : daysBetween(oldest, today),
    dso: owed > 0 ? Math.round((outstanding.minor / owed) * DSO_WINDOW_DAYS * 10) / 10 : null,
    payouts: [...byDay.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([day, orders]) => ({
        day,
        amount: sumMoney(
          orders.map((order) => order.expected.remittance),
          currency,
        ),
        ...inReporting(orders),
        orders: orders.length,
        overdue: day < today,
      })),
  };
}
