import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { readTemplateDatabase } from './template-db';

/**
 * A freshly migrated database for one test file: an in-memory PGlite copied from the run's template,
 * or, when TEST_DATABASE_URL points at a PostgreSQL server, a new database created on it.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', loadDataDir: readTemplateDatabase() });
  const name = `ribh_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

/** Builds the real app on a fresh database and closes both when the file's tests end. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  // The event-loop measure is off: test files share 2 cores with each other and the in-process database,
  // and a late loop there is the machine's load, not the app's. load-shedding.test.ts turns it on.
  const app = await buildApp({ db: database.db, ...options, pressure: { maxEventLoopDelayMs: 0, ...options.pressure } });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
