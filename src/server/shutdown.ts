import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// DESIGN §8: SIGTERM drains. While draining, requests already running finish; a new request (a
// keep-alive connection, or one that reached us before the load balancer noticed) gets 503 with
// `Connection: close`, so the client retries on another process instead of waiting.

const stopping = new WeakSet<FastifyInstance>();

/** Registers the shutdown gate; must run before the routes' own hooks (it answers before any DB work). */
export function registerShutdownGate(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    if (!stopping.has(app)) return done();
    reply.header('connection', 'close');
    done(
      new AppError('UNAVAILABLE', 'The server is restarting. Please try again.', {
        headers: { 'retry-after': '1', connection: 'close' },
      }),
    );
  });
  // Responses of requests that were in flight when the drain began close their connection too,
  // so no idle keep-alive connection holds the server open.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (stopping.has(app)) reply.header('connection', 'close');
    done();
  });
}

export function isShuttingDown(app: FastifyInstance): boolean {
  return stopping.has(app);
}

export interface DrainOptions {
  /** Longest wait for in-flight requests before connections are cut. */
  graceMs?: number;
  closeDatabase: () => Promise<void>;
  log?: (message: string) => void;
}

/**
 * Stops taking work, waits for in-flight requests (at most graceMs), then closes the database.
 * Resolves once everything is closed; the caller exits.
 */
export async function drain(app: FastifyInstance, options: DrainOptions): Promise<void> {
  stopping.add(app);
  const graceMs = options.graceMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
    timer.unref();
  });
  // app.close() stops listening and resolves when every connection has ended.
  const closing = app.close();
  const outcome = await Promise.race([closing.then(() => 'drained' as const), timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    options.log?.(`requests still running after ${graceMs} ms; closing their connections`);
    app.server.closeAllConnections();
    await closing;
  }
  await options.closeDatabase();
}
