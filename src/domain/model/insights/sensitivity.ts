import type { SimulationInput } from '../simulate';
import { breakEvenAdsCostPerLead } from './break-even';
import { lineIn, orderCounts } from '../linear-profit';

export interface SensitivityAxes {
  /** Delivery rates in percent (0–100), ascending: the rows. */
  deliveredRates: number[];
  /** Ads costs per lead in dollars (≥ 0), ascending: the columns. */
  adsCosts: number[];
}

export interface SensitivityGrid extends SensitivityAxes {
  /** profit[row][column] in dollars for deliveredRates[row] × adsCosts[column], everything else as the input. */
  profit: number[][];
  /** Per row, the break-even CPL in dollars (profit exactly 0 there); null when even free ads lose money or there are no leads. */
  breakEvenAdsCosts: (number | null)[];
  /** Smallest and largest profit in the grid, for the colour scale. */
  minProfit: number;
  maxProfit: number;
}

/**
 * Profit over delivery rate × ads cost per lead. Closed form per cell (profit is linear in both for
 * fixed confirmed orders), so a 9×9 grid costs two simulations and a few hundred flops: cheap enough
 * for every keystroke.
 */
export function sensitivityGrid(input: SimulationInput, axes: SensitivityAxes): SensitivityGrid {
  const { deliveredRates, adsCosts } = axes;
  const profit: number[][] = new Array(deliveredRates.length);
  const breakEvenAdsCosts: (number | null)[] = new Array(deliveredRates.length);
  let minProfit = Number.POSITIVE_INFINITY;
  let maxProfit = Number.NEGATIVE_INFINITY;
  const { leads } = orderCounts(input);
  // Profit before ads is a line in the delivery rate, and ads take exactly leads × CPL off it.
  const beforeAdsLine = lineIn({ ...input, adsCost: 0 }, 'deliveredRate', (result) => result.profit);
  for (let i = 0; i < deliveredRates.length; i++) {
    const beforeAds = beforeAdsLine.intercept + beforeAdsLine.slope * deliveredRates[i]!;
    const row: number[] = new Array(adsCosts.length);
    for (let j = 0; j < adsCosts.length; j++) {
      const value = beforeAds - leads * adsCosts[j]!;
      row[j] = value;
      if (value < minProfit) minProfit = value;
      if (value > maxProfit) maxProfit = value;
    }
    profit[i] = row;
    breakEvenAdsCosts[i] = leads > 0 && beforeAds >= 0 ? beforeAds / leads : null;
  }
  if (minProfit > maxProfit) minProfit = maxProfit = 0;
  return { deliveredRates, adsCosts, profit, breakEvenAdsCosts, minProfit, maxProfit };
}

export interface AxesOptions {
  /** Points per axis (default 9, at least 2). */
  steps?: number;
  /** Percentage points either side of the current delivery rate (default 20). */
  deliveredSpan?: number;
  /**
   * Widen the CPL axis to 1.25 × the break-even CPL when that lies beyond 2 × the current CPL, so the
   * break-even line crosses the map even when ads are far cheaper than break-even (default false).
   */
  reachBreakEven?: boolean;
}

/**
 * Axes around the current point, on round ticks (decision 0014) so the labels read $0, $2, $4 or 40 %,
 * 45 %, never $3.99. Delivery rates: `steps` values a round step apart (5 points for the default
 * ±20 span), the window starting at the tick nearest to current − span and shifted (not cut) to stay
 * inside 0–100. CPL: from 0 in round steps up to the first tick at or past 2 × the current CPL (at
 * most `steps` values), so the current CPL is always on the map. With a current CPL of 0 the span is
 * 2 × the break-even CPL, or $1 when there is none; `reachBreakEven` widens it to 1.25 × the
 * break-even CPL when that is further out.
 */
export function sensitivityAxes(input: SimulationInput, options: AxesOptions = {}): SensitivityAxes {
  const steps = Math.max(2, Math.floor(options.steps ?? 9));
  const span = Math.min(50, Math.max(0, options.deliveredSpan ?? 20));
  const current = Math.min(100, Math.max(0, input.deliveredRate));
  let maxCpl = 2 * input.adsCost;
  if (!(maxCpl > 0) || !Number.isFinite(maxCpl)) {
    const breakEven = breakEvenAdsCostPerLead(input);
    maxCpl = breakEven.kind === 'value' && breakEven.value > 0 && Number.isFinite(breakEven.value) ? 2 * breakEven.value : 1;
  } else if (options.reachBreakEven) {
    const breakEven = breakEvenAdsCostPerLead(input);
    if (breakEven.kind === 'value' && Number.isFinite(breakEven.value)) maxCpl = Math.max(maxCpl, 1.25 * breakEven.value);
  }
  return { deliveredRates: deliveredTicks(current, span, steps), adsCosts: cplTicks(maxCpl, steps) };
}

function deliveredTicks(current: number, span: number, steps: number): number[] {
  if (span === 0) return new Array<number>(steps).fill(current);
  const step = roundStep((2 * span) / (steps - 1));
  const intervals = Math.min(steps - 1, Math.floor(100 / step.value));
  const lastStart = Math.floor((100 - intervals * step.value) / step.value + 1e-9);
  const first = Math.min(lastStart, Math.max(0, Math.round((current - span) / step.value)));
  return ticks(first, step, intervals);
}

function cplTicks(maxCpl: number, steps: number): number[] {
  const step = roundStep(maxCpl / (steps - 1));
  // The small tolerance keeps 8.000000000001 / 1 from asking for a ninth interval.
  const intervals = Math.max(1, Math.min(steps - 1, Math.ceil(maxCpl / step.value - 1e-9)));
  return ticks(0, step, intervals);
}

/** A round step: 1, 2, 2.5 or 5 times a power of ten, the smallest at or above `raw`. */
interface RoundStep {
  /** The step as a number. */
  value: number;
  /** The step is `units` × 10^`exponent`, so multiples are exact decimals (0.3, not 0.30000000000000004). */
  units: number;
  exponent: number;
}

// d3-array's tickStep does the same with a 1-2-5 ladder; ten lines here spare the home of a dependency.
function roundStep(raw: number): RoundStep {
  const exponent = Math.floor(Math.log10(raw));
  const mantissa = raw / 10 ** exponent;
  const units = [1, 2, 2.5, 5, 10].find((candidate) => candidate >= mantissa - 1e-12) ?? 10;
  return { value: scale(units, exponent), units, exponent };
}

function scale(units: number, exponent: number): number {
  return exponent >= 0 ? units * 10 ** exponent : units / 10 ** -exponent;
}

/** `intervals` + 1 ticks from the `first`-th multiple of the step. */
function ticks(first: number, step: RoundStep, intervals: number): number[] {
  const values: number[] = new Array(intervals + 1);
  for (let i = 0; i <= intervals; i++) values[i] = scale((first + i) * step.units, step.exponent);
  return values;
}
