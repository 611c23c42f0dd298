import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { JSON_TYPE, type CatalogCache } from '../cache/catalog-cache';
import { originForm } from './request-target';
import { EVERY_RESPONSE, HTTPS_ONLY } from './security-headers';
import { connectionsCheckingIntervalMs, type ServerLimits } from './server-limits';

/**
 * Reference reads by guests are the busiest requests (every page of every visitor) and their answers
 * are the same for everyone. Once the app has answered a URL for a guest and the catalogue cache vouches
 * for it without a database read, the next guest asking for that URL gets the same bytes and headers
 * straight from the HTTP server, before routing and hooks (docs/product.md#performance-budgets: reference reads at half a bare
 * server's rate or better). Anything else takes the full route: other methods, any session cookie
 * (a seller's lists hold their own rows), a stale or unknown URL, and every request once shutdown begins.
 */
export interface GuestFastPath {
  /** Set once the app exists; until then every request takes the full route. */
  catalog?: CatalogCache;
  stopping: () => boolean;
  /** HTTPS by the same rule as Fastify's request.protocol (TRUST_PROXY), for the HSTS header. */
  isHttps?: (request: IncomingMessage) => boolean;
}

interface PreparedAnswer {
  body: Buffer;
  headers: Record<string, string>;
  httpsHeaders: Record<string, string>;
}

// The bytes and headers of each cached answer, made once: the cache hands out the same string until a
// write replaces it, and a string keeps its hash, so the lookup is cheap.
const prepared = new Map<string, PreparedAnswer>();
const MAX_PREPARED = 100;

function prepare(json: string): PreparedAnswer {
  let answer = prepared.get(json);
  if (answer) return answer;
  if (prepared.size >= MAX_PREPARED) prepared.clear();
  const body = Buffer.from(json);
  const headers = { ...EVERY_RESPONSE, 'content-type': JSON_TYPE, 'content-length': String(body.length) };
  answer = { body, headers, httpsHeaders: { ...headers, ...HTTPS_ONLY } };
  prepared.set(json, answer);
  return answer;
}

export function answerFromCache(path: GuestFastPath, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || !path.catalog || request.headers.cookie?.includes(SESSION_COOKIE) || path.stopping()) return false;
  const json = path.catalog.guestAnswer(request.url ?? '');
  if (json === undefined) return false;
  const { body, headers, httpsHeaders } = prepare(json);
  response.writeHead(200, path.isHttps?.(request) ? httpsHeaders : headers).end(body);
  return true;
}

/**
 * Fastify's own HTTP/1 server, with the fast path in front of its handler, every request target in
 * origin form before anything looks at it, and the limits on slow clients (server-limits.ts).
 */
export function guestFastPathServer(path: GuestFastPath, limits: ServerLimits): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as { http?: object };
    const server: Server = createServer(
      {
        ...options.http,
        // Node refuses a headers timeout longer than the request timeout.
        headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: connectionsCheckingIntervalMs(limits),
      },
      (request, response) => {
        if (request.url && request.url[0] !== '/') request.url = originForm(request.url);
        if (!answerFromCache(path, request, response)) handler(request, response);
      },
    );
    server.keepAliveTimeout = limits.keepAliveTimeoutMs;
    server.maxConnections = limits.maxConnections;
    return server;
  };
}
