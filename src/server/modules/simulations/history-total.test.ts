import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSimulationRecord } from '../../../domain/simulation-record';
import { simulationCounts, simulations, users } from '../../db/schema';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { planOf } from '../../test/support/query-plan';
import { createTestApp } from '../../test/test-app';
import { forgetUserSimulations } from './page-cache';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// Decision 0031: History's unfiltered total is the count the triggers of migration 0008 keep, one row read
// however long the history; it must stay equal to the rows whatever path wrote them.
const { app, database } = await createTestApp();
const { db } = database;

const request = (seller: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: seller.cookie }, ...(payload ? { payload } : {}) });

async function totalHeader(seller: SignedIn, query = ''): Promise<number> {
  const response = await request(seller, 'GET', `/api/simulations?limit=1${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.headers['x-total-count']);
}

async function rowsOf(userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(simulations).where(eq(simulations.userId, userId));
  return row!.n;
}

describe("History's total", () => {
  it('follows saves, copies, batch inserts and deletes, and stays each seller’s own', async () => {
    const seller = await signUp(app);
    const other = await signUp(app);
    expect(await totalHeader(seller)).toBe(0);
    const saved = [];
    for (let i = 0; i < 3; i++) saved.push((await request(seller, 'POST', '/api/simulations', { ...PLAN_EXAMPLE, name: `p${i}` })).json() as { id: string });
    await request(other, 'POST', '/api/simulations', PLAN_EXAMPLE);
    expect(await totalHeader(seller)).toBe(3);
    expect((await request(seller, 'POST', `/api/simulations/${saved[0]!.id}/copy`, {})).statusCode).toBe(201);
    expect(await totalHeader(seller)).toBe(4);
    // Rows written straight into the table, several owners in one statement.
    await db.insert(simulations).values([
      ...Array.from({ length: 5 }, () => ({ ...buildSimulationRecord(PLAN_EXAMPLE), userId: seller.user.id })),
      { ...buildSimulationRecord(PLAN_EXAMPLE), userId: other.user.id },
    ]);
    // Past the app, so its page cache is told by hand.
    for (const who of [seller, other]) forgetUserSimulations(db, who.user.id);
    expect(await totalHeader(seller)).toBe(9);
    expect((await request(seller, 'DELETE', `/api/simulations/${saved[1]!.id}`)).statusCode).toBe(204);
    expect(await totalHeader(seller)).toBe(8);
    expect(await rowsOf(seller.user.id)).toBe(8);
    expect(await totalHeader(other)).toBe(2);
    expect(await rowsOf(other.user.id)).toBe(2);
  });

  it('counts the matches of a search or filter, not the whole history', async () => {
    const seller = await signUp(app);
    for (const name of ['Ramadan oil', 'Summer cream', 'Winter oil']) await request(seller, 'POST', '/api/simulations', { ...PLAN_EXAMPLE, name });
    expect(await totalHeader(seller)).toBe(3);
    expect(await totalHeader(seller, '&q=oil')).toBe(2);
    expect(await totalHeader(seller, '&country=Nowhere')).toBe(0);
  });

  it('goes with the account: deleting a seller with saved plans leaves no count behind', async () => {
    const seller = await signUp(app);
    await request(seller, 'POST', '/api/simulations', PLAN_EXAMPLE);
    await db.delete(users).where(eq(users.id, seller.user.id));
    expect(await db.select().from(simulationCounts).where(eq(simulationCounts.userId, seller.user.id))).toEqual([]);
  });

  it('reads the unfiltered total by the primary key, not by counting rows', async () => {
    const seller = await signUp(app);
    const plan = await planOf(db, db.select({ saved: simulationCounts.saved }).from(simulationCounts).where(eq(simulationCounts.userId, seller.user.id)));
    expect(plan, plan).toContain('simulation_counts_pkey');
    expect(plan, plan).not.toMatch(/Seq Scan|Aggregate/);
  });
});
