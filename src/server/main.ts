import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { checkPostgresDurability } from './db/durability-check';
import { loadSampleData } from './db/sample-data';
import { readEnv } from './env';
import { listUnreadCurrencies } from './modules/countries/currency-report';
import { safeError, safeErrorText } from './logging/safe-error';
import { drain } from './http/shutdown';
import { projectRoot } from './project-root';

const rootDir = projectRoot();

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
    pressure: { maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS },
    serverLimits: { headersTimeoutMs: env.HEADERS_TIMEOUT_MS, requestTimeoutMs: env.REQUEST_TIMEOUT_MS },
    ...(database.kind === 'postgres' ? { handlerTimeoutMs: env.DATABASE_TIMEOUT_MS + HANDLER_GRACE_MS } : {}),
  });
  if (database.kind === 'postgres') {
    for (const warning of await checkPostgresDurability(database.db)) app.log.warn(warning);
  }
  const unread = await listUnreadCurrencies(database.db);
  if (unread.length > 0) {
    app.log.warn(
      { countries: unread.map(({ id, name, code, currency }) => ({ id, name, code, currency })) },
      `${unread.length} countries have a currency label that names no ISO 4217 code: their figures stay in dollars until their owner chooses the currency (the administrator sees them under Countries)`,
    );
  }
  // A signal (or an uncaught error) drains: in-flight requests finish, new ones get 503, then the database closes
  // (docs/product.md#operations), and the process exits (1 after an error). A second signal exits at once, and so
  // does a drain that outlasts its grace by 10 s (a database that never closes).
  closeWithGrace(
    { delay: env.SHUTDOWN_GRACE_MS + 10_000, logger: { error: (message: string) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err: safeError(err) }, 'shutting down after an uncaught error');
      app.log.info({ signal }, 'shutting down: draining requests in flight');
      await drain(app, { graceMs: env.SHUTDOWN_GRACE_MS, closeDatabase: () => database.close(), log: (m) => app.log.warn(m) });
      app.log.info('stopped: requests drained, database closed');
    },
  );
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
