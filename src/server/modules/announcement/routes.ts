import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { getAnnouncement } from './queries';

export function announcementRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/announcement', { config: { access: 'public' } }, async () => getAnnouncement(db));
}
