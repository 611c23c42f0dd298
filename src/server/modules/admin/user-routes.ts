import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/schemas';
import { requireViewer } from '../../http/access';
import type { Db } from '../../db/client';
import { usersPageQuerySchema } from '../../http/list-cursor';
import { pageRequest } from '../list-pages';
import { deleteUser, listUsers, pageUsers } from './users-queries';


export function adminUserRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  // The whole list without `limit`/`cursor` (docs/product.md#the-api); with them one page, the next one's cursor in X-Next-Cursor.
  typed.get('/api/admin/users', { config: admin, schema: { querystring: usersPageQuerySchema } }, async (request, reply) => {
    const page = pageRequest(request.query, ['users']);
    if (!page) return listUsers(db);
    const { items, nextCursor } = await pageUsers(db, page, request.query.q);
    if (nextCursor) reply.header('x-next-cursor', nextCursor);
    return items;
  });
  typed.delete('/api/admin/users/:id', { config: admin, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteUser(db, requireViewer(request).id, request.params.id);
    return reply.status(204).send();
  });
}
