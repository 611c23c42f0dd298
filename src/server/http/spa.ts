import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSessionToken } from '../auth/session-cookie';
import { AppError } from '../errors';
import { requestLanguage } from './request-language';
import { HTML_HEADERS } from './security-headers';
import { buildSpaPages } from './spa-pages';

/**
 * The offline service worker and the web app manifest (decision 0033) keep their address from release to release:
 * a browser must ask for them again each time (a 304 when unchanged), or a new release would wait for an old copy
 * to expire before the installed app saw it.
 */
const MUST_REVALIDATE = new Set(['sw.js', 'manifest.webmanifest']);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}


/** Brotli, else gzip, else none, as the request accepts (q-values are not weighed: browsers send both). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for every
 * other GET that is not under /api (history fallback). Unknown /api paths get the 404 error body.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | undefined,
  servicesSiteUrl = 'https://ribh.example/services',
): Promise<void> {
  const pageFor = clientDir
    ? buildSpaPages(clientDir, (html) => html.replaceAll('__SERVICES_SITE_URL__', escapeAttribute(servicesSiteUrl)))
    : undefined;
  if (clientDir && pageFor) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (MUST_REVALIDATE.has(path.basename(filePath))) {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    const pathname = request.url.split('?')[0] ?? '';
    if (isPage && pageFor && !path.extname(pathname)) {
      const page = pageFor(pathname, readSessionToken(request) === undefined ? 'guest' : 'unknown', requestLanguage(request));
      // A shared simulation's page is for whoever holds the link, never for a search engine.
      if (pathname.startsWith('/s/')) reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      const encoding = encodingFor(request);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .headers(HTML_HEADERS)
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-encoding, accept-language')
        .type('text/html; charset=utf-8')
        .send(encoding ? page[encoding] : page.raw);
    }
    throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
