import { DRIVER_KEYS, splitProfitGap, type DriverKey } from '../actuals/plan-vs-actual';
import type { ProjectedRate } from '../ledger/projection';
import { goalConfirmedRate, goalDeliveredRate, goalMaxCpl, type GoalAnswer } from '../model/goals';
import { simulate, type SimulationInput } from '../model/simulate';
import { toCents } from '../money';

// Early warning (docs/product.md#early-warning, decision 0053). A window is the last seven complete days of order
// cohorts of one campaign (an attached plan's product and country, or a product and country alone). Its inputs are
// what the orders say, the orders still on the road settled at the projected delivery rate; they run through the
// simulator's model. A window losing money warns once, naming the input that moved most against its reference (the
// plan, else the week before) with that input's break-even, the others at their window values.

/** Days in a window: the last complete week of cohorts. */
export const WINDOW_DAYS = 7;
/** A window with fewer orders says too little to warn. */
export const MIN_WINDOW_ORDERS = 30;

/** The metrics a warning can name; `profit` when no rate or cost per lead moved against its reference. */
export const WARNING_METRICS = ['deliveredRate', 'confirmedRate', 'adsCost', 'profit'] as const;
export type WarningMetric = (typeof WARNING_METRICS)[number];

/** What a window's orders say, in dollars (the unit of the model). */
export interface WindowCohort {
  /** First and last placing day (both included). */
  from: string;
  to: string;
  orders: number;
  confirmed: number;
  delivered: number;
  returned: number;
  inTransit: number;
  /** Dollars of ad spend of the window for this campaign. */
  adSpend: number;
  /** Dollars per order of the delivered and in-transit orders (total with the customer's delivery fee); null without any. */
  orderValue: number | null;
}

/** The inputs of the window's model run, dollars and percents as the simulator reads them. */
export interface WindowInputs {
  totalLeads: number;
  adsCost: number;
  confirmedRate: number;
  deliveredRate: number;
  averageAOV: number;
}

export type QuietReason = 'fewOrders' | 'noRate';

export interface WindowWarning {
  metric: WarningMetric;
  /** The metric's window value: percent for rates, dollars for the cost per lead and for profit per day. */
  value: number;
  /** The value at which the window breaks even, the other inputs at their window values; null when none in range does. */
  breakEven: number | null;
  /** Dollars of projected profit per week at the window's volume (negative), to the cent. */
  moneyPerWeek: number;
}

export type WindowEvaluation =
  | { kind: 'quiet'; reason: QuietReason; orders: number }
  | { kind: 'fine' | 'warning'; inputs: WindowInputs; profitPerWeek: number; breakEvens: BreakEvens; warning: WindowWarning | null };

/** Each metric's break-even with the other inputs at their window values. */
export interface BreakEvens {
  deliveredRate: number | null;
  confirmedRate: number | null;
  adsCost: number | null;
}

/** The delivery rate of the window: delivered, plus the orders on the road at the projected rate, over confirmed orders still standing. */
export function projectedWindowRate(window: WindowCohort, projection: ProjectedRate): number | null {
  const standing = window.delivered + window.returned + window.inTransit;
  if (standing === 0) return null;
  if (window.inTransit > 0 && projection.rate === null) return null;
  return (window.delivered + (projection.rate ?? 0) * window.inTransit) / standing;
}

function breakEvenOf(answer: GoalAnswer): number | null {
  return answer.kind === 'value' ? answer.value : null;
}

/**
 * The window's model inputs over a base (the plan, or the costs the ledger knows for the product and country):
 * leads, cost per lead, confirmation, projected delivery and order value are the window's; every fee and cost is
 * the base's. The order value is net of the base's upsell and customer delivery fee, which the model adds back.
 */
