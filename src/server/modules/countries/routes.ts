import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listCountries } from './queries';

export function countryRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/countries', { config: { access: 'public' } }, async (request) => listCountries(db, request.viewer));
}
