import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { OrderListAnswer } from '../../../domain/ledger/api-schemas';
import type { CourierCash } from '../../../domain/remittances/api-schemas';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';

// A courier's statements against the ledger, worked by hand (the same case as the domain's test):
// Speedaf in Morocco, fee structure in dollars: shipping 3 delivered / 1.5 returned, per confirmed 0.5, per
// delivered 1, COD 5 %; 10 MAD per dollar; VAT on fees 20 %. In MAD: shipping 30.00 / 15.00, call centre 15.00
// delivered / 5.00 returned. Today is 2026-03-31; payout delay 7 days, so a delivery is late after 14.
const { app } = await createTestApp();
const call = caller(app);
const AS_OF = '2026-03-31';
const COURIER = 'Speedaf';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function statement(seller: SignedIn, query: Record<string, string>, file: string | Buffer) {
  return app.inject({
    method: 'POST',
    url: `/api/remittances/statements?${new URLSearchParams({ courier: COURIER, date: '2026-03-15', layout: 'perFee', currency: 'MAD', fileName: 'statement.csv', ...query })}`,
    headers: { cookie: seller.cookie, 'content-type': typeof file === 'string' ? 'text/csv' : XLSX_TYPE },
    payload: typeof file === 'string' ? Buffer.from(file) : file,
  });
}

