import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../db/client';

/** Names the run's migrated template database on the PostgreSQL server, for the test workers. */
const TEMPLATE_VARIABLE = 'TEST_DATABASE_TEMPLATE';

/**
 * Migrates one database on the server as the run's template (the global set-up, before any worker starts), so each
 * test file gets a copy of it: a copy costs about 0.09 CPU-s, migrating an empty database about 0.48. Answers how
 * to drop it.
 */
export async function writePostgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const { url, drop } = await createEmptyDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await database.close();
  process.env[TEMPLATE_VARIABLE] = new URL(url).pathname.slice(1);
  return drop;
}

/** A new database with every migration applied: a copy of the run's template, or an empty one its opener migrates. */
export function createMigratedDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createEmptyDatabase(serverUrl, process.env[TEMPLATE_VARIABLE]);
}

/** A new database on the PostgreSQL server at `serverUrl`: empty (whoever opens it first migrates it), or a copy of `template`. */
export async function createEmptyDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ribh_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A template is copied only while nothing is connected to it: the template is never opened after the set-up.
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
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
