import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { readTextTypesOnce } from './pglite-text-types';
import { createPostgresPool } from './postgres-pool';
import { projectRoot } from '../project-root';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database or a transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot(), 'drizzle');

export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Bound on a connect, a wait for a pooled connection, and one statement (decision 0008). */
      timeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Held while one server process migrates, so servers starting at once on a new database migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_201_862_211;

/**
 * Migrations may legitimately run longer than a request's statement_timeout, so they get their own connection. Two
 * servers starting at once would otherwise both find a migration unapplied and both create its tables; the second
 * waits for the first's lock, then finds every migration recorded.
 */
async function migrateWithoutTimeouts(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the lock, whatever the migration did.
    await client.end();
  }
}

/** Opens and migrates the database: PostgreSQL when a URL is given, else embedded PGlite (in memory without a dataDir). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = createPostgresPool({
      url: options.url,
      poolSize: options.poolSize ?? 10,
      timeoutMs: options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS,
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migrateWithoutTimeouts(options.url);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let releaseLock = async () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = await acquireDataDirLock(options.dataDir);
  }
  try {
    const client = options.dataDir
      ? new PGlite(path.join(options.dataDir, 'pglite'))
      : new PGlite({ loadDataDir: options.loadDataDir });
    await client.waitReady;
    readTextTypesOnce(client);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}
