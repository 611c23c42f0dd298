import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { TEST_PASSWORD, signUp, uniqueEmail } from '../test/auth-helpers';
import { DEFAULT_REGISTRATIONS_PER_HOUR } from './registration-throttle';
import { ADDRESS_FAILURE_LIMIT } from './sign-in-throttle';

// The proxy is 10.0.0.5; clients reach Ribh through it, and it appends their address to X-Forwarded-For.
const PROXY = '10.0.0.5';
const WRONG = 'Wrong-password-1';

const behindProxy = await createTestApp({ trustProxy: { addresses: [PROXY] } });
const byHops = await createTestApp({ trustProxy: { hops: 1 } });
const trustingNobody = await createTestApp();

type App = typeof behindProxy.app;
const login = (app: App, email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password },
  });

/** One address's whole budget of failures across accounts. */
async function failFromAddress(app: App, remoteAddress: string, forwardedFor?: (i: number) => string) {
  for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
    expect((await login(app, uniqueEmail(), WRONG, remoteAddress, forwardedFor?.(i))).statusCode).toBe(401);
  }
}

describe('with TRUST_PROXY naming the proxy', () => {
  it("keys the throttle on each client, not the proxy: one client's failures leave the others signing in", async () => {
    const { email } = await signUp(behindProxy.app);
    await failFromAddress(behindProxy.app, PROXY, () => '203.0.113.7');
    expect((await login(behindProxy.app, email, TEST_PASSWORD, PROXY, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(behindProxy.app, email, TEST_PASSWORD, PROXY, '203.0.113.8')).statusCode).toBe(200);
  });

  it('takes the address the proxy appended, so a client cannot escape by writing its own X-Forwarded-For', async () => {
    await failFromAddress(behindProxy.app, PROXY, (i) => `198.51.100.${i + 1}, 203.0.113.20`);
    const spoofed = await login(behindProxy.app, uniqueEmail(), WRONG, PROXY, '198.51.100.99, 203.0.113.20');
    expect(spoofed.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    const direct = '192.0.2.44';
    await failFromAddress(behindProxy.app, direct, (i) => `198.51.100.${i + 1}`);
    expect((await login(behindProxy.app, uniqueEmail(), WRONG, direct, '198.51.100.200')).statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  it('takes the client address one hop back', async () => {
    const { email } = await signUp(byHops.app);
    await failFromAddress(byHops.app, PROXY, () => '203.0.113.30');
    expect((await login(byHops.app, email, TEST_PASSWORD, PROXY, '203.0.113.30')).statusCode).toBe(429);
    expect((await login(byHops.app, email, TEST_PASSWORD, PROXY, '203.0.113.31')).statusCode).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For altogether: a client naming a new address each time stays one address', async () => {
    const client = '192.0.2.60';
    await failFromAddress(trustingNobody.app, client, (i) => `198.51.100.${i + 1}`);
    expect((await login(trustingNobody.app, uniqueEmail(), WRONG, client, '198.51.100.201')).statusCode).toBe(429);
  });
});

describe('registration behind the proxy', () => {
  it('counts per client address, not per proxy', async () => {
    const register = (forwardedFor: string) =>
      behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: uniqueEmail(), password: TEST_PASSWORD },
      });
    for (let i = 0; i < DEFAULT_REGISTRATIONS_PER_HOUR; i++) expect((await register('203.0.113.50')).statusCode).toBe(201);
    expect((await register('203.0.113.50')).statusCode).toBe(429);
    expect((await register('203.0.113.51')).statusCode).toBe(201);
  });
});
