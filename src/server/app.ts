import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DESIGN_HASH_COST, type HashCost } from './auth/passwords';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_REGISTRATIONS_PER_HOUR } from './auth/registration-throttle';
import { sessionCache } from './auth/sessions';
import { createSessionViewerResolver } from './auth/viewer-resolver';
import { registerCatalogCache } from './cache/catalog-cache';
import type { Db } from './db/client';
import { registerAccessControl, type ViewerResolver } from './http/access';
import { answerClientError } from './http/client-error';
import { registerErrorHandler, sendFrameworkError } from './http/error-handler';
import { guestFastPathServer, type GuestFastPath } from './http/guest-fast-path';
import { registerLoadShedding, type PressureLimits } from './http/load-shedding';
import { registerRouteTable } from './http/route-table';
import { registerSameOriginCheck } from './http/same-origin';
import { registerPrivateAnswers, registerSecurityHeaders } from './http/security-headers';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './http/server-limits';
import { isShuttingDown, registerShutdownGate } from './http/shutdown';
import { registerSpa } from './http/spa';
import { registerTextGuard } from './http/text-guard';
import { registerFileUploads } from './file-import/file-upload';
import { registerRateLimits } from './http/rate-limits';
import { registerForwardedWithoutTrustWarning } from './http/forwarded-without-trust';
import type { ShareLimits } from './modules/shares/share-limits';
import { isHttpsRequest, proxyTrust, type TrustProxy } from './http/trusted-proxy';
import { logOptions, type LogStream } from './logging/log-options';
import { adminAuthRoutes } from './modules/admin-auth/routes';
import { adminRoutes } from './modules/admin/routes';
import { announcementRoutes } from './modules/announcement/routes';
import { authRoutes } from './modules/auth/routes';
import { countryRoutes } from './modules/countries/routes';
import { feeStructureRoutes } from './modules/fee-structures/routes';
import { healthRoutes } from './modules/health/routes';
import { serviceRoutes } from './modules/services/routes';
import { shareRoutes } from './modules/shares/routes';
import { actualRoutes } from './modules/actuals/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { warningRoutes } from './modules/warnings/routes';
import { remittanceRoutes } from './modules/remittances/routes';
import { simulationPages } from './modules/simulations/page-cache';
import { simulationRoutes } from './modules/simulations/routes';

export interface AppOptions {
  db: Db;
  /** Directory of the built client; omitted in API tests. */
  clientDir?: string;
  logLevel?: string;
  /** Where log lines go (stdout when omitted); tests capture them. */
  logStream?: LogStream;
  /** The external "Our Services" link written into the page. */
  servicesSiteUrl?: string;
  /** Resolves the signed-in user; the session cookie when omitted. */
  resolveViewer?: ViewerResolver;
  /**
   * True when other processes may write to the same database (PostgreSQL): cached reference lists then
   * confirm the catalogue version on every read instead of at most once a second, and sessions and saved
   * simulations are read from the database on every request instead of this process's caches.
   */
  sharedDatabase?: boolean;
  /** The clock of sessions and sign-in throttling; tests pass a fake one. */
  now?: () => Date;
  /** TRUST_PROXY: whose X-Forwarded-For/-Proto to believe; nobody's when omitted. */
  trustProxy?: TrustProxy;
  /** Registrations one client address may make per hour. */
  registrationsPerHour?: number;
  /** When the process counts as overloaded and sheds requests with 503; tests pass small limits. */
  pressure?: Partial<PressureLimits>;
  /** Timeouts and connection limits of the HTTP server; tests pass short timeouts. */
  serverLimits?: Partial<ServerLimits>;
  /**
   * The argon2 cost of new password hashes: the product's (docs/product.md#security) when omitted, as in every running server. API tests pass
   * a cheaper one: what they prove is the routes' behaviour, and thousands of hashes at the product's cost were a
   * measurable share of the suite's time (decision 0036). passwords.test.ts checks the product's cost.
   */
  passwordHashCost?: HashCost;
  /** How often one address may read shared plans, and one seller create links; tests pass small ones. */
  shareLimits?: Partial<ShareLimits>;
  /**
   * Longest a request may take once routed, body and handler included, before it is answered 503: the database's
   * timeout and a little more, so a request already waiting when the database froze answers within it too (each
   * of its queries would otherwise wait the timeout in turn). Unset: no bound (the embedded database cannot stall).
   */
  handlerTimeoutMs?: number;
  /** How long the health check waits for the database before answering 503 (default HEALTH_PROBE_TIMEOUT_MS). */
  healthProbeTimeoutMs?: number;
}

