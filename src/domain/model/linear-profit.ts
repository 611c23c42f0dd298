import { simulate, type SimulationInput, type SimulationResult } from './simulate';

/** A figure that is linear in one input: value(x) = intercept + slope × x. */
export interface Line {
  intercept: number;
  slope: number;
}

/** Inputs the full model (docs/product.md#the-cost-model) is linear in, each with a second point far enough to read the slope. */
export type LinearInputKey = 'adsCost' | 'confirmedRate' | 'deliveredRate' | 'averageAOV';
const SECOND_POINT: Record<LinearInputKey, number> = { adsCost: 1, confirmedRate: 100, deliveredRate: 100, averageAOV: 100 };

/**
 * `figure(simulate(input))` as a line in one input, all else fixed. Every figure built from the result's
 * sums and products by constants is exactly linear in these inputs (each cost line is a count times a
 * price, and each count is linear in each rate), so two evaluations give the closed form without
 * restating the model: the formulas stay written once, in `simulate`.
 */
export function lineIn(input: SimulationInput, key: LinearInputKey, figure: (result: SimulationResult) => number): Line {
  const at = (x: number) => figure(simulate({ ...input, [key]: x }));
  const intercept = at(0);
  const x1 = SECOND_POINT[key];
  return { intercept, slope: (at(x1) - intercept) / x1 };
}

/** Profit as a line in one input. */
export function profitLine(input: SimulationInput, key: LinearInputKey): Line {
  return lineIn(input, key, (result) => result.profit);
}

/** Leads and confirmed orders (honouring `confirmedOverride`), the counts every break-even starts from. */
export function orderCounts(input: SimulationInput): { leads: number; confirmed: number } {
  return { leads: input.totalLeads, confirmed: input.confirmedOverride ?? (input.totalLeads * input.confirmedRate) / 100 };
}
