import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { readEmptyCluster } from '../template-db';

/** An empty database for a migration test: PGlite, or a throwaway database on TEST_DATABASE_URL's server. */
export interface MigrationTarget {
  run(sql: string): Promise<void>;
  db: Db;
  close(): Promise<void>;
}

export async function openMigrationTarget(): Promise<MigrationTarget> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ loadDataDir: readEmptyCluster() });
    await client.waitReady;
    return { run: async (sql) => void (await client.exec(sql)), db: drizzlePglite({ client, schema }) as unknown as Db, close: () => client.close() };
  }
  const name = `ribh_migration_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    run: async (sql) => void (await client.query(sql)),
    db: drizzleNodePg({ client, schema }) as unknown as Db,
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
