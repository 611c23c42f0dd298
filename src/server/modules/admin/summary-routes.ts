import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { readAdminSummary } from './summary-queries';

export function adminSummaryRoutes(app: FastifyInstance, db: Db): void {
  // The dashboard's tiles: one cheap call instead of downloading every list just to count it.
  app.get('/api/admin/summary', { config: { access: 'admin' } }, async () => readAdminSummary(db));
}
