import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { adminAnnouncementRoutes } from './announcement-routes';
import { adminSummaryRoutes } from './summary-routes';
import { adminUserRoutes } from './user-routes';

/**
 * The admin dashboard's own calls (docs/product.md#the-api), every route `access: 'admin'`. The default catalogue's
 * routes live with their resources (modules/services, countries, fee-structures).
 */
export function adminRoutes(app: FastifyInstance, db: Db): void {
  adminUserRoutes(app, db);
  adminAnnouncementRoutes(app, db);
  adminSummaryRoutes(app, db);
}
