import { simulate, type SimulationInput } from '../simulate';
import { orderCounts, profitLine } from '../linear-profit';

/**
 * Where profit crosses 0 as one input moves over its valid range, all else fixed.
 * - `value`: profit ≥ 0 exactly when the input is at or `above` / `below` `value` (profit is 0 at `value`).
 * - `always`: profit ≥ 0 over the whole valid range (nothing to watch).
 * - `impossible`: profit < 0 over the whole valid range (say so instead of a number). Also returned
 *   when the figures overflow a double, since no trustworthy threshold exists then.
 */
export type BreakEven =
  | { kind: 'value'; value: number; profitableWhen: 'above' | 'below' }
  | { kind: 'always' }
  | { kind: 'impossible' };

export interface BreakEvenSet {
  /** Dollars per lead; the range is [0, ∞), so it is never `always` unless there are no leads. */
  adsCostPerLead: BreakEven;
  /** Dollars per lead that still leave profit ≥ margin % of revenue. */
  targetAdsCostPerLead: BreakEven;
  /** Percent of leads (0–100). Profit does not depend on it while `confirmedOverride` is set. */
  confirmedRate: BreakEven;
  /** Percent of confirmed orders (0–100), at the current confirmed count. */
  deliveredRate: BreakEven;
  /** Dollars of revenue per delivered order, range [0, ∞). */
  averageAOV: BreakEven;
  /** Dollars of ads per delivered order at the break-even ads cost per lead: what an ad platform reports per sale. */
  adsCostPerDeliveredOrder: BreakEven;
}

/**
 * Solves intercept + slope × x = 0 on [min, max] and classifies the answer (closed form, no search).
 * The root is computed as numerator / denominator so callers can keep it in the input's own unit.
 */
export function classifyLinear(intercept: number, slope: number, min: number, max: number): BreakEven {
  if (!Number.isFinite(intercept) || !Number.isFinite(slope)) return { kind: 'impossible' };
  if (slope === 0) return intercept >= 0 ? { kind: 'always' } : { kind: 'impossible' };
  const root = -intercept / slope;
  if (Number.isNaN(root)) return { kind: 'impossible' };
  if (slope > 0) {
    if (root <= min) return { kind: 'always' };
    if (root > max || !Number.isFinite(root)) return { kind: 'impossible' };
    return { kind: 'value', value: root, profitableWhen: 'above' };
  }
  if (root >= max) return { kind: 'always' };
  if (root < min) return { kind: 'impossible' };
  return { kind: 'value', value: root, profitableWhen: 'below' };
}

/** Highest ads cost per lead (dollars) keeping profit ≥ 0; `impossible` when even free ads lose money. */
export function breakEvenAdsCostPerLead(input: SimulationInput): BreakEven {
  return targetAdsCostPerLead(input, 0);
}

/**
 * Highest ads cost per lead (dollars) keeping profit ≥ `marginPercentOfRevenue` % of the selling
 * price (revenue of delivered orders), e.g. 20 for a 20 % margin. 0 gives the break-even CPL.
 * With no leads profit does not depend on the CPL, so the answer is `always` or `impossible`.
 */
export function targetAdsCostPerLead(input: SimulationInput, marginPercentOfRevenue: number): BreakEven {
  const { leads } = orderCounts(input);
  // Ads are neither taxed nor charged a percentage, so profit falls by exactly the leads per dollar of CPL.
  const atFreeAds = simulate({ ...input, adsCost: 0 });
  const intercept = atFreeAds.profit - (atFreeAds.sellingPrice * marginPercentOfRevenue) / 100;
  return classifyLinear(intercept, -leads, 0, Number.POSITIVE_INFINITY);
}

/**
 * Highest ads cost per delivered order (dollars) keeping profit ≥ 0: the break-even cost per lead × leads ÷
 * delivered orders, the figure a seller compares with the cost per purchase an ad platform reports.
 * `impossible` when even free ads lose money, or when nothing is delivered (no order to divide by).
 */
export function maxAdsCostPerDeliveredOrder(input: SimulationInput): BreakEven {
  const perLead = breakEvenAdsCostPerLead(input);
  if (perLead.kind !== 'value') return perLead;
  const { leads, deliveredOrders } = simulate(input);
  const value = (perLead.value * leads) / deliveredOrders;
  if (!(deliveredOrders > 0) || !Number.isFinite(value)) return { kind: 'impossible' };
  return { kind: 'value', value, profitableWhen: 'below' };
}

/**
 * Lowest (or, when delivering loses money per order, highest) confirmation rate in percent keeping
 * profit ≥ 0. Profit does not depend on it while `confirmedOverride` is set.
 */
export function breakEvenConfirmedRate(input: SimulationInput): BreakEven {
  const { intercept, slope } = profitLine(input, 'confirmedRate');
  return classifyLinear(intercept, slope, 0, 100);
}

/**
 * Delivery rate in percent (0–100) where profit is 0 at the current leads and confirmed orders;
 * "below 41.3 % delivery you lose money" reads `{ value: 41.3, profitableWhen: 'above' }`.
 */
export function breakEvenDeliveredRate(input: SimulationInput): BreakEven {
  const { intercept, slope } = profitLine(input, 'deliveredRate');
  return classifyLinear(intercept, slope, 0, 100);
}

/** Average order value in dollars (≥ 0) where profit is 0; `impossible` e.g. when serviceFees ≥ 100 % and costs exist. */
export function breakEvenAverageAOV(input: SimulationInput): BreakEven {
  const { intercept, slope } = profitLine(input, 'averageAOV');
  return classifyLinear(intercept, slope, 0, Number.POSITIVE_INFINITY);
}

/**
 * False when there are no leads and no confirmed orders: every figure is then 0 whatever the prices,
 * rates and fees, so every break-even would read "always profitable" about a campaign that does not
 * exist. The screens say there is nothing to judge yet instead.
 */
export function canJudgeBreakEven(input: SimulationInput): boolean {
  const { leads, confirmed } = orderCounts(input);
  return leads > 0 || confirmed > 0;
}

/** Every break-even (docs/product.md#insights) at once; `marginPercentOfRevenue` (default 20) drives the target CPL. */
export function breakEven(input: SimulationInput, marginPercentOfRevenue = 20): BreakEvenSet {
  return {
    adsCostPerLead: breakEvenAdsCostPerLead(input),
    targetAdsCostPerLead: targetAdsCostPerLead(input, marginPercentOfRevenue),
    confirmedRate: breakEvenConfirmedRate(input),
    deliveredRate: breakEvenDeliveredRate(input),
    averageAOV: breakEvenAverageAOV(input),
    adsCostPerDeliveredOrder: maxAdsCostPerDeliveredOrder(input),
  };
}
