import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderListAnswerSchema, orderListQuerySchema, orderSchema } from '../../../domain/ledger/api-schemas';
import { readOrderCursor } from '../../http/order-cursor';

// A cursor that is not one of ours is an invalid field like any other.
const orderListQuery = orderListQuerySchema.refine((query) => query.cursor === undefined || readOrderCursor(query.cursor) !== undefined, {
  message: 'Invalid cursor',
  path: ['cursor'],
});
import { idParamsSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/access';
import { listOrders, readOrder } from './order-queries';
import { readLedgerSettings } from './settings-queries';

export function orderRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/ledger/orders', { config: { access: 'user' }, schema: { querystring: orderListQuery, response: { 200: orderListAnswerSchema } } }, async (request) => {
    const ownerId = requireViewer(request).id;
    const { timeZone } = await readLedgerSettings(db, ownerId);
    return listOrders(db, ownerId, request.query, timeZone);
  });

  typed.get('/api/ledger/orders/:id', { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 200: orderSchema } } }, async (request) =>
    readOrder(db, requireViewer(request).id, request.params.id),
  );
}
