import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countryInputSchema,
  countryUpdateSchema,
  idParamsSchema,
  serviceInputSchema,
  serviceUpdateSchema,
} from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { countryDeleteImpact, createCountry, deleteCountry, listCountries, updateCountry } from '../countries/queries';
import { ICON_BODY_LIMIT } from '../icon-body-limit';
import { createService, deleteService, listServices, serviceDeleteImpact, updateService } from '../services/queries';

// The owner of every write here: null, the administrators' defaults (DESIGN §3).
const DEFAULTS = null;
const admin = { access: 'admin' } as const;

/** Default services and countries: the same queries and schemas as the sellers' routes, owner NULL. */
export function adminCatalogueRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // A null viewer sees exactly the defaults.
  typed.get('/api/admin/services', { config: admin }, async () => listServices(db, null));
  typed.post(
    '/api/admin/services',
    { config: admin, bodyLimit: ICON_BODY_LIMIT, schema: { body: serviceInputSchema } },
    async (request, reply) => reply.status(201).send(await createService(db, DEFAULTS, request.body)),
  );
  typed.patch(
    '/api/admin/services/:id',
    { config: admin, bodyLimit: ICON_BODY_LIMIT, schema: { params: idParamsSchema, body: serviceUpdateSchema } },
    async (request) => updateService(db, DEFAULTS, request.params.id, request.body),
  );
  typed.get('/api/admin/services/:id/delete-impact', { config: admin, schema: { params: idParamsSchema } }, async (request) =>
    serviceDeleteImpact(db, DEFAULTS, request.params.id),
  );
  typed.delete('/api/admin/services/:id', { config: admin, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteService(db, DEFAULTS, request.params.id);
    return reply.status(204).send();
  });

  typed.get('/api/admin/countries', { config: admin }, async () => listCountries(db, null));
  typed.post('/api/admin/countries', { config: admin, schema: { body: countryInputSchema } }, async (request, reply) =>
    reply.status(201).send(await createCountry(db, DEFAULTS, request.body)),
  );
  typed.patch(
    '/api/admin/countries/:id',
    { config: admin, schema: { params: idParamsSchema, body: countryUpdateSchema } },
    async (request) => updateCountry(db, DEFAULTS, request.params.id, request.body),
  );
  typed.get('/api/admin/countries/:id/delete-impact', { config: admin, schema: { params: idParamsSchema } }, async (request) =>
    countryDeleteImpact(db, DEFAULTS, request.params.id),
  );
  typed.delete('/api/admin/countries/:id', { config: admin, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteCountry(db, DEFAULTS, request.params.id);
    return reply.status(204).send();
  });
}
