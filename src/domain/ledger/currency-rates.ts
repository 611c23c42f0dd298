import type { LedgerRate } from './api-schemas';

/**
 * Units of a currency per US dollar in force on a day: the seller's latest rate from that day or before, else
 * their earliest one, else the fallback (the country catalogue's); USD is 1. Null when none is known.
 */
export function rateOnDay(rates: readonly LedgerRate[], currency: string, day: string, fallback: ReadonlyMap<string, number>): number | null {
  if (currency === 'USD') return 1;
  let inForce: LedgerRate | undefined;
  let earliest: LedgerRate | undefined;
  for (const rate of rates) {
    if (rate.currency !== currency) continue;
    if (rate.from <= day && (!inForce || rate.from > inForce.from)) inForce = rate;
    if (!earliest || rate.from < earliest.from) earliest = rate;
  }
  return (inForce ?? earliest)?.perUsd ?? fallback.get(currency) ?? null;
}
