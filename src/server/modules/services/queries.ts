import { asc, sql } from 'drizzle-orm';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { visibleTo, withOwnership } from '../visibility';

export const serviceColumns = {
  id: services.id,
  ownerId: services.ownerId,
  name: services.name,
  icon: services.icon,
  color: services.color,
  status: services.status,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
};

/** Default services plus the viewer's own, defaults first, then oldest first. */
export async function listServices(db: Db, viewer: Viewer | null) {
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .where(visibleTo(services.ownerId, viewer))
    .orderBy(sql`${services.ownerId} is not null`, asc(services.createdAt), asc(services.id));
  return rows.map(withOwnership);
}
