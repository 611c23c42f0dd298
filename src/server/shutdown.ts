import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

// DESIGN §8: SIGTERM drains. While draining, the server keeps listening but answers every new
// request with 503 and `Connection: close` (a load balancer's health check fails and clients retry
// elsewhere at once); requests already running finish; then the listener and the database close.

interface GateState {
  stopping: boolean;
  inFlight: number;
  counted: WeakSet<FastifyRequest>;
  idle: (() => void)[];
}

const gates = new WeakMap<FastifyInstance, GateState>();

/** Registers the shutdown gate; must run before the routes' own hooks (it answers before any DB work). */
export function registerShutdownGate(app: FastifyInstance): void {
  const state: GateState = { stopping: false, inFlight: 0, counted: new WeakSet(), idle: [] };
  gates.set(app, state);
  const release = (request: FastifyRequest) => {
    if (!state.counted.delete(request)) return;
    state.inFlight--;
    if (state.inFlight === 0) state.idle.splice(0).forEach((resolve) => resolve());
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (state.stopping) {
      reply.header('connection', 'close');
      return done(
        new AppError('UNAVAILABLE', 'The server is restarting. Please try again.', {
          headers: { 'retry-after': '1', connection: 'close' },
        }),
      );
    }
    state.inFlight++;
    state.counted.add(request);
    done();
  });
  // Responses of requests that were in flight when the drain began close their connection too,
  // so no idle keep-alive connection holds the server open.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (state.stopping) reply.header('connection', 'close');
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

export function isShuttingDown(app: FastifyInstance): boolean {
  return gates.get(app)?.stopping ?? false;
}

export interface DrainOptions {
  /** Longest wait for in-flight requests before their connections are cut. */
  graceMs?: number;
  closeDatabase: () => Promise<void>;
  log?: (message: string) => void;
}

/**
 * Stops taking work, waits for in-flight requests (at most graceMs), closes the listener, then the
 * database. Resolves once everything is closed; the caller exits.
 */
export async function drain(app: FastifyInstance, options: DrainOptions): Promise<void> {
  const state = gates.get(app);
  const graceMs = options.graceMs ?? 10_000;
  if (state) {
    state.stopping = true;
    if (state.inFlight > 0) {
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        new Promise<boolean>((resolve) => state.idle.push(() => resolve(true))),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!drained) options.log?.(`${state.inFlight} requests still running after ${graceMs} ms; closing their connections`);
    }
  }
  // Everything left is idle (or past the grace period): close the listener and every connection.
  app.server.closeAllConnections();
  await app.close();
  await options.closeDatabase();
}
