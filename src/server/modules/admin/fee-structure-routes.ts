import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminFeeStructureInputSchema, idParamsSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import {
  deleteFeeStructure,
  listFeeStructures,
  updateFeeStructure,
  upsertFeeStructure,
} from '../fee-structures/queries';

const admin = { access: 'admin' } as const;

/** Default fee structures (owner NULL), through the sellers' queries. */
export function adminFeeStructureRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/admin/fee-structures', { config: admin }, async () => listFeeStructures(db, null));

  // SPEC §7: one call creates, or updates when the body carries `id` (that row must be a default, else 404).
  // Without an id it is the upsert on (country, service-or-none) among the defaults: 201 made, 200 replaced.
  typed.post(
    '/api/admin/fee-structures',
    { config: admin, schema: { body: adminFeeStructureInputSchema } },
    async (request, reply) => {
      const { id, ...input } = request.body;
      if (id !== undefined) return updateFeeStructure(db, null, id, input);
      const { row, created } = await upsertFeeStructure(db, null, input);
      return reply.status(created ? 201 : 200).send(row);
    },
  );
  typed.delete(
    '/api/admin/fee-structures/:id',
    { config: admin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteFeeStructure(db, null, request.params.id);
      return reply.status(204).send();
    },
  );
}
