import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { TEST_PASSWORD, signUp, uniqueEmail } from '../test/auth-helpers';
import { DEFAULT_REGISTRATIONS_PER_HOUR as PER_HOUR } from './registration-throttle';

let current = new Date('2031-06-01T08:00:00Z');
const { app } = await createTestApp({ now: () => current });
const { app: strict } = await createTestApp({ registrationsPerHour: 2 });

let addressCounter = 0;
const freshAddress = () => `192.0.2.${++addressCounter}`;

const register = (remoteAddress: string, email = uniqueEmail(), url = '/api/auth/register') =>
  app.inject({ method: 'POST', url, remoteAddress, payload: { email, password: TEST_PASSWORD } });

describe('registration throttled per address', () => {
  it(`creates ${PER_HOUR} accounts an hour from one address, then answers 429 with Retry-After until the hour is over`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_HOUR; i++) expect((await register(address)).statusCode).toBe(201);
    current = new Date(current.getTime() + 20 * 60_000);
    const refused = await register(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many accounts were created from this address. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(40 * 60);
    expect(refused.cookies).toEqual([]);
    expect((await register(freshAddress())).statusCode).toBe(201);
    current = new Date(current.getTime() + 40 * 60_000);
    expect((await register(address)).statusCode).toBe(201);
  });

  it('counts "email taken" answers too, so probing which emails have accounts is throttled like creating them', async () => {
    const { email: taken } = await signUp(app);
    const prober = freshAddress();
    for (let i = 0; i < PER_HOUR; i++) expect((await register(prober, taken)).statusCode).toBe(409);
    const probe = await register(prober, taken);
    expect(probe.statusCode).toBe(429);
    expect(probe.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await register(prober)).statusCode).toBe(429);
  });

  it('does not count a request refused before the email is looked at (invalid body, common password)', async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_HOUR; i++) {
      expect((await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: address, payload: { email: uniqueEmail(), password: 'password1' } })).statusCode).toBe(400);
    }
    expect((await register(address)).statusCode).toBe(201);
  });

  it('shares one budget between seller and administrator registration', async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_HOUR; i++) expect((await register(address)).statusCode).toBe(201);
    const admin = await register(address, uniqueEmail('admin'), '/api/admin/register');
    expect(admin.statusCode).toBe(429);
    expect((await register(freshAddress(), uniqueEmail('admin'), '/api/admin/register')).statusCode).toBe(201);
  });
});

describe('REGISTRATIONS_PER_HOUR', () => {
  const attempt = async (remoteAddress: string) =>
    (await strict.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload: { email: uniqueEmail(), password: TEST_PASSWORD } })).statusCode;

  it('sets the budget', async () => {
    expect([await attempt('192.0.2.200'), await attempt('192.0.2.200'), await attempt('192.0.2.200')]).toEqual([201, 201, 429]);
  });

  it('counts an IPv6 client per /64, where one host can take any address it likes', async () => {
    expect([await attempt('2001:db8:1:1::1'), await attempt('2001:db8:1:1::2'), await attempt('2001:db8:1:1:ffff::9')]).toEqual([201, 201, 429]);
    expect(await attempt('2001:db8:1:2::1')).toBe(201);
  });
});
