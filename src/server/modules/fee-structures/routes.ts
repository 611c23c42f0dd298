import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFeeStructureInputSchema,
  feeResolutionQuerySchema,
  feeStructureInputSchema,
  idParamsSchema,
  idSchema,
} from '../../../domain/schemas';
import { requireViewer } from '../../http/access';
import type { Db } from '../../db/client';
import { CATALOGUE_SCOPES } from '../catalogue-routes';
import { listPageQuerySchema, type ListSegment } from '../../http/list-cursor';
import { pageRequest } from '../list-pages';
import { deleteFeeStructure, listFeeStructures, pageFeeStructures, resolveFeeStructure, updateFeeStructure, upsertFeeStructure } from './queries';

/** /api/fee-structures (a seller's own beside the defaults) and /api/admin/fee-structures (the defaults). */
export function feeStructureRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cached = { access: 'public', cache: 'catalogue' } as const;
  // The whole list without `limit`/`cursor` (docs/product.md#the-api); with them one page, the next one's cursor in X-Next-Cursor.
  const sellerSegments: ListSegment[] = ['default-fees', 'own-fees'];
  typed.get('/api/fee-structures', { config: cached, schema: { querystring: listPageQuerySchema(sellerSegments) } }, async (request, reply) => {
    const page = pageRequest(request.query, sellerSegments);
    if (!page) return listFeeStructures(db, request.viewer);
    const { items, nextCursor } = await pageFeeStructures(db, request.viewer, page);
    if (nextCursor) reply.header('x-next-cursor', nextCursor);
    return items;
  });
  typed.get(
    '/api/fee-structures/country/:countryId',
    { config: cached, schema: { params: z.object({ countryId: idSchema }).strict(), querystring: feeResolutionQuerySchema } },
    async (request) => resolveFeeStructure(db, request.viewer, request.params.countryId, request.query.serviceId),
  );
  const defaultSegments: ListSegment[] = ['default-fees'];
  typed.get(
    '/api/admin/fee-structures',
    { config: { access: 'admin' }, schema: { querystring: listPageQuerySchema(defaultSegments) } },
    async (request, reply) => {
      const page = pageRequest(request.query, defaultSegments);
      if (!page) return listFeeStructures(db, null);
      const { items, nextCursor } = await pageFeeStructures(db, null, page);
      if (nextCursor) reply.header('x-next-cursor', nextCursor);
      return items;
    },
  );

  // Upsert on (caller, country, service-or-none): 201 when it made a row, 200 when it replaced one (docs/product.md#fees-and-their-resolution).
  typed.post(
    '/api/fee-structures',
    { config: { access: 'user' }, schema: { body: feeStructureInputSchema } },
    async (request, reply) => {
      const { row, created } = await upsertFeeStructure(db, requireViewer(request).id, request.body);
      return reply.status(created ? 201 : 200).send(row);
    },
  );
  // One call creates, or updates when the body carries `id` (that row must be a default, else 404).
  // Without an id it is the upsert on (country, service-or-none) among the defaults: 201 made, 200 replaced.
  typed.post(
    '/api/admin/fee-structures',
    { config: { access: 'admin' }, schema: { body: adminFeeStructureInputSchema } },
    async (request, reply) => {
      const { id, ...input } = request.body;
      if (id !== undefined) return updateFeeStructure(db, null, id, input);
      const { row, created } = await upsertFeeStructure(db, null, input);
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  for (const { prefix, access, owner } of CATALOGUE_SCOPES) {
    typed.delete(`${prefix}/fee-structures/:id`, { config: { access }, schema: { params: idParamsSchema } }, async (request, reply) => {
      await deleteFeeStructure(db, owner(request), request.params.id);
      return reply.status(204).send();
    });
  }
}
