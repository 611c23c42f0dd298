import { count, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, feeStructures, services, users } from '../../db/schema';

/** The dashboard's tiles: every account, and the default (owner NULL) catalogue rows. */
export async function readAdminSummary(db: Db) {
  const [[u], [c], [s], [f]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(countries).where(isNull(countries.ownerId)),
    db.select({ n: count() }).from(services).where(isNull(services.ownerId)),
    db.select({ n: count() }).from(feeStructures).where(isNull(feeStructures.ownerId)),
  ]);
  return { users: u!.n, countries: c!.n, services: s!.n, feeStructures: f!.n };
}
