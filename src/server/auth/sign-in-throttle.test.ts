import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { TEST_PASSWORD, signUp, uniqueEmail } from '../test/auth-helpers';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from './sign-in-throttle';

let current = new Date('2031-05-01T08:00:00Z');
const advance = (ms: number) => {
  current = new Date(current.getTime() + ms);
};
const { app } = await createTestApp({ now: () => current });

let addressCounter = 0;
/** A fresh client address per test, so the per-address counter of one test does not leak into another. */
const freshAddress = () => `192.0.2.${++addressCounter}`;

const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

describe('sign-in throttling per account', () => {
  it('answers the 6th attempt after 5 failures with 429 and Retry-After, even from other addresses', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await login(email, 'Wrong-password-1', freshAddress())).statusCode).toBe(401);
    }
    const sixth = await login(email, 'Wrong-password-1', freshAddress());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(sixth.headers['retry-after'])).toBe(15 * 60);
    // Locked means locked: the right password does not get through either.
    expect((await login(email, TEST_PASSWORD, freshAddress())).statusCode).toBe(429);
  });

  it('lets the account in again when the 15-minute window is over', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await login(email, 'Wrong-password-1', freshAddress());
    advance(10 * 60_000);
    const locked = await login(email, TEST_PASSWORD, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(5 * 60);
    advance(5 * 60_000);
    expect((await login(email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await login(email, 'Wrong-password-1', freshAddress());
    expect((await login(email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await login(email, 'Wrong-password-1', freshAddress());
    expect((await login(email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await login(email, 'Wrong-password-1', freshAddress());
    expect((await login(email, 'Wrong-password-1', freshAddress())).statusCode).toBe(429);
  });
});

describe('sign-in throttling per address', () => {
  it('refuses an address that failed on many accounts, while other addresses still sign in', async () => {
    const address = freshAddress();
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      expect((await login(uniqueEmail(), 'Wrong-password-1', address)).statusCode).toBe(401);
    }
    const { email } = await signUp(app);
    const refused = await login(email, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await login(email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });
});
