import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listServices } from './queries';

export function serviceRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/services', { config: { access: 'public' } }, async (request) => listServices(db, request.viewer));
}
