import type { ProjectionSource } from './api-schemas';
import { addDays } from './zoned-days';

// The delivery rate that settles orders still on the road (docs/decisions/0050-projected-delivery-rate.md): delivered ÷ (delivered +
// returned) among the settled orders of mature cohorts, placed 21 to 60 days ago, for the order's product and
// country; with fewer than 30 such orders, the country's, then the seller's, then the attached plan's rate.

export const MATURE_MIN_AGE_DAYS = 21;
export const MATURE_MAX_AGE_DAYS = 60;
export const MIN_SETTLED_ORDERS = 30;

export interface Settled {
  delivered: number;
  returned: number;
}

export interface ProjectedRate {
  /** A fraction 0–1, or null when no level has enough orders and no plan is attached. */
  rate: number | null;
  source: ProjectionSource;
  /** The settled orders the rate stands on (0 for a plan's rate). */
  settledOrders: number;
}

/** The placing days of the mature cohorts on `today` (both included). */
export function matureCohortDays(today: string): { from: string; to: string } {
  return { from: addDays(today, -MATURE_MAX_AGE_DAYS), to: addDays(today, -MATURE_MIN_AGE_DAYS) };
}

/** The narrowest level with at least MIN_SETTLED_ORDERS settled orders gives the rate; a plan's rate (percent) comes last. */
export function projectDeliveryRate(levels: {
  productCountry: Settled | undefined;
  country: Settled | undefined;
  seller: Settled | undefined;
  planDeliveredPercent: number | null;
}): ProjectedRate {
  const ordered: [ProjectionSource, Settled | undefined][] = [
    ['productCountry', levels.productCountry],
    ['country', levels.country],
    ['seller', levels.seller],
  ];
  for (const [source, settled] of ordered) {
    const total = settled ? settled.delivered + settled.returned : 0;
    if (settled && total >= MIN_SETTLED_ORDERS) return { rate: settled.delivered / total, source, settledOrders: total };
  }
  if (levels.planDeliveredPercent !== null) return { rate: levels.planDeliveredPercent / 100, source: 'plan', settledOrders: 0 };
  return { rate: null, source: 'none', settledOrders: 0 };
}

/** Settled orders of the mature cohorts: per "<sku>|<country>", per country code, and all the seller's. */
export interface MatureSettled {
  productCountry: ReadonlyMap<string, Settled>;
  country: ReadonlyMap<string, Settled>;
  seller: Settled;
}

/**
 * The projected rate of one product in one country, with a plan's delivery rate (percent) as the last fallback: the
 * one rule the daily screen, the warnings and a plan held against its orders all settle orders on the road by.
 */
export function projectProductRate(mature: MatureSettled, sku: string | null, countryCode: string | null, planDeliveredPercent: number | null): ProjectedRate {
  return projectDeliveryRate({
    productCountry: mature.productCountry.get(`${sku ?? ''}|${countryCode ?? ''}`),
    country: mature.country.get(countryCode ?? ''),
    seller: mature.seller,
    planDeliveredPercent,
  });
}
