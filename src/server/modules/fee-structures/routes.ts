import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feeResolutionQuerySchema, feeStructureInputSchema, idParamsSchema, idSchema } from '../../../domain/schemas';
import { requireViewer } from '../../http/access';
import type { Db } from '../../db/client';
import { deleteFeeStructure, upsertFeeStructure } from './queries';

export function feeStructureRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/fee-structures', { config: { access: 'public' } }, async (request, reply) =>
    app.catalog.sendFeeStructures(request, reply),
  );
  typed.get(
    '/api/fee-structures/country/:countryId',
    {
      config: { access: 'public' },
      schema: { params: z.object({ countryId: idSchema }).strict(), querystring: feeResolutionQuerySchema },
    },
    async (request, reply) =>
      app.catalog.sendFeeResolution(request, reply, request.params.countryId, request.query.serviceId),
  );

  // Upsert on (caller, country, service-or-none): 201 when it made a row, 200 when it replaced one (DESIGN §3).
  typed.post(
    '/api/fee-structures',
    { config: { access: 'user' }, schema: { body: feeStructureInputSchema } },
    async (request, reply) => {
      const { row, created } = await upsertFeeStructure(db, requireViewer(request).id, request.body);
      return reply.status(created ? 201 : 200).send(row);
    },
  );
  typed.delete(
    '/api/fee-structures/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteFeeStructure(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
