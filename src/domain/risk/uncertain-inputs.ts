import { z } from 'zod';

// A rate the seller is unsure of carries either what was observed (successes of trials: "40 delivered of 70
// shipped") or a low–high range around the typed value. Both become a Beta distribution on a percent scale:
// observed counts give Beta(1 + s, 1 + n − s) on [0, 100] (a flat prior updated by the counts); a range gives a
// PERT distribution, a Beta on [low, high] whose mode is the typed value (λ = 4). See docs/profit-risk.md.

/**
 * Where observed counts were taken from, when the seller took them from the ledger rather than typing them: the
 * product (SKU), the country (null: every country) and the placing days of the cohorts, and how many of the counted
 * orders were still on the road and settled at the projected delivery rate (docs/profit-risk.md#counts-from-the-ledger).
 */
export const ledgerSourceSchema = z
  .object({
    kind: z.literal('ledger'),
    sku: z.string().min(1).max(100),
    countryCode: z.string().regex(/^[A-Z]{2}$/).nullable(),
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    projectedOrders: z.number().int().min(0).max(1e9),
    /** The projected delivery rate (percent) the orders on the road were settled at; null when none was. */
    projectedRate: z.number().min(0).max(100).nullable(),
  })
  .strict();
export type LedgerSource = z.infer<typeof ledgerSourceSchema>;

export const observedCountsSchema = z
  .object({
    kind: z.literal('counts'),
    successes: z.number().int().min(0).max(1e9),
    trials: z.number().int().min(1).max(1e9),
    source: ledgerSourceSchema.optional(),
  })
  .strict()
  .refine((value) => value.successes <= value.trials, { message: 'Successes cannot exceed trials', path: ['successes'] });

export const typedRangeSchema = z
  .object({ kind: z.literal('range'), low: z.number().finite().min(0), high: z.number().finite().min(0) })
  .strict()
  .refine((value) => value.low <= value.high, { message: 'Low cannot exceed high', path: ['low'] });

export const uncertaintySchema = z.union([observedCountsSchema, typedRangeSchema]);
export type Uncertainty = z.infer<typeof uncertaintySchema>;

/** The inputs that may carry uncertainty: the three rates (percent) and the cost per lead (dollars, range only). */
export const uncertainInputsSchema = z
  .object({
    confirmedRate: uncertaintySchema.optional(),
    deliveredRate: uncertaintySchema.optional(),
    upsellRate: uncertaintySchema.optional(),
    adsCost: typedRangeSchema.optional(),
  })
  .strict();
export type UncertainInputs = z.infer<typeof uncertainInputsSchema>;
export type UncertainKey = keyof UncertainInputs;
