import { setFlagsFromString } from 'node:v8';
import { buildServerIfNeeded } from '../../../scripts/server-build.mjs';
import { writePostgresTemplate } from './support/postgres-database';
import { BASELINE_WASM_ONLY } from './support/node-flags';
import { writeTemplateDatabase } from './template-db';

type Teardown = () => Promise<void>;

// Vitest calls the global set-up once for the root config and once more for each project that extends it (four
// times a run here), all in its one main process, each with a module registry of its own. The templates are made
// by the first call; the others wait for it and have nothing to tear down.
const RUN_SETUP = Symbol.for('ribh.test.globalSetup');
const processWide = globalThis as { [RUN_SETUP]?: Promise<Teardown | undefined> };

/** Answers the teardown: the PostgreSQL template is dropped when the run ends. */
export default async function setup(): Promise<Teardown | undefined> {
  if (processWide[RUN_SETUP]) {
    await processWide[RUN_SETUP];
    return undefined;
  }
  processWide[RUN_SETUP] = writeTemplates();
  return processWide[RUN_SETUP];
}

async function writeTemplates(): Promise<Teardown | undefined> {
  // Before the templates' PGlite compiles its WASM (see node-flags.ts).
  setFlagsFromString(BASELINE_WASM_ONLY);
  // Suites that start the server as a process start its bundle; it is rebuilt here when a source is newer.
  await buildServerIfNeeded();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return writePostgresTemplate(serverUrl);
  await writeTemplateDatabase();
  return undefined;
}
