import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { catalogVersion } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// This process's caches of the catalogue, per database handle: every module writing through a handle
// (routes, admin tools, test helpers) tells the same caches, as with the other caches of decision 0004.
const listeners = new WeakMap<object, Set<() => void>>();

/**
 * Runs a catalogue write (services, countries, fee structures) in one transaction that also bumps the
 * catalogue version, so every process caching the catalogue sees the change (docs/product.md#operations), then empties
 * this process's caches at once, after the commit and before the caller answers.
 */
export async function writeCatalog<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    await tx
      .insert(catalogVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({ target: catalogVersion.id, set: { version: sql`${catalogVersion.version} + 1` } });
    return written;
  });
  for (const listener of listeners.get(db) ?? []) listener();
  return result;
}

/** Calls `listener` after every catalogue write through `db` in this process; returns the unsubscribe. */
export function onCatalogWrite(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** The current catalogue version (0 before any write). */
export async function readCatalogVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row?.version ?? 0;
}