/**
 * The zod compilers as Fastify's compiler factories. Fastify types the factories for Ajv's schemas; at run time a
 * factory only has to return a compiler, which these are (the same ones `setValidatorCompiler` would take).
 */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as CompilersFactory;

/** Builds the whole app without listening, so tests can call it through app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trust = options.trustProxy && proxyTrust(options.trustProxy);
  const fastPath: GuestFastPath = { stopping: () => false, isHttps: (request) => isHttpsRequest(request, trust) };
  const app = Fastify({
    serverFactory: guestFastPathServer(fastPath, { ...DEFAULT_SERVER_LIMITS, ...options.serverLimits }),
    clientErrorHandler: answerClientError,
    trustProxy: trust ?? false,
    ...(options.handlerTimeoutMs ? { handlerTimeout: options.handlerTimeoutMs } : {}),
    logger: logOptions(options.logLevel ?? 'silent', options.logStream),
    bodyLimit: 64 * 1024,
    // One log line per request costs throughput; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // Our shutdown gate answers 503 with the project's error body instead of Fastify's.
    return503OnClosing: false,
    // `__proto__` is refused by default; `constructor.prototype` too (prototype pollution → 400).
    onConstructorPoisoning: 'error',
    frameworkErrors: sendFrameworkError,
    // No child logger per request (a measurable share of a cached read); errors log the request id.
    childLoggerFactory: (logger) => logger,
    // Every route validates and serializes with its zod schemas. Given as the schema controller's compilers, Fastify
    // never loads its default JSON Schema compilers (Ajv and fast-json-stringify): a tenth of a CPU-second at every
    // start of a server process.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  // A file upload's bytes, kept as they came; only routes declared `upload: 'file'` accept them (same-origin.ts).
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // Before any hook that touches the database: refusing work must stay cheap.
  registerShutdownGate(app);
  await registerLoadShedding(app, options.pressure);
  registerTextGuard(app);
  const { db } = options;
  const now = options.now ?? (() => new Date());
  if (!trust) registerForwardedWithoutTrustWarning(app, now);
  registerSameOriginCheck(app);
  registerFileUploads(app);
  await registerRateLimits(app);
  if (!options.sharedDatabase) {
    // This process is the database's only writer, so its own writes keep these caches exact (decision 0004).
    sessionCache.enable(db);
    simulationPages.enable(db);
  }
  registerAccessControl(app, options.resolveViewer ?? createSessionViewerResolver(db, now));
  registerPrivateAnswers(app);
  fastPath.catalog = registerCatalogCache(app, db, options.sharedDatabase ? 0 : undefined);
  // Before the routes: each route's declarations (access, schema, cache) take effect as it is added.
  registerRouteTable(app, fastPath.catalog);
  fastPath.stopping = () => isShuttingDown(app);

  // One module per resource; a route declares its access (and cache) in its config (http/route-table.ts).
  healthRoutes(app, db, options.healthProbeTimeoutMs);
  serviceRoutes(app, db);
  countryRoutes(app, db);
  feeStructureRoutes(app, db);
  announcementRoutes(app, db);
  simulationRoutes(app, db);
  shareRoutes(app, db, options.shareLimits);
  actualRoutes(app, db);
  ledgerRoutes(app, db);
  warningRoutes(app, db);
  remittanceRoutes(app, db);
  const registrationsPerHour = options.registrationsPerHour ?? DEFAULT_REGISTRATIONS_PER_HOUR;
  const hashCost = options.passwordHashCost ?? DESIGN_HASH_COST;
  authRoutes(app, db, { now, registrationsPerHour, hashCost });
  adminAuthRoutes(app, db, { now, registrationsPerHour, hashCost });
  adminRoutes(app, db);

  await registerSpa(app, options.clientDir, options.servicesSiteUrl);
  await app.ready();
  return app;
}
