import { describe, expect, it } from 'vitest';
import type { RateCounts } from '../../../domain/risk/ledger-counts';
import { addDays, dayInZone } from '../../../domain/ledger/zoned-days';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';

// The counts a profit range takes from the ledger's cohorts, end to end: the seller's orders of one product and
// country placed in the chosen days, counted as the daily screen counts them.
const { app } = await createTestApp();
const call = caller(app);

const today = dayInZone(Date.now(), 'UTC');
const day = addDays(today, -3);
const matureDay = addDays(today, -30);
const HEADER = ['Order ID', 'Date', 'Status', 'Total', 'Delivery fee', 'SKU', 'Quantity', 'Country', 'Courier'];

function orderRows(prefix: string, placed: string, sku: string, country: string, statuses: [string, number][]) {
  const rows: string[][] = [];
  for (const [status, count] of statuses) {
    for (let index = 0; index < count; index++) rows.push([`${prefix}-${rows.length + 1}`, `${placed} 10:00`, status, '300.00', '30.00', sku, '1', country, 'Amana']);
  }
  return rows;
}

const query = (sku: string, country: string | null, from: string, to: string) =>
  `/api/ledger/rate-counts?${new URLSearchParams({ sku, from, to, ...(country ? { country } : {}) })}`;

describe('the ledger’s counts for a profit range', () => {
  it('counts confirmed of orders and delivered of shipped, the orders on the road settled at the projected rate', async () => {
    const seller = await signUp(app);
    // Three days ago in Morocco: 14 orders of ARG, 2 still new, 2 cancelled, 10 confirmed: 5 delivered, 1 paid,
    // 2 returned, 2 shipped. Thirty days ago (a mature cohort): 30 delivered and 10 returned, a projected 75 %.
    // Elsewhere: the same product in Saudi Arabia and another product in Morocco, which must not count.
    const rows = [
      ...orderRows('D', day, 'ARG', 'MA', [['new', 2], ['cancelled', 2], ['delivered', 5], ['paid', 1], ['returned', 2], ['shipped', 2]]),
      ...orderRows('M', matureDay, 'ARG', 'MA', [['delivered', 30], ['returned', 10]]),
      ...orderRows('S', day, 'ARG', 'SA', [['delivered', 3]]),
      ...orderRows('O', day, 'TEA', 'MA', [['returned', 4]]),
    ];
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([HEADER, ...rows]))).toMatchObject({ state: 'done', created: 61 });

    const response = await call(seller, 'GET', query('ARG', 'MA', addDays(today, -7), today));
    expect(response.statusCode, response.body).toBe(200);
    const counts = response.json<RateCounts>();
    expect(counts.cohort).toEqual({ orders: 14, confirmed: 10, delivered: 6, returned: 2, inTransit: 2 });
    expect(counts.projection).toEqual({ rate: 0.75, source: 'productCountry', settledOrders: 40 });
    // Confirmed: 10 of 14. Delivered: 6 + 0.75 × 2 = 7.5 → 8 of 6 + 2 + 2 = 10 shipped.
    expect(counts.confirmation).toEqual({ successes: 10, trials: 14 });
    expect(counts.delivery).toEqual({ successes: 8, trials: 10 });
    expect(counts.projectedOrders).toBe(2);

    // Every country: the Saudi orders join (3 more delivered; the mature cohort is still the product's own 75 %).
    const everywhere = (await call(seller, 'GET', query('ARG', null, addDays(today, -7), today))).json<RateCounts>();
    expect(everywhere.confirmation).toEqual({ successes: 13, trials: 17 });
    expect(everywhere.delivery).toEqual({ successes: 11, trials: 13 });

    // The mature cohort's own days: 30 delivered of 40, nothing on the road.
    const mature = (await call(seller, 'GET', query('ARG', 'MA', matureDay, matureDay))).json<RateCounts>();
    expect([mature.confirmation, mature.delivery, mature.projectedOrders]).toEqual([{ successes: 40, trials: 40 }, { successes: 30, trials: 40 }, 0]);
  });

  it('answers another seller nothing of the owner’s orders, and refuses guests', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await importFile(app, owner, { kind: 'orders', source: 'generic' }, csv([HEADER, ...orderRows('X', day, 'ARG', 'MA', [['delivered', 3]])]));
    const url = query('ARG', 'MA', addDays(today, -7), today);
    expect((await call(owner, 'GET', url)).json<RateCounts>().delivery).toEqual({ successes: 3, trials: 3 });
    const foreign = (await call(other, 'GET', url)).json<RateCounts>();
    expect([foreign.cohort.orders, foreign.confirmation, foreign.delivery]).toEqual([0, null, null]);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
  });

  it('refuses a range that ends before it starts with the error body', async () => {
    const seller = await signUp(app);
    const response = await call(seller, 'GET', query('ARG', 'MA', today, addDays(today, -1)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('to');
  });
});
