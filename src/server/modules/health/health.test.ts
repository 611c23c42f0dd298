import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { createTestApp, NO_SHEDDING } from '../../test/test-app';

const { app, database } = await createTestApp();

// The same database, except that its health probe never comes back: a PostgreSQL that stalls
// (SIGSTOP, a network path that drops packets) rather than refusing.
let probes = 0;
const stalledDb = new Proxy(database.db, {
  get: (target, key, receiver) => {
    if (key !== 'execute') return Reflect.get(target, key, receiver);
    return () => {
      probes++;
      return new Promise(() => {});
    };
  },
}) as Db;
const stalled = await buildApp({ db: stalledDb, sharedDatabase: true, pressure: NO_SHEDDING });
afterAll(() => stalled.close());

describe('GET /api/health', () => {
  it('answers ok when the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  // The stalled probe never settles, so any answer at all is the probe's own bound giving up (how soon is the
  // bound's constant, not something a loaded machine can time).
  it('answers 503 while the database stalls, however many checks come', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => stalled.inject({ method: 'GET', url: '/api/health' })));
    // The checks shared one probe instead of each holding another connection of the stalled pool.
    expect(probes).toBe(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: expect.any(String), code: 'UNAVAILABLE' });
      expect(answer.headers['retry-after']).toBeTruthy();
    }
  });

  it('answers an unknown /api path with 404 and the error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });
});
