import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { createAdmin, signUp } from '../test/auth-helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let current = new Date('2031-03-01T08:00:00Z');
const advance = (ms: number) => {
  current = new Date(current.getTime() + ms);
};
const { app, database } = await createTestApp({ now: () => current });

const status = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;

describe('seller sessions', () => {
  it('end after 14 days without a request', async () => {
    const { cookie } = await signUp(app);
    advance(14 * DAY - MINUTE);
    expect(await status(cookie)).toBe(200);
    advance(14 * DAY);
    expect(await status(cookie)).toBe(401);
  });

  it('slide while used, and end 30 days after sign-in however active', async () => {
    const { cookie } = await signUp(app);
    for (let day = 0; day < 29; day++) {
      advance(DAY);
      expect(await status(cookie)).toBe(200);
    }
    advance(DAY - MINUTE);
    expect(await status(cookie)).toBe(200);
    advance(2 * MINUTE);
    expect(await status(cookie)).toBe(401);
  });

  it('stay dead once expired, even if the clock went back', async () => {
    const { cookie } = await signUp(app);
    advance(15 * DAY);
    expect(await status(cookie)).toBe(401);
    advance(-15 * DAY);
    expect(await status(cookie)).toBe(401);
  });
});

describe('administrator sessions', () => {
  it('end after 2 hours without a request', async () => {
    const { cookie } = await createAdmin(app, database.db);
    advance(2 * HOUR - MINUTE);
    expect(await status(cookie)).toBe(200);
    advance(2 * HOUR);
    expect(await status(cookie)).toBe(401);
  });

  it('slide while used, and end 12 hours after sign-in however active', async () => {
    const { cookie } = await createAdmin(app, database.db);
    for (let hour = 0; hour < 11; hour++) {
      advance(HOUR);
      expect(await status(cookie)).toBe(200);
    }
    advance(HOUR - MINUTE);
    expect(await status(cookie)).toBe(200);
    advance(2 * MINUTE);
    expect(await status(cookie)).toBe(401);
  });
});

describe('sliding expiry', () => {
  it('writes the last-seen time at most once a minute, not on every request', async () => {
    const { cookie } = await signUp(app);
    const signedInAt = current.getTime();
    const lastSeen = async () => {
      const [row] = await database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().id));
      return row!.lastSeenAt.getTime();
    };
    advance(10_000);
    expect(await lastSeen()).toBe(signedInAt);
    advance(51_000);
    expect(await lastSeen()).toBe(current.getTime());
  });
});
