import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { PAIR_FAILURE_LIMIT } from '../../auth/sign-in-throttle';
import { createAdmin, signIn, signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { RESET_LINK_LIFETIME_MS } from './password-reset';

// A clock the tests move: links expire after an hour.
let clockMs = Date.parse('2026-03-01T10:00:00Z');
const { app, database } = await createTestApp({ now: () => new Date(clockMs) });
const admin = await createAdmin(app, database.db);
const NEW_PASSWORD = 'Fresh-olive-grove-42';

const issue = (userId: string, cookie = admin.cookie) =>
  app.inject({ method: 'POST', url: `/api/admin/users/${userId}/reset-link`, headers: { cookie } });
const lookup = (token: unknown) => app.inject({ method: 'POST', url: '/api/auth/password-reset/lookup', payload: { token } });
const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, password } });
const login = (email: string, password: string, remoteAddress = '203.0.113.20') =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
const status = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie } })).statusCode;

async function linkFor(userId: string): Promise<string> {
  const response = await issue(userId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token;
}

describe('POST /api/admin/users/:id/reset-link', () => {
  it('hands out a 256-bit token valid for one hour, and stores only its SHA-256', async () => {
    const seller = await signUp(app);
    const response = await issue(seller.user.id);
    expect(response.statusCode).toBe(201);
    const { token, expiresAt } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Date.parse(expiresAt)).toBe(clockMs + RESET_LINK_LIFETIME_MS);
    expect(RESET_LINK_LIFETIME_MS).toBe(60 * 60_000);

    const rows = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, seller.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('replaces the earlier link of the same user, which stops working', async () => {
    const seller = await signUp(app);
    const first = await linkFor(seller.user.id);
    const second = await linkFor(seller.user.id);
    expect(second).not.toBe(first);
    expect((await lookup(first)).statusCode).toBe(404);
    expect((await lookup(second)).json()).toMatchObject({ email: seller.email });
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await issue('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is refused to sellers, for other accounts and their own', async () => {
    const seller = await signUp(app);
    const other = await signUp(app);
    for (const target of [other.user.id, seller.user.id]) {
      const response = await issue(target, seller.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, seller.user.id))).toEqual([]);
  });
});

describe('POST /api/auth/password-reset', () => {
  it('sets the new password, signs every session of the account out, and works only once', async () => {
    const seller = await signUp(app);
    const other = await signIn(app, seller.email, seller.password);
    const token = await linkFor(seller.user.id);
    expect((await lookup(token)).json()).toEqual({ email: seller.email, expiresAt: new Date(clockMs + RESET_LINK_LIFETIME_MS).toISOString() });

    const response = await reset(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(await status(seller.cookie)).toBe(401);
    expect(await status(other.cookie)).toBe(401);
    expect((await login(seller.email, seller.password)).statusCode).toBe(401);
    expect((await login(seller.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Someone-else-tries-9');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'RESET_LINK_INVALID', message: expect.any(String) });
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await login(seller.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works until the hour is up and not a moment after', async () => {
    const seller = await signUp(app);
    const early = await linkFor(seller.user.id);
    clockMs += RESET_LINK_LIFETIME_MS - 1000;
    expect((await lookup(early)).statusCode).toBe(200);
    clockMs += 1000;
    expect((await lookup(early)).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect((await reset(early)).statusCode).toBe(404);
    expect((await login(seller.email, seller.password)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const seller = await signUp(app);
    const token = await linkFor(seller.user.id);
    const answers = await Promise.all([reset(token, 'First-of-two-passwords-1'), reset(token, 'Second-of-two-passwords-2')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const winner = answers[0]!.statusCode === 200 ? 'First-of-two-passwords-1' : 'Second-of-two-passwords-2';
    expect((await login(seller.email, winner)).statusCode).toBe(200);
  });

  it('keeps the link for another try when the new password is refused', async () => {
    const seller = await signUp(app);
    const token = await linkFor(seller.user.id);
    const weak = await reset(token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', errors: [{ path: 'password', code: 'weakPassword' }] });
    const short = await reset(token, 'short');
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path: 'password' })] });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("lifts the owner's own earlier sign-in failures, so the new password lets them in at once", async () => {
    const seller = await signUp(app);
    const address = '203.0.113.99';
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) expect((await login(seller.email, `forgotten-${i}-pass`, address)).statusCode).toBe(401);
    expect((await login(seller.email, seller.password, address)).statusCode).toBe(429);
    expect((await reset(await linkFor(seller.user.id))).statusCode).toBe(200);
    expect((await login(seller.email, NEW_PASSWORD, address)).statusCode).toBe(200);
  });

  it('is gone with the account when the account is deleted', async () => {
    const seller = await signUp(app);
    const token = await linkFor(seller.user.id);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/users/${seller.user.id}`, headers: { cookie: admin.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await reset(token)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown token of the right shape', 'A'.repeat(43), 404],
    ['a token one character short', 'A'.repeat(42), 400],
    ['a token with a slash', `${'A'.repeat(42)}/`, 400],
    ['a token with a NUL', `${'A'.repeat(42)}\u0000`, 400],
    ['a number', 12345, 400],
    ['an object', { $ne: null }, 400],
    ['SQL', "' OR 1=1 --", 400],
    ['nothing', undefined, 400],
  ])('answers %s with %i and the error body, on both calls', async (_name, token, expected) => {
    for (const response of [await lookup(token), await reset(token)]) {
      expect(response.statusCode, response.body).toBe(expected);
      expect(response.json()).toMatchObject({ code: expected === 404 ? 'RESET_LINK_INVALID' : 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });

  it('refuses extra fields in the body', async () => {
    const seller = await signUp(app);
    const token = await linkFor(seller.user.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password: NEW_PASSWORD, userId: admin.user.id },
    });
    expect(response.statusCode).toBe(400);
    expect((await login(admin.email, NEW_PASSWORD)).statusCode).toBe(401);
  });
});
