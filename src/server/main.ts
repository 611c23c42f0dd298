import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { loadSampleData } from './db/sample-data';
import { readEnv } from './env';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  if (env.SAMPLE_DATA) await loadSampleData(database.db);
  const app = await buildApp({
    db: database.db,
    clientDir: path.join(rootDir, 'dist/client'),
    logLevel: env.LOG_LEVEL,
    servicesSiteUrl: env.SERVICES_SITE_URL,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Ribh is serving on ${address} (${database.kind} database)`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
