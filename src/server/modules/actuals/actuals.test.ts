import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actualRecords } from '../../db/schema';
import { createAdmin, signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// Actual records on a saved simulation, and the plan against them. PLAN_EXAMPLE plans
// 300 leads at $1.20, 42 % confirmed, 61 % delivered, $41 an order.
const { app, database } = await createTestApp();

type Method = 'GET' | 'POST' | 'DELETE';
const call = (seller: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url, headers: seller ? { cookie: seller.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function plan(seller: SignedIn): Promise<{ id: string; profit: number }> {
  const response = await call(seller, 'POST', '/api/simulations', { ...PLAN_EXAMPLE, name: 'Argan oil, November' });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const WEEK_ONE = { date: '2026-11-07', leads: 200, adSpend: 260, confirmed: 80, delivered: 40, returned: 30 };
const WEEK_TWO = { date: '2026-11-14', leads: 100, adSpend: 140, confirmed: 40, delivered: 24, returned: 6, revenueCollected: 2560 };

describe('recording actuals', () => {
  it('keeps each record and answers the plan against their sum', async () => {
    const owner = await signUp(app);
    const { id, profit } = await plan(owner);
    // Recorded out of order: the list is by day.
    const second = await call(owner, 'POST', `/api/simulations/${id}/actuals`, WEEK_TWO);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual({
      ...WEEK_TWO,
      localCurrencyInputs: [],
      currencyRate: null,
      id: expect.any(String),
      simulationId: id,
      orderCount: null,
      createdAt: expect.any(String),
    });
    expect((await call(owner, 'POST', `/api/simulations/${id}/actuals`, WEEK_ONE)).statusCode).toBe(201);

    const answer = await call(owner, 'GET', `/api/simulations/${id}/actuals`);
    expect(answer.statusCode).toBe(200);
    const { records, comparison } = answer.json();
    expect(records.map((r: { date: string }) => r.date)).toEqual(['2026-11-07', '2026-11-14']);
    expect(records[0]).not.toHaveProperty('revenueCollected');
    // 300 leads, $400, 120 confirmed, 64 delivered, 36 returned: 20 in transit, 12.2 of them projected
    // delivered at the plan's 61 %: 76.2 of 120 = 63.5 %. $2560 over 64 delivered: $40 an order.
    expect(comparison.totals).toEqual({ records: 2, leads: 300, adSpend: 400, confirmed: 120, delivered: 64, returned: 36, revenueCollected: 2560 });
    expect(comparison.inTransit).toBe(20);
    expect(comparison.projectedDelivered).toBeCloseTo(76.2, 9);
    expect(comparison.actualInputs.totalLeads).toBe(300);
    expect(comparison.actualInputs.adsCost).toBeCloseTo(400 / 300, 12);
    expect(comparison.actualInputs.confirmedRate).toBeCloseTo(40, 12);
    expect(comparison.actualInputs.deliveredRate).toBeCloseTo(63.5, 9);
    expect(comparison.actualInputs.averageAOV).toBeCloseTo(40, 12);
    // What "Re-plan with actual rates" fills in, rounded as a seller types it.
    expect(answer.json().replan).toEqual({ adsCost: 1.33, averageAOV: 40, confirmedRate: 40, deliveredRate: 63.5 });
    // The plan side is the saved plan's own profit; the drivers split the whole gap.
    const profitLine = comparison.lines.find((line: { key: string }) => line.key === 'profit');
    expect(profitLine.plan).toBeCloseTo(profit, 9);
    const split = comparison.drivers.reduce((sum: number, driver: { effect: number }) => sum + driver.effect, 0);
    expect(split).toBeCloseTo(comparison.profitGap, 6);
    // Six confirmed orders fewer, each worth 61 % × ($41 − 3.5 − 0.8 − 4 − 4 % of 41) − 39 % × $2.50 − $1.
    expect(comparison.biggestDriver.key).toBe('confirmedRate');
    expect(comparison.biggestDriver.effect).toBeCloseTo(-6 * (0.61 * 31.06 - 0.39 * 2.5 - 1), 6);
  });

  it('answers no comparison before the first record', async () => {
    const owner = await signUp(app);
    const { id } = await plan(owner);
    expect((await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json()).toEqual({ records: [], comparison: null, replan: null });
  });

  it('deletes a record, once', async () => {
    const owner = await signUp(app);
    const { id } = await plan(owner);
    const recordId = (await call(owner, 'POST', `/api/simulations/${id}/actuals`, WEEK_ONE)).json().id;
    expect((await call(owner, 'DELETE', `/api/actuals/${recordId}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/actuals/${recordId}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json().records).toEqual([]);
  });

  it('goes with its simulation (foreign key, cascade)', async () => {
    const owner = await signUp(app);
    const { id } = await plan(owner);
    await call(owner, 'POST', `/api/simulations/${id}/actuals`, WEEK_ONE);
    expect(await database.db.select().from(actualRecords).where(eq(actualRecords.simulationId, id))).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/api/simulations/${id}`)).statusCode).toBe(204);
    expect(await database.db.select().from(actualRecords).where(eq(actualRecords.simulationId, id))).toEqual([]);
  });
});

describe('amounts in the plan’s currency (decision 0035)', () => {
  // The same plan made at 10 MAD a dollar: week two typed in MAD is 1,400 MAD of ads and 25,600 MAD collected.
  const inMad = { ...WEEK_TWO, adSpend: 1400, revenueCollected: 25_600, localCurrencyInputs: ['adSpend', 'revenueCollected'] };

  it('keeps the amounts as typed with the plan’s rate, and compares them in dollars', async () => {
    const owner = await signUp(app);
    const post = async (record: object) => {
      const created = await call(owner, 'POST', '/api/simulations', { ...PLAN_EXAMPLE, currencyRate: 10 });
      const id: string = created.json().id;
      const response = await call(owner, 'POST', `/api/simulations/${id}/actuals`, record);
      expect(response.statusCode, response.body).toBe(201);
      return { stored: response.json(), answer: (await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json() };
    };
    const local = await post(inMad);
    expect(local.stored).toMatchObject({ adSpend: 1400, revenueCollected: 25_600, localCurrencyInputs: ['adSpend', 'revenueCollected'], currencyRate: 10 });
    expect(local.answer.records[0]).toMatchObject({ adSpend: 1400, revenueCollected: 25_600, currencyRate: 10 });
    expect(local.answer.comparison.totals).toMatchObject({ adSpend: 140, revenueCollected: 2560 });
    // The record in MAD gives exactly the comparison of the same record typed in dollars.
    const dollars = await post(WEEK_TWO);
    expect(dollars.stored).toMatchObject({ localCurrencyInputs: [], currencyRate: null });
    expect(local.answer.comparison).toEqual(dollars.answer.comparison);
  });

  it('keeps the rate the record was typed at when the plan’s rate changes later', async () => {
    const owner = await signUp(app);
    const id: string = (await call(owner, 'POST', '/api/simulations', { ...PLAN_EXAMPLE, currencyRate: 10 })).json().id;
    await call(owner, 'POST', `/api/simulations/${id}/actuals`, inMad);
    const update = await app.inject({ method: 'PUT', url: `/api/simulations/${id}`, headers: { cookie: owner.cookie }, payload: { ...PLAN_EXAMPLE, currencyRate: 11 } });
    expect(update.statusCode, update.body).toBe(200);
    expect((await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json().comparison.totals.adSpend).toBe(140);
  });

  it('refuses local amounts on a plan without a rate (409, at the field), and stores nothing', async () => {
    const owner = await signUp(app);
    const { id } = await plan(owner);
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals`, inMad);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(response.json().errors).toEqual([{ path: 'localCurrencyInputs', code: 'noCurrencyRate', message: expect.any(String) }]);
    expect((await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json().records).toEqual([]);
  });

  it.each([
    ['an amount listed twice', ['adSpend', 'adSpend']],
    ['a count as an amount', ['leads']],
    ['not a list', 'adSpend'],
  ])('refuses %s', async (_case, localCurrencyInputs) => {
    const owner = await signUp(app);
    const id: string = (await call(owner, 'POST', '/api/simulations', { ...PLAN_EXAMPLE, currencyRate: 10 })).json().id;
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals`, { ...WEEK_ONE, localCurrencyInputs });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('a broken funnel', () => {
  it.each([
    ['more confirmed than leads', { confirmed: 201 }, [{ path: 'confirmed', code: 'moreThanLeads' }]],
    ['more delivered and returned than confirmed', { delivered: 50, returned: 31 }, [{ path: 'returned', code: 'moreThanConfirmed' }]],
    ['more delivered than confirmed', { delivered: 81, returned: 0 }, [{ path: 'delivered', code: 'moreThanConfirmed' }]],
  ])('refuses %s as a field error and stores nothing', async (_case, change, errors) => {
    const owner = await signUp(app);
    const { id } = await plan(owner);
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals`, { ...WEEK_ONE, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: errors.map((error) => ({ ...error, message: expect.any(String) })) });
    expect(response.json().errors).toHaveLength(errors.length);
    expect((await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json().records).toEqual([]);
  });
});

describe("another seller's actuals (IDOR)", () => {
  it('another seller and an administrator get "not found" and change nothing; a guest gets 401', async () => {
    const owner = await signUp(app);
    const { id } = await plan(owner);
    const recordId = (await call(owner, 'POST', `/api/simulations/${id}/actuals`, WEEK_ONE)).json().id;
    for (const intruder of [await signUp(app), await createAdmin(app, database.db), null]) {
      for (const [method, url, body] of [
        ['POST', `/api/simulations/${id}/actuals`, WEEK_TWO],
        ['GET', `/api/simulations/${id}/actuals`, undefined],
        ['DELETE', `/api/actuals/${recordId}`, undefined],
      ] as const) {
        const response = await call(intruder, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(intruder ? 404 : 401);
        expect(response.body).not.toContain('2026-11-07');
      }
    }
    const { records } = (await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json();
    expect(records.map((r: { id: string }) => r.id)).toEqual([recordId]);
  });
});

describe('hostile records', () => {
  it.each([
    ['an owner field', { ...WEEK_ONE, userId: '00000000-0000-4000-8000-000000000000' }, ''],
    ['a simulation field', { ...WEEK_ONE, simulationId: '00000000-0000-4000-8000-000000000000' }, ''],
    ['a count as text', { ...WEEK_ONE, leads: '200' }, 'leads'],
    ['half an order', { ...WEEK_ONE, delivered: 40.5 }, 'delivered'],
    ['a negative spend', { ...WEEK_ONE, adSpend: -1 }, 'adSpend'],
    ['a count beyond any campaign', { ...WEEK_ONE, leads: 1e12 }, 'leads'],
    ['a day before 2000', { ...WEEK_ONE, date: '1999-12-31' }, 'date'],
    ['a day that does not exist', { ...WEEK_ONE, date: '2026-02-30' }, 'date'],
    ['SQL in the day', { ...WEEK_ONE, date: "2026-11-07'; drop table actual_records; --" }, 'date'],
    ['no body field at all', {}, 'date'],
  ])('refuses %s with 400 and the error body', async (_case, body, path) => {
    const owner = await signUp(app);
    const { id } = await plan(owner);
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    expect((await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json().records).toEqual([]);
  });

  it('answers an id that is not a uuid with 400, and an unknown one with 404', async () => {
    const owner = await signUp(app);
    expect((await call(owner, 'GET', '/api/simulations/not-an-id/actuals')).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', '/api/actuals/1%20or%201=1')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/simulations/00000000-0000-4000-8000-000000000000/actuals')).statusCode).toBe(404);
  });
});
