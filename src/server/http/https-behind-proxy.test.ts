import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { TEST_PASSWORD, uniqueEmail } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';

// A TLS-terminating proxy at 10.0.0.5 tells Ribh the scheme in X-Forwarded-Proto (docs/product.md#security).
const PROXY = '10.0.0.5';
const HSTS = 'max-age=31536000';

const behindProxy = await createTestApp({ trustProxy: { addresses: [PROXY] } });
const trustingNobody = await createTestApp();
type App = typeof behindProxy.app;

const register = (app: App, remoteAddress: string, proto?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    headers: proto ? { 'x-forwarded-proto': proto } : {},
    payload: { email: uniqueEmail(), password: TEST_PASSWORD },
  });
const sessionCookie = (response: Awaited<ReturnType<typeof register>>) => response.cookies.find((c) => c.name === SESSION_COOKIE);

describe('behind a trusted proxy that says https', () => {
  it('marks the session cookie Secure on registration, sign-in and sign-out', async () => {
    const registered = await register(behindProxy.app, PROXY, 'https');
    expect(registered.statusCode).toBe(201);
    expect(sessionCookie(registered)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const { email } = registered.json().user as { email: string };
    const signedIn = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(sessionCookie(signedIn)?.secure).toBe(true);
    const signedOut = await behindProxy.app.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } });
    expect(sessionCookie(signedOut)).toMatchObject({ secure: true, maxAge: 0 });
  });

  it('sends Strict-Transport-Security on answers and on errors', async () => {
    for (const request of [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/auth/user' },
      { method: 'GET', url: '/api/no-such-route' },
    ] as const) {
      const response = await behindProxy.app.inject({ ...request, remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security'], `${request.url} → ${response.statusCode}`).toBe(HSTS);
    }
  });
});

describe('no Secure cookie and no HSTS', () => {
  it('when the proxy says http', async () => {
    const response = await register(behindProxy.app, PROXY, 'http');
    expect(sessionCookie(response)?.secure).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('when X-Forwarded-Proto comes from a peer that is not the trusted proxy', async () => {
    const response = await register(behindProxy.app, '192.0.2.9', 'https');
    expect(response.statusCode).toBe(201);
    expect(sessionCookie(response)?.secure).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('when TRUST_PROXY is unset, whatever X-Forwarded-Proto says', async () => {
    const response = await register(trustingNobody.app, PROXY, 'https');
    expect(response.statusCode).toBe(201);
    expect(sessionCookie(response)?.secure).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('over real HTTP, through the guest fast path too', async () => {
  // Loopback is the proxy here: the test's own requests come from 127.0.0.1.
  const { app } = await createTestApp({ trustProxy: { addresses: ['127.0.0.1'] } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const get = (proto?: string) => fetch(`${base}/api/services`, { headers: proto ? { 'x-forwarded-proto': proto } : {} });

  it('sends HSTS on the routed answer and on the cached one after it, only when the proxy says https', async () => {
    const routed = await get('https'); // full route: fills the guest cache
    const cached = await get('https'); // answered before routing
    expect([routed.status, cached.status]).toEqual([200, 200]);
    expect(routed.headers.get('strict-transport-security')).toBe(HSTS);
    expect(cached.headers.get('strict-transport-security')).toBe(HSTS);
    expect((await get('http')).headers.get('strict-transport-security')).toBeNull();
    expect((await get()).headers.get('strict-transport-security')).toBeNull();
  });
});
