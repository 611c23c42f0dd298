import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';

// Creating a PGlite cluster costs seconds; the test run makes one migrated template
// and every test file loads a copy of it into memory.
export const TEMPLATE_PATH = path.resolve('.tmp/pglite-template.tar.gz');

export async function writeTemplateDatabase(): Promise<void> {
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  // The drizzle client keeps the PGlite instance; dump it through a fresh handle on the same data.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export function readTemplateDatabase(): Blob | undefined {
  if (!existsSync(TEMPLATE_PATH)) return undefined;
  return new Blob([readFileSync(TEMPLATE_PATH)]);
}
