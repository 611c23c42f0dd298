import { lineIn, orderCounts } from './linear-profit';
import { simulate, type SimulationInput } from './simulate';
import { monthFigures } from './month';

/**
 * A goal answered backwards from the current inputs (docs/decisions/0021):
 * - `value`: the input must be `at-least` (or `at-most`) `value` to meet the goal;
 * - `always`: the goal is met whatever the input is within its range;
 * - `unreachable`: no value in the input's range meets it, and `reason` says why. `needed` is the value
 *   the straight line asks for when it exists but lies outside the range (a 130 % rate, a −$2 CPL).
 */
export type GoalAnswer =
  | { kind: 'value'; value: number; bound: 'at-least' | 'at-most' }
  | { kind: 'always' }
  | { kind: 'unreachable'; reason: UnreachableReason; needed?: number };

/**
 * - `no-leads`: there are no leads, so nothing per lead can be learned;
 * - `loses-per-lead`: each lead loses money at any volume;
 * - `above-range` / `below-range`: the value needed lies past the input's range (`needed` says where);
 * - `no-effect`: the input does not move the figure (e.g. the confirmation rate while confirmed orders are given).
 */
export type UnreachableReason = 'no-leads' | 'loses-per-lead' | 'above-range' | 'below-range' | 'no-effect';

/** Solves intercept + slope × x ≥ 0 for x in [min, max], in closed form. */
export function solveAtLeastZero(intercept: number, slope: number, min: number, max: number): GoalAnswer {
  if (!Number.isFinite(intercept) || !Number.isFinite(slope)) return { kind: 'unreachable', reason: 'no-effect' };
  if (slope === 0) return intercept >= 0 ? { kind: 'always' } : { kind: 'unreachable', reason: 'no-effect' };
  const root = -intercept / slope;
  if (!Number.isFinite(root)) return { kind: 'unreachable', reason: slope > 0 ? 'above-range' : 'below-range' };
  if (slope > 0) {
    if (root <= min) return { kind: 'always' };
    if (root > max) return { kind: 'unreachable', reason: 'above-range', needed: root };
    return { kind: 'value', value: root, bound: 'at-least' };
  }
  if (root >= max) return { kind: 'always' };
  if (root < min) return { kind: 'unreachable', reason: 'below-range', needed: root };
  return { kind: 'value', value: root, bound: 'at-most' };
}

/** Leads to buy per month for a monthly net profit of `targetMonthlyProfit` dollars after fixed costs. */
export function goalLeadsPerMonth(input: SimulationInput, targetMonthlyProfit: number): GoalAnswer {
  const { profitPerLead } = monthFigures(input, simulate(input));
  if (profitPerLead === null) return { kind: 'unreachable', reason: 'no-leads' };
  const answer = solveAtLeastZero(-(input.fixedCostsPerMonth ?? 0) - targetMonthlyProfit, profitPerLead, 0, Number.POSITIVE_INFINITY);
  // With no profit per lead, no volume helps: say so in the seller's words rather than "no effect".
  return answer.kind === 'unreachable' && profitPerLead <= 0 ? { kind: 'unreachable', reason: 'loses-per-lead' } : answer;
}

/**
 * Highest ads cost per lead (dollars) whose ROI still reaches `targetRoiPercent`: profit(cpl) and
 * investment(cpl) are both lines in the CPL, so profit − ρ × investment ≥ 0 is one division.
 */
export function goalMaxCpl(input: SimulationInput, targetRoiPercent: number): GoalAnswer {
  if (!(orderCounts(input).leads > 0)) return { kind: 'unreachable', reason: 'no-leads' };
  const rho = targetRoiPercent / 100;
  const line = lineIn(input, 'adsCost', (result) => result.profit - rho * result.investment);
  const answer = solveAtLeastZero(line.intercept, line.slope, 0, Number.POSITIVE_INFINITY);
  return answer.kind === 'unreachable' && answer.reason === 'below-range' ? { ...answer, reason: 'loses-per-lead' } : answer;
}

/** Confirmation rate (percent of leads) needed for a profit of `targetProfit` dollars on these leads. */
export function goalConfirmedRate(input: SimulationInput, targetProfit: number): GoalAnswer {
  const line = lineIn(input, 'confirmedRate', (result) => result.profit - targetProfit);
  return solveAtLeastZero(line.intercept, line.slope, 0, 100);
}

/** Delivery rate (percent of confirmed orders) needed for a profit of `targetProfit` dollars. */
export function goalDeliveredRate(input: SimulationInput, targetProfit: number): GoalAnswer {
  const line = lineIn(input, 'deliveredRate', (result) => result.profit - targetProfit);
  return solveAtLeastZero(line.intercept, line.slope, 0, 100);
}

/** Average order value (dollars) needed for a profit of `targetMarginPercent` % of revenue. */
export function goalAverageAOV(input: SimulationInput, targetMarginPercent: number): GoalAnswer {
  const line = lineIn(input, 'averageAOV', (result) => result.profit - (result.sellingPrice * targetMarginPercent) / 100);
  return solveAtLeastZero(line.intercept, line.slope, 0, Number.POSITIVE_INFINITY);
}

/** The Goal panel's targets: monthly net profit and profit in dollars, ROI and margin in percent. */
export interface GoalTargets {
  monthlyProfit: number;
  roiPercent: number;
  profit: number;
  marginPercent: number;
}

export interface GoalAnswers {
  leadsPerMonth: GoalAnswer;
  maxCpl: GoalAnswer;
  confirmedRate: GoalAnswer;
  deliveredRate: GoalAnswer;
  averageAOV: GoalAnswer;
}

/** Every goal of the panel at once. */
export function solveGoals(input: SimulationInput, targets: GoalTargets): GoalAnswers {
  return {
    leadsPerMonth: goalLeadsPerMonth(input, targets.monthlyProfit),
    maxCpl: goalMaxCpl(input, targets.roiPercent),
    confirmedRate: goalConfirmedRate(input, targets.profit),
    deliveredRate: goalDeliveredRate(input, targets.profit),
    averageAOV: goalAverageAOV(input, targets.marginPercent),
  };
}
