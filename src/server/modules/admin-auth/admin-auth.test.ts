import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { TEST_PASSWORD, createAdmin, sessionCookieOf, signUp, uniqueEmail } from '../../test/auth-helpers';
import { ADMIN_EXISTS_MESSAGE } from './routes';

const adminRegister = (app: Awaited<ReturnType<typeof createTestApp>>['app'], payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/admin/register', payload, headers: cookie ? { cookie } : {} });

describe('first administrator', () => {
  it('of twenty concurrent registrations on an empty database, exactly one succeeds', async () => {
    const { app } = await createTestApp();
    // From twenty addresses: one address's registration budget (decision 0007) is not what this test is about.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/admin/register', remoteAddress: `192.0.2.${i + 1}`, payload: { email: uniqueEmail('first'), password: TEST_PASSWORD } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    const users = await app.inject({ method: 'GET', url: '/api/admin/bootstrap' });
    expect(users.json()).toEqual({ adminExists: true });
  });

  it('bootstraps, signs the new admin in, then closes for everyone else', async () => {
    const { app } = await createTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/admin/bootstrap' })).json()).toEqual({ adminExists: false });

    const email = uniqueEmail('first');
    const created = await adminRegister(app, { email, password: TEST_PASSWORD });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ user: { email, role: 'admin' }, isAdmin: true });
    const cookie = sessionCookieOf(created);
    const check = await app.inject({ method: 'GET', url: '/api/admin/check', headers: { cookie } });
    expect(check.json()).toEqual({ isAdmin: true });
    expect((await app.inject({ method: 'GET', url: '/api/admin/bootstrap' })).json()).toEqual({ adminExists: true });

    const guest = await adminRegister(app, { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toEqual({ code: 'ADMIN_EXISTS', message: ADMIN_EXISTS_MESSAGE });

    const seller = await signUp(app);
    const bySeller = await adminRegister(app, { email: uniqueEmail(), password: TEST_PASSWORD }, seller.cookie);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json()).toMatchObject({ code: 'ADMIN_EXISTS' });
  });
});

// Every case below signs its own administrator in and reads nothing else of the database: one app serves them all.
const { app, database } = await createTestApp();

describe('POST /api/admin/register with an administrator signed in', () => {

  it('creates another admin without switching the caller’s session', async () => {
    const admin = await createAdmin(app, database.db);
    const email = uniqueEmail('second');
    const response = await adminRegister(app, { email, password: TEST_PASSWORD }, admin.cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ user: { email, role: 'admin' }, isAdmin: true });
    expect(response.headers['set-cookie']).toBeUndefined();
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: admin.cookie } });
    expect(me.json()).toMatchObject({ email: admin.email });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    expect(login.json()).toMatchObject({ isAdmin: true });
  });

  it('answers 409 EMAIL_TAKEN for an existing account’s email', async () => {
    const admin = await createAdmin(app, database.db);
    const seller = await signUp(app);
    const response = await adminRegister(app, { email: seller.email, password: TEST_PASSWORD }, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('refuses unknown fields and common passwords', async () => {
    const admin = await createAdmin(app, database.db);
    const extra = await adminRegister(app, { email: uniqueEmail(), password: TEST_PASSWORD, role: 'admin' }, admin.cookie);
    expect(extra.statusCode).toBe(400);
    const weak = await adminRegister(app, { email: uniqueEmail(), password: 'qwertyuiop' }, admin.cookie);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
  });
});

describe('GET /api/admin/check and /api/admin/logout', () => {

  it('answers 200 { isAdmin: false } to guests and sellers', async () => {
    const seller = await signUp(app);
    for (const headers of [{}, { cookie: seller.cookie }]) {
      const response = await app.inject({ method: 'GET', url: '/api/admin/check', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isAdmin: false });
    }
  });

  it('POST /api/admin/logout revokes the session and clears the cookie', async () => {
    const admin = await createAdmin(app, database.db);
    const response = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['set-cookie']).toMatch(/Max-Age=0/);
    const check = await app.inject({ method: 'GET', url: '/api/admin/check', headers: { cookie: admin.cookie } });
    expect(check.json()).toEqual({ isAdmin: false });
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: admin.cookie } })).statusCode).toBe(401);
  });

  it('GET /api/admin/logout signs nobody out (a cross-site link cannot): it leads to the dashboard, the session lives on', async () => {
    const admin = await createAdmin(app, database.db);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/logout',
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin');
    expect(response.headers['set-cookie']).toBeUndefined();
    const check = await app.inject({ method: 'GET', url: '/api/admin/check', headers: { cookie: admin.cookie } });
    expect(check.json()).toEqual({ isAdmin: true });
  });

  it('refuses a cross-site POST /api/admin/logout', async () => {
    const admin = await createAdmin(app, database.db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const check = await app.inject({ method: 'GET', url: '/api/admin/check', headers: { cookie: admin.cookie } });
    expect(check.json()).toEqual({ isAdmin: true });
  });
});
