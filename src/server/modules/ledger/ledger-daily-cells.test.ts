import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DailyAnswer, SplitBy } from '../../../domain/ledger/api-schemas';
import { addDays, dayInZone } from '../../../domain/ledger/zoned-days';
import { ledgerDailyCells, ledgerOrders } from '../../db/schema';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';
import { readDaily } from './daily-query';

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
});
