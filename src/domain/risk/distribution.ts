import type { Uncertainty } from './uncertain-inputs';

// The distributions apart from the schemas: the profit range (on the page and in its worker) needs the one and not
// the other, and the schemas' library costs a phone its parse and set-up.

/** A Beta distribution stretched onto [low, high]. */
export interface ScaledBeta {
  alpha: number;
  beta: number;
  low: number;
  high: number;
}

/** PERT's weight of the mode. */
const PERT_LAMBDA = 4;

/**
 * The distribution of one input: counts on a percent scale, or PERT(low, point, high). Null when it has no spread
 * (a range of zero width), so the point value is used as it is. The point value is clamped into the range.
 */
export function distributionOf(uncertainty: Uncertainty, point: number): ScaledBeta | null {
  if (uncertainty.kind === 'counts') {
    return { alpha: 1 + uncertainty.successes, beta: 1 + uncertainty.trials - uncertainty.successes, low: 0, high: 100 };
  }
  const { low, high } = uncertainty;
  if (!(high > low)) return null;
  const mode = Math.min(high, Math.max(low, point));
  return {
    alpha: 1 + (PERT_LAMBDA * (mode - low)) / (high - low),
    beta: 1 + (PERT_LAMBDA * (high - mode)) / (high - low),
    low,
    high,
  };
}
