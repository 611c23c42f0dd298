import { buildServerIfNeeded } from '../../../scripts/server-build.mjs';
import { writeTemplateDatabase } from './template-db';

export default async function setup(): Promise<void> {
  // Suites that start the server as a process start its bundle; it is rebuilt here when a source is newer.
  await buildServerIfNeeded();
  if (!process.env.TEST_DATABASE_URL) await writeTemplateDatabase();
}
