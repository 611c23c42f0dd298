import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { onCatalogWrite, readCatalogVersion } from '../db/catalog-version';
import type { Db } from '../db/client';
import { VersionedCache } from './versioned-cache';

/** How stale another process's view of the catalogue may be after a write elsewhere (docs/decisions). */
export const CATALOG_CHECK_INTERVAL_MS = 1000;

export const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_GUEST_URLS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Reference-data reads, cached for guests (docs/product.md#performance-budgets). */
    catalog: CatalogCache;
  }
}

function isPageRequest(query: unknown): boolean {
  return typeof query === 'object' && query !== null && ('limit' in query || 'cursor' in query);
}

/**
 * The default catalogue as JSON text, kept in process. Only guests' answers are cached: they are the
 * same for everyone. A signed-in seller's lists include their own rows, so they bypass the cache and
 * cost the one query they always did. The routes hand their loaders in (`cache: 'catalogue'` in the
 * route table); a catalogue write through the same database handle empties it (`writeCatalog`).
 */
export class CatalogCache {
  private readonly cache: VersionedCache<string>;
  /** The request URLs (path and query) that a guest was answered from the cache for, and their keys. */
  private readonly guestUrls = new Map<string, string>();

  constructor(db: Db, checkIntervalMs = CATALOG_CHECK_INTERVAL_MS) {
    this.cache = new VersionedCache<string>({ checkIntervalMs, readVersion: () => readCatalogVersion(db) });
  }

  invalidate(): void {
    this.cache.invalidate();
  }

  /**
   * The JSON a guest gets for exactly this URL, when the app has answered it before and the answer is
   * known fresh without a database read; otherwise undefined and the request takes the full route.
   */
  guestAnswer(url: string): string | undefined {
    const key = this.guestUrls.get(url);
    return key === undefined ? undefined : this.cache.peek(key);
  }

  /**
   * The route's handler, answering guests from the cache. The handler returns its answer (it does not
   * send it); the key is the route with its validated parameters, so a query string the route does not
   * read cannot make another entry.
   */
  cachedHandler(route: RouteOptions): RouteHandlerMethod {
    const load = route.handler;
    const readsQuery = route.schema?.querystring !== undefined;
    return async (request, reply) => {
      const answer = async () => load.call(request.server, request, reply);
      // A page of a list (decision 0031) answers its next cursor in a header, which the cache does not keep.
      if (request.viewer || isPageRequest(request.query)) return reply.type(JSON_TYPE).send(JSON.stringify(await answer()));
      const key = `${route.url} ${JSON.stringify(request.params)}${readsQuery ? ` ${JSON.stringify(request.query)}` : ''}`;
      return this.sendToGuest(request, reply, key, answer);
    };
  }

  private async sendToGuest(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
    const json = await this.cache.get(key, async () => JSON.stringify(await load()));
    // Random query strings must not grow this without limit: past the bound it starts over.
    if (this.guestUrls.size >= MAX_GUEST_URLS) this.guestUrls.clear();
    this.guestUrls.set(request.url, key);
    // A string with a JSON content type goes out as it is: no serialization per request.
    return reply.type(JSON_TYPE).send(json);
  }
}

/**
 * Decorates the app with its catalogue cache, emptied by every catalogue write of this process through
 * `db` (and by the shared version for other processes' writes).
 */
export function registerCatalogCache(app: FastifyInstance, db: Db, checkIntervalMs?: number): CatalogCache {
  const catalog = new CatalogCache(db, checkIntervalMs);
  app.decorate('catalog', catalog);
  const stopListening = onCatalogWrite(db, () => catalog.invalidate());
  app.addHook('onClose', async () => stopListening());
  return catalog;
}
