import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { PAIR_FAILURE_LIMIT } from '../../auth/sign-in-throttle';
import { createAdmin, signIn, signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

const NEW_PASSWORD = 'Fresh-olive-grove-42';
// One app on a database of this process's own serves every case that needs no other: each signs its own seller in.
const owned = createTestApp();

// On the embedded database this process caches sessions (decision 0004); with a shared PostgreSQL it reads
// them on every request. Either way the other sessions must end on their very next request.
describe.each([
  { database: 'owned by this process (sessions cached)', sharedDatabase: false },
  { database: 'shared with other processes (sessions read every time)', sharedDatabase: true },
])('changing the password, database $database', ({ sharedDatabase }) => {
  const ready = sharedDatabase ? createTestApp({ sharedDatabase }) : owned;
  // Building the app is set-up, bounded as a hook is, not part of the first case's time.
  beforeAll(async () => {
    await ready;
  });

  it('sets the new password, keeps this session and signs every other session out', async () => {
    const { app } = await ready;
    const status = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie } })).statusCode;
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: seller.email, password } });
    const seller = await signUp(app);
    const phone = await signIn(app, seller.email, seller.password);
    const laptop = await signIn(app, seller.email, seller.password);
    expect(await status(phone.cookie)).toBe(200);

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: laptop.cookie },
      payload: { currentPassword: seller.password, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);

    expect(await status(laptop.cookie)).toBe(200);
    expect(await status(phone.cookie)).toBe(401);
    expect(await status(seller.cookie)).toBe(401);
    expect((await login(seller.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password', () => {
  const ready = owned;
  const change = async (seller: SignedIn, body: object, remoteAddress = '203.0.113.10') =>
    (await ready).app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie: seller.cookie }, remoteAddress, payload: body });
  const status = async (cookie: string) =>
    (await (await ready).app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie } })).statusCode;
  const login = async (email: string, password: string, remoteAddress = '203.0.113.10') =>
    (await ready).app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  it('lets an administrator change their own password the same way', async () => {
    const { app, database } = await ready;
    const admin = await createAdmin(app, database.db);
    const response = await change(admin, { currentPassword: admin.password, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect((await login(admin.email, NEW_PASSWORD)).json()).toMatchObject({ isAdmin: true });
  });

  it('ends a reset link that was handed out before the change', async () => {
    const { app, database } = await ready;
    const admin = await createAdmin(app, database.db);
    const seller = await signUp(app);
    const link = await app.inject({ method: 'POST', url: `/api/admin/users/${seller.user.id}/reset-link`, headers: { cookie: admin.cookie } });
    expect(link.statusCode).toBe(201);
    await change(seller, { currentPassword: seller.password, newPassword: NEW_PASSWORD });
    const left = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, seller.user.id));
    expect(left).toEqual([]);
    const used = await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token: link.json().token, password: 'Another-long-pass-77' } });
    expect(used.statusCode).toBe(404);
  });

  it('answers a wrong current password at its field and changes nothing', async () => {
    const { app } = await ready;
    const seller = await signUp(app);
    const other = await signIn(app, seller.email, seller.password);
    const response = await change(seller, { currentPassword: 'not-my-password-1', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: expect.any(String),
      errors: [{ path: 'currentPassword', message: expect.any(String), code: 'wrongPassword' }],
    });
    expect(await status(other.cookie)).toBe(200);
    expect((await login(seller.email, seller.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords on the sign-in throttle, so a stolen session cannot guess faster', async () => {
    const { app } = await ready;
    const seller = await signUp(app);
    const address = '203.0.113.77';
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      expect((await change(seller, { currentPassword: `guess-number-${i}`, newPassword: NEW_PASSWORD }, address)).statusCode).toBe(400);
    }
    const refused = await change(seller, { currentPassword: seller.password, newPassword: NEW_PASSWORD }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The sign-in form from the same address sees the same count.
    expect((await login(seller.email, seller.password, address)).statusCode).toBe(429);
    // The owner elsewhere is not locked out (decision 0007).
    expect((await login(seller.email, seller.password, '203.0.113.78')).statusCode).toBe(200);
  });

  it.each([
    ['a new password shorter than 8 characters', { newPassword: 'Ab3$xyz' }, 'VALIDATION_FAILED', { path: 'newPassword', code: 'tooShort', limit: 8 }],
    ['a new password longer than 256 characters', { newPassword: 'x'.repeat(257) }, 'VALIDATION_FAILED', { path: 'newPassword', code: 'tooLong', limit: 256 }],
    ['a common new password', { newPassword: 'password1' }, 'WEAK_PASSWORD', { path: 'newPassword', code: 'weakPassword' }],
    ['a new password equal to the current one', { newPassword: 'Correct-horse-battery-7' }, 'VALIDATION_FAILED', { path: 'newPassword', code: 'sameAsCurrent' }],
    ['an empty current password', { currentPassword: '' }, 'VALIDATION_FAILED', { path: 'currentPassword', code: 'required' }],
  ])('refuses %s at its field, with the code the form translates', async (_name, override, code, issue) => {
    const { app } = await ready;
    const seller = await signUp(app);
    const response = await change(seller, { currentPassword: seller.password, newPassword: NEW_PASSWORD, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, errors: [expect.objectContaining(issue)] });
    expect((await login(seller.email, seller.password)).statusCode).toBe(200);
  });

  it.each([
    ['an extra field', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['a number for a password', { newPassword: 12345678901 }],
    ['no new password', { newPassword: undefined }],
  ])('refuses a body with %s', async (_name, override) => {
    const { app } = await ready;
    const seller = await signUp(app);
    const response = await change(seller, { currentPassword: seller.password, newPassword: NEW_PASSWORD, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a guest 401 whatever it sends', async () => {
    const { app } = await ready;
    const response = await app.inject({ method: 'POST', url: '/api/auth/password', payload: { currentPassword: 'x', newPassword: NEW_PASSWORD } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
