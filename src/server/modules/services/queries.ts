import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceInput, ServiceUpdate } from '../../../domain/schemas';
import type { Viewer } from '../../http/access';
import type { Db, DbOrTx } from '../../db/client';
import { services } from '../../db/schema';
import { AppError } from '../../errors';
import { writeCatalog } from '../../db/catalog-version';
import { countFeeStructuresUsing } from '../fee-structures/delete-impact';
import { assertOwns, type Owner } from '../ownership';
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

/** The service with this id whatever its owner, for ownership checks. */
export async function findService(db: DbOrTx, id: string) {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.id, id));
  return row;
}

/** Creates a service for an owner (a seller's id, or null for a default). */
export async function createService(db: Db, owner: Owner, input: ServiceInput) {
  return writeCatalog(db, async (tx) => {
    const [row] = await tx
      .insert(services)
      .values({ ...input, ownerId: owner })
      .returning(serviceColumns);
    return withOwnership(row!);
  });
}

/** Changes an owner's service: a default seen by a seller → 403, anyone else's → 404. */
export async function updateService(db: Db, owner: Owner, id: string, input: ServiceUpdate) {
  const { id: bodyId, ...fields } = input;
  if (bodyId !== undefined && bodyId !== id) throw new AppError('BAD_REQUEST', 'The id in the body does not match the address.');
  return writeCatalog(db, async (tx) => {
    assertOwns(await findService(tx, id), owner, 'service');
    const [row] = await tx
      .update(services)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning(serviceColumns);
    return withOwnership(row!);
  });
}

/** What deleting an owner's service would take with it, checked like the delete itself (403/404). */
export async function serviceDeleteImpact(db: Db, owner: Owner, id: string) {
  assertOwns(await findService(db, id), owner, 'service');
  return countFeeStructuresUsing(db, owner, 'serviceId', id);
}

/** Deletes an owner's service; its fee structures go with it (FK cascade, same transaction). */
export async function deleteService(db: Db, owner: Owner, id: string): Promise<void> {
  await writeCatalog(db, async (tx) => {
    assertOwns(await findService(tx, id), owner, 'service');
    await tx.delete(services).where(eq(services.id, id));
  });
}
