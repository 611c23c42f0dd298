import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DailyAnswer, SplitBy } from '../../../domain/ledger/api-schemas';
import { addDays, dayInZone } from '../../../domain/ledger/zoned-days';
import { ledgerDailyCells, ledgerOrders } from '../../db/schema';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';
import { readDaily, readDailyCells } from './daily-query';

// The daily screen's rollup against a fresh count of the orders: after every kind of write an import makes, and
// after a change of the seller's zone, each seller's cells are exactly what counting their orders gives.
const { app, database } = await createTestApp();
const { db } = database;
const call = caller(app);

const today = dayInZone(Date.now(), 'UTC');
const day = addDays(today, -3);
const nextDay = addDays(day, 1);
const dayBefore = addDays(day, -1);

const header = ['Order ID', 'Date', 'Status', 'Total', 'Delivery fee', 'SKU', 'Quantity', 'Country', 'Courier'];

async function settle(seller: SignedIn, timeZone: string) {
  const response = await call(seller, 'PUT', '/api/ledger/settings', { reportingCurrency: 'MAD', timeZone, rates: [] });
  expect(response.statusCode, response.body).toBe(200);
}

/** The calendar day of an instant in a zone, worked out by Intl (not by the database's AT TIME ZONE). */
function calendarDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

type Cell = { day: string; sku: string | null; country: string | null; courier: string | null; currency: string; status: string; confirmed: boolean; orders: number; total: number; fee: number; units: number };
const cellKey = (cell: Cell) => JSON.stringify([cell.day, cell.sku, cell.country, cell.courier, cell.currency, cell.status, cell.confirmed]);
const sorted = (cells: Cell[]) => [...cells].sort((a, b) => cellKey(a).localeCompare(cellKey(b)));

/** The seller's orders counted in JavaScript, one cell per day of `timeZone` and key. */
async function recount(seller: SignedIn, timeZone: string): Promise<Cell[]> {
  const orders = await db.select().from(ledgerOrders).where(eq(ledgerOrders.ownerId, seller.user.id));
  const cells = new Map<string, Cell>();
  for (const order of orders) {
    const cell: Cell = {
      day: calendarDay(order.placedAt, timeZone),
      sku: order.sku,
      country: order.countryCode,
      courier: order.courier,
      currency: order.currency,
      status: order.status,
      confirmed: order.confirmed,
      orders: 0,
      total: 0,
      fee: 0,
      units: 0,
    };
    const kept = cells.get(cellKey(cell)) ?? cell;
    kept.orders += 1;
    kept.total += Number(order.totalMinor);
    kept.fee += Number(order.deliveryFeeMinor);
    kept.units += order.units;
    cells.set(cellKey(cell), kept);
  }
  return sorted([...cells.values()]);
}

/** The seller's rollup cells as stored. */
async function rollup(seller: SignedIn): Promise<Cell[]> {
  const rows = await db.select().from(ledgerDailyCells).where(eq(ledgerDailyCells.ownerId, seller.user.id));
  return sorted(
    rows.map((row) => ({
      day: row.day,
      sku: row.sku,
      country: row.countryCode,
      courier: row.courier,
      currency: row.currency,
      status: row.status,
      confirmed: row.confirmed,
      orders: row.orders,
      total: Number(row.totalMinor),
      fee: Number(row.deliveryFeeMinor),
      units: Number(row.units),
    })),
  );
}

async function expectRollupCounts(seller: SignedIn, timeZone: string, orderCount: number) {
  const counted = await recount(seller, timeZone);
  expect(counted.reduce((sum, cell) => sum + cell.orders, 0)).toBe(orderCount);
  expect(await rollup(seller)).toEqual(counted);
}

