import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signUp } from '../../test/auth-helpers';

// A seller edits their own first and last names on the profile: PATCH /api/auth/user.
const { app } = await createTestApp();

const patch = (cookie: string | null, payload: unknown) =>
  app.inject({ method: 'PATCH', url: '/api/auth/user', headers: cookie ? { cookie } : {}, payload: payload as object });
const whoAmI = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('PATCH /api/auth/user', () => {
  it('sets the names as typed (trimmed), stamps the change and answers the account without its hash', async () => {
    const seller = await signUp(app, { firstName: 'Amal' });
    const response = await patch(seller.cookie, { firstName: '  Amal ', lastName: 'Benali' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: seller.user.id, email: seller.email, firstName: 'Amal', lastName: 'Benali', role: 'user' });
    expect(response.json().updatedAt).toEqual(expect.any(String));
    expect(response.body).not.toContain('argon2');
    expect((await whoAmI(seller.cookie)).json()).toMatchObject({ firstName: 'Amal', lastName: 'Benali' });
  });

  it('keeps names in any script, and clears a name sent empty or null', async () => {
    const seller = await signUp(app, { firstName: 'Amal', lastName: 'Benali' });
    expect((await patch(seller.cookie, { firstName: 'أمل', lastName: '' })).json()).toMatchObject({ firstName: 'أمل', lastName: null });
    expect((await patch(seller.cookie, { firstName: null, lastName: 'Ben Ali' })).json()).toMatchObject({ firstName: null, lastName: 'Ben Ali' });
  });

  it.each([
    ['a name of 101 characters', { firstName: 'a'.repeat(101), lastName: null }, { path: 'firstName', code: 'tooLong', limit: 100 }],
    ['a line break in a name', { firstName: 'Amal', lastName: 'Ben\nAli' }, { path: 'lastName', code: 'notAName' }],
    ['a number for a name', { firstName: 5, lastName: null }, { path: 'firstName', code: 'invalid' }],
  ])('refuses %s at that field, changing nothing', async (_case, payload, issue) => {
    const seller = await signUp(app, { firstName: 'Amal', lastName: 'Benali' });
    const response = await patch(seller.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining(issue)] });
    expect((await whoAmI(seller.cookie)).json()).toMatchObject({ firstName: 'Amal', lastName: 'Benali', updatedAt: null });
  });

  it('refuses the email, the role or any other field: they are not the seller’s to change here', async () => {
    const seller = await signUp(app);
    for (const extra of [{ email: 'new@example.com' }, { role: 'admin' }]) {
      const response = await patch(seller.cookie, { firstName: 'Amal', lastName: null, ...extra });
      expect(response.statusCode).toBe(400);
    }
    expect((await whoAmI(seller.cookie)).json()).toMatchObject({ email: seller.email, role: 'user', firstName: null });
  });

  it('answers a guest 401', async () => {
    const response = await patch(null, { firstName: 'Amal', lastName: null });
    expect(response.statusCode).toBe(401);
  });
});
