import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feeResolutionQuerySchema, idSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { listFeeStructures, resolveFeeStructure } from './queries';

export function feeStructureRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/fee-structures', { config: { access: 'public' } }, async (request) =>
    listFeeStructures(db, request.viewer),
  );
  typed.get(
    '/api/fee-structures/country/:countryId',
    {
      config: { access: 'public' },
      schema: { params: z.object({ countryId: idSchema }).strict(), querystring: feeResolutionQuerySchema },
    },
    async (request) => resolveFeeStructure(db, request.viewer, request.params.countryId, request.query.serviceId),
  );
}
