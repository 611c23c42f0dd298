import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { catalogVersion } from './schema';

/** A database or a transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Bumps the catalogue version in the same transaction as a catalogue write, so any process caching
 * services, countries or fee structures sees the change (DESIGN §8: caches invalidated across processes).
 */
export async function bumpCatalogVersion(tx: DbOrTx): Promise<void> {
  await tx
    .insert(catalogVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogVersion.id, set: { version: sql`${catalogVersion.version} + 1` } });
}

/** The current catalogue version (0 before any write). */
export async function readCatalogVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row?.version ?? 0;
}
