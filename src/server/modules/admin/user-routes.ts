import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/schemas';
import { requireViewer } from '../../http/access';
import type { Db } from '../../db/client';
import { deleteUser, listUsers } from './users-queries';

export function adminUserRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  typed.get('/api/admin/users', { config: admin }, async () => listUsers(db));
  typed.delete('/api/admin/users/:id', { config: admin, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteUser(db, requireViewer(request).id, request.params.id);
    return reply.status(204).send();
  });
}
