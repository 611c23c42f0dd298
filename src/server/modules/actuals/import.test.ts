import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { orderFileCalls, workbookOf, XLSX_TYPE } from '../../test/support/order-file-calls';
import { createTestApp } from '../../test/test-app';

// An export of orders (CSV or XLSX, sent as its own bytes) becomes one actual record, or nothing (decision 0026).
const { app } = await createTestApp();
const { plan, importFile, recordsOf } = orderFileCalls(app);

const MAPPING = {
  columns: { orderId: 'Order ID', status: 'Status', amount: 'Collected' },
  statuses: { Delivered: 'delivered', Returned: 'returned', Shipped: 'inTransit', Cancelled: 'notConfirmed' },
};
const GOOD = ['Order ID,Customer,Status,Collected', 'A-1,"Sara, Rabat",Delivered,40', 'A-2,Omar,Returned,', 'A-3,Lina,Shipped,', 'A-4,Adam,Cancelled,', 'A-5,Nour,Delivered,"1,000.50"'].join('\r\n');
const send = (seller: Parameters<typeof importFile>[0], id: string, file: string | Buffer, extra: Partial<Parameters<typeof importFile>[3]> = {}) =>
  importFile(seller, id, file, { mapping: MAPPING, ...extra });

describe('importing orders', () => {
  it('turns one row per order into one record: leads, confirmed, delivered, returned and revenue', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const response = await send(owner, id, GOOD);
    expect(response.statusCode, response.body).toBe(201);
    // 5 orders; confirmed = delivered 2 + returned 1 + shipped 1 = 4; revenue 40 + 1,000.50 = 1,040.50.
    expect(response.json()).toMatchObject({ date: '2026-11-20', leads: 5, adSpend: 12.5, confirmed: 4, delivered: 2, returned: 1, revenueCollected: 1040.5, orderCount: 5 });
    expect(await recordsOf(owner, id)).toHaveLength(1);
  });

  it('reads a semicolon file with a BOM, decimal commas and quoted line breaks, as French spreadsheets write it', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const csv = '\uFEFFOrder ID;Customer;Status;Collected\nA-1;"Sara\nRabat";Delivered;"12,5"\nA-2;Omar;Delivered;7\n';
    const response = await send(owner, id, Buffer.from(csv, 'utf8'));
    expect(response.statusCode, response.body).toBe(201);
    // 12,5 + 7 = 19.5
    expect(response.json()).toMatchObject({ leads: 2, delivered: 2, revenueCollected: 19.5 });
  });

  it('reads an Arabic file saved by Excel on Windows (Windows-1256): the statuses match the mapping', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const bytes = iconv.encode('رقم الطلب;الحالة;المبلغ\r\nA-1;تم التوصيل;1 250,50\r\nA-2;مرتجع;\r\n', 'windows-1256');
    const mapping = { columns: { orderId: 'رقم الطلب', status: 'الحالة', amount: 'المبلغ' }, statuses: { 'تم التوصيل': 'delivered', مرتجع: 'returned' } };
    const response = await importFile(owner, id, bytes, { mapping });
    expect(response.statusCode, response.body).toBe(201);
    // One delivered order of 1 250,50 (a space groups thousands, the comma is the decimal mark).
    expect(response.json()).toMatchObject({ leads: 2, confirmed: 2, delivered: 1, returned: 1, revenueCollected: 1250.5 });
  });

  it('imports an XLSX workbook like its CSV, whatever media type the browser guessed', async () => {
    const owner = await signUp(app);
    const [first, second] = [await plan(owner), await plan(owner)];
    const rows = [['Order ID', 'Customer', 'Status', 'Collected'], ['A-1', 'Sara', 'Delivered', 40], ['A-2', 'Omar', 'Returned', ''], ['A-5', 'Nour', 'Delivered', 1000.5]];
    const book = await workbookOf(rows);
    const response = await send(owner, first, book, { contentType: XLSX_TYPE });
    expect(response.statusCode, response.body).toBe(201);
    // 40 + 1,000.50 = 1,040.50 from two delivered orders; confirmed = 2 delivered + 1 returned.
    expect(response.json()).toMatchObject({ leads: 3, confirmed: 3, delivered: 2, returned: 1, revenueCollected: 1040.5, orderCount: 3 });
    const misnamed = await send(owner, second, book, { contentType: 'text/csv' });
    expect(misnamed.statusCode, misnamed.body).toBe(201);
    expect(misnamed.json()).toMatchObject({ leads: 3, revenueCollected: 1040.5 });
  });

  it('refuses a file with bad rows, names each by its row, and imports nothing from it', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const csv = [GOOD, 'A-3,Duplicate,Delivered,10', ',No id,Delivered,10', 'A-8,Lost,Lost in the desert,', 'A-9,Words,Delivered,ten'].join('\n');
    const response = await send(owner, id, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IMPORT_REFUSED');
    expect(response.json().errors).toEqual([
      { path: 'rows.7', code: 'duplicateOrderId', message: 'Row 7: this order id is already on an earlier row' },
      { path: 'rows.8', code: 'missingOrderId', message: 'Row 8: the order id is empty' },
      { path: 'rows.9', code: 'unknownStatus', message: 'Row 9: this status was not given a meaning' },
      { path: 'rows.10', code: 'badAmount', message: 'Row 10: the amount is not a number' },
    ]);
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('refuses a file csv-parse cannot read (an unclosed quote) as a field error on the file', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const response = await send(owner, id, 'Order ID,Status\nA-1,"Delivered\nA-2,Returned');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'file', code: 'invalidFormat', message: expect.stringMatching(/could not be read as CSV/) }]);
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('names a mapped column the file does not have', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const response = await send(owner, id, GOOD, { mapping: { ...MAPPING, columns: { orderId: 'Id', status: 'Status' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'columns.orderId', code: 'invalid', message: expect.any(String) }]);
  });

  it("imports nothing into another seller's plan: not found, before the file is read", async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const id = await plan(owner);
    const response = await send(other, id, 'not,a\n"csv');
    expect(response.statusCode).toBe(404);
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('takes twenty thousand orders in one go, and refuses a file past 8 MB (413)', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const rows = Array.from({ length: 20_000 }, (_, i) => `B-${i},Customer ${i},${i % 4 === 0 ? 'Returned' : 'Delivered'},35`);
    const large = await send(owner, id, ['Order ID,Customer,Status,Collected', ...rows].join('\n'));
    expect(large.statusCode, large.body.slice(0, 200)).toBe(201);
    // Every fourth row (5,000) is returned, the other 15,000 delivered at 35 each.
    expect(large.json()).toMatchObject({ leads: 20_000, returned: 5_000, delivered: 15_000, revenueCollected: 15_000 * 35 });
    const tooLarge = await send(owner, id, 'x'.repeat(8 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(await recordsOf(owner, id)).toHaveLength(1);
  });

  it('refuses a file whose orders an earlier import of the same plan counted, by their rows, and imports none of it', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    expect((await send(owner, id, GOOD)).statusCode).toBe(201);
    // A-2 (row 3) and A-5 (row 5) came in the first file; are new.
    const next = ['Order ID,Customer,Status,Collected', 'A-6,Rim,Delivered,20', 'A-2,Omar,Delivered,30', 'A-7,Ali,Returned,', 'A-5,Nour,Delivered,10'].join('\n');
    const response = await send(owner, id, next);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'IMPORT_REFUSED' });
    expect(response.json().errors).toEqual([
      { path: 'rows.3', code: 'importedBefore', message: 'Row 3: this order id was already imported into this plan' },
      { path: 'rows.5', code: 'importedBefore', message: 'Row 5: this order id was already imported into this plan' },
    ]);
    // Nothing of the refused file stays: no record, and its new ids are still free.
    expect(await recordsOf(owner, id)).toHaveLength(1);
    const fresh = ['Order ID,Customer,Status,Collected', 'A-6,Rim,Delivered,20', 'A-7,Ali,Returned,'].join('\n');
    expect((await send(owner, id, fresh)).statusCode).toBe(201);
    expect(await recordsOf(owner, id)).toHaveLength(2);
  });

  it('lets the same orders into another plan, and back into this one once their import is deleted', async () => {
    const owner = await signUp(app);
    const [first, second] = [await plan(owner), await plan(owner)];
    const imported = await send(owner, first, GOOD);
    expect((await send(owner, second, GOOD)).statusCode).toBe(201);
    expect((await send(owner, first, GOOD)).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: `/api/actuals/${imported.json().id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
    expect((await send(owner, first, GOOD)).statusCode).toBe(201);
  });

  it('keeps two imports of the same file sent at once from both counting it', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const answers = await Promise.all([1, 2].map(() => send(owner, id, GOOD)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await recordsOf(owner, id)).toHaveLength(1);
  });

  it('keeps the ad spend and the amounts in the plan’s currency when the seller says so (decision 0035)', async () => {
    const owner = await signUp(app);
    const id = await plan(owner, { currencyRate: 10 });
    const response = await send(owner, id, GOOD, { adSpend: 125, localCurrencyInputs: ['adSpend', 'revenueCollected'] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ adSpend: 125, revenueCollected: 1040.5, localCurrencyInputs: ['adSpend', 'revenueCollected'], currencyRate: 10 });
    // 125 MAD is $12.50; 1,040.50 MAD collected is $104.05.
    const totals = (await app.inject({ method: 'GET', url: `/api/simulations/${id}/actuals`, headers: { cookie: owner.cookie } })).json().comparison.totals;
    expect(totals.adSpend).toBeCloseTo(12.5, 12);
    expect(totals.revenueCollected).toBeCloseTo(104.05, 12);
  });

  it('has no JSON route for the file any more: the text of a file sent as JSON is not imported', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const response = await app.inject({ method: 'POST', url: `/api/simulations/${id}/actuals/import`, headers: { cookie: owner.cookie }, payload: { ...MAPPING, csv: GOOD, date: '2026-11-20', adSpend: 1 } });
    expect(response.statusCode).toBe(404);
    expect(await recordsOf(owner, id)).toEqual([]);
  });
});
