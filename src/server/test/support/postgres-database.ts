import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A new empty database on the PostgreSQL server at `serverUrl`; whoever opens it first migrates it. */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ribh_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