/** A workbook of one sheet: amounts as numbers, the way a courier's portal exports them. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function cash(seller: SignedIn | null, asOf = AS_OF) {
  return call(seller, 'GET', `/api/remittances/cash?courier=${COURIER}&asOf=${asOf}`);
}

async function sellerWithOrders(): Promise<SignedIn> {
  const seller = await signUp(app);
  expect((await call(seller, 'PUT', '/api/ledger/settings', { reportingCurrency: 'USD', timeZone: 'UTC', rates: [{ currency: 'MAD', perUsd: 10, from: '2020-01-01' }] })).statusCode).toBe(200);
  const country = await call(seller, 'POST', '/api/countries', { name: 'Maroc', code: 'MA', currency: 'MAD', currencyChange: 10 });
  const service = await call(seller, 'POST', '/api/services', { name: COURIER });
  const fees = await call(seller, 'POST', '/api/fee-structures', {
    countryId: country.json().id,
    serviceId: service.json().id,
    confirmedRate: 50,
    deliveredRate: 60,
    orderFees: 0,
    confirmedLead: 0.5,
    deliveredLead: 1,
    shippingDelivered: 3,
    shippingReturned: 1.5,
    serviceFees: 5,
  });
  expect(fees.statusCode, fees.body).toBe(201);
  const settings = await call(seller, 'PUT', `/api/remittances/settings?courier=${COURIER}`, { payoutDelayDays: 7, unpaidAfterDays: null, feeVatPercent: 20, currency: 'MAD', language: 'fr' });
  expect(settings.statusCode, settings.body).toBe(200);
  // A first import of history: each row's status date is the day the order was delivered or returned, not today.
  const orders = csv([
    ['Order ID', 'Date', 'Status', 'Status date', 'Total', 'Delivery fee', 'Currency', 'Country', 'Courier'],
    ['A-1', '2026-03-01', 'delivered', '2026-03-05', '299.00', '20.00', 'MAD', 'MA', 'Speedaf'],
    ['A-2', '2026-03-01', 'delivered', '2026-03-05', '450.00', '0', 'MAD', 'MA', 'Speedaf'],
    ['A-3', '2026-03-01', 'delivered', '2026-03-05', '199.00', '20.00', 'MAD', 'MA', 'Speedaf'],
    ['A-4', '2026-03-01', 'returned', '2026-03-06', '250.00', '20.00', 'MAD', 'MA', 'Speedaf'],
    ['A-5', '2026-03-02', 'delivered', '2026-03-10 18:30', '100.00', '0', 'MAD', 'MA', 'speedaf '],
    ['A-6', '2026-03-20', 'delivered', '25/03/2026', '150.00', '20.00', 'MAD', 'MA', 'Speedaf'],
    ['B-1', '2026-03-01', 'delivered', '2026-03-01', '500.00', '0', 'MAD', 'MA', 'Amana'],
  ]);
  expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, orders)).toMatchObject({ state: 'done', created: 7 });
  return seller;
}

// Statement S1, one column per fee type (French headers). A-1 as the tariff (319.00; fees 30 + 15.95 + 15 + VAT
// 12.19 = 73.14; 245.86). A-2 collected 400.00 of 450.00. A-3 charged 35.00 of shipping instead of 30.00.
// A-4 remitted although returned.
const S1 = [
  ['Commande', 'Montant encaissé', 'Frais de livraison', 'Frais COD', 'Frais call center', 'TVA', 'Net à payer'],
  ['A-1', '319,00', '30,00', '15,95', '15,00', '12,19', '245,86'],
  ['A-2', '400,00', '30,00', '20,00', '15,00', '13,00', '322,00'],
  ['A-3', '219,00', '35,00', '10,95', '15,00', '11,19', '146,86'],
  ['A-4', '270,00', '30,00', '13,50', '15,00', '11,70', '200,00'],
].map((row) => row.join(';')).join('\r\n');
// Statement S2 in the generic layout: A-1 paid again, and an order the ledger does not know.
const S2 = csv([
  ['Order ID', 'Collected', 'Fees', 'Remitted'],
  ['A-1', '319.00', '73.14', '245.86'],
  ['X-9', '60.00', '10.00', '50.00'],
]);

describe('courier remittances', () => {
  it('finds every class of difference once from two statements, to the cent, and the cash still owed', async () => {
    const seller = await sellerWithOrders();
    const first = await statement(seller, { reference: 'S1' }, S1);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().statement).toMatchObject({ reference: 'S1', rows: 4, remitted: { minor: 91472, currency: 'MAD' } });
    // S2 arrives as a workbook.
    const s2 = await workbook([
      ['Order ID', 'Collected', 'Fees', 'Remitted'],
      ['A-1', 319, 73.14, 245.86],
      ['X-9', 60, 10, 50],
    ]);
    const second = await statement(seller, { reference: 'S2', date: '2026-03-22', layout: 'generic' }, s2);
    expect(second.statusCode, second.body).toBe(201);

    const response = await cash(seller);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CourierCash>();
    expect(answer.discrepancies.map(({ kind, orderId, feeType, reference, expected, actual, difference }) => [kind, orderId, feeType, reference, expected.minor, actual.minor, difference.minor])).toEqual([
      // 450.00 expected, 400.00 collected.
      ['shortCollection', 'A-2', null, 'S1', 45000, 40000, 5000],
      ['feeAboveTariff', 'A-3', 'shipping', 'S1', 3000, 3500, 500],
      // A returned order owes its return: 15.00 + 5.00 + VAT 4.00 = −24.00 expected; 200.00 paid; −224.00.
      ['paidButReturned', 'A-4', null, 'S1', -2400, 20000, -22400],
      ['paidTwice', 'A-1', null, 'S2', 0, 24586, -24586],
      ['unknownOrder', 'X-9', null, 'S2', 0, 5000, -5000],
      // 100.00 − 30 − 5 − 15 − VAT 10 = 40.00, delivered 21 days ago.
      ['unpaidDelivered', 'A-5', null, null, 4000, 0, 4000],
    ]);
    expect(answer.discrepancies.every((item) => item.state === 'open')).toBe(true);
    // Outstanding: A-5 40.00 + A-6 (170.00 − 30 − 8.50 − 15 − VAT 10.70 = 105.80) = 145.80 MAD = 14.58 USD.
    expect(answer.outstanding).toEqual({ amount: { minor: 14580, currency: 'MAD' }, reporting: { minor: 1458, currency: 'USD' } });
    expect([answer.outstandingOrders, answer.oldestDays, answer.unpaidAfterDays]).toEqual([2, 21, 14]);
    // 145.80 over 912.52 owed for the 30 days' deliveries, × 30 = 4.8 days.
    expect(answer.dso).toBe(4.8);
    expect(answer.payouts).toEqual([
      { day: '2026-03-17', amount: { amount: { minor: 4000, currency: 'MAD' }, reporting: { minor: 400, currency: 'USD' } }, orders: 1, overdue: true },
      { day: '2026-04-01', amount: { amount: { minor: 10580, currency: 'MAD' }, reporting: { minor: 1058, currency: 'USD' } }, orders: 1, overdue: false },
    ]);
    // Open, net: 50.00 + 5.00 − 224.00 − 245.86 − 50.00 + 40.00 = −424.86 MAD.
    expect(answer.openDifference.amount).toEqual({ minor: -42486, currency: 'MAD' });
    // In the reporting dollars, each at the rate of its order's day (10 MAD a dollar on every day), rounded once each:
    // 5.00 + 0.50 − 22.40 − 24.59 (24.586) − 5.00 (X-9, at its statement's day) + 4.00 = −42.49.
    expect(answer.discrepancies.map((item) => item.differenceReporting)).toEqual([500, 50, -2240, -2459, -500, 400].map((minor) => ({ minor, currency: 'USD' })));
    expect(answer.openDifference.reporting).toEqual({ minor: -4249, currency: 'USD' });
    expect(answer.openCount).toBe(6);

    // The same reference again changes nothing, whatever the file says.
    const again = await statement(seller, { reference: 'S1' }, S2);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: false, statement: { id: first.json().statement.id, rows: 4 } });
    expect((await cash(seller)).json<CourierCash>().discrepancies).toEqual(answer.discrepancies);

    // A discrepancy disputed with a note leaves the open ones; the dispute file carries the other five.
    const short = answer.discrepancies[0]!;
    const mark = await call(seller, 'PUT', '/api/remittances/marks', { courier: COURIER, key: short.key, state: 'disputed', note: 'Courier confirmed by phone' });
    expect(mark.statusCode, mark.body).toBe(204);
    const marked = (await cash(seller)).json<CourierCash>();
    expect(marked.discrepancies[0]).toMatchObject({ state: 'disputed', note: 'Courier confirmed by phone' });
    expect([marked.openCount, marked.openDifference.amount.minor]).toEqual([5, -47486]);

    const csvFile = await call(seller, 'GET', `/api/remittances/dispute?courier=${COURIER}&format=csv&lang=fr&asOf=${AS_OF}`);
    expect(csvFile.statusCode).toBe(200);
    const rows = parse(csvFile.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Commande', 'Écart', 'Frais', 'Relevé', 'Attendu (MAD)', 'Facturé ou versé (MAD)', 'Montant dû (MAD)', 'Montant dû (USD)']);
    // The dollars: 0.50, −22.40, −24.59, −5.00, 4.00; their total −47.49.
    expect(rows.slice(1).map((row) => [row[0], row[6], row[7]])).toEqual([
      ['A-3', '5', '0,5'],
      ['A-4', '-224', '-22,4'],
      ['A-1', '-245,86', '-24,59'],
      ['X-9', '-50', '-5'],
      ['A-5', '40', '4'],
      ['Total', '-474,86', '-47,49'],
    ]);

    for (const lang of ['en', 'ar', 'fr'] as const) {
      const pdf = await call(seller, 'GET', `/api/remittances/dispute?courier=${COURIER}&format=pdf&lang=${lang}&asOf=${AS_OF}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u061c]/g, '');
      for (const expected of ['A-3', 'A-4', 'X-9', 'A-5', '-224.00', '-245.86', '40.00', '-474.86', '-24.59', '-47.49']) expect(text, lang).toContain(expected);
      expect(text).not.toContain('A-2 ');
      expect(text).toContain({ en: 'Remitted twice', ar: 'تم التحويل مرتين', fr: 'Versée deux fois' }[lang]);
    }
  });

  it('refuses a file with bad rows whole, naming each row and field, and stores nothing', async () => {
    const seller = await sellerWithOrders();
    const bad = csv([
      ['Order ID', 'Collected', 'Fees', 'Remitted'],
      ['A-1', '319.00', '73.14', '245.86'],
      ['A-2', 'four hundred', '10', '300'],
      ['', '10', '-1', ''],
    ]);
    const response = await statement(seller, { reference: 'BAD', layout: 'generic' }, bad);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'IMPORT_REFUSED' });
    expect(response.json().errors.map((error: { path: string; code: string }) => [error.path, error.code])).toEqual([
      ['rows.3.collected', 'badAmount'],
      ['rows.4.orderId', 'required'],
      ['rows.4.fees', 'tooSmall'],
      ['rows.4.remitted', 'required'],
    ]);
    const missing = await statement(seller, { reference: 'BAD', layout: 'generic' }, csv([['Order ID', 'Fees'], ['A-1', '1']]));
    expect(missing.json().errors.map((error: { path: string }) => error.path)).toEqual(['columns.collected', 'columns.remitted']);
    const empty = await statement(seller, { reference: 'BAD', layout: 'generic' }, csv([['Order ID', 'Collected', 'Fees', 'Remitted']]));
    expect([empty.statusCode, empty.json().errors[0].path]).toEqual([400, 'file']);
    const answer = (await cash(seller)).json<CourierCash>();
    expect(answer.statements).toEqual([]);
    // Without statements, every delivery of more than 14 days ago is late.
    expect(answer.discrepancies.map((item) => [item.kind, item.orderId])).toEqual([
      ['unpaidDelivered', 'A-1'],
      ['unpaidDelivered', 'A-2'],
      ['unpaidDelivered', 'A-3'],
      ['unpaidDelivered', 'A-5'],
    ]);
    // A statement in another currency than the courier's is refused at its field.
    const dollars = await statement(seller, { reference: 'USD-1', layout: 'generic', currency: 'USD' }, S2);
    expect([dollars.statusCode, dollars.json().errors[0].path]).toEqual([400, 'currency']);
  });

  it('refuses a VAT on fees with more decimals than it is kept with, at its field, and keeps the settings it had', async () => {
    const seller = await signUp(app);
    const url = `/api/remittances/settings?courier=${COURIER}`;
    const kept = { payoutDelayDays: 7, unpaidAfterDays: null, feeVatPercent: 12.5, currency: 'MAD', language: 'fr' };
    expect((await call(seller, 'PUT', url, kept)).statusCode).toBe(200);
    for (const feeVatPercent of [20.00001, 1e-5]) {
      const refused = await call(seller, 'PUT', url, { ...kept, feeVatPercent, language: 'en' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors.map((issue: { path: string }) => issue.path)).toEqual(['feeVatPercent']);
    }
    const answer = await cash(seller);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as CourierCash).settings).toMatchObject({ feeVatPercent: 12.5, language: 'fr' });
  });

  it('refuses a statement whose amounts cannot be added up, whole, never with a server error', async () => {
    const seller = await sellerWithOrders();
    // Two rows of 9,000,000,000,000.00 MAD each: each within the money range (1e15 minor units), their sum past it.
    const huge = [S1.split('\r\n')[0], 'Z-1;9000000000000,00;0;0;0;0;9000000000000,00', 'Z-2;9000000000000,00;0;0;0;0;9000000000000,00'].join('\r\n');
    const imported = await statement(seller, { reference: 'HUGE' }, huge);
    expect(imported.statusCode, imported.body).toBe(400);
    expect(imported.json().errors.map((issue: { path: string }) => issue.path)).toEqual(['file']);
    // Nothing of it was stored: the cash still answers, without the statement.
    const answer = await cash(seller);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as CourierCash).statements.map((s) => s.reference)).not.toContain('HUGE');
  });

  it('remembers the columns a seller mapped for a courier and proposes them on the next preview', async () => {
    const seller = await sellerWithOrders();
    const file = csv([['Ref', 'Cash', 'Charges', 'Payout'], ['A-1', '319', '73.14', '245.86']]);
    const preview = async () =>
      (await app.inject({ method: 'POST', url: `/api/remittances/statements/preview?courier=${COURIER}`, headers: { cookie: seller.cookie, 'content-type': 'text/csv' }, payload: Buffer.from(file) })).json();
    expect((await preview()).mapping).toEqual({ orderId: null, collected: null, fees: null, remitted: null });
    const columns = { orderId: 'Ref', collected: 'Cash', fees: 'Charges', remitted: 'Payout' };
    expect((await call(seller, 'PUT', `/api/remittances/mapping?courier=${COURIER}`, { layout: 'generic', columns })).statusCode).toBe(204);
    expect(await preview()).toMatchObject({ headers: ['Ref', 'Cash', 'Charges', 'Payout'], layout: 'generic', mapping: columns });
    const imported = await statement(seller, { reference: 'MAPPED', layout: 'generic' }, file);
    expect(imported.statusCode, imported.body).toBe(201);
  });

  it('records each status at its row’s status date, and refuses a file whose status dates are after the import or before the order', async () => {
    const seller = await sellerWithOrders();
    // The seller's zone is UTC: "2026-03-10 18:30" is that instant, "25/03/2026" its midnight.
    const history = async (orderId: string) =>
      (await call(seller, 'GET', `/api/ledger/orders?q=${orderId}`)).json<OrderListAnswer>().orders.map((order) => order.history.map((event) => [event.status, Date.parse(event.at)]));
    expect(await history('A-5')).toEqual([[['delivered', Date.parse('2026-03-10T18:30:00Z')]]]);
    expect(await history('A-6')).toEqual([[['delivered', Date.parse('2026-03-25T00:00:00Z')]]]);

    // A status date tomorrow, one before its order's day, and one that is no date: the file is refused whole.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const bad = csv([
      ['Order ID', 'Date', 'Status', 'Status date', 'Total', 'Currency', 'Country', 'Courier'],
      ['C-1', '2026-03-01', 'delivered', tomorrow, '100.00', 'MAD', 'MA', 'Speedaf'],
      ['C-2', '2026-03-10', 'delivered', '2026-03-09', '100.00', 'MAD', 'MA', 'Speedaf'],
      ['C-3', '2026-03-10', 'delivered', 'soon', '100.00', 'MAD', 'MA', 'Speedaf'],
      ['C-4', '2026-03-10 15:00', 'delivered', '2026-03-10', '100.00', 'MAD', 'MA', 'Speedaf'],
    ]);
    const refused = await importFile(app, seller, { kind: 'orders', source: 'generic' }, bad);
    expect(refused.state).toBe('refused');
    expect(refused.errors.map((error) => [error.row, error.column, error.code])).toEqual([
      [2, 'statusDate', 'statusDateInFuture'],
      [3, 'statusDate', 'statusDateBeforeOrder'],
      [4, 'statusDate', 'invalidDate'],
    ]);
    expect((await call(seller, 'GET', '/api/ledger/orders?q=C-')).json<OrderListAnswer>().orders).toEqual([]);
  });

  it('answers a seller only about their own statements and marks; guests are refused', async () => {
    const owner = await sellerWithOrders();
    const other = await signUp(app);
    expect((await statement(owner, { reference: 'S1' }, S1)).statusCode).toBe(201);
    const key = (await cash(owner)).json<CourierCash>().discrepancies[0]!.key;

    const theirs = (await cash(other)).json<CourierCash>();
    expect([theirs.statements, theirs.discrepancies, theirs.outstanding.amount.minor]).toEqual([[], [], 0]);
    expect((await call(other, 'GET', '/api/remittances/couriers')).json()).toEqual([]);
    const foreignMark = await call(other, 'PUT', '/api/remittances/marks', { courier: COURIER, key, state: 'resolved', note: '' });
    expect(foreignMark.statusCode).toBe(404);
    expect((await cash(owner)).json<CourierCash>().discrepancies[0]!.state).toBe('open');
    // The same reference is another seller's own statement.
    expect((await statement(other, { reference: 'S1' }, S1)).statusCode).toBe(201);
    expect((await call(owner, 'GET', '/api/remittances/couriers')).json()).toEqual([
      { courier: 'Amana', orders: 1, statements: 0 },
      { courier: 'Speedaf', orders: 6, statements: 1 },
    ]);

    for (const url of ['/api/remittances/couriers', `/api/remittances/cash?courier=${COURIER}`, `/api/remittances/dispute?courier=${COURIER}&format=csv&lang=en`]) {
      expect([url, (await call(null, 'GET', url)).statusCode]).toEqual([url, 401]);
    }
  });
});
