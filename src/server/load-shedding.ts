import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Beyond this many API requests in flight, new ones are refused at once. Each waiting request is
 * queued behind the database; an unbounded queue turns overload into hangs for everyone, a bounded
 * one answers the excess with 503 + Retry-After and keeps the rest fast (DESIGN §4: 503 overloaded).
 */
export const DEFAULT_MAX_IN_FLIGHT = 100;

const counted = new WeakSet<FastifyRequest>();

export function registerLoadShedding(app: FastifyInstance, maxInFlight = DEFAULT_MAX_IN_FLIGHT): void {
  let inFlight = 0;
  const release = (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    // Health checks stay answerable so a load balancer can tell "busy" from "dead".
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return done();
    if (inFlight >= maxInFlight) {
      return done(
        new AppError('UNAVAILABLE', 'The server is busy. Please try again in a moment.', {
          headers: { 'retry-after': '1' },
        }),
      );
    }
    inFlight++;
    counted.add(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
}
