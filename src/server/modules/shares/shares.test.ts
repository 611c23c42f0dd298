import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { shareLinks } from '../../db/schema';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestDatabase, NO_SHEDDING, TEST_DATABASE_TIMEOUT_MS } from '../../test/test-app';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// Read-only share links. Two apps on one database stand for two server processes: on
// PostgreSQL each has its own pool (as separate processes would), on PGlite they share the one database.
const database = await createTestDatabase();
const second = database.url ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2, timeoutMs: TEST_DATABASE_TIMEOUT_MS }) : undefined;
const app = await buildApp({ db: database.db, pressure: NO_SHEDDING, sharedDatabase: true });
const otherProcess = await buildApp({ db: (second ?? database).db, pressure: NO_SHEDDING, sharedDatabase: true });
afterAll(async () => {
  await otherProcess.close();
  await app.close();
  await second?.close();
  await database.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (seller: SignedIn | null, method: Method, url: string, target = app) =>
  target.inject({ method, url, headers: seller ? { cookie: seller.cookie } : {} });

async function plan(seller: SignedIn): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload: { ...PLAN_EXAMPLE, name: 'Shared plan', note: 'for my partner' } });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('share links', () => {
  it('shows the simulation to anyone with the link, read-only, noindex, without the owner', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const created = await call(owner, 'POST', `/api/simulations/${id}/shares`);
    expect(created.statusCode, created.body).toBe(201);
    const { token, id: linkId, hint } = created.json();
    // 32 random bytes: 256 bits, URL-safe.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hint).toBe(token.slice(-4));

    const shared = await call(null, 'GET', `/api/shared/${token}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(shared.json().simulation).toMatchObject({ name: 'Shared plan', adsCost: PLAN_EXAMPLE.adsCost });
    // The private note, the plan's id and its dates stay with the owner.
    expect(shared.body).not.toContain('for my partner');
    expect(shared.body).not.toContain(id);
    expect(shared.body).not.toContain(owner.email);
    expect(shared.body).not.toContain(owner.user.id);
    // Only the hash is kept.
    const stored = await database.db.select().from(shareLinks);
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await call(owner, 'GET', `/api/simulations/${id}/shares`);
    expect(listed.json()).toEqual([{ id: linkId, simulationId: id, hint, createdAt: expect.any(String) }]);
    expect(listed.body).not.toContain(token);
  });

  it('a revoked link answers 404 at once, on the other process too', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const { token, id: linkId } = (await call(owner, 'POST', `/api/simulations/${id}/shares`)).json();
    expect((await call(null, 'GET', `/api/shared/${token}`, otherProcess)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/shared/${token}`)).statusCode).toBe(200);

    expect((await call(owner, 'DELETE', `/api/shares/${linkId}`)).statusCode).toBe(204);
    for (const target of [app, otherProcess]) {
      const gone = await call(null, 'GET', `/api/shared/${token}`, target);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'This link does not exist or was revoked.', code: 'NOT_FOUND' });
    }
    expect((await call(owner, 'GET', `/api/simulations/${id}/shares`)).json()).toEqual([]);
  });

  it('dies with its simulation', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const { token } = (await call(owner, 'POST', `/api/simulations/${id}/shares`)).json();
    expect((await call(owner, 'DELETE', `/api/simulations/${id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/shared/${token}`, otherProcess)).statusCode).toBe(404);
  });
});

describe("another seller's links (IDOR)", () => {
  it('cannot create, list or revoke them: "not found", and the link stays alive', async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const id = await plan(owner);
    const { token, id: linkId } = (await call(owner, 'POST', `/api/simulations/${id}/shares`)).json();
    for (const [method, url] of [
      ['POST', `/api/simulations/${id}/shares`],
      ['GET', `/api/simulations/${id}/shares`],
      ['DELETE', `/api/shares/${linkId}`],
    ] as const) {
      const response = await call(other, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await call(null, 'GET', `/api/shared/${token}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/simulations/${id}/shares`)).json()).toHaveLength(1);
  });

  it('refuses guests on the owner routes (401)', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const { id: linkId } = (await call(owner, 'POST', `/api/simulations/${id}/shares`)).json();
    for (const [method, url] of [
      ['POST', `/api/simulations/${id}/shares`],
      ['GET', `/api/simulations/${id}/shares`],
      ['DELETE', `/api/shares/${linkId}`],
    ] as const) {
      expect((await call(null, method, url)).statusCode).toBe(401);
    }
  });
});

describe('hostile tokens', () => {
  it.each([
    ['a guess of the right shape', 'A'.repeat(43)],
    ['a short token', 'abc'],
    ['a token with SQL', "x'%20or%20'1'='1"],
    ['an encoded slash', '..%2F..%2Fapi%2Fhealth'],
    ['a hash of a token instead of the token', 'a'.repeat(64)],
  ])('answers %s with 404 and the error body', async (_case, token) => {
    const response = await call(null, 'GET', `/api/shared/${token}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('refuses a token longer than any link (400) and a NUL in it (400)', async () => {
    expect((await call(null, 'GET', `/api/shared/${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/shared/a%00b')).statusCode).toBe(400);
  });
});
