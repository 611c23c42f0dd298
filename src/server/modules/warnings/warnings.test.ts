import { describe, expect, it } from 'vitest';
import { addDays, dayInZone } from '../../../domain/ledger/zoned-days';
import type { PlanLedgerAnswer, WarningsAnswer } from '../../../domain/warnings/api-schemas';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';
import { FALLING_WEEK, MATURE_COHORT, WARNING_PLAN } from '../../../domain/test-support/warning-case';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';

// A plan on the ledger's orders, end to end: the shared warning case, whose delivery rate breaks even at 47 % (profit =
// 1000·d − 470 with 50 confirmed orders and $370 of ads).
const { app } = await createTestApp();
const call = caller(app);

const PLAN = { ...PLAN_EXAMPLE, name: 'Kettle, MA', ...WARNING_PLAN };

const today = dayInZone(Date.now(), 'UTC');
const recent = addDays(today, -3);
const mature = addDays(today, -30);
const HEADER = ['Order ID', 'Date', 'Status', 'Total', 'SKU', 'Quantity', 'Country'];

function rows(prefix: string, day: string, statuses: [string, number][], sku = 'KTL') {
  const list: string[][] = [];
  for (const [status, count] of statuses) for (let index = 0; index < count; index++) list.push([`${prefix}-${list.length + 1}`, `${day} 10:00`, status, '27.00', sku, '1', 'MA']);
  return list;
}

async function importOrders(seller: SignedIn, list: string[][]) {
  expect(await importFile(app, seller, { kind: 'orders', source: 'generic', currency: 'USD' }, csv([HEADER, ...list]))).toMatchObject({ state: 'done' });
}

/** The recent week: 100 orders, 50 never confirmed, 8 delivered, 17 returned, 25 on the road; a mature cohort delivering 50 %. */
async function sellerWithCampaign(): Promise<{ seller: SignedIn; planId: string }> {
  const seller = await signUp(app);
  await importOrders(seller, [
    ...rows('R', recent, [['cancelled', FALLING_WEEK.cancelled], ['delivered', FALLING_WEEK.delivered], ['returned', FALLING_WEEK.returned], ['shipped', FALLING_WEEK.inTransit]]),
    ...rows('M', mature, [['delivered', MATURE_COHORT.delivered], ['returned', MATURE_COHORT.returned]]),
  ]);
  const spend = await call(seller, 'POST', '/api/ledger/ad-spend', { date: recent, platform: 'meta', sku: 'KTL', countryCode: 'MA', amount: { minor: 37000, currency: 'USD' } });
  expect(spend.statusCode, spend.body).toBe(201);
  const plan = await call(seller, 'POST', '/api/simulations', PLAN);
  expect(plan.statusCode).toBe(201);
  return { seller, planId: plan.json().id };
}

