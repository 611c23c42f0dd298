import type { FastifyInstance, FastifySchema } from 'fastify';

// The schemas each /api route validates with, keyed like the access route table (`listApiRoutes`),
// so the hostile-input suite can generate valid and invalid requests for routes added later.
const schemasByApp = new WeakMap<FastifyInstance, Map<string, FastifySchema>>();

export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

/** Records every /api route's schema; registered in buildApp before the routes. */
export function registerRouteSchemaTable(app: FastifyInstance): void {
  const table = new Map<string, FastifySchema>();
  schemasByApp.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) table.set(routeKey(method, route.url), route.schema ?? {});
  });
}

export function routeSchemaOf(app: FastifyInstance, method: string, url: string): FastifySchema {
  return schemasByApp.get(app)?.get(routeKey(method, url)) ?? {};
}
