import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccessControl, type ViewerResolver } from './access';
import type { Db } from './db/client';
import { registerErrorHandler } from './error-handler';
import { announcementRoutes } from './modules/announcement/routes';
import { countryRoutes } from './modules/countries/routes';
import { feeStructureRoutes } from './modules/fee-structures/routes';
import { healthRoutes } from './modules/health/routes';
import { serviceRoutes } from './modules/services/routes';
import { registerSecurityHeaders } from './security-headers';
import { registerSpa } from './spa';

export interface AppOptions {
  db: Db;
  /** Directory of the built client; omitted in API tests. */
  clientDir?: string;
  logLevel?: string;
  /** The external "Our Services" link written into the page. */
  servicesSiteUrl?: string;
  /** Resolves the signed-in user; guests only when omitted. */
  resolveViewer?: ViewerResolver;
}

/** Builds the whole app without listening, so tests can call it through app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent' },
    bodyLimit: 64 * 1024,
    disableRequestLogging: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerAccessControl(app, options.resolveViewer ?? (async () => null));

  const { db } = options;
  healthRoutes(app, db);
  serviceRoutes(app, db);
  countryRoutes(app, db);
  feeStructureRoutes(app, db);
  announcementRoutes(app, db);

  await registerSpa(app, options.clientDir, options.servicesSiteUrl);
  await app.ready();
  return app;
}
