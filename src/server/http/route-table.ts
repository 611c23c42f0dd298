import type { FastifyInstance, FastifySchema } from 'fastify';

// What each /api route validates and accepts, keyed like the access route table (`listApiRoutes`),
// so the hostile-input suite can generate valid and invalid requests for routes added later.
export interface RouteInput {
  schema: FastifySchema;
  /** The route's own body limit when it differs from the app's. */
  bodyLimit?: number;
}

const tables = new WeakMap<FastifyInstance, Map<string, RouteInput>>();

export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

/** Records every /api route's schema and body limit; registered in buildApp before the routes. */
export function registerRouteSchemaTable(app: FastifyInstance): void {
  const table = new Map<string, RouteInput>();
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) {
      table.set(routeKey(method, route.url), { schema: route.schema ?? {}, bodyLimit: route.bodyLimit });
    }
  });
}

export function routeInputOf(app: FastifyInstance, method: string, url: string): RouteInput {
  return tables.get(app)?.get(routeKey(method, url)) ?? { schema: {} };
}
