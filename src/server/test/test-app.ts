import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createMigratedDatabase } from './support/postgres-database';
import { readTemplateDatabase } from './template-db';
import { takeWorkerDatabase } from './worker-database';
import type { HashCost } from '../auth/passwords';

export interface TestDatabaseOptions {
  /**
   * An in-memory PGlite of the file's own rather than the worker's: for a file that closes its database while its
   * app still runs, and so must see the closed instance's own failures.
   */
  own?: boolean;
}

/**
 * A freshly migrated database for one test file: the worker's in-memory PGlite in the run's template's state (or
 * one of the file's own), or, when TEST_DATABASE_URL points at a PostgreSQL server, a copy of the run's migrated template on it.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl && options.own) return openDatabase({ kind: 'pglite', loadDataDir: readTemplateDatabase() });
  if (!serverUrl) return takeWorkerDatabase();
  const { url, drop } = await createMigratedDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4, timeoutMs: TEST_DATABASE_TIMEOUT_MS });
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

/**
 * The API tests' bound on a connect, a wait for a pooled connection and one statement. The product's 5 s is for a
 * stalled database; beside Playwright at a higher priority, on a slow or loaded machine, a starved PostgreSQL can take
 * longer than that to answer an ordinary query, and the generated requests then met a 503 that says how busy the
 * machine is, not how the route behaves (decision 0076). The stalled-database tests set their own short bound.
 */
export const TEST_DATABASE_TIMEOUT_MS = 60_000;

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

// The test runner shares the app's event loop (property tests, the embedded database, other files on a
// busy machine), so how late the loop runs says more about the runner than about the app: the app under
// test sheds no load unless a test asks for limits of its own (load-shedding.test.ts).
/**
 * True in the pass of `npm test` that runs the API tests again on PostgreSQL. A case whose outcome is decided before
 * any query (a file's bytes unpacked and refused, a generator's draws) runs in the PGlite pass only: there is nothing
 * of PostgreSQL's in it to prove a second time (decision 0074).
 */
export const IN_POSTGRES_PASS = Boolean(process.env.TEST_DATABASE_URL);

export const NO_SHEDDING = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 };

/**
 * The health check's wait for the database in API tests. Its 700 ms is for a load balancer; beside Playwright at a
 * higher priority a starved PostgreSQL can take longer to answer `select 1`, and the generated requests then met a
 * 503 that says how busy the machine is, not how the route behaves. The health tests build apps with the real bound.
 */
export const TEST_HEALTH_PROBE_TIMEOUT_MS = 60_000;

/**
 * Argon2id at its smallest cost: API tests prove the routes, not the hash's strength, and a hash at the product's cost (docs/product.md#security)
 * takes about 20 ms (decision 0036). A test of the product's cost builds its app with DESIGN_HASH_COST.
 */
export const TEST_HASH_COST: HashCost = { memoryCost: 64, timeCost: 1 };

/** Builds the real app on a fresh database and closes both when the file's tests end. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    pressure: NO_SHEDDING,
    passwordHashCost: TEST_HASH_COST,
    healthProbeTimeoutMs: TEST_HEALTH_PROBE_TIMEOUT_MS,
    ...options,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
