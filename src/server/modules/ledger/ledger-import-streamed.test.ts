import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, OrderListAnswer } from '../../../domain/ledger/api-schemas';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';
import { WRITE_BATCH } from './order-writer';

// An orders file is written batch by batch while it is still read. A refused row late in a large file, after
// batches were written, leaves nothing stored; an order whose rows are far apart is still one order; and an
// order's first line (kept on the order's row) and its later lines read back as one list, as do its first status
// (also on its row) and its later moves.
const { app, database } = await createTestApp();
const call = caller(app);
/** The files below are thousands of rows, imported twice: a bound that catches a hang on a busy machine. */
const LARGE_FILE_MS = 180_000;

const HEADER = ['Order ID', 'Date', 'Status', 'Total', 'SKU', 'Product', 'Quantity', 'Unit price'];

/** `count` single-line orders, G-1 … G-count, one a row. */
function singleRows(count: number, from = 1): string[][] {
  return Array.from({ length: count }, (_, index) => [`G-${from + index}`, '2026-03-01 10:00', 'delivered', '100.00', 'ARG', 'Argan oil', '1', '100.00']);
}

async function listed(seller: SignedIn, query = ''): Promise<Order[]> {
  const response = await call(seller, 'GET', `/api/ledger/orders?limit=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderListAnswer>().orders;
}

describe('an orders file written as it is read', () => {
  it('refuses a file whose bad rows come after whole batches were written, naming each, and stores nothing', async () => {
    const seller = await signUp(app);
    // Batches are written once WRITE_BATCH orders have closed (each closes 2,000 orders after its row): a file of
    // WRITE_BATCH + 2,500 rows has its first batch written before row WRITE_BATCH + 2,002 is read.
    const rows = singleRows(WRITE_BATCH + 2500);
    const lateAmount = WRITE_BATCH + 2300;
    const lateStatus = WRITE_BATCH + 2450;
    // File rows are numbered from the header (row 1): data row n is file row n + 1.
    rows[lateAmount - 1]![3] = 'abc';
    rows[lateStatus - 1]![2] = 'lost in space';
    const job = await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([HEADER, ...rows]));
    expect(job.state).toBe('refused');
    expect(job.rowsRead).toBe(WRITE_BATCH + 2500);
    expect(job.errors.map((error) => [error.row, error.column, error.code])).toEqual([
      [lateAmount + 1, 'total', 'invalidAmount'],
      [lateStatus + 1, 'status', 'unknownStatus'],
    ]);
    expect(await listed(seller)).toEqual([]);
    expect((await call(seller, 'GET', '/api/ledger/products')).json()).toEqual([]);
    const daily = await call(seller, 'GET', '/api/ledger/daily?from=2026-03-01&to=2026-03-01&groupBy=day&splitBy=none');
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.json<{ rows: { orders: number }[] }>().rows.reduce((sum, row) => sum + row.orders, 0)).toBe(0);

    // The same file with those two rows mended is taken whole.
    rows[lateAmount - 1]![3] = '100.00';
    rows[lateStatus - 1]![2] = 'delivered';
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([HEADER, ...rows]))).toMatchObject({
      state: 'done',
      created: WRITE_BATCH + 2500,
      errors: [],
    });
  }, LARGE_FILE_MS);

  it('keeps an order whose rows are thousands of rows apart as one order with both lines', async () => {
    const seller = await signUp(app);
    const file = csv([
      HEADER,
      ['#FAR', '2026-03-01 09:00', 'new', '350.00', 'ARG', 'Argan oil', '1', '150.00'],
      ...singleRows(2500),
      ['#FAR', '', '', '', 'SOAP', 'Soap', '2', '100.00'],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, file)).toMatchObject({ state: 'done', rowsRead: 2502, created: 2501, errors: [] });
    const [far] = await listed(seller, '&q=%23FAR');
    expect(far?.lines).toEqual([
      { sku: 'ARG', name: 'Argan oil', quantity: 1, unitPrice: { minor: 15000, currency: 'MAD' } },
      { sku: 'SOAP', name: 'Soap', quantity: 2, unitPrice: { minor: 10000, currency: 'MAD' } },
    ]);
    // The same file again changes nothing.
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, file)).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 2501 });
  }, LARGE_FILE_MS);

  it('reads a single-line and a multi-line order back alike through the list, its SKU filter and the export', async () => {
    const seller = await signUp(app);
    await call(seller, 'PUT', '/api/ledger/settings', { reportingCurrency: 'MAD', timeZone: 'UTC', rates: [] });
    const file = csv([
      HEADER,
      ['#M', '2026-03-01 10:00', 'delivered', '500.00', 'ARG', 'Argan oil', '2', '150.00'],
      ['#M', '', '', '', 'SOAP', 'Soap', '1', '200.00'],
      ['#S', '2026-03-01 11:00', 'delivered', '150.00', 'ARG', 'Argan oil', '1', '150.00'],
      ['#N', '2026-03-01 12:00', 'new', '90.00', '', '', '', ''],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, file)).toMatchObject({ state: 'done', created: 3 });
    const argan = { sku: 'ARG', name: 'Argan oil', unitPrice: { minor: 15000, currency: 'MAD' } };
    expect((await listed(seller)).map((order) => [order.externalId, order.lines])).toEqual([
      ['#N', []],
      ['#S', [{ ...argan, quantity: 1 }]],
      ['#M', [{ ...argan, quantity: 2 }, { sku: 'SOAP', name: 'Soap', quantity: 1, unitPrice: { minor: 20000, currency: 'MAD' } }]],
    ]);
    // ARG is the first line of both; SOAP only the second line of #M.
    expect((await listed(seller, '&sku=ARG')).map((order) => order.externalId)).toEqual(['#S', '#M']);
    expect((await listed(seller, '&sku=SOAP')).map((order) => order.externalId)).toEqual(['#M']);
    const exported = await call(seller, 'GET', '/api/ledger/orders/export?format=csv&lang=en');
    expect(exported.statusCode, exported.body).toBe(200);
    // Columns 8 and 9: the SKUs and the units (#M: 2 + 1).
    const cells = exported.body.trim().split('\n').slice(1).map((line) => line.split(',').slice(0, 9));
    expect(cells.map((row) => [row[0], row[7], row[8]])).toEqual([
      ['#N', '', '0'],
      ['#S', 'ARG', '1'],
      ['#M', 'ARG SOAP', '3'],
    ]);

    // A re-import that turns #M into one line and #S into two rewrites both, read back the same way.
    const changed = csv([
      HEADER,
      ['#M', '2026-03-01 10:00', 'delivered', '300.00', 'ARG', 'Argan oil', '2', '150.00'],
      ['#S', '2026-03-01 11:00', 'delivered', '350.00', 'ARG', 'Argan oil', '1', '150.00'],
      ['#S', '', '', '', 'SOAP', 'Soap', '1', '200.00'],
      ['#N', '2026-03-01 12:00', 'new', '90.00', '', '', '', ''],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, changed)).toMatchObject({ state: 'done', updated: 2, unchanged: 1 });
    expect((await listed(seller)).map((order) => [order.externalId, order.lines.map((line) => `${line.sku}×${line.quantity}`)])).toEqual([
      ['#N', []],
      ['#S', ['ARG×1', 'SOAP×1']],
      ['#M', ['ARG×2']],
    ]);
    expect((await listed(seller, '&sku=SOAP')).map((order) => order.externalId)).toEqual(['#S']);
  });

  it("reads a new order's history from its row, and a moved order's first status then its moves", async () => {
    const seller = await signUp(app);
    const header = ['Order ID', 'Date', 'Status', 'Status date', 'Total', 'SKU'];
    // #NEW is new (its history starts when it was placed); #SHIP is shipped on its status date; #SEEN is confirmed
    // on no date the file gives (it reached that status by the import).
    const first = csv([
      header,
      ['#NEW', '2026-03-01 10:00', 'new', '', '100.00', 'ARG'],
      ['#SHIP', '2026-03-01 11:00', 'shipped', '2026-03-02 08:30', '150.00', 'ARG'],
      ['#SEEN', '2026-03-01 12:00', 'confirmed', '', '90.00', 'ARG'],
    ]);
    const importStart = Date.now();
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, first)).toMatchObject({ state: 'done', created: 3 });
    const importEnd = Date.now();
    const [seen] = await listed(seller, '&q=%23SEEN');
    expect(seen?.history.map((event) => event.status)).toEqual(['confirmed']);
    const seenAt = Date.parse(seen!.history[0]!.at);
    expect(seenAt).toBeGreaterThanOrEqual(importStart);
    expect(seenAt).toBeLessThanOrEqual(importEnd);
    const history = async () =>
      Object.fromEntries(
        (await listed(seller)).filter((order) => order.externalId !== '#SEEN').map((order) => [order.externalId, order.history.map((event) => [event.status, event.at, event.correction])]),
      );
    expect(await history()).toEqual({
      '#NEW': [['new', '2026-03-01T10:00:00.000Z', false]],
      '#SHIP': [['shipped', '2026-03-02T08:30:00.000Z', false]],
    });
    // A new order's first status is on its row: no event row for either.
    const events = async () => {
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as count from ledger_order_events e join ledger_orders o on o.id = e.order_id where o.owner_id = ${seller.user.id}`,
      )) as unknown as { rows: { count: number }[] };
      return rows[0]!.count;
    };
    expect(await events()).toBe(0);

    // The courier's file: #SHIP delivered on the 4th, then a correction back to returned on the 5th; #NEW confirmed.
    const moves = csv([
      header,
      ['#NEW', '2026-03-01 10:00', 'confirmed', '2026-03-01 12:00', '100.00', 'ARG'],
      ['#SHIP', '2026-03-01 11:00', 'delivered', '2026-03-04 16:00', '150.00', 'ARG'],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, moves)).toMatchObject({ state: 'done', updated: 2 });
    const correction = csv([
      [...header, 'Correction'],
      ['#SHIP', '2026-03-01 11:00', 'returned', '2026-03-05 09:00', '150.00', 'ARG', 'yes'],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, correction)).toMatchObject({ state: 'done', updated: 1 });
    expect(await history()).toEqual({
      '#NEW': [
        ['new', '2026-03-01T10:00:00.000Z', false],
        ['confirmed', '2026-03-01T12:00:00.000Z', false],
      ],
      '#SHIP': [
        ['shipped', '2026-03-02T08:30:00.000Z', false],
        ['delivered', '2026-03-04T16:00:00.000Z', false],
        ['returned', '2026-03-05T09:00:00.000Z', true],
      ],
    });
    // The three moves are the only event rows.
    expect(await events()).toBe(3);
  });
});
