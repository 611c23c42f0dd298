import type { FastifyInstance } from 'fastify';
import { countryInputSchema, countryUpdateSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { catalogueRoutes } from '../catalogue-routes';
import { listUnreadCurrencies } from './currency-report';
import { countryDeleteImpact, createCountry, deleteCountry, listCountries, updateCountry } from './queries';

/** /api/countries (a seller's own beside the defaults) and /api/admin/countries (the defaults). */
export function countryRoutes(app: FastifyInstance, db: Db): void {
  catalogueRoutes(app, db, {
    path: 'countries',
    list: listCountries,
    create: createCountry,
    update: updateCountry,
    remove: deleteCountry,
    deleteImpact: countryDeleteImpact,
    inputSchema: countryInputSchema,
    updateSchema: countryUpdateSchema,
  });
  // Every owner's countries whose currency has no code: the administrator sees what sellers are being asked to fix.
  app.get('/api/admin/countries/unread-currencies', { config: { access: 'admin' } }, async () => listUnreadCurrencies(db));
}
