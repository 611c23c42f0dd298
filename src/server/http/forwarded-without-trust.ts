import type { FastifyInstance } from 'fastify';

export const FORWARDED_WARNING_INTERVAL_MS = 60 * 60_000;

const MESSAGE =
  'X-Forwarded-For arrives but TRUST_PROXY is not set: every client is seen as the proxy, so the sign-in and ' +
  'registration throttles count all of them as one address (and can lock everyone out). Set TRUST_PROXY to the proxy’s address.';

/**
 * Warns when requests carry X-Forwarded-For while no proxy is trusted: a deployment behind a reverse proxy
 * that forgot TRUST_PROXY. The first such request after start-up is warned about at once; later ones at most
 * once an hour, with how many arrived since, so the log says it without a line per request.
 */
export function registerForwardedWithoutTrustWarning(app: FastifyInstance, now: () => Date, intervalMs = FORWARDED_WARNING_INTERVAL_MS): void {
  let lastWarnedMs = Number.NEGATIVE_INFINITY;
  let since = 0;
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers['x-forwarded-for'] !== undefined) {
      since += 1;
      const at = now().getTime();
      if (at - lastWarnedMs >= intervalMs) {
        app.log.warn({ forwardedRequests: since }, MESSAGE);
        lastWarnedMs = at;
        since = 0;
      }
    }
    done();
  });
}
