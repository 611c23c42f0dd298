import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/schemas';
import {
  acknowledgeSchema,
  ledgerLinkAnswerSchema,
  ledgerLinkSchema,
  planLedgerAnswerSchema,
  planLedgerQuerySchema,
  warningCountSchema,
  warningsAnswerSchema,
} from '../../../domain/warnings/api-schemas';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/access';
import { getOwnSimulation } from '../simulations/queries';
import { attachPlan, detachPlan, readLink, readPlanLedger } from './plan-ledger';
import { acknowledgeWarning, countWarnings, readWarnings } from './warnings-query';

/** Plans on the ledger's orders and early warnings (docs/product.md#early-warning): a seller's own only. */
export function warningRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  typed.get('/api/simulations/:id/ledger-link', { config: user, schema: { params: idParamsSchema, response: { 200: ledgerLinkAnswerSchema } } }, async (request) => {
    const viewer = requireViewer(request);
    await getOwnSimulation(db, viewer.id, request.params.id);
    // An object either way: `link` is null while the plan is attached to nothing.
    return { link: await readLink(db, viewer.id, request.params.id) };
  });
  typed.put('/api/simulations/:id/ledger-link', { config: user, schema: { params: idParamsSchema, body: ledgerLinkSchema, response: { 200: ledgerLinkSchema } } }, async (request) =>
    attachPlan(db, requireViewer(request).id, request.params.id, request.body),
  );
  typed.delete('/api/simulations/:id/ledger-link', { config: user, schema: { params: idParamsSchema } }, async (request, reply) => {
    await detachPlan(db, requireViewer(request).id, request.params.id);
    return reply.status(204).send();
  });
  typed.get(
    '/api/simulations/:id/ledger',
    { config: user, schema: { params: idParamsSchema, querystring: planLedgerQuerySchema, response: { 200: planLedgerAnswerSchema } } },
    async (request) => readPlanLedger(db, requireViewer(request), request.params.id, request.query),
  );

  typed.get('/api/warnings', { config: user, schema: { response: { 200: warningsAnswerSchema } } }, async (request) => readWarnings(db, requireViewer(request)));
  typed.get('/api/warnings/count', { config: user, schema: { response: { 200: warningCountSchema } } }, async (request) => ({
    count: await countWarnings(db, requireViewer(request)),
  }));
  typed.post('/api/warnings/acknowledge', { config: user, schema: { body: acknowledgeSchema } }, async (request, reply) => {
    await acknowledgeWarning(db, requireViewer(request), request.body.subject, request.body.metric);
    return reply.status(204).send();
  });
}
