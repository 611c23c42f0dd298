import { describe, expect, it } from 'vitest';
import { createAdmin, signUp, TEST_PASSWORD, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// Share links outlive a session: a reset revokes them unless the seller says not to, a change does when asked.
const { app, database } = await createTestApp();
const admin = await createAdmin(app, database.db);
const NEW_PASSWORD = 'Fresh-olive-grove-42';

async function sellerWithLinks(count: number): Promise<{ seller: SignedIn; tokens: string[] }> {
  const seller = await signUp(app);
  const plan = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload: PLAN_EXAMPLE });
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    tokens.push((await app.inject({ method: 'POST', url: `/api/simulations/${plan.json().id}/shares`, headers: { cookie: seller.cookie } })).json().token);
  }
  return { seller, tokens };
}
const readable = async (token: string) => (await app.inject({ method: 'GET', url: `/api/shared/${token}`, remoteAddress: '192.0.2.9' })).statusCode === 200;
async function resetLink(userId: string): Promise<string> {
  return (await app.inject({ method: 'POST', url: `/api/admin/users/${userId}/reset-link`, headers: { cookie: admin.cookie } })).json().token;
}

describe('share links at a password reset', () => {
  it('revokes every share link by default, and says how many', async () => {
    const { seller, tokens } = await sellerWithLinks(2);
    const answer = await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token: await resetLink(seller.user.id), password: NEW_PASSWORD } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true, revokedShareLinks: 2 });
    for (const token of tokens) expect(await readable(token)).toBe(false);
  });

  it('keeps them when the seller unticks the question', async () => {
    const { seller, tokens } = await sellerWithLinks(1);
    const payload = { token: await resetLink(seller.user.id), password: NEW_PASSWORD, revokeShareLinks: false };
    const answer = await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload });
    expect(answer.json()).toEqual({ ok: true, revokedShareLinks: 0 });
    expect(await readable(tokens[0]!)).toBe(true);
  });
});

describe('share links at a password change', () => {
  const change = (seller: SignedIn, extra: object) =>
    app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie: seller.cookie }, payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, ...extra } });

  it('keeps them unless asked', async () => {
    const { seller, tokens } = await sellerWithLinks(1);
    expect((await change(seller, {})).json()).toEqual({ ok: true, revokedShareLinks: 0 });
    expect(await readable(tokens[0]!)).toBe(true);
  });

  it('revokes them all when asked, and says how many', async () => {
    const { seller, tokens } = await sellerWithLinks(3);
    expect((await change(seller, { revokeShareLinks: true })).json()).toEqual({ ok: true, revokedShareLinks: 3 });
    for (const token of tokens) expect(await readable(token)).toBe(false);
  });
});