export function windowInputs(base: SimulationInput, window: WindowCohort, deliveredRate: number): WindowInputs {
  const extras = ((base.upsellRate ?? 0) / 100) * (base.upsellRevenue ?? 0) + (base.customerDeliveryFee ?? 0);
  return {
    totalLeads: window.orders,
    adsCost: window.orders > 0 ? window.adSpend / window.orders : 0,
    confirmedRate: window.orders > 0 ? (window.confirmed / window.orders) * 100 : 0,
    deliveredRate: deliveredRate * 100,
    averageAOV: window.orderValue === null ? base.averageAOV : window.orderValue - extras,
  };
}

/** Which way is worse for each named metric. */
const WORSE_WHEN_HIGHER: Record<WarningMetric, boolean> = { deliveredRate: false, confirmedRate: false, adsCost: true, profit: false };

/** True when `value` is worse than `previous` for the metric (a lower rate, a higher cost per lead, less profit). */
export function isWorse(metric: WarningMetric, value: number, previous: number): boolean {
  return WORSE_WHEN_HIGHER[metric] ? value > previous : value < previous;
}

const NAMED: Partial<Record<DriverKey, WarningMetric>> = { deliveredRate: 'deliveredRate', confirmedRate: 'confirmedRate', adsCost: 'adsCost' };

/**
 * One window against its base and its reference (the plan's inputs, or the week before's; null: none). Under
 * MIN_WINDOW_ORDERS orders, or with orders on the road and no rate to settle them, it stays quiet and says why.
 * Otherwise, when projected profit is below zero, it warns once, naming among the delivery rate, the confirmation
 * rate and the cost per lead the one whose move from the reference cost the most (the split of decision 0025);
 * `profit` when none of them moved against it.
 */
export function evaluateWindow(base: SimulationInput, reference: WindowInputs | null, window: WindowCohort, projection: ProjectedRate): WindowEvaluation {
  if (window.orders < MIN_WINDOW_ORDERS) return { kind: 'quiet', reason: 'fewOrders', orders: window.orders };
  const rate = projectedWindowRate(window, projection);
  if (rate === null) return { kind: 'quiet', reason: 'noRate', orders: window.orders };
  const inputs = windowInputs(base, window, rate);
  const input: SimulationInput = { ...base, ...inputs, confirmedOverride: undefined };
  const profit = simulate(input).profit;
  const profitPerWeek = (profit * 7) / WINDOW_DAYS;
  // Profit is 0 at each break-even: solve it with every other input at its window value.
  const breakEvens: BreakEvens = {
    deliveredRate: breakEvenOf(goalDeliveredRate(input, 0)),
    confirmedRate: breakEvenOf(goalConfirmedRate(input, 0)),
    adsCost: breakEvenOf(goalMaxCpl(input, 0)),
  };
  // Half a cent a week is the noise of the arithmetic, not a loss.
  if (toCents(profitPerWeek) >= 0) return { kind: 'fine', inputs, profitPerWeek, breakEvens, warning: null };
  let metric: WarningMetric = 'profit';
  if (reference) {
    const from: SimulationInput = { ...base, ...reference, confirmedOverride: undefined };
    const { drivers } = splitProfitGap(from, inputs);
    const worst = drivers.filter((driver) => NAMED[driver.key] !== undefined && driver.effect < -0.005).sort((a, b) => a.effect - b.effect)[0];
    if (worst) metric = NAMED[worst.key]!;
  }
  const value = metric === 'profit' ? profit / WINDOW_DAYS : inputs[metric];
  const breakEven = metric === 'profit' ? 0 : breakEvens[metric];
  return { kind: 'warning', inputs, profitPerWeek, breakEvens, warning: { metric, value, breakEven, moneyPerWeek: toCents(profitPerWeek) } };
}

/** The five inputs of a plan as a window's reference. */
export function planReference(plan: SimulationInput): WindowInputs {
  return Object.fromEntries(DRIVER_KEYS.map((key) => [key, plan[key]])) as unknown as WindowInputs;
}
