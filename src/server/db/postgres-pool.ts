import pg from 'pg';

export interface PostgresPoolOptions {
  url: string;
  poolSize: number;
  /** How long a connect, a wait for a free connection, or one statement may take before it fails (503). */
  timeoutMs: number;
}

/** Extra time the client waits past statement_timeout, so a live server's own cancel (57014) comes first. */
const CLIENT_GRACE_MS = 500;

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * A client whose connection is destroyed when a query gets no answer in time. pg's query_timeout
 * rejects the query but keeps the connection, with the stalled query still first in line; inside a
 * transaction Drizzle then releases it to the pool without an error, and the next request would queue
 * behind the stall, or, once the server answers again, run inside the abandoned transaction.
 */
class StallSafeClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const dropIfStalled = (error: unknown) => {
      if ((error as Error | undefined)?.message === 'Query read timeout') this.connection.stream.destroy();
    };
    this.query = ((...args: unknown[]) => {
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as Callback;
        args[last] = (error: Error | null, result?: unknown) => {
          if (error) dropIfStalled(error);
          callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject((dropIfStalled(error), error)));
      return result;
    }) as typeof this.query;
  }
}

/**
 * The pool behind Drizzle. Every wait is bounded, so a stalled server (one that accepts connections
 * but never answers) gives 503 within about `timeoutMs` instead of hanging the request.
 */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    Client: StallSafeClient,
    connectionString: options.url,
    max: options.poolSize,
    // Covers both opening a connection and waiting for a free one when all are busy or stuck.
    connectionTimeoutMillis: options.timeoutMs,
    // The server cancels a slow statement itself and the connection stays usable...
    statement_timeout: options.timeoutMs,
    // ...and the client gives up on a server that does not answer at all (the connection is dropped).
    query_timeout: options.timeoutMs + CLIENT_GRACE_MS,
    // A transaction left open by a crashed request never holds row locks for long.
    idle_in_transaction_session_timeout: options.timeoutMs * 2,
  });
  // A client losing its server (a PostgreSQL restart) must not crash the process: the pool covers
  // idle clients, and each client gets its own listener for while it is checked out (a transaction
  // between two queries). Its next query fails, the request answers 503, and the pool drops it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
