import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { catalogVersion } from '../db/schema';
import { listCountries } from '../modules/countries/queries';
import { listFeeStructures, resolveFeeStructure } from '../modules/fee-structures/queries';
import { listServices } from '../modules/services/queries';
import { VersionedCache } from './versioned-cache';

/** How stale another process's view of the catalogue may be after a write elsewhere (docs/decisions). */
export const CATALOG_CHECK_INTERVAL_MS = 1000;

// A write to any of these (personal or default) drops this process's cache before its response is sent.
const CATALOG_WRITE_URL = /^\/api\/(admin\/)?(services|countries|fee-structures)(\/|$)/;
export const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_GUEST_URLS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Reference-data reads, cached for guests (DESIGN §7). */
    catalog: CatalogCache;
  }
}

/**
 * The default catalogue as JSON text, kept in process. Only guests' answers are cached: they are the
 * same for everyone. A signed-in seller's lists include their own rows, so they bypass the cache and
 * cost the one query they always did.
 */
export class CatalogCache {
  private readonly cache: VersionedCache<string>;
  /** The request URLs (path and query) that a guest was answered from the cache for, and their keys. */
  private readonly guestUrls = new Map<string, string>();

  constructor(
    private readonly db: Db,
    checkIntervalMs = CATALOG_CHECK_INTERVAL_MS,
  ) {
    this.cache = new VersionedCache<string>({
      checkIntervalMs,
      readVersion: async () => {
        const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
        return row?.version ?? 0;
      },
    });
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

  sendServices(request: FastifyRequest, reply: FastifyReply) {
    return this.send(request, reply, 'services', () => listServices(this.db, request.viewer));
  }

  sendCountries(request: FastifyRequest, reply: FastifyReply) {
    return this.send(request, reply, 'countries', () => listCountries(this.db, request.viewer));
  }

  sendFeeStructures(request: FastifyRequest, reply: FastifyReply) {
    return this.send(request, reply, 'fee-structures', () => listFeeStructures(this.db, request.viewer));
  }

  sendFeeResolution(request: FastifyRequest, reply: FastifyReply, countryId: string, serviceId: string | undefined) {
    return this.send(request, reply, `fees:${countryId}:${serviceId ?? ''}`, () =>
      resolveFeeStructure(this.db, request.viewer, countryId, serviceId),
    );
  }

  private async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
    if (request.viewer) return reply.type(JSON_TYPE).send(JSON.stringify(await load()));
    const json = await this.cache.get(key, async () => JSON.stringify(await load()));
    // Random query strings must not grow this without limit: past the bound it starts over.
    if (this.guestUrls.size >= MAX_GUEST_URLS) this.guestUrls.clear();
    this.guestUrls.set(request.url, key);
    // A string with a JSON content type goes out as it is: no serialization per request.
    return reply.type(JSON_TYPE).send(json);
  }
}

/**
 * Decorates the app with its catalogue cache and drops the cache after every catalogue write of this
 * process. Register before the routes: the hook is attached to the write routes only, so reads pay nothing.
 */
export function registerCatalogCache(app: FastifyInstance, db: Db, checkIntervalMs?: number): CatalogCache {
  const catalog = new CatalogCache(db, checkIntervalMs);
  app.decorate('catalog', catalog);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!CATALOG_WRITE_URL.test(route.url) || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const invalidate = (_request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (e: null, p: unknown) => void) => {
      catalog.invalidate();
      done(null, payload);
    };
    route.onSend = [...[route.onSend ?? []].flat(), invalidate] as typeof route.onSend;
  });
  return catalog;
}
