import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new AppError('UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok' };
  });
}
