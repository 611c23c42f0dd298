import argon2 from '@node-rs/argon2';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, NO_SHEDDING } from '../test/test-app';
import { TEST_PASSWORD, signUp, uniqueEmail } from '../test/auth-helpers';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, PAIR_FAILURE_LIMIT } from './sign-in-throttle';

// Every real argon2 verification is counted: the atomicity rule is about how many password checks
// an attacker gets, which the answers alone cannot show. The spy calls through and is removed after the file, since the
// worker's later files share the package.
const argon2Verifications = vi.spyOn(argon2, 'verify');
afterAll(() => argon2Verifications.mockRestore());

let current = new Date('2031-05-01T08:00:00Z');
const advance = (ms: number) => {
  current = new Date(current.getTime() + ms);
};
const { app, database } = await createTestApp({ now: () => current });
// A second app process on the same database (as with PostgreSQL behind a load balancer).
const other = await buildApp({ db: database.db, now: () => current, sharedDatabase: true, pressure: NO_SHEDDING });
afterAll(() => other.close());

let addressCounter = 0;
/** A fresh client address, so one test's per-address counter does not leak into another. */
const freshAddress = () => `192.0.${2 + (addressCounter >> 8)}.${++addressCounter & 255}`;
const WRONG = 'Wrong-password-1';

const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

beforeEach(() => {
  // Each test starts a fresh 15-minute window, so nothing of an earlier test still counts.
  advance(16 * 60_000);
});

describe('sign-in throttling per account and address', () => {
  it('answers an address 429 with Retry-After after 5 failures on one account, the right password included', async () => {
    const { email } = await signUp(app);
    const address = freshAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) expect((await login(email, WRONG, address)).statusCode).toBe(401);
    const sixth = await login(email, WRONG, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in attempts. Please try again later.' });
    expect(Number(sixth.headers['retry-after'])).toBe(15 * 60);
    expect((await login(email, TEST_PASSWORD, address)).statusCode).toBe(429);
  });

  it("never locks the owner out from another address: a stranger's wrong guesses lock only the stranger", async () => {
    const { email } = await signUp(app);
    const stranger = freshAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT + 3; i++) await login(email, WRONG, stranger);
    expect((await login(email, WRONG, stranger)).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('lets the address in again when its 15-minute window is over', async () => {
    const { email } = await signUp(app);
    const address = freshAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) await login(email, WRONG, address);
    advance(10 * 60_000);
    const locked = await login(email, TEST_PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(5 * 60);
    advance(5 * 60_000);
    expect((await login(email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it("forgets the address's failures on the account after the right password", async () => {
    const { email } = await signUp(app);
    const address = freshAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT - 1; i++) await login(email, WRONG, address);
    expect((await login(email, TEST_PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < PAIR_FAILURE_LIMIT - 1; i++) expect((await login(email, WRONG, address)).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('throttles an unknown email exactly like a known one, with the same answers', async () => {
    const known = (await signUp(app)).email;
    const unknown = uniqueEmail();
    const [knownAddress, unknownAddress] = [freshAddress(), freshAddress()];
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      const [a, b] = [await login(known, WRONG, knownAddress), await login(unknown, WRONG, unknownAddress)];
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    }
    const [a, b] = [await login(known, WRONG, knownAddress), await login(unknown, WRONG, unknownAddress)];
    expect(a.statusCode).toBe(429);
    expect([b.statusCode, b.body, b.headers['retry-after']]).toEqual([a.statusCode, a.body, a.headers['retry-after']]);
  });
});

describe('an account under attack from many addresses', () => {
  it('gives each stranger address only its first attempt, while the owner at an address without failures signs in', async () => {
    const { email } = await signUp(app);
    const flood = Array.from({ length: ACCOUNT_FAILURE_LIMIT }, freshAddress);
    for (const address of flood) expect((await login(email, WRONG, address)).statusCode).toBe(401);

    // Over the account's limit: an address that already failed on it waits, though it is under its own 5.
    const again = await login(email, WRONG, flood[0]!);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe(15 * 60);
    const newcomer = freshAddress();
    expect((await login(email, WRONG, newcomer)).statusCode).toBe(401);
    expect((await login(email, WRONG, newcomer)).statusCode).toBe(429);
    // Refused attempts are not failures: the owner is not pushed out by the stranger's retries either.
    expect((await login(email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });
});

describe('sign-in throttling per address', () => {
  it('refuses an address that failed on many accounts, while other addresses still sign in', async () => {
    const address = freshAddress();
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      expect((await login(uniqueEmail(), WRONG, address)).statusCode).toBe(401);
    }
    const { email } = await signUp(app);
    const refused = await login(email, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await login(email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });
});

describe('concurrent wrong passwords', () => {
  it('19 at once against a limit of 5 make exactly 5 password checks; the rest get 429 without one', async () => {
    const { email } = await signUp(app);
    const address = freshAddress();
    argon2Verifications.mockClear();
    const answers = await Promise.all(Array.from({ length: 19 }, () => login(email, WRONG, address)));
    expect(argon2Verifications).toHaveBeenCalledTimes(PAIR_FAILURE_LIMIT);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19 - PAIR_FAILURE_LIMIT);
    // The 14 refusals were taken back, not counted as failures: the address has 20 − 5 left for other accounts.
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT - PAIR_FAILURE_LIMIT; i++) {
      expect((await login(uniqueEmail(), WRONG, address)).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail(), WRONG, address)).statusCode).toBe(429);
  });

  it('19 at once with an unknown email also make exactly 5 checks', async () => {
    const [nobody, address] = [uniqueEmail('nobody'), freshAddress()];
    argon2Verifications.mockClear();
    await Promise.all(Array.from({ length: 19 }, () => login(nobody, WRONG, address)));
    expect(argon2Verifications).toHaveBeenCalledTimes(PAIR_FAILURE_LIMIT);
  });
});

describe('several app processes on one database', () => {
  it('share the counters: failures through one are counted by the other', async () => {
    const { email } = await signUp(app);
    const address = freshAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) expect((await login(email, WRONG, address)).statusCode).toBe(401);
    const throughOther = await other.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email, password: TEST_PASSWORD } });
    expect(throughOther.statusCode).toBe(429);
  });
});
