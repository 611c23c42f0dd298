import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { adminAnnouncementRoutes } from './announcement-routes';
import { adminCatalogueRoutes } from './catalogue-routes';
import { adminFeeStructureRoutes } from './fee-structure-routes';
import { adminSummaryRoutes } from './summary-routes';
import { adminUserRoutes } from './user-routes';

/** The admin dashboard's calls (SPEC §7): every route `access: 'admin'`, catalogue writes on the defaults (owner NULL). */
export function adminRoutes(app: FastifyInstance, db: Db): void {
  adminUserRoutes(app, db);
  adminCatalogueRoutes(app, db);
  adminFeeStructureRoutes(app, db);
  adminAnnouncementRoutes(app, db);
  adminSummaryRoutes(app, db);
}
