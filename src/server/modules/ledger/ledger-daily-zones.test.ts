import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DailyAnswer, SplitBy } from '../../../domain/ledger/api-schemas';
import { ledgerDailyCells, ledgerOrders } from '../../db/schema';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';
import { readLedgerDays } from '../warnings/ledger-days';
import { readLedgerSettings } from './settings-queries';

// A Moroccan seller's orders placed just after local midnight sit on their local day in the rollup, the daily
// screen and the warnings, whichever database keeps them: the days come from Node's zone rules, the same rules
// that read the file's dates and bound the ranges, not from the database's own zone data (which can differ).
const { app, database } = await createTestApp();
const { db } = database;
const call = caller(app);

const header = ['Order ID', 'Date', 'Status', 'Total', 'Delivery fee', 'SKU', 'Quantity', 'Country', 'Courier', 'Campaign'];

// Casablanca by Node's Intl (timeZoneName 'longOffset'): UTC+1 all of November 2026 and until 2027-02-07T02:00Z,
// UTC+0 through Ramadan until 2027-03-14T02:00Z, then UTC+1 again. The file's dates are local; placed at (UTC):
//   Z-1 2026-11-16 00:30 +01 -> 2026-11-15T23:30Z, local day 2026-11-16
//   Z-2 2026-11-15 12:00 +01 -> 2026-11-15T11:00Z, local day 2026-11-15
//   Z-3 2027-02-06 00:30 +01 -> 2027-02-05T23:30Z, local day 2027-02-06 (before Ramadan)
//   Z-4 2027-02-20 00:30 +00 -> 2027-02-20T00:30Z, local day 2027-02-20 (in Ramadan)
//   Z-5 2027-02-20 23:30 +00 -> 2027-02-20T23:30Z, local day 2027-02-20 (in Ramadan)
//   Z-6 2027-03-15 00:30 +01 -> 2027-03-14T23:30Z, local day 2027-03-15 (after Ramadan)
const rows = [
  ['Z-1', '2026-11-16 00:30', 'delivered', '300.00', '30.00', 'ARG', '1', 'MA', 'Amana', 'Autumn'],
  ['Z-2', '2026-11-15 12:00', 'delivered', '200.00', '20.00', 'SOAP', '1', 'MA', 'Amana', 'Spring'],
  ['Z-3', '2027-02-06 00:30', 'shipped', '100.00', '10.00', 'ARG', '1', 'MA', 'Amana', 'Ramadan'],
  ['Z-4', '2027-02-20 00:30', 'shipped', '100.00', '10.00', 'ARG', '1', 'MA', 'Amana', 'Ramadan'],
  ['Z-5', '2027-02-20 23:30', 'shipped', '100.00', '10.00', 'SOAP', '1', 'MA', 'Amana', 'Ramadan'],
  ['Z-6', '2027-03-15 00:30', 'shipped', '100.00', '10.00', 'ARG', '1', 'MA', 'Amana', 'Ramadan'],
];

const placedAt: Record<string, string> = {
  'Z-1': '2026-11-15T23:30:00.000Z',
  'Z-2': '2026-11-15T11:00:00.000Z',
  'Z-3': '2027-02-05T23:30:00.000Z',
  'Z-4': '2027-02-20T00:30:00.000Z',
  'Z-5': '2027-02-20T23:30:00.000Z',
  'Z-6': '2027-03-14T23:30:00.000Z',
};

/** The rollup's cells as [day, SKU, orders], in order. */
const expectedCells = [
  ['2026-11-15', 'SOAP', 1],
  ['2026-11-16', 'ARG', 1],
  ['2027-02-06', 'ARG', 1],
  ['2027-02-20', 'ARG', 1],
  ['2027-02-20', 'SOAP', 1],
  ['2027-03-15', 'ARG', 1],
];

