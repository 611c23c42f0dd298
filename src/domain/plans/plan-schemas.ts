import { z } from 'zod';
import { planName, simulationSchema } from '../schemas';

// Bodies and queries of the saved-plan routes; the record itself is simulationSchema.

/** PATCH /api/simulations/:id: rename, or change the product name or note; at least one of them. */
export const simulationDetailsSchema = z
  .object({ name: planName, productName: simulationSchema.shape.productName, note: simulationSchema.shape.note })
  .partial()
  .strict()
  .refine((details) => Object.keys(details).length > 0, { message: 'Nothing to change' });
export type SimulationDetails = z.infer<typeof simulationDetailsSchema>;

/** POST /api/simulations/:id/copy: the copy's name (the client's "… (copy)" in the seller's language). */
export const simulationCopySchema = z.object({ name: planName.optional() }).strict();

/** History's orders: newest first by default, or by profit or ROI. */
export const HISTORY_SORTS = ['date', 'profit', 'roi'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/**
 * GET /api/simulations/facets: what History's country and service filters offer. A country is filtered by its
 * stored name and shown by its ISO code in the reader's language (`code` is empty when the plan has none).
 */
export const historyFacetsSchema = z
  .object({ countries: z.array(z.object({ name: z.string(), code: z.string() }).strict()), services: z.array(z.string()) })
  .strict();
export type HistoryFacets = z.infer<typeof historyFacetsSchema>;
