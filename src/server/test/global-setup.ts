import { setFlagsFromString } from 'node:v8';
import { buildServerIfNeeded } from '../../../scripts/server-build.mjs';
import { writePostgresTemplate } from './support/postgres-database';
import { BASELINE_WASM_ONLY } from './support/node-flags';
import { writeTemplateDatabase } from './template-db';

/** Answers the teardown: the PostgreSQL template is dropped when the run ends. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Before the templates' PGlite compiles its WASM (see node-flags.ts).
  setFlagsFromString(BASELINE_WASM_ONLY);
  // Suites that start the server as a process start its bundle; it is rebuilt here when a source is newer.
  await buildServerIfNeeded();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return writePostgresTemplate(serverUrl);
  await writeTemplateDatabase();
  return undefined;
}
