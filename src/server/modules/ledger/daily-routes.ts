import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailyAnswerSchema, dailyQuerySchema } from '../../../domain/ledger/api-schemas';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/access';
import { rateCountsQuerySchema, rateCountsSchema } from '../../../domain/risk/ledger-counts';
import { readDaily } from './daily-query';
import { readRateCounts } from './rate-counts-query';

export function dailyRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/ledger/daily', { config: { access: 'user' }, schema: { querystring: dailyQuerySchema, response: { 200: dailyAnswerSchema } } }, async (request) =>
    readDaily(db, requireViewer(request), request.query),
  );

  // The cohorts' counts a profit range takes as the uncertainty of its rates.
  typed.get('/api/ledger/rate-counts', { config: { access: 'user' }, schema: { querystring: rateCountsQuerySchema, response: { 200: rateCountsSchema } } }, async (request) =>
    readRateCounts(db, requireViewer(request), request.query),
  );
}
