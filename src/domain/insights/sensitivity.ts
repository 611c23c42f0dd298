import type { SimulationInput } from '../simulate';
import { breakEvenAdsCostPerLead } from './break-even';
import { profitBeforeAds, profitTerms } from './linear-profit';

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
 * fixed confirmed orders), so a 9×9 grid costs a few hundred flops: cheap enough for every keystroke.
 */
export function sensitivityGrid(input: SimulationInput, axes: SensitivityAxes): SensitivityGrid {
  const { deliveredRates, adsCosts } = axes;
  const profit: number[][] = new Array(deliveredRates.length);
  const breakEvenAdsCosts: (number | null)[] = new Array(deliveredRates.length);
  let minProfit = Number.POSITIVE_INFINITY;
  let maxProfit = Number.NEGATIVE_INFINITY;
  const terms = profitTerms(input);
  for (let i = 0; i < deliveredRates.length; i++) {
    const delivered = (terms.confirmed * deliveredRates[i]!) / 100;
    const beforeAds = profitBeforeAds({ ...terms, delivered, returned: terms.confirmed - delivered });
    const row: number[] = new Array(adsCosts.length);
    for (let j = 0; j < adsCosts.length; j++) {
      const value = beforeAds - terms.leads * adsCosts[j]!;
      row[j] = value;
      if (value < minProfit) minProfit = value;
      if (value > maxProfit) maxProfit = value;
    }
    profit[i] = row;
    breakEvenAdsCosts[i] = terms.leads > 0 && beforeAds >= 0 ? beforeAds / terms.leads : null;
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
 * Axes around the current point: delivery rate current ± span, shifted (not cut) to stay inside
 * 0–100; CPL from 0 to 2 × current, so the current CPL sits on the middle column when `steps` is odd.
 * With a current CPL of 0 the span is 2 × the break-even CPL, or $1 when there is none; `reachBreakEven`
 * widens it to 1.25 × the break-even CPL when that is further out.
 */
export function sensitivityAxes(input: SimulationInput, options: AxesOptions = {}): SensitivityAxes {
  const steps = Math.max(2, Math.floor(options.steps ?? 9));
  const span = Math.min(50, Math.max(0, options.deliveredSpan ?? 20));
  const current = Math.min(100, Math.max(0, input.deliveredRate));
  const low = Math.min(100 - 2 * span, Math.max(0, current - span));
  let maxCpl = 2 * input.adsCost;
  if (!(maxCpl > 0) || !Number.isFinite(maxCpl)) {
    const breakEven = breakEvenAdsCostPerLead(input);
    maxCpl = breakEven.kind === 'value' && breakEven.value > 0 ? 2 * breakEven.value : 1;
  } else if (options.reachBreakEven) {
    const breakEven = breakEvenAdsCostPerLead(input);
    if (breakEven.kind === 'value' && Number.isFinite(breakEven.value)) maxCpl = Math.max(maxCpl, 1.25 * breakEven.value);
  }
  return { deliveredRates: linspace(low, low + 2 * span, steps), adsCosts: linspace(0, maxCpl, steps) };
}

function linspace(from: number, to: number, steps: number): number[] {
  const values: number[] = new Array(steps);
  for (let i = 0; i < steps; i++) values[i] = i === steps - 1 ? to : from + ((to - from) * i) / (steps - 1);
  return values;
}
