import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { TEST_PASSWORD, signUp, uniqueEmail } from '../test/auth-helpers';

const { app } = await createTestApp();

const register = (headers: Record<string, string>, payload: string | object = { email: uniqueEmail(), password: TEST_PASSWORD }) =>
  app.inject({ method: 'POST', url: '/api/auth/register', headers: { host: 'ribh.test', ...headers }, payload });

describe('unsafe requests from other sites', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin of another port', { origin: 'http://ribh.test:8080' }],
    ['a null Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('are refused with 403 CROSS_SITE_REQUEST: %s', async (_name, headers) => {
    const response = await register(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(response.cookies).toEqual([]);
  });

  it('refuses a cross-site sign-out, so another site cannot end a session', async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it.each([
    ['our own Origin', { origin: 'http://ribh.test', 'sec-fetch-site': 'same-origin' }],
    ['our own Origin over HTTPS behind a proxy', { origin: 'https://ribh.test' }],
    ['a typed-in navigation', { 'sec-fetch-site': 'none' }],
    ['neither header (curl, tests)', {}],
  ])('pass with %s', async (_name, headers) => {
    expect((await register(headers)).statusCode).toBe(201);
  });

  it('leaves safe methods alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/check', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('unsafe requests that are not JSON', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('are refused with 415 UNSUPPORTED_MEDIA_TYPE: %s', async (_name, contentType) => {
    const response = await register({ 'content-type': contentType }, `{"email":"${uniqueEmail()}","password":"${TEST_PASSWORD}"}`);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('accept JSON with a charset', async () => {
    const response = await register(
      { 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('allow a sign-out without any body', async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});
