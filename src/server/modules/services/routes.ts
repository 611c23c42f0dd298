import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, serviceInputSchema, serviceUpdateSchema } from '../../../domain/schemas';
import { requireViewer } from '../../access';
import type { Db } from '../../db/client';
import { ICON_BODY_LIMIT } from '../icon-body-limit';
import { createService, deleteService, serviceDeleteImpact, updateService } from './queries';

export function serviceRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/services', { config: { access: 'public' } }, async (request, reply) => app.catalog.sendServices(request, reply));

  // A seller's own services (DESIGN §3); defaults are managed under /api/admin/services.
  typed.post(
    '/api/services',
    { config: { access: 'user' }, bodyLimit: ICON_BODY_LIMIT, schema: { body: serviceInputSchema } },
    async (request, reply) => reply.status(201).send(await createService(db, requireViewer(request).id, request.body)),
  );
  typed.patch(
    '/api/services/:id',
    { config: { access: 'user' }, bodyLimit: ICON_BODY_LIMIT, schema: { params: idParamsSchema, body: serviceUpdateSchema } },
    async (request) => updateService(db, requireViewer(request).id, request.params.id, request.body),
  );
  typed.get(
    '/api/services/:id/delete-impact',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request) => serviceDeleteImpact(db, requireViewer(request).id, request.params.id),
  );
  typed.delete(
    '/api/services/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteService(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
