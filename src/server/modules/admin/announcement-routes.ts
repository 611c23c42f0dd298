import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announcementInputSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { saveAnnouncement } from './announcement-queries';

export function adminAnnouncementRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // GET /api/announcement reads the row on every request (no cache), so the banner changes at once.
  typed.post(
    '/api/admin/announcement',
    { config: { access: 'admin' }, schema: { body: announcementInputSchema } },
    async (request) => saveAnnouncement(db, request.body),
  );
}
