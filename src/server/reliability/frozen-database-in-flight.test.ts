import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, NO_SHEDDING } from '../test/test-app';

// A request already under way when the database freezes (its session lookup, then its queries, each waiting
// for the database) answers 503 within the request bound the server is given, not one timeout per query.
const HANDLER_TIMEOUT_MS = 400;
const database = await createTestDatabase();
let frozen = false;
const app = await buildApp({
  db: database.db,
  pressure: NO_SHEDDING,
  handlerTimeoutMs: HANDLER_TIMEOUT_MS,
  // The session lookup stands for the first query a frozen database never answers.
  resolveViewer: () => (frozen ? new Promise(() => {}) : Promise.resolve(null)),
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('requests in flight when the database freezes', () => {
  it('answer 503 with Retry-After and the error body once the request bound passes', async () => {
    frozen = true;
    const answer = await app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie: 'ribh_session=x' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('leave a request that is not waiting on the database alone', async () => {
    frozen = false;
    // An unknown API path is answered without a query: its answer cannot depend on how fast the database is (the
    // health check asks the database, and on a starved machine PostgreSQL's answer alone can pass the 400 ms bound).
    const answer = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
