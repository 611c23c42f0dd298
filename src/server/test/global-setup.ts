import { writeTemplateDatabase } from './template-db';

export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await writeTemplateDatabase();
}
