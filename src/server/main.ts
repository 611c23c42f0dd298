import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { checkPostgresDurability } from './db/durability-check';
import { loadSampleData } from './db/sample-data';
import { readEnv } from './env';
import { safeError, safeErrorText } from './logging/safe-error';
import { drain } from './http/shutdown';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const env = readEnv();
  // Past the database's own timeout (and the pool's grace after it), so a single stalled query answers 503 by itself first.
  const HANDLER_GRACE_MS = 1_000;
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, timeoutMs: env.DATABASE_TIMEOUT_MS } : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  if (env.SAMPLE_DATA) await loadSampleData(database.db);
  const app = await buildApp({
    db: database.db,
    clientDir: path.join(rootDir, 'dist/client'),
    logLevel: env.LOG_LEVEL,
    servicesSiteUrl: env.SERVICES_SITE_URL,
    sharedDatabase: database.kind === 'postgres',
    trustProxy: env.TRUST_PROXY,
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    serverLimits: { headersTimeoutMs: env.HEADERS_TIMEOUT_MS, requestTimeoutMs: env.REQUEST_TIMEOUT_MS },
    ...(database.kind === 'postgres' ? { handlerTimeoutMs: env.DATABASE_TIMEOUT_MS + HANDLER_GRACE_MS } : {}),
  });
  if (database.kind === 'postgres') {
    for (const warning of await checkPostgresDurability(database.db)) app.log.warn(warning);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests in flight');
    // In-flight requests finish, new ones get 503, then the database closes (DESIGN §8).
    await drain(app, { closeDatabase: () => database.close(), log: (m) => app.log.warn(m) });
    app.log.info('stopped: requests drained, database closed');
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
  // Not the raw error: a failed query's message spells its parameters.
  console.error(`Ribh could not start: ${safeErrorText(error)}\n${safeError(error).stack}`);
  process.exit(1);
});
