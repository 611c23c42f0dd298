import type { SimulationInput, SimulationResult } from './simulate';

/** Days in the month over which costs are spent and deliveries happen (decision 0020). */
export const CASH_MONTH_DAYS = 30;

/**
 * The cash a month of the campaign ties up (docs/decisions/0020):
 * - `peakCash`: the most dollars spent and not yet paid back at any moment (0 when payouts keep pace);
 * - `paybackDay`: the day, counted from the month's first day, when payouts have covered every cost;
 *   null when they never do (the month loses money).
 */
export interface CashFigures {
  peakCash: number;
  paybackDay: number | null;
}

/**
 * Costs of `costs` dollars spent evenly over 30 days; payouts of `payouts` dollars arriving evenly over
 * the 30 days that start `delayDays` later. The cash tied up, D(t) = costs so far − payouts so far, rises,
 * may stay flat, then falls to costs − payouts; peak and payback are read off its three segments.
 */
export function cashCycle(costs: number, payouts: number, delayDays: number): CashFigures {
  const days = CASH_MONTH_DAYS;
  const delay = Math.max(0, delayDays);
  const tiedUp = (t: number) => (costs * Math.min(t, days)) / days - (payouts * Math.min(Math.max(t - delay, 0), days)) / days;
  const corners = [0, Math.min(delay, days), Math.max(delay, days), delay + days];
  const peakCash = Math.max(0, ...corners.map(tiedUp));
  if (peakCash === 0) return { peakCash: 0, paybackDay: 0 };
  if (payouts < costs) return { peakCash, paybackDay: null };
  // The first moment after the peak when D(t) reaches 0: on the segment whose end is at or below 0.
  const peakAt = corners.find((t) => tiedUp(t) === peakCash)!;
  for (let i = 1; i < corners.length; i++) {
    const [start, end] = [corners[i - 1]!, corners[i]!];
    if (end <= peakAt || tiedUp(end) > 0) continue;
    const [from, to] = [Math.max(start, peakAt), end];
    return { peakCash, paybackDay: from + (tiedUp(from) / (tiedUp(from) - tiedUp(to))) * (to - from) };
  }
  return { peakCash, paybackDay: null };
}

/**
 * The cash cycle of one month of this campaign: the leads bought per month (or, when none is given, the
 * simulation's leads), their costs and the month's fixed costs, with the revenue paid out `payoutDelayDays`
 * after delivery. Null with no leads to scale from.
 */
export function monthCash(input: SimulationInput, result: SimulationResult): CashFigures | null {
  if (!(result.leads > 0)) return null;
  const monthLeads = (input.leadsPerMonth ?? 0) > 0 ? input.leadsPerMonth! : result.leads;
  const scale = monthLeads / result.leads;
  const costs = result.totalInvestment * scale + (input.fixedCostsPerMonth ?? 0);
  const figures = cashCycle(costs, result.sellingPrice * scale, input.payoutDelayDays ?? 0);
  return Number.isFinite(figures.peakCash) ? figures : null;
}
