import { buildServerIfNeeded } from '../../../scripts/server-build.mjs';
import { writePostgresTemplate } from './support/postgres-database';
import { writeTemplateDatabase } from './template-db';

/** Answers the teardown: the PostgreSQL template is dropped when the run ends. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Suites that start the server as a process start its bundle; it is rebuilt here when a source is newer.
  await buildServerIfNeeded();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return writePostgresTemplate(serverUrl);
  await writeTemplateDatabase();
  return undefined;
}