async function settle(seller: SignedIn, timeZone: string) {
  const rates = [{ currency: 'MAD', perUsd: 10, from: '2020-01-01' }];
  const response = await call(seller, 'PUT', '/api/ledger/settings', { reportingCurrency: 'MAD', timeZone, rates });
  expect(response.statusCode, response.body).toBe(200);
}

async function rollupCells(seller: SignedIn) {
  const cells = await db.select().from(ledgerDailyCells).where(eq(ledgerDailyCells.ownerId, seller.user.id));
  return cells.map((cell) => [cell.day, cell.sku, cell.orders]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

async function dailyRows(seller: SignedIn, from: string, to: string, splitBy: SplitBy) {
  const response = await call(seller, 'GET', `/api/ledger/daily?from=${from}&to=${to}&groupBy=day&splitBy=${splitBy}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<DailyAnswer>()
    .rows.map((row) => [row.period, row.key, row.orders])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe("a Casablanca seller's days", () => {
  it('put orders placed just after local midnight on their local day, in November and around Ramadan', async () => {
    const seller = await signUp(app);
    await settle(seller, 'Africa/Casablanca');
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([header, ...rows]))).toMatchObject({ state: 'done', created: 6 });

    const orders = await db.select().from(ledgerOrders).where(eq(ledgerOrders.ownerId, seller.user.id));
    expect(Object.fromEntries(orders.map((order) => [order.externalId, order.placedAt.toISOString()]))).toEqual(placedAt);

    // The rollup the import wrote.
    expect(await rollupCells(seller)).toEqual(expectedCells);

    // The daily screen, by product (from the rollup) and by campaign (from the orders).
    expect(await dailyRows(seller, '2026-11-15', '2026-11-16', 'product')).toEqual([
      ['2026-11-15', 'SOAP', 1],
      ['2026-11-16', 'ARG', 1],
    ]);
    expect(await dailyRows(seller, '2026-11-15', '2026-11-16', 'campaign')).toEqual([
      ['2026-11-15', 'Spring', 1],
      ['2026-11-16', 'Autumn', 1],
    ]);
    // Z-3 to Z-6; Z-4 and Z-5 open and close 20 February.
    expect(await dailyRows(seller, '2027-02-01', '2027-03-31', 'product')).toEqual([
      ['2027-02-06', 'ARG', 1],
      ['2027-02-20', 'ARG', 1],
      ['2027-02-20', 'SOAP', 1],
      ['2027-03-15', 'ARG', 1],
    ]);
    expect(await dailyRows(seller, '2027-02-01', '2027-03-31', 'campaign')).toEqual([
      ['2027-02-06', 'Ramadan', 1],
      ['2027-02-20', 'Ramadan', 2],
      ['2027-03-15', 'Ramadan', 1],
    ]);
    // A range of one day holds its own orders only: 16 November is Z-1 alone.
    expect(await dailyRows(seller, '2026-11-16', '2026-11-16', 'campaign')).toEqual([['2026-11-16', 'Autumn', 1]]);

    // The warnings' days.
    const settings = await readLedgerSettings(db, seller.user.id);
    const { cells } = await readLedgerDays(db, seller.user.id, settings, '2026-11-01', '2027-03-31');
    expect(cells.map((cell) => [cell.day, cell.sku, cell.orders]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(expectedCells);

    // A change of zone and back rebuilds the cells: on UTC, Z-1 is on 15 November and Z-6 on 14 March.
    await settle(seller, 'UTC');
    expect(await rollupCells(seller)).toEqual([
      ['2026-11-15', 'ARG', 1],
      ['2026-11-15', 'SOAP', 1],
      ['2027-02-05', 'ARG', 1],
      ['2027-02-20', 'ARG', 1],
      ['2027-02-20', 'SOAP', 1],
      ['2027-03-14', 'ARG', 1],
    ]);
    await settle(seller, 'Africa/Casablanca');
    expect(await rollupCells(seller)).toEqual(expectedCells);
  });
});
