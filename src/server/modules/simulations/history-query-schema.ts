import { z } from 'zod';
import { HISTORY_SORTS } from '../../../domain/plans/plan-schemas';
import { readCursor } from '../../http/history-cursor';

const filterText = z.string().trim().max(120);

// A day History can hold: PostgreSQL has no year 0, and nothing was saved before 2000.
// Bounded on both sides before any date arithmetic: the day after 9999-12-31 is year 10000, which
// toISOString writes with a sign and PostgreSQL refuses. No plan is saved before 2000 or after 2999.
const historyDay = z.iso
  .date()
  .refine((day) => day >= '2000-01-01', { message: 'Choose a day from 2000 on' })
  .refine((day) => day <= '2999-12-31', { message: 'Choose a day before 3000' });

/**
 * GET /api/simulations: search, filters, sort and keyset paging. `cursor` is the opaque position the previous
 * page answered with (X-Next-Cursor); one that is not ours, or was made for another order, is refused like any
 * invalid field. `offset` serves callers that page by position and stays 0 with a cursor.
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
