import { z } from 'zod';
import { countryCode2Schema, dateSchema, DAILY_RANGE_MAX_DAYS, PROJECTION_SOURCES, SKU_MAX } from '../ledger/api-schemas';

// Observed counts of the confirmation and delivery rates, taken from the ledger's cohorts (the orders placed in a range
// of days, for one product and country), with the ledger's own definitions (docs/profit-risk.md#counts-from-the-ledger):
// every order is a lead and confirmed means ever confirmed; delivered of shipped counts every confirmed order that was
// not cancelled, the ones still on the road settled at the ledger's projected delivery rate.

/** A cohort's orders by where they stand, as the ledger counts them. */
export interface CohortCounts {
  orders: number;
  confirmed: number;
  delivered: number;
  returned: number;
  /** Confirmed or shipped, not yet delivered or returned. */
  inTransit: number;
}

export interface ObservedCount {
  successes: number;
  trials: number;
}

export interface CohortRateCounts {
  /** Confirmed of orders; null without orders. */
  confirmation: ObservedCount | null;
  /** Delivered of shipped; null without a shipped order. */
  delivery: ObservedCount | null;
  /** Orders on the road counted into `delivery`, settled at `projectedRate` (0 when no rate is known). */
  projectedOrders: number;
}

/**
 * The counts of the two rates. Orders on the road are settled at `projectedRate` (a fraction), rounded to whole
 * orders: a young cohort has its deliveries settled before its returns, so counting only settled orders would
 * overstate the rate. Without a projected rate they are left out, and only settled orders count.
 */
export function countsFromCohorts(cohort: CohortCounts, projectedRate: number | null): CohortRateCounts {
  const confirmation = cohort.orders > 0 ? { successes: cohort.confirmed, trials: cohort.orders } : null;
  const projectedOrders = projectedRate === null ? 0 : cohort.inTransit;
  const successes = cohort.delivered + (projectedRate === null ? 0 : Math.round(projectedRate * cohort.inTransit));
  const trials = cohort.delivered + cohort.returned + projectedOrders;
  return { confirmation, delivery: trials > 0 ? { successes, trials } : null, projectedOrders };
}

/** GET /api/ledger/rate-counts: a product (SKU), a country (none: every country) and the placing days, both included. */
export const rateCountsQuerySchema = z
  .object({
    sku: z.string().trim().min(1, 'SKU is required').max(SKU_MAX),
    country: countryCode2Schema.optional(),
    from: dateSchema,
    to: dateSchema,
  })
  .strict()
  .superRefine((query, ctx) => {
    const days = Math.round((Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
    else if (days >= DAILY_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${DAILY_RANGE_MAX_DAYS} days` });
  });
export type RateCountsQuery = z.infer<typeof rateCountsQuerySchema>;

const observedCountSchema = z.object({ successes: z.number().int(), trials: z.number().int() }).strict();

export const rateCountsSchema = z
  .object({
    sku: z.string(),
    countryCode: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    cohort: z.object({ orders: z.number().int(), confirmed: z.number().int(), delivered: z.number().int(), returned: z.number().int(), inTransit: z.number().int() }).strict(),
    /** The projected delivery rate (fraction) the orders on the road were settled at, and where it came from. */
    projection: z.object({ rate: z.number().nullable(), source: z.enum(PROJECTION_SOURCES), settledOrders: z.number().int() }).strict(),
    confirmation: observedCountSchema.nullable(),
    delivery: observedCountSchema.nullable(),
    projectedOrders: z.number().int(),
  })
  .strict();
export type RateCounts = z.infer<typeof rateCountsSchema>;
