import { waterfall, type Waterfall } from '../waterfall';
import type { SimulationInput, SimulationResult } from '../simulate';
import type { UnavailableReason } from './reasons';

/**
 * The waterfall the insights draw, from revenue down to profit:
 * - `campaign`: the results for Total Leads, every cost line in use;
 * - `month`: with fixed costs and leads per month, a month of those leads (each line scaled by
 *   leads per month ÷ Total Leads, as the month's figures are) and the fixed costs as the last step,
 *   so it ends at the monthly net profit.
 */
export type MoneyFlow =
  | { kind: 'value'; basis: 'campaign' | 'month'; leads: number; waterfall: Waterfall }
  | { kind: 'unavailable'; reason: Extract<UnavailableReason, 'no-leads' | 'too-large'> };

export function moneyFlow(input: SimulationInput, result: SimulationResult): MoneyFlow {
  if (!(result.leads > 0) && !(result.confirmedOrders > 0)) return { kind: 'unavailable', reason: 'no-leads' };
  const fixed = input.fixedCostsPerMonth ?? 0;
  const perMonth = input.leadsPerMonth ?? 0;
  const month = fixed > 0 && perMonth > 0 && result.leads > 0;
  const shown = month ? scaled(result, perMonth / result.leads) : result;
  const flow = waterfall(shown, month ? fixed : 0);
  const amounts = [flow.revenue, flow.profit, ...flow.steps.flatMap((step) => [step.amount, step.after])];
  if (!amounts.every(Number.isFinite)) return { kind: 'unavailable', reason: 'too-large' };
  return { kind: 'value', basis: month ? 'month' : 'campaign', leads: month ? perMonth : result.leads, waterfall: flow };
}

// Every count and amount of a result is proportional to the leads (and confirmed orders); ROI is a ratio.
function scaled(result: SimulationResult, factor: number): SimulationResult {
  const entries = Object.entries(result).map(([key, value]) => [key, key === 'roi' ? value : value * factor]);
  return Object.fromEntries(entries) as unknown as SimulationResult;
}
