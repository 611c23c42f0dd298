import { simulate, type SimulationInput } from '../model/simulate';
import { quantilesInPlace } from './percentile';
import { betaConstants, betaFrom, seededUniform } from './random';
import { distributionOf, type ScaledBeta } from './distribution';
import type { UncertainInputs, UncertainKey } from './uncertain-inputs';

/** Draws per range unless told otherwise: the Monte Carlo error of a 10th percentile is then about 0.2 % of its spread. */
export const DEFAULT_DRAWS = 20_000;
export const DEFAULT_SEED = 20_261_126;

export interface Percentiles {
  p10: number;
  p50: number;
  p90: number;
}

/** Profit (dollars) and ROI (percent) at the 10th, 50th and 90th percentile, and the share of draws that lose money. */
export interface ProfitRange {
  profit: Percentiles;
  roi: Percentiles;
  /** Share of draws with profit < 0, from 0 to 1. */
  lossProbability: number;
  /** Draws made; 0 when no input is uncertain and the range is the point figure. */
  draws: number;
  /** How the drawn profits spread: equal-width bins from the lowest to the highest draw (none without draws). */
  histogram: Histogram;
}

/** Counts of draws in equal-width bins between `from` and `to` (dollars). */
export interface Histogram {
  from: number;
  to: number;
  counts: number[];
}

/** Bins of the distribution chart: enough to show its shape, few enough to read on a phone. */
export const HISTOGRAM_BINS = 24;

function histogramOf(values: Float64Array, from: number, to: number): Histogram {
  const counts = new Array<number>(HISTOGRAM_BINS).fill(0);
  const width = (to - from) / HISTOGRAM_BINS;
  for (const value of values) {
    const bin = width > 0 ? Math.min(HISTOGRAM_BINS - 1, Math.floor((value - from) / width)) : 0;
    counts[bin]! += 1;
  }
  return { from, to, counts };
}

const KEYS: readonly UncertainKey[] = ['confirmedRate', 'deliveredRate', 'upsellRate', 'adsCost'];

function spreadInputs(input: SimulationInput, uncertain: UncertainInputs): [UncertainKey, ScaledBeta][] {
  const spread: [UncertainKey, ScaledBeta][] = [];
  for (const key of KEYS) {
    const uncertainty = uncertain[key];
    if (!uncertainty) continue;
    const distribution = distributionOf(uncertainty, input[key] ?? 0);
    if (distribution) spread.push([key, distribution]);
  }
  return spread;
}

function flat(value: number): Percentiles {
  return { p10: value, p50: value, p90: value };
}

/**
 * The range of outcomes when some inputs are uncertain: each draw takes every uncertain input from its
 * distribution and runs the same `simulate()` as the point figures. Reproducible from `seed`. With no uncertain
 * input every percentile equals the point figure and the loss probability is 0 or 1.
 */
export function profitRange(
  input: SimulationInput,
  uncertain: UncertainInputs,
  options: { draws?: number; seed?: number } = {},
): ProfitRange {
  const spread = spreadInputs(input, uncertain);
  if (spread.length === 0) {
    const point = simulate(input);
    const histogram = { from: point.profit, to: point.profit, counts: [] };
    return { profit: flat(point.profit), roi: flat(point.roi), lossProbability: point.profit < 0 ? 1 : 0, draws: 0, histogram };
  }
  const draws = Math.max(1, Math.floor(options.draws ?? DEFAULT_DRAWS));
  const source = seededUniform(options.seed ?? DEFAULT_SEED);
  // Each uncertain input's draws first, one input at a time (a tight loop over one Beta), then one simulate() per draw.
  const columns: Partial<Record<UncertainKey, Float64Array>> = {};
  for (const [key, { alpha, beta, low, high }] of spread) {
    const constants = betaConstants(alpha, beta);
    const width = high - low;
    const column = new Float64Array(draws);
    for (let index = 0; index < draws; index++) column[index] = low + width * betaFrom(source, constants);
    columns[key] = column;
  }
  const { confirmedRate, deliveredRate, upsellRate, adsCost } = columns;
  const profits = new Float64Array(draws);
  const rois = new Float64Array(draws);
  const drawn: SimulationInput = { ...input };
  let losses = 0;
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < draws; index++) {
    if (confirmedRate) drawn.confirmedRate = confirmedRate[index]!;
    if (deliveredRate) drawn.deliveredRate = deliveredRate[index]!;
    if (upsellRate) drawn.upsellRate = upsellRate[index]!;
    if (adsCost) drawn.adsCost = adsCost[index]!;
    const { profit, roi } = simulate(drawn);
    profits[index] = profit;
    rois[index] = roi;
    if (profit < 0) losses++;
    if (profit < lowest) lowest = profit;
    if (profit > highest) highest = profit;
  }
  // The histogram reads the draws before selection reorders them (its counts do not depend on their order).
  const histogram = histogramOf(profits, lowest, highest);
  const percentiles = (values: Float64Array): Percentiles => {
    const [p10, p50, p90] = quantilesInPlace(values, [0.1, 0.5, 0.9]);
    return { p10: p10!, p50: p50!, p90: p90! };
  };
  return { profit: percentiles(profits), roi: percentiles(rois), lossProbability: losses / draws, draws, histogram };
}