describe('a plan on the ledger', () => {
  it('reads plan against actual from the ledger, warns on the delivery rate, and comes back when it worsens after an acknowledgement', async () => {
    const { seller, planId } = await sellerWithCampaign();
    expect((await call(seller, 'GET', `/api/simulations/${planId}/ledger-link`)).json()).toEqual({ link: null });
    const attached = await call(seller, 'PUT', `/api/simulations/${planId}/ledger-link`, { sku: 'KTL', countryCode: 'MA' });
    expect([attached.statusCode, attached.json()]).toEqual([200, { sku: 'KTL', countryCode: 'MA' }]);
    expect((await call(seller, 'GET', `/api/simulations/${planId}/ledger-link`)).json()).toEqual({ link: { sku: 'KTL', countryCode: 'MA' } });

    const range = `from=${addDays(today, -7)}&to=${addDays(today, -1)}`;
    const ledger = (await call(seller, 'GET', `/api/simulations/${planId}/ledger?${range}`)).json<PlanLedgerAnswer>();
    // The record: 100 leads, $370, 50 confirmed, 8 delivered, 17 returned, $216 collected (8 × $27).
    expect(ledger.comparison?.totals).toEqual({ records: 1, leads: 100, adSpend: 370, confirmed: 50, delivered: 8, returned: 17, revenueCollected: 216 });
    expect(ledger.comparison?.inTransit).toBe(25);
    // The 25 on the road are settled at the ledger's projection, the mature cohort's 20 of 40 (50 %), as the warning
    // settles them, not at the plan's 60 %: 8 + 12.5 = 20.5 delivered of 50 (41 %); profit 1000 × 0.41 − 470 = −$60
    // (the plan's rate would give 8 + 15 = 23, 46 % and −$10).
    expect(ledger.projection).toEqual({ rate: 0.5, source: 'productCountry', settledOrders: 40 });
    expect(ledger.comparison?.projectedDelivered).toBeCloseTo(20.5, 9);
    expect(ledger.comparison?.actualInputs.deliveredRate).toBeCloseTo(41, 9);
    expect(ledger.comparison?.lines.find((line) => line.key === 'profit')?.actual).toBe(-60);
    expect(ledger.comparison?.biggestDriver?.key).toBe('deliveredRate');

    // The window projects 8 + 25 × 50 % = 20.5 delivered of 50: 41 %; 1000 × 0.41 − 470 = −$60 a week. Every window
    // holding the orders' day warns, the earliest ending on that day: the warning holds since then.
    expect(ledger.warnings).toHaveLength(1);
    const warning = ledger.warnings[0]!;
    expect(warning).toMatchObject({ subject: `plan:${planId}`, metric: 'deliveredRate', moneyPerWeek: { minor: -6000, currency: 'USD' }, acknowledged: false, since: recent });
    expect(warning.value).toBeCloseTo(41, 9);
    expect(warning.breakEven).toBeCloseTo(47, 9);
    expect(warning.explanation).toMatchObject({ orders: 100, confirmed: 50, delivered: 8, returned: 17, inTransit: 25, projection: { rate: 0.5, source: 'productCountry', settledOrders: 40 } });
    expect((await call(seller, 'GET', '/api/warnings/count')).json()).toEqual({ count: 1 });

    const ack = await call(seller, 'POST', '/api/warnings/acknowledge', { subject: warning.subject, metric: 'deliveredRate' });
    expect(ack.statusCode, ack.body).toBe(204);
    expect((await call(seller, 'GET', '/api/warnings/count')).json()).toEqual({ count: 0 });
    expect((await call(seller, 'GET', '/api/warnings')).json<WarningsAnswer>().warnings[0]).toMatchObject({ acknowledged: true });

    // A worse week: 5 of the orders on the road come back. 8 + 20 × 50 % = 18 of 50: 36 %; 360 − 470 = −$110.
    await importOrders(seller, rows('R', recent, [['cancelled', 50], ['delivered', 8], ['returned', 22], ['shipped', 20]]));
    const worse = (await call(seller, 'GET', '/api/warnings')).json<WarningsAnswer>().warnings[0]!;
    expect(worse).toMatchObject({ acknowledged: false, moneyPerWeek: { minor: -11000, currency: 'USD' } });
    expect(worse.value).toBeCloseTo(36, 9);
    expect((await call(seller, 'GET', '/api/warnings/count')).json()).toEqual({ count: 1 });
  });

  it('judges a product alone when no plan stands for it, and stays quiet under 30 orders, saying why', async () => {
    const seller = await signUp(app);
    await importOrders(seller, rows('S', recent, [['delivered', 20], ['shipped', 9]], 'SOAP'));
    const answer = (await call(seller, 'GET', '/api/warnings')).json<WarningsAnswer>();
    expect(answer.warnings).toEqual([]);
    expect(answer.quiet).toEqual([expect.objectContaining({ subject: 'product:SOAP|MA', plan: null, reason: 'fewOrders', orders: 29 })]);
  });

  it('answers another seller 404 for a plan not theirs, and never reads the owner’s orders into their warnings', async () => {
    const { seller: owner, planId } = await sellerWithCampaign();
    await call(owner, 'PUT', `/api/simulations/${planId}/ledger-link`, { sku: 'KTL', countryCode: 'MA' });
    const other = await signUp(app);
    const range = `from=${addDays(today, -7)}&to=${addDays(today, -1)}`;
    for (const [method, url, body] of [
      ['GET', `/api/simulations/${planId}/ledger-link`],
      ['PUT', `/api/simulations/${planId}/ledger-link`, { sku: 'X', countryCode: 'MA' }],
      ['DELETE', `/api/simulations/${planId}/ledger-link`],
      ['GET', `/api/simulations/${planId}/ledger?${range}`],
    ] as const) {
      const response = await call(other, method, url, body);
      expect([url, method, response.statusCode]).toEqual([url, method, 404]);
    }
    const stolen = await call(other, 'POST', '/api/warnings/acknowledge', { subject: `plan:${planId}`, metric: 'deliveredRate' });
    expect(stolen.statusCode).toBe(404);

    // The other seller's own plan on the same product and country has no orders: nothing to compare, nothing to warn.
    const theirs = (await call(other, 'POST', '/api/simulations', PLAN)).json().id;
    expect((await call(other, 'PUT', `/api/simulations/${theirs}/ledger-link`, { sku: 'KTL', countryCode: 'MA' })).statusCode).toBe(200);
    const their = (await call(other, 'GET', `/api/simulations/${theirs}/ledger?${range}`)).json<PlanLedgerAnswer>();
    expect([their.comparison, their.warnings]).toEqual([null, []]);
    expect((await call(other, 'GET', '/api/warnings')).json<WarningsAnswer>()).toMatchObject({ warnings: [], quiet: [expect.objectContaining({ reason: 'fewOrders', orders: 0 })] });
    expect((await call(other, 'GET', '/api/warnings/count')).json()).toEqual({ count: 0 });
    // The owner's warning still stands, not acknowledged.
    expect((await call(owner, 'GET', '/api/warnings/count')).json()).toEqual({ count: 1 });
  });

  it('refuses guests and bad links', async () => {
    for (const url of ['/api/warnings', '/api/warnings/count']) expect((await call(null, 'GET', url)).statusCode).toBe(401);
    const { seller, planId } = await sellerWithCampaign();
    const bad = await call(seller, 'PUT', `/api/simulations/${planId}/ledger-link`, { sku: '', countryCode: 'ma' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await call(seller, 'GET', `/api/simulations/${planId}/ledger?from=2026-01-01&to=2026-01-07`)).statusCode).toBe(404);
  });
});
