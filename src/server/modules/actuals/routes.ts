import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actualRecordSchema } from '../../../domain/actuals/actual-record';
import { actualsAnswerSchema, storedActualSchema } from '../../../domain/actuals/actual-schemas';
import { idParamsSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/access';
import { deleteActual, readActuals, recordActual } from './queries';

/** What a campaign really did against a saved plan (issue 19 item 5, decision 0025). Owner only. */
export function actualRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/simulations/:id/actuals',
    { config: { access: 'user' }, schema: { params: idParamsSchema, body: actualRecordSchema, response: { 201: storedActualSchema } } },
    async (request, reply) => reply.status(201).send(await recordActual(db, requireViewer(request).id, request.params.id, request.body)),
  );

  typed.get(
    '/api/simulations/:id/actuals',
    { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 200: actualsAnswerSchema } } },
    async (request) => readActuals(db, requireViewer(request).id, request.params.id),
  );

  typed.delete(
    '/api/actuals/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteActual(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
