import type { FastifyInstance } from 'fastify';

// Constant headers, built once rather than per response (helmet is not used: docs/decisions/0041).
export const EVERY_RESPONSE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/** Only HTML documents need the page policies. */
export const HTML_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Over HTTPS only (docs/product.md#security): browsers ignore it over plain HTTP, and a laptop on http://localhost
 * must not be told to insist on HTTPS. One year, without includeSubDomains: other hosts of the
 * operator's domain may not serve HTTPS.
 */
export const HTTPS_ONLY = { 'strict-transport-security': 'max-age=31536000' };

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(EVERY_RESPONSE);
    // request.protocol believes X-Forwarded-Proto only from a TRUST_PROXY peer.
    if (request.protocol === 'https') reply.headers(HTTPS_ONLY);
    done();
  });
}

/**
 * An answer for a signed-in viewer holds their own rows (their simulations, their catalogue, their
 * account): neither the browser's cache nor a shared one may keep it. Guests' catalogue reads are the
 * same for everyone and stay cacheable. Register after access control, which resolves the viewer.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.viewer) reply.header('cache-control', 'private, no-store');
    done();
  });
}
