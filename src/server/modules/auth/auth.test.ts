import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import { createTestApp } from '../../test/test-app';
import { TEST_PASSWORD, sessionCookieOf, signIn, signUp, uniqueEmail } from '../../test/auth-helpers';

const { app } = await createTestApp();

const whoAmI = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

describe('POST /api/auth/register', () => {
  it('creates a seller, signs them in and never returns the password hash', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: TEST_PASSWORD, firstName: 'Amal', lastName: '' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      user: {
        id: expect.any(String),
        email,
        firstName: 'Amal',
        lastName: null,
        role: 'user',
        createdAt: expect.any(String),
        updatedAt: null,
      },
      isAdmin: false,
    });
    const me = await whoAmI(sessionCookieOf(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('sets an HttpOnly, SameSite=Lax cookie on the whole site, not Secure over plain HTTP', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: TEST_PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 409 EMAIL_TAKEN for an email that already has an account', async () => {
    const { email } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['a role field', { role: 'admin' }],
    ['an id field', { id: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses unknown body fields (%s) with 400', async (_name, extra) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, ...extra },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['shorter than 8 characters', 'Ab3$xyz', 'VALIDATION_FAILED'],
    ['longer than 256 characters', 'x'.repeat(257), 'VALIDATION_FAILED'],
    ['on the common-password list', 'password1', 'WEAK_PASSWORD'],
    ['a common password in other case', 'PassWord1', 'WEAK_PASSWORD'],
  ])('refuses a password %s', async (_name, password, code) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('accepts a 256-character password', async () => {
    const password = 'Z9-'.repeat(85) + 'x';
    expect(password).toHaveLength(256);
    const { email } = await signUp(app, { password });
    await expect(signIn(app, email, password)).resolves.toMatchObject({ email });
  });
});

describe('POST /api/auth/login', () => {
  it('signs a seller in with { user, isAdmin: false }', async () => {
    const { email, user } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user, isAdmin: false });
  });

  it('gives an unknown email and a wrong password the same answer', async () => {
    const { email } = await signUp(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.1',
      payload: { email, password: 'Not-the-password-1' },
    });
    const unknownEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      payload: { email: uniqueEmail(), password: 'Not-the-password-1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('issues a new token at every sign-in and kills the cookie the browser had before', async () => {
    const { email, cookie: before } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: before },
      payload: { email, password: TEST_PASSWORD },
    });
    const after = sessionCookieOf(response);
    expect(after).not.toBe(before);
    expect((await whoAmI(before)).statusCode).toBe(401);
    expect((await whoAmI(after)).statusCode).toBe(200);
  });

  it('ignores a made-up cookie value (a planted token never becomes a session)', async () => {
    const planted = `${SESSION_COOKIE}=planted-by-an-attacker`;
    const { email } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie: planted }, payload: { email, password: TEST_PASSWORD } });
    expect((await whoAmI(planted)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('answers a guest with 401 and the error body', async () => {
    const response = await whoAmI();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('is never cached', async () => {
    const { cookie } = await signUp(app);
    expect((await whoAmI(cookie)).headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server: the old cookie gets 401 afterwards', async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: '', maxAge: 0 });
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('answers a guest with 200 too', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('signs out only this browser: the same account elsewhere stays signed in', async () => {
    const { email, cookie: first } = await signUp(app);
    const { cookie: second } = await signIn(app, email);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: second } });
    expect((await whoAmI(first)).statusCode).toBe(200);
  });
});
