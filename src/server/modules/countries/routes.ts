import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryInputSchema, countryUpdateSchema, idParamsSchema } from '../../../domain/schemas';
import { requireViewer } from '../../access';
import type { Db } from '../../db/client';
import { createCountry, deleteCountry, countryDeleteImpact, updateCountry } from './queries';

export function countryRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/countries', { config: { access: 'public' } }, async (request, reply) => app.catalog.sendCountries(request, reply));

  // A seller's own countries (DESIGN §3); defaults are managed under /api/admin/countries.
  typed.post(
    '/api/countries',
    { config: { access: 'user' }, schema: { body: countryInputSchema } },
    async (request, reply) => reply.status(201).send(await createCountry(db, requireViewer(request).id, request.body)),
  );
  typed.patch(
    '/api/countries/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema, body: countryUpdateSchema } },
    async (request) => updateCountry(db, requireViewer(request).id, request.params.id, request.body),
  );
  typed.get(
    '/api/countries/:id/delete-impact',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request) => countryDeleteImpact(db, requireViewer(request).id, request.params.id),
  );
  typed.delete(
    '/api/countries/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteCountry(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
