import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailyAnswerSchema, dailyQuerySchema } from '../../../domain/ledger/api-schemas';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/access';
import { readDaily } from './daily-query';

export function dailyRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/ledger/daily', { config: { access: 'user' }, schema: { querystring: dailyQuerySchema, response: { 200: dailyAnswerSchema } } }, async (request) =>
    readDaily(db, requireViewer(request), request.query),
  );
}
