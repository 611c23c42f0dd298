import { z } from 'zod';
import { idSchema } from '../schemas';
import { actualFieldsSchema } from './actual-record';
import { COMPARED_LINES, DRIVER_KEYS } from './plan-vs-actual';

// The answers of the actuals routes; the body of a new record is actualRecordSchema.

export const storedActualSchema = actualFieldsSchema
  .extend({
    id: idSchema,
    simulationId: idSchema,
    /** Orders a CSV import counted; null when the record was typed in. */
    orderCount: z.number().int().nullable(),
    /** Local units per dollar the local amounts were typed at (the plan's rate then); null when all are dollars. */
    currencyRate: z.number().nullable(),
    createdAt: z.iso.datetime(),
  })
  .strict();
export type StoredActual = z.infer<typeof storedActualSchema>;

const driverSchema = z.object({ key: z.enum(DRIVER_KEYS), plan: z.number(), actual: z.number(), effect: z.number() }).strict();

export const planVsActualSchema = z
  .object({
    totals: z
      .object({
        records: z.number(),
        leads: z.number(),
        adSpend: z.number(),
        confirmed: z.number(),
        delivered: z.number(),
        returned: z.number(),
        revenueCollected: z.number().nullable(),
      })
      .strict(),
    inTransit: z.number(),
    projectedDelivered: z.number(),
    projectedReturned: z.number(),
    actualInputs: z.object(Object.fromEntries(DRIVER_KEYS.map((key) => [key, z.number()])) as Record<(typeof DRIVER_KEYS)[number], z.ZodNumber>).strict(),
    lines: z.array(z.object({ key: z.enum(COMPARED_LINES), plan: z.number(), actual: z.number(), gap: z.number() }).strict()),
    drivers: z.array(driverSchema),
    biggestDriver: driverSchema.nullable(),
    profitGap: z.number(),
  })
  .strict();

const replanSchema = z.object({ adsCost: z.number(), averageAOV: z.number(), confirmedRate: z.number(), deliveredRate: z.number() }).strict();

/**
 * GET /api/simulations/:id/actuals: the records, oldest day first, the plan against their sum, and the inputs
 * "Re-plan with actual rates" puts over the plan's (null, like the comparison, before the first record).
 */
export const actualsAnswerSchema = z
  .object({ records: z.array(storedActualSchema), comparison: planVsActualSchema.nullable(), replan: replanSchema.nullable() })
  .strict();
export type ActualsAnswer = z.infer<typeof actualsAnswerSchema>;
