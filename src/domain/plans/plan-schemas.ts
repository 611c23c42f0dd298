import { z } from 'zod';
import { planName, simulationSchema } from '../schemas';
import { readCursor } from './history-cursor';

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

const filterText = z.string().trim().max(120);

// A day History can hold: PostgreSQL has no year 0, and nothing was saved before 2000.
// Bounded on both sides before any date arithmetic: the day after 9999-12-31 is year 10000, which
// toISOString writes with a sign and PostgreSQL refuses. No plan is saved before 2000 or after 2999.
const historyDay = z.iso
  .date()
  .refine((day) => day >= '2000-01-01', { message: 'Choose a day from 2000 on' })
  .refine((day) => day <= '2999-12-31', { message: 'Choose a day before 3000' });

/**
 * GET /api/simulations: search, filters, sort and keyset paging. `cursor` is the opaque position the
 * previous page answered with (X-Next-Cursor); `offset` stays for the original API's callers, at 0 with a cursor.
 */
export const historyQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    cursor: z.string().max(300).optional(),
    q: filterText.optional(),
    country: filterText.optional(),
    service: filterText.optional(),
    from: historyDay.optional(),
    to: historyDay.optional(),
    sort: z.enum(HISTORY_SORTS).default('date'),
    dir: z.enum(['desc', 'asc']).default('desc'),
  })
  .strict()
  .refine((query) => !(query.cursor && query.offset > 0), { message: 'Use either a cursor or an offset', path: ['cursor'] })
  .refine((query) => query.cursor === undefined || readCursor(query.cursor, query) !== undefined, {
    message: 'Invalid cursor',
    path: ['cursor'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date is after the end date',
    path: ['from'],
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/**
 * GET /api/simulations/facets: what History's country and service filters offer. A country is filtered by its
 * stored name and shown by its ISO code in the reader's language (`code` is empty when the plan has none).
 */
export const historyFacetsSchema = z
  .object({ countries: z.array(z.object({ name: z.string(), code: z.string() }).strict()), services: z.array(z.string()) })
  .strict();
export type HistoryFacets = z.infer<typeof historyFacetsSchema>;
