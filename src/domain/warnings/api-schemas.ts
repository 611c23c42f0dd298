import { z } from 'zod';
import { planVsActualSchema } from '../actuals/actual-schemas';
import { countryCode2Schema, dateSchema, DAILY_RANGE_MAX_DAYS, moneySchema, PROJECTION_SOURCES, SKU_MAX } from '../ledger/api-schemas';
import { idSchema } from '../schemas';
import { WARNING_METRICS } from './early-warning';

// The requests and answers of plans on the ledger and of early warnings (docs/product.md#early-warning).

/** PUT /api/simulations/:id/ledger-link: the product (its SKU) and the country a plan stands for. */
export const ledgerLinkSchema = z
  .object({
    sku: z.string().trim().min(1, 'SKU is required').max(SKU_MAX, `SKU must be at most ${SKU_MAX} characters`),
    countryCode: countryCode2Schema,
  })
  .strict();
export type LedgerLink = z.infer<typeof ledgerLinkSchema>;

/** GET /api/simulations/:id/ledger-link: what the plan is attached to, or null. */
export const ledgerLinkAnswerSchema = z.object({ link: ledgerLinkSchema.nullable() });

/** GET /api/simulations/:id/ledger: `from` and `to` are included. */
export const planLedgerQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .strict()
  .superRefine((query, ctx) => {
    const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
    else if (days >= DAILY_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${DAILY_RANGE_MAX_DAYS} days` });
  });

const windowSchema = z.object({ from: dateSchema, to: dateSchema }).strict();
const subjectFields = {
  /** `plan:<id>` or `product:<sku>|<country>`: what an acknowledgement names. */
  subject: z.string(),
  plan: z.object({ id: idSchema, name: z.string() }).strict().nullable(),
  sku: z.string(),
  productName: z.string().nullable(),
  countryCode: z.string(),
};

/** The delivery rate that settles orders on the road, where it comes from and on how many settled orders. */
export const projectedRateSchema = z.object({ rate: z.number().nullable(), source: z.enum(PROJECTION_SOURCES), settledOrders: z.number() }).strict();

const inputsSchema = z.object({ totalLeads: z.number(), adsCost: z.number(), confirmedRate: z.number(), deliveredRate: z.number(), averageAOV: z.number() }).strict();

export const warningSchema = z
  .object({
    ...subjectFields,
    window: windowSchema,
    metric: z.enum(WARNING_METRICS),
    /** Percent for rates, dollars for the cost per lead and for profit per day. */
    value: z.number(),
    breakEven: z.number().nullable(),
    moneyPerWeek: moneySchema,
    /** The last day of the earliest window of the run (windows ending on each of the last seven days) that raises it. */
    since: dateSchema,
    acknowledged: z.boolean(),
    explanation: z
      .object({
        orders: z.number(),
        confirmed: z.number(),
        delivered: z.number(),
        returned: z.number(),
        inTransit: z.number(),
        projection: projectedRateSchema,
        inputs: inputsSchema,
        breakEvens: z.object({ deliveredRate: z.number().nullable(), confirmedRate: z.number().nullable(), adsCost: z.number().nullable() }).strict(),
      })
      .strict(),
  })
  .strict();
export type Warning = z.infer<typeof warningSchema>;

export const quietSchema = z.object({ ...subjectFields, window: windowSchema, reason: z.enum(['fewOrders', 'noRate']), orders: z.number() }).strict();
export type QuietCampaign = z.infer<typeof quietSchema>;

/** GET /api/warnings: the window's warnings, newest first, and the campaigns too small (or unsettled) to judge. */
export const warningsAnswerSchema = z.object({ window: windowSchema, warnings: z.array(warningSchema), quiet: z.array(quietSchema) }).strict();
export type WarningsAnswer = z.infer<typeof warningsAnswerSchema>;

/** GET /api/warnings/count: the warnings not acknowledged. */
export const warningCountSchema = z.object({ count: z.number().int() }).strict();

/** POST /api/warnings/acknowledge. */
export const acknowledgeSchema = z.object({ subject: z.string().min(1).max(200), metric: z.enum(WARNING_METRICS) }).strict();

/** GET /api/simulations/:id/ledger: the plan's link, and the plan against its ledger orders of the range. */
export const planLedgerAnswerSchema = z
  .object({
    link: ledgerLinkSchema.nullable(),
    from: dateSchema.nullable(),
    to: dateSchema.nullable(),
    comparison: planVsActualSchema.nullable(),
    /** The rate the comparison settles its orders on the road at. */
    projection: projectedRateSchema,
    warnings: z.array(warningSchema),
    quiet: z.array(quietSchema),
  })
  .strict();
export type PlanLedgerAnswer = z.infer<typeof planLedgerAnswerSchema>;
