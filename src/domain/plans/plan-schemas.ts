import { z } from 'zod';
import { planName, simulationSchema } from '../schemas';

// Bodies and queries of the saved-plan routes (issue 19); the record itself is simulationSchema.

/** PATCH /api/simulations/:id: rename, or change the product name or note; at least one of them. */
export const simulationDetailsSchema = z
  .object({ name: planName, productName: simulationSchema.shape.productName, note: simulationSchema.shape.note })
  .partial()
  .strict()
  .refine((details) => Object.keys(details).length > 0, { message: 'Nothing to change' });
export type SimulationDetails = z.infer<typeof simulationDetailsSchema>;

/** POST /api/simulations/:id/copy: the copy's name (the client's "… (copy)" in the seller's language). */
export const simulationCopySchema = z.object({ name: planName.optional() }).strict();