const first = [
  ['A-1', `${day} 23:30`, 'new', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
  ['A-2', `${day} 10:00`, 'confirmed', '300.00', '30.00', 'ARG', '2', 'MA', 'Amana'],
  ['A-3', `${day} 10:00`, 'shipped', '150.00', '20.00', 'SOAP', '1', 'SA', 'Aramex'],
  ['A-4', `${day} 12:00`, 'delivered', '450.00', '0.00', 'ARG', '1', 'MA', ''],
  ['A-4', `${day} 12:00`, '', '', '', 'SOAP', '3', '', ''],
  ['A-5', `${nextDay} 09:00`, 'cancelled', '200.00', '30.00', 'TEA', '1', '', 'Amana'],
  ['A-6', `${dayBefore} 23:59`, 'returned', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
];

describe("the daily screen's rollup", () => {
  it('equals a fresh count of the orders after imports, re-imports, status moves, corrections and a change of zone', async () => {
    const seller = await signUp(app);
    const other = await signUp(app);
    await settle(seller, 'UTC');
    const generic = { kind: 'orders', source: 'generic' };

    expect(await importFile(app, seller, generic, csv([header, ...first]))).toMatchObject({ state: 'done', created: 6 });
    await expectRollupCounts(seller, 'UTC', 6);
    // Another seller's same file: their own cells, the first seller's unchanged.
    expect(await importFile(app, other, generic, csv([header, ...first]))).toMatchObject({ state: 'done', created: 6 });
    await expectRollupCounts(other, 'UTC', 6);
    await expectRollupCounts(seller, 'UTC', 6);

    // The same file again changes nothing.
    expect(await importFile(app, seller, generic, csv([header, ...first]))).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 6 });
    await expectRollupCounts(seller, 'UTC', 6);

    // The store's later export: A-1 confirmed; A-2 shipped at a new total; A-3 delivered and placed the next day;
    // A-6 now of another product; A-7 new and delivered; as they were.
    const updated = [
      ['A-1', `${day} 23:30`, 'confirmed', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
      ['A-2', `${day} 10:00`, 'shipped', '320.00', '30.00', 'ARG', '2', 'MA', 'Amana'],
      ['A-3', `${nextDay} 10:00`, 'delivered', '150.00', '20.00', 'SOAP', '1', 'SA', 'Aramex'],
      ...first.slice(3, 6),
      ['A-6', `${dayBefore} 23:59`, 'returned', '300.00', '30.00', 'SOAP', '1', 'MA', 'Amana'],
      ['A-7', `${day} 11:00`, 'delivered', '100.00', '0.00', 'SOAP', '1', 'AE', 'Aramex'],
    ];
    expect(await importFile(app, seller, generic, csv([header, ...updated]))).toMatchObject({ state: 'done', created: 1, updated: 4, unchanged: 2 });
    await expectRollupCounts(seller, 'UTC', 7);

    // The store's next export moves on; a file of statuses alone marks A-7 paid (and, naming no amounts,
    // rewrites them: the rollup follows whatever the order becomes).
    const moves = [header, ['A-1', `${day} 23:30`, 'shipped', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'], ['A-2', `${day} 10:00`, 'delivered', '320.00', '30.00', 'ARG', '2', 'MA', 'Amana']];
    expect(await importFile(app, seller, generic, csv(moves))).toMatchObject({ state: 'done', updated: 2 });
    await expectRollupCounts(seller, 'UTC', 7);
    expect(await importFile(app, seller, generic, csv([['Order ID', 'Date', 'Status'], ['A-7', `${day} 11:00`, 'paid']]))).toMatchObject({ state: 'done', updated: 1 });
    await expectRollupCounts(seller, 'UTC', 7);

    // A correction moves A-2 back to returned; a row moving A-3 back without saying so is ignored.
    const corrections = [
      [...header, 'Correction'],
      ['A-2', `${day} 10:00`, 'returned', '320.00', '30.00', 'ARG', '2', 'MA', 'Amana', 'yes'],
      ['A-3', `${nextDay} 10:00`, 'shipped', '150.00', '20.00', 'SOAP', '1', 'SA', 'Aramex', ''],
    ];
    expect(await importFile(app, seller, generic, csv(corrections))).toMatchObject({ state: 'done', updated: 1, unchanged: 1 });
    await expectRollupCounts(seller, 'UTC', 7);
    expect((await rollup(seller)).filter((cell) => cell.status === 'returned').map((cell) => [cell.day, cell.sku, cell.orders])).toEqual([
      [dayBefore, 'SOAP', 1],
      [day, 'ARG', 1],
    ]);

    // Four hours east: A-1 (23:30 UTC) and A-6 (23:59 UTC) move to the next day of Dubai.
    await settle(seller, 'Asia/Dubai');
    await expectRollupCounts(seller, 'Asia/Dubai', 7);
    const cellOf = async (sku: string, status: string) => (await rollup(seller)).filter((cell) => cell.sku === sku && cell.status === status).map((cell) => cell.day);
    expect(await cellOf('ARG', 'shipped')).toEqual([nextDay]);
    expect(await cellOf('SOAP', 'returned')).toEqual([day]);

    // An import after the change writes in the new zone's days: A-8 at 02:00 in Dubai is 22:00 UTC the day before.
    const later = [header, ['A-8', `${day} 02:00`, 'new', '90.00', '10.00', 'TEA', '1', 'MA', 'Amana'], ['A-1', `${day} 23:30`, 'delivered', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana']];
    expect(await importFile(app, seller, generic, csv(later))).toMatchObject({ state: 'done', created: 1 });
    await expectRollupCounts(seller, 'Asia/Dubai', 8);
    expect(await cellOf('TEA', 'new')).toEqual([day]);

    // Back to UTC, and the other seller never moved.
    await settle(seller, 'UTC');
    await expectRollupCounts(seller, 'UTC', 8);
    await expectRollupCounts(other, 'UTC', 6);
  });

  it('gives the hand-worked day per courier and country, the same with and without the rollup', async () => {
    const seller = await signUp(app);
    await settle(seller, 'UTC');
    const rows = [
      ['C-1', `${day} 09:00`, 'delivered', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
      ['C-2', `${day} 10:00`, 'delivered', '200.00', '20.00', 'ARG', '1', 'MA', 'Aramex'],
      ['C-3', `${day} 11:00`, 'returned', '300.00', '30.00', 'SOAP', '1', 'SA', 'Amana'],
      ['C-4', `${day} 12:00`, 'shipped', '100.00', '10.00', 'ARG', '1', 'MA', 'Amana'],
      ['C-5', `${day} 13:00`, 'cancelled', '100.00', '10.00', 'ARG', '1', 'MA', 'Amana'],
    ];
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([header, ...rows]))).toMatchObject({ state: 'done', created: 5 });
    const mad = (minor: number) => ({ minor, currency: 'MAD' });
    const read = async (splitBy: SplitBy) => {
      const response = await call(seller, 'GET', `/api/ledger/daily?from=${day}&to=${day}&splitBy=${splitBy}`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<DailyAnswer>();
      const figures = (row: DailyAnswer['rows'][number]) => ({ key: row.key, orders: row.orders, confirmed: row.confirmed, delivered: row.delivered, returned: row.returned, inTransit: row.inTransit, revenue: row.revenue });
      return answer.rows.map(figures).sort((a, b) => String(a.key).localeCompare(String(b.key)));
    };
    // Amana: C-1, C-3, C-4, C-5; confirmed all but the cancelled C-5; revenue C-1's 300 + 30 = 330 MAD.
    // Aramex: C-2 delivered, 200 + 20 = 220 MAD.
    expect(await read('courier')).toEqual([
      { key: 'Amana', orders: 4, confirmed: 3, delivered: 1, returned: 1, inTransit: 1, revenue: mad(33000) },
      { key: 'Aramex', orders: 1, confirmed: 1, delivered: 1, returned: 0, inTransit: 0, revenue: mad(22000) },
    ]);
    // Morocco: C-1, C-2, C-4, C-5; revenue 330 + 220 = 550 MAD. Saudi Arabia: C-3 returned, nothing collected.
    expect(await read('country')).toEqual([
      { key: 'MA', orders: 4, confirmed: 3, delivered: 2, returned: 0, inTransit: 1, revenue: mad(55000) },
      { key: 'SA', orders: 1, confirmed: 1, delivered: 0, returned: 1, inTransit: 0, revenue: mad(0) },
    ]);
    const viewer = { id: seller.user.id, email: seller.email, role: 'user' as const };
    const now = new Date();
    for (const splitBy of ['none', 'product', 'country', 'courier'] as const) {
      const query = { from: addDays(day, -1), to: addDays(day, 1), groupBy: 'day' as const, splitBy };
      const fromRollup = await readDaily(db, viewer, query, now);
      expect(fromRollup.totals.orders).toBe(5);
      expect(fromRollup).toEqual(await readDaily(db, viewer, query, now, { fromOrders: true }));
    }
  });
  it('reads the same cells from the rollup as counting the orders in JavaScript, and the same answer as reading the orders', async () => {
    const seller = await signUp(app);
    const rates = [
      { currency: 'MAD', perUsd: 10, from: '2020-01-01' },
      { currency: 'MAD', perUsd: 9.5, from: day },
    ];
    expect(
      (await call(seller, 'PUT', '/api/ledger/settings', { reportingCurrency: 'MAD', timeZone: 'Asia/Dubai', rates })).statusCode,
    ).toBe(200);
    const country = await call(seller, 'POST', '/api/countries', {
      name: 'Maroc',
      code: 'MA',
      currency: 'MAD',
      currencyChange: 10,
      taxRate: 20,
    });
    const service = await call(seller, 'POST', '/api/services', { name: 'Amana' });
    expect([country.statusCode, service.statusCode]).toEqual([201, 201]);
    const fee = (serviceId: string | null, orderFees: number) =>
      call(seller, 'POST', '/api/fee-structures', {
        countryId: country.json().id,
        serviceId,
        confirmedRate: 40,
        deliveredRate: 60,
        orderFees,
        confirmedLead: 1,
        deliveredLead: 0.5,
        shippingDelivered: 2,
        shippingReturned: 1,
        serviceFees: 5,
      });
    expect((await fee(service.json().id, 0.5)).statusCode).toBe(201);
    expect((await fee(null, 0.25)).statusCode).toBe(201);
    expect(
      (await call(seller, 'POST', '/api/ledger/products', { name: 'Argan oil', sku: 'ARG', unitCost: { minor: 5000, currency: 'MAD' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(seller, 'POST', '/api/ledger/products', { name: 'Soap', sku: 'SOAP', unitCost: { minor: 2000, currency: 'MAD' } }))
        .statusCode,
    ).toBe(201);
    const mature = addDays(today, -30);
    // Several statuses in one cell (ARG, MA, Amana on `day`), orders of two lines, a cell without a courier, orders
    // on both sides of midnight in Dubai, and mature cohorts for the projection.
    const rows = [
      ['R-1', `${day} 09:00`, 'delivered', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
      ['R-2', `${day} 10:00`, 'paid', '250.00', '30.00', 'ARG', '2', 'MA', 'Amana'],
      ['R-2', `${day} 10:00`, '', '', '', 'SOAP', '3', '', ''],
      ['R-3', `${day} 11:00`, 'returned', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
      ['R-4', `${day} 12:00`, 'shipped', '320.00', '25.00', 'ARG', '1', 'MA', 'Amana'],
      ['R-4', `${day} 12:00`, '', '', '', 'SOAP', '2', '', ''],
      ['R-5', `${day} 13:00`, 'confirmed', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
      ['R-6', `${day} 14:00`, 'cancelled', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
      ['R-7', `${day} 15:00`, 'new', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana'],
      ['R-8', `${day} 23:30`, 'delivered', '180.00', '20.00', 'SOAP', '1', 'SA', ''],
      ['R-9', `${dayBefore} 00:30`, 'shipped', '180.00', '20.00', 'SOAP', '1', 'MA', 'Aramex'],
      ...Array.from({ length: 24 }, (_, index) => [
        `M-${index}`,
        `${mature} 10:00`,
        index < 18 ? 'delivered' : 'returned',
        '300.00',
        '30.00',
        'ARG',
        '1',
        'MA',
        'Amana',
      ]),
    ];
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([header, ...rows]))).toMatchObject({
      state: 'done',
      created: 33,
    });
    expect(
      (
        await call(seller, 'POST', '/api/ledger/ad-spend', {
          date: day,
          platform: 'meta',
          sku: 'ARG',
          amount: { minor: 40000, currency: 'MAD' },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call(seller, 'POST', '/api/ledger/ad-spend', { date: day, platform: 'meta', amount: { minor: 15000, currency: 'MAD' } }))
        .statusCode,
    ).toBe(201);

    // The cells by product, counted here from the orders (days by Intl; buckets written out, not the domain's).
    const query = { from: addDays(mature, -1), to: today, splitBy: 'product' as const };
    const orders = await db.select().from(ledgerOrders).where(eq(ledgerOrders.ownerId, seller.user.id));
    const expected = new Map<string, Record<string, unknown>>();
    for (const order of orders) {
      const cellDay = calendarDay(order.placedAt, 'Asia/Dubai');
      const id = JSON.stringify([cellDay, order.sku, order.countryCode, order.courier, order.currency]);
      const cell = (expected.get(id) ?? {
        day: cellDay,
        key: order.sku,
        sku: order.sku,
        countryCode: order.countryCode,
        courier: order.courier,
        currency: order.currency,
        orders: 0,
        confirmed: 0,
        cancelled: 0,
        delivered: 0,
        returned: 0,
        inTransit: 0,
        deliveredTotalMinor: 0,
        deliveredFeeMinor: 0,
        deliveredUnits: 0,
        returnedUnits: 0,
        transitTotalMinor: 0,
        transitFeeMinor: 0,
        transitUnits: 0,
      }) as Record<string, number>;
      const total = Number(order.totalMinor);
      const fee = Number(order.deliveryFeeMinor);
      cell.orders! += 1;
      if (order.confirmed) cell.confirmed! += 1;
      if (order.status === 'cancelled') cell.cancelled! += 1;
      if (order.status === 'delivered' || order.status === 'paid') {
        cell.delivered! += 1;
        cell.deliveredTotalMinor! += total;
        cell.deliveredFeeMinor! += fee;
        cell.deliveredUnits! += order.units;
      }
      if (order.status === 'returned') {
        cell.returned! += 1;
        cell.returnedUnits! += order.units;
      }
      if (order.status === 'confirmed' || order.status === 'shipped') {
        cell.inTransit! += 1;
        cell.transitTotalMinor! += total;
        cell.transitFeeMinor! += fee;
        cell.transitUnits! += order.units;
      }
      expected.set(id, cell);
    }
    const byId = (cells: readonly object[]) => [...cells].map((cell) => JSON.stringify(cell, Object.keys(cell).sort())).sort();
    const fromRollup = await readDailyCells(db, seller.user.id, query, 'Asia/Dubai');
    expect(byId(fromRollup)).toEqual(byId([...expected.values()]));
    expect(byId(await readDailyCells(db, seller.user.id, query, 'Asia/Dubai', { fromOrders: true }))).toEqual(
      byId([...expected.values()]),
    );
    // The day's ARG cell by hand, 7 orders; confirmed all but the new and the cancelled, 5. Delivered
    // R-1 and R-2: 300 + 250 MAD, fees 30 + 30, units 1 + 5 (an order's units are all its lines', under its first
    // line's SKU). On the road: 320 + 300 MAD, fees 25 + 30, units 3 + 1.
    expect(fromRollup.find((cell) => cell.day === day && cell.sku === 'ARG')).toMatchObject({
      orders: 7,
      confirmed: 5,
      cancelled: 1,
      delivered: 2,
      returned: 1,
      inTransit: 2,
      deliveredTotalMinor: 55000,
      deliveredFeeMinor: 6000,
      deliveredUnits: 6,
      returnedUnits: 1,
      transitTotalMinor: 62000,
      transitFeeMinor: 5500,
      transitUnits: 4,
    });

    const viewer = { id: seller.user.id, email: seller.email, role: 'user' as const };
    const now = new Date();
    for (const splitBy of ['none', 'product', 'country', 'courier'] as const) {
      for (const groupBy of ['day', 'week'] as const) {
        const range = { from: addDays(mature, -1), to: today, groupBy, splitBy };
        const answer = await readDaily(db, viewer, range, now);
        expect(answer.totals.orders).toBe(33);
        expect(answer.projections.length).toBeGreaterThan(0);
        expect(answer).toEqual(await readDaily(db, viewer, range, now, { fromOrders: true }));
      }
    }
  });
});
