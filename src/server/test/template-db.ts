import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';

// Creating a PGlite cluster runs initdb inside the WASM: 2.3 CPU-s, against 0.7 to load a cluster from a tarball.
// The run's global set-up therefore makes two templates once: an empty cluster (for the migration tests, which
// replay the migrations themselves) and the same cluster migrated (for every other test file). Both are stored
// uncompressed: a 40 MB file loads 0.2 CPU-s faster than its 4.5 MB gzip, and every test file that opens a
// database of its own pays the load.
export const TEMPLATE_PATH = path.resolve('.tmp/pglite-template.tar');
export const EMPTY_CLUSTER_PATH = path.resolve('.tmp/pglite-empty-cluster.tar');

export async function writeTemplateDatabase(): Promise<void> {
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  const empty = new PGlite();
  await empty.waitReady;
  const emptyCluster = await empty.dumpDataDir('none');
  await empty.close();
  writeWhole(EMPTY_CLUSTER_PATH, Buffer.from(await emptyCluster.arrayBuffer()));

  const database = await openDatabase({ kind: 'pglite', loadDataDir: emptyCluster });
  // The drizzle client keeps the PGlite instance; its data directory is the template.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const migrated = await client.dumpDataDir('none');
  writeWhole(TEMPLATE_PATH, Buffer.from(await migrated.arrayBuffer()));
  await database.close();
}

/** Writes beside the file and renames it into place: a reader (another run in this checkout) never sees half of one. */
function writeWhole(file: string, bytes: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

function readTarball(file: string): Blob | undefined {
  if (!existsSync(file)) return undefined;
  return new Blob([readFileSync(file)], { type: 'application/x-tar' });
}

/** The run's migrated cluster, to load into a new in-memory PGlite; undefined outside a Vitest run. */
export function readTemplateDatabase(): Blob | undefined {
  return readTarball(TEMPLATE_PATH);
}

/** The run's empty cluster (initdb's output, no migration), for tests that replay the migrations. */
export function readEmptyCluster(): Blob | undefined {
  return readTarball(EMPTY_CLUSTER_PATH);
}
