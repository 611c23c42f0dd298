import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../../../domain/fees';
import { countries, feeStructures, services, sessions, simulations, users } from '../../db/schema';
import { createAdmin, signUp } from '../../test/auth-helpers';
import { insertCountry, insertFeeStructure, insertService } from '../../test/catalogue-factories';
import { createTestApp } from '../../test/test-app';
import { deleteUser } from './users-queries';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAdmin(app, db);
const seller = await signUp(app);

const list = (cookie?: string) => app.inject({ method: 'GET', url: '/api/admin/users', headers: cookie ? { cookie } : {} });
const remove = (id: string, cookie?: string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: cookie ? { cookie } : {} });

async function insertSimulation(userId: string) {
  const [row] = await db
    .insert(simulations)
    .values({
      ...DEFAULT_FEES,
      userId,
      serviceName: 'Call centre',
      countryName: 'Morocco',
      countryCurrency: 'MAD',
      totalLeads: 100,
      adsCost: 1,
      productCost: 3,
      averageAOV: 48,
      confirmedOrders: 25,
      deliveredOrders: 15,
      sellingPrice: 720,
      investment: 145,
      servicesCost: 0,
      profit: 539,
      roi: 371.7,
    } as typeof simulations.$inferInsert)
    .returning();
  return row!;
}

describe('GET /api/admin/users', () => {
  it('lists every account with its names, role and dates, never a password hash', async () => {
    const named = await signUp(app, { firstName: 'Salma', lastName: 'Idrissi' });
    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Record<string, unknown>[];
    expect(rows.map((row) => row.email)).toEqual(expect.arrayContaining([admin.email, seller.email, named.email]));
    expect(rows.find((row) => row.id === named.user.id)).toEqual({
      id: named.user.id,
      email: named.email,
      firstName: 'Salma',
      lastName: 'Idrissi',
      role: 'user',
      createdAt: expect.any(String),
      updatedAt: null,
    });
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('refuses guests (401) and sellers (403)', async () => {
    expect((await list()).statusCode).toBe(401);
    const refused = await list(seller.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('removes the account with its sessions, simulations and personal records; its old cookie gets 401', async () => {
    const victim = await signUp(app);
    const ownService = await insertService(db, victim.user.id);
    const ownCountry = await insertCountry(db, victim.user.id);
    const ownFees = await insertFeeStructure(db, victim.user.id, ownCountry.id, ownService.id);
    const simulation = await insertSimulation(victim.user.id);
    const defaultCountry = await insertCountry(db, null);
    const overFees = await insertFeeStructure(db, victim.user.id, defaultCountry.id);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: victim.cookie } })).statusCode).toBe(200);

    const response = await remove(victim.user.id, admin.cookie);
    expect(response.statusCode).toBe(204);

    expect(await db.select().from(users).where(eq(users.id, victim.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, victim.user.id))).toEqual([]);
    expect(await db.select().from(simulations).where(eq(simulations.id, simulation.id))).toEqual([]);
    expect(await db.select().from(services).where(eq(services.id, ownService.id))).toEqual([]);
    expect(await db.select().from(countries).where(eq(countries.id, ownCountry.id))).toEqual([]);
    expect(await db.select().from(feeStructures).where(eq(feeStructures.id, ownFees.id))).toEqual([]);
    expect(await db.select().from(feeStructures).where(eq(feeStructures.id, overFees.id))).toEqual([]);
    // The defaults the seller had layered over stay.
    expect(await db.select().from(countries).where(eq(countries.id, defaultCountry.id))).toHaveLength(1);

    const stale = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: victim.cookie } });
    expect(stale.statusCode).toBe(401);
    const listed = (await list(admin.cookie)).json() as { id: string }[];
    expect(listed.map((row) => row.id)).not.toContain(victim.user.id);
  });

  it('lets an admin delete another admin while one remains', async () => {
    const other = await createAdmin(app, db);
    expect((await remove(other.user.id, admin.cookie)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: other.cookie } })).statusCode).toBe(401);
  });

  it('refuses an admin deleting their own account (409 CANNOT_DELETE_SELF) and keeps it', async () => {
    const response = await remove(admin.user.id, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CANNOT_DELETE_SELF', message: 'You cannot delete your own account.' });
    expect((await list(admin.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await remove(crypto.randomUUID(), admin.cookie)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await remove('not-a-uuid', admin.cookie)).statusCode).toBe(400);
  });

  it('refuses guests (401) and sellers (403), and deletes nothing', async () => {
    const target = await signUp(app);
    expect((await remove(target.user.id)).statusCode).toBe(401);
    expect((await remove(target.user.id, seller.cookie)).statusCode).toBe(403);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, target.user.id))).toHaveLength(1);
  });
});

describe('deleteUser: the last administrator', () => {
  it('refuses to delete the only admin left (LAST_ADMIN), e.g. when the acting admin is already gone', async () => {
    const ghostActor = crypto.randomUUID();
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    await expect(deleteUser(db, ghostActor, admins[0]!.id)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, admins[0]!.id))).toHaveLength(1);
  });

  it('two admins deleting each other at the same time leave exactly one admin', async () => {
    const a = await createAdmin(app, db);
    const b = await createAdmin(app, db);
    // Only a and b will be admins: the original admin steps aside for this case.
    await db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    try {
      const results = await Promise.allSettled([deleteUser(db, a.user.id, b.user.id), deleteUser(db, b.user.id, a.user.id)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ code: 'LAST_ADMIN' });
      const left = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      expect(left).toHaveLength(1);
    } finally {
      await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    }
  });

  it('answers the last-admin refusal through the API with 409 and a clear message', async () => {
    // An app whose viewer is an admin that is not (or no longer) in the database, e.g. deleted meanwhile.
    const { app: ghostApp, database: ghostDb } = await createTestApp({
      resolveViewer: async () => ({ id: crypto.randomUUID(), email: 'gone@example.test', role: 'admin' }),
    });
    const only = await createAdmin(ghostApp, ghostDb.db);
    const response = await ghostApp.inject({ method: 'DELETE', url: `/api/admin/users/${only.user.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'LAST_ADMIN', message: 'The last administrator cannot be deleted.' });
  });
});
