import type { FastifyInstance, FastifySchema } from 'fastify';
import type { CatalogCache } from '../cache/catalog-cache';
import type { Access } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must declare one (deny by default; docs/product.md#security). */
    access?: Access;
    /** 'catalogue': guests are answered from the catalogue cache (decision 0003); the handler returns its answer. */
    cache?: 'catalogue';
    /** 'file': the body is a file's bytes (application/octet-stream), not JSON; the route sets its own bodyLimit. */
    upload?: 'file';
  }
}

/** One /api route as the app registered it: what it declares and what it validates. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  schema: FastifySchema;
  /** The route's own body limit when it differs from the app's. */
  bodyLimit?: number;
  cache?: 'catalogue';
}

const ACCESS_LEVELS: ReadonlySet<string> = new Set(['public', 'user', 'admin']);

// Each app's table, so tests generate the access matrix and hostile requests from it (no route forgotten).
const tables = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route of the app with what it declares (HEAD twins of GET routes left out). */
export function listApiRoutes(app: FastifyInstance): ApiRoute[] {
  return [...(tables.get(app) ?? [])];
}

/**
 * The one place a route's declarations take effect: a route without an access level is refused at
 * registration, a `cache: 'catalogue'` route gets the catalogue cache in front of its handler, and every
 * /api route is recorded. Registered in buildApp before the routes.
 */
export function registerRouteTable(app: FastifyInstance, catalog: CatalogCache): void {
  const table: ApiRoute[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    // Routes added by plugins for static files carry no config of ours.
    if (!route.url.startsWith('/api')) return;
    const { access, cache } = route.config ?? {};
    if (!ACCESS_LEVELS.has(access as string)) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access (public, user or admin).`);
    }
    if (cache === 'catalogue') route.handler = catalog.cachedHandler(route);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access: access as Access, schema: route.schema ?? {}, bodyLimit: route.bodyLimit, cache });
    }
  });
}
