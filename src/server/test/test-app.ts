import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createEmptyDatabase } from './support/postgres-database';
import { readTemplateDatabase } from './template-db';

/**
 * A freshly migrated database for one test file: an in-memory PGlite copied from the run's template,
 * or, when TEST_DATABASE_URL points at a PostgreSQL server, a new database created on it.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', loadDataDir: readTemplateDatabase() });
  const { url, drop } = await createEmptyDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return {
    ...database,
    // A second pool on the same database stands for another server process (tests of shared state).
    url: url.toString(),
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

// The test runner shares the app's event loop (property tests, the embedded database, other files on a
// busy machine), so how late the loop runs says more about the runner than about the app: the app under
// test sheds no load unless a test asks for limits of its own (load-shedding.test.ts).
export const NO_SHEDDING = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 };

/** Builds the real app on a fresh database and closes both when the file's tests end. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, pressure: NO_SHEDDING, ...options });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
