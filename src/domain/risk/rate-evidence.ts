import { breakEvenConfirmedRate, breakEvenDeliveredRate, type BreakEven } from '../model/insights/break-even';
import type { SimulationInput } from '../model/simulate';
import type { LedgerSource, UncertainInputs } from './uncertain-inputs';

// How much an observed rate can be trusted: its 90 % interval (Wilson's score interval, which stays inside 0–100 %
// and behaves at small counts), how many more orders make it known within ±5 points, and whether the break-even
// rate still lies inside the interval. See docs/profit-risk.md.

/** z of a two-sided 90 % interval. */
export const Z_90 = 1.645;
/** The half-width, as a fraction, at which a rate counts as known. */
export const KNOWN_HALF_WIDTH = 0.05;

/** A rate's interval in percent. */
export interface RateInterval {
  low: number;
  high: number;
}

/** Wilson's 90 % score interval of s successes in n trials, in percent. Null without trials. */
export function wilsonInterval(successes: number, trials: number): RateInterval | null {
  if (!(trials > 0) || successes < 0 || successes > trials) return null;
  const p = successes / trials;
  const z2 = Z_90 * Z_90;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z_90 / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half) * 100, high: Math.min(1, centre + half) * 100 };
}

/**
 * More trials needed before the observed rate is known within ±5 points at 90 %: ⌈1.645² p(1 − p) / 0.05²⌉ − n,
 * with p the observed share; 0 once reached.
 */
export function ordersNeeded(successes: number, trials: number): number {
  if (!(trials > 0)) return Math.ceil((Z_90 * Z_90 * 0.25) / KNOWN_HALF_WIDTH ** 2);
  const p = successes / trials;
  // The product is rounded to 12 digits first, so a binary tail (270.60250000000002) does not add an order.
  const required = Math.ceil(Number(((Z_90 * Z_90 * p * (1 - p)) / KNOWN_HALF_WIDTH ** 2).toPrecision(12)));
  return Math.max(0, required - trials);
}

/** Whether the break-even rate is known to be on the profitable side of the interval, the losing side, or inside it. */
export type BreakEvenVerdict = 'profitable' | 'unprofitable' | 'unknown';

/** Compares a rate's interval with its break-even: inside the interval means "not yet known". */
export function breakEvenVerdict(interval: RateInterval, breakEven: BreakEven): BreakEvenVerdict {
  if (breakEven.kind === 'always') return 'profitable';
  if (breakEven.kind === 'impossible') return 'unprofitable';
  const { value, profitableWhen } = breakEven;
  if (profitableWhen === 'above') {
    if (interval.low >= value) return 'profitable';
    if (interval.high < value) return 'unprofitable';
  } else {
    if (interval.high <= value) return 'profitable';
    if (interval.low > value) return 'unprofitable';
  }
  return 'unknown';
}

/** What the observed counts of one rate say: its interval, the orders still needed, and the break-even verdict. */
export interface RateEvidence {
  key: 'confirmedRate' | 'deliveredRate' | 'upsellRate';
  successes: number;
  trials: number;
  interval: RateInterval;
  ordersNeeded: number;
  /** The rate at which profit is 0, every other input as typed; null for a rate without one (upsells). */
  breakEven: BreakEven | null;
  verdict: BreakEvenVerdict | null;
  /** Where the counts came from when the ledger gave them; typed counts have none. */
  source?: LedgerSource;
}

const BREAK_EVEN_OF = {
  confirmedRate: breakEvenConfirmedRate,
  deliveredRate: breakEvenDeliveredRate,
  upsellRate: null,
} as const;

/** The evidence of every rate that carries observed counts, in the order confirmation, delivery, upsell. */
export function rateEvidence(input: SimulationInput, uncertain: UncertainInputs): RateEvidence[] {
  const evidence: RateEvidence[] = [];
  for (const key of ['confirmedRate', 'deliveredRate', 'upsellRate'] as const) {
    const uncertainty = uncertain[key];
    if (uncertainty?.kind !== 'counts') continue;
    const interval = wilsonInterval(uncertainty.successes, uncertainty.trials);
    if (!interval) continue;
    const breakEvenOf = BREAK_EVEN_OF[key];
    const breakEven = breakEvenOf ? breakEvenOf(input) : null;
    evidence.push({
      key,
      successes: uncertainty.successes,
      trials: uncertainty.trials,
      interval,
      ordersNeeded: ordersNeeded(uncertainty.successes, uncertainty.trials),
      breakEven,
      verdict: breakEven ? breakEvenVerdict(interval, breakEven) : null,
      ...(uncertainty.source ? { source: uncertainty.source } : {}),
    });
  }
  return evidence;
}
