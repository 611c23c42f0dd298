import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './passwords';
import { createOrPromoteAdmin } from './admin-accounts';
import { createAdmin, signIn, signUp } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';

// On the embedded database this process caches sessions (decision 0004); with a shared PostgreSQL it
// reads them on every request. Either way a revocation must count on the very next request.
describe.each([
  { database: 'owned by this process (sessions cached)', sharedDatabase: false },
  { database: 'shared with other processes (sessions read every time)', sharedDatabase: true },
])('revoking a session, database $database', ({ sharedDatabase }) => {
  const ready = createTestApp({ sharedDatabase });
  // Building the app is set-up, bounded as a hook is, not part of the first case's time.
  beforeAll(async () => {
    await ready;
  });
  // The history list trusts the session alone (GET /api/auth/user would also re-read the account).
  const whoAmI = async (cookie: string) => {
    const { app } = await ready;
    return (await app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie } })).statusCode;
  };

  it('signing out ends the session at once, though it was just used', async () => {
    const { app } = await ready;
    const seller = await signUp(app);
    expect(await whoAmI(seller.cookie)).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: seller.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await whoAmI(seller.cookie)).toBe(401);
    const account = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: seller.cookie } });
    expect(account.statusCode).toBe(401);
  });

  it("an administrator deleting a seller ends the seller's sessions at once", async () => {
    const { app, database } = await ready;
    const admin = await createAdmin(app, database.db);
    const seller = await signUp(app);
    expect(await whoAmI(seller.cookie)).toBe(200);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/users/${seller.user.id}`, headers: { cookie: admin.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await whoAmI(seller.cookie)).toBe(401);
  });

  it("promoting an account with the operator's command signs its old sessions out", async () => {
    const { app, database } = await ready;
    const seller = await signUp(app);
    expect(await whoAmI(seller.cookie)).toBe(200);
    await createOrPromoteAdmin(database.db, seller.email, await hashPassword('a new long passphrase 9'), new Date());
    expect(await whoAmI(seller.cookie)).toBe(401);
  });

  it("signing out on one device keeps the seller's other sessions", async () => {
    const { app } = await ready;
    const seller = await signUp(app);
    const { cookie: otherCookie } = await signIn(app, seller.email, seller.password);
    expect(await whoAmI(otherCookie)).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: seller.cookie } });
    expect(await whoAmI(seller.cookie)).toBe(401);
    expect(await whoAmI(otherCookie)).toBe(200);
  });
});
