import type { FastifyInstance } from 'fastify';
import { serviceInputSchema, serviceUpdateSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { catalogueRoutes } from '../catalogue-routes';
import { ICON_BODY_LIMIT } from '../icon-body-limit';
import { createService, deleteService, listServices, serviceDeleteImpact, updateService } from './queries';

/** /api/services (a seller's own beside the defaults) and /api/admin/services (the defaults). */
export function serviceRoutes(app: FastifyInstance, db: Db): void {
  catalogueRoutes(app, db, {
    path: 'services',
    list: listServices,
    create: createService,
    update: updateService,
    remove: deleteService,
    deleteImpact: serviceDeleteImpact,
    inputSchema: serviceInputSchema,
    updateSchema: serviceUpdateSchema,
    bodyLimit: ICON_BODY_LIMIT,
  });
}
