import type { FastifyInstance } from 'fastify';
import { Refusal } from './refusal';

// SIGTERM drains. While draining, the server keeps listening but answers every new
// request with 503 and `Connection: close` (a load balancer's health check fails and clients retry
// elsewhere at once); requests already running finish; then the listener and the database close.

interface GateState {
  stopping: boolean;
  inFlight: number;
  idle: (() => void)[];
}

const gates = new WeakMap<FastifyInstance, GateState>();

/** Registers the shutdown gate; must run before the routes' own hooks (it answers before any DB work). */
export function registerShutdownGate(app: FastifyInstance): void {
  const state: GateState = { stopping: false, inFlight: 0, idle: [] };
  gates.set(app, state);
  const release = () => {
    state.inFlight--;
    if (state.inFlight === 0) state.idle.splice(0).forEach((resolve) => resolve());
  };
  app.addHook('onRequest', (_request, reply, done) => {
    if (state.stopping) {
      reply.header('connection', 'close');
      return done(new Refusal('draining', 'The server is restarting. Please try again.', { 'retry-after': '1', connection: 'close' }));
    }
    state.inFlight++;
    // Released on the raw response's close, which Node emits for every response, sent or not. Fastify's
    // onResponse and onRequestAbort never run for a request Node drops itself (a body longer than its
    // Content-Length, for one), and a counter released only there leaked.
    reply.raw.once('close', release);
    done();
  });
  // Responses of requests that were in flight when the drain began close their connection too,
  // so no idle keep-alive connection holds the server open.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (state.stopping) reply.header('connection', 'close');
    done();
  });
}

/** Requests the app is answering now (work in the background, such as an import's, is not a request). */
export function requestsInFlight(app: FastifyInstance): number {
  return gates.get(app)?.inFlight ?? 0;
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
