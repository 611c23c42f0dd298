import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { Order, OrderListAnswer } from '../../../domain/ledger/api-schemas';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';

// Orders and ad spend come in as files: a store's export, then the courier's with later statuses; a bad file
// is refused whole with every row's reason.
const { app } = await createTestApp();
const call = caller(app);

const SHOPIFY_HEADER = ['Name', 'Financial Status', 'Fulfillment Status', 'Currency', 'Shipping', 'Total', 'Created at', 'Lineitem quantity', 'Lineitem name', 'Lineitem price', 'Lineitem sku', 'Shipping City', 'Shipping Country'];
const SHOPIFY = csv([
  SHOPIFY_HEADER,
  ['#1001', 'pending', 'unfulfilled', 'MAD', '30.00', '628.00', '2026-03-01 10:15:32 +0100', '2', 'Argan oil', '199.00', 'ARG-1', 'Casablanca', 'MA'],
  ['#1001', '', '', '', '', '', '2026-03-01 10:15:32 +0100', '1', 'Soap', '200.00', 'SOAP', '', ''],
  ['#1002', 'pending', 'fulfilled', 'MAD', '0.00', '299.00', '2026-03-01 11:00:00 +0100', '1', 'Argan oil', '299.00', 'ARG-1', 'Rabat', 'MA'],
]);

async function orders(seller: Awaited<ReturnType<typeof signUp>>): Promise<Order[]> {
  const response = await call(seller, 'GET', '/api/ledger/orders?limit=50');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderListAnswer>().orders;
}

describe('importing orders', () => {
  it('creates the orders of a Shopify export, then moves them forward with the courier file, keeping history', async () => {
    const seller = await signUp(app);
    const first = await importFile(app, seller, { kind: 'orders', source: 'shopify' }, SHOPIFY);
    expect(first).toMatchObject({ state: 'done', rowsRead: 3, created: 2, updated: 0, unchanged: 0, errors: [] });

    const stored = await orders(seller);
    expect(stored.map((order) => [order.externalId, order.status])).toEqual([
      ['#1002', 'shipped'],
      ['#1001', 'new'],
    ]);
    expect(stored[1]).toMatchObject({
      source: 'shopify',
      placedAt: '2026-03-01T09:15:32.000Z',
      countryCode: 'MA',
      city: 'Casablanca',
      total: { minor: 62800, currency: 'MAD' },
      customerDeliveryFee: { minor: 3000, currency: 'MAD' },
      lines: [
        { sku: 'ARG-1', name: 'Argan oil', quantity: 2, unitPrice: { minor: 19900, currency: 'MAD' } },
        { sku: 'SOAP', name: 'Soap', quantity: 1, unitPrice: { minor: 20000, currency: 'MAD' } },
      ],
      history: [{ status: 'new', at: '2026-03-01T09:15:32.000Z', correction: false }],
    });
    // Unknown SKUs became products at cost 0, to be filled in.
    const products = await call(seller, 'GET', '/api/ledger/products');
    expect(products.json().map((product: { sku: string; unitCost: unknown }) => [product.sku, product.unitCost])).toEqual([
      ['ARG-1', { minor: 0, currency: 'MAD' }],
      ['SOAP', { minor: 0, currency: 'MAD' }],
    ]);

    // The same file again changes nothing.
    expect(await importFile(app, seller, { kind: 'orders', source: 'shopify' }, SHOPIFY)).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 2 });

    // The courier's later file, in French: #1001 delivered, #1002 returned; a row that would move #1002 back is ignored.
    const courier = csv([
      ['Commande', 'Date', 'Statut', 'Transporteur'],
      ['#1001', '01/03/2026 10:15', 'Livrée', ''],
      ['#1002', '01/03/2026 11:00', 'Retourné', ''],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, courier)).toMatchObject({ state: 'done', created: 0, updated: 2, unchanged: 0 });
    const moved = await orders(seller);
    expect(moved.map((order) => [order.externalId, order.status, order.history.map((change) => change.status)])).toEqual([
      ['#1002', 'returned', ['shipped', 'returned']],
      ['#1001', 'delivered', ['new', 'delivered']],
    ]);
    const backwards = csv([
      ['Commande', 'Date', 'Statut'],
      ['#1002', '01/03/2026 11:00', 'Expédié'],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, backwards)).toMatchObject({ state: 'done', updated: 0, unchanged: 1 });

    // A correction says so and moves it back, kept in the history as a correction.
    const correction = csv([
      ['Commande', 'Date', 'Statut', 'Correction'],
      ['#1002', '01/03/2026 11:00', 'Livré', 'oui'],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, correction)).toMatchObject({ state: 'done', updated: 1 });
    const corrected = (await orders(seller))[0]!;
    expect(corrected.status).toBe('delivered');
    expect(corrected.history.map((change) => [change.status, change.correction])).toEqual([
      ['shipped', false],
      ['returned', false],
      ['delivered', true],
    ]);
  });

  it('rewrites an order whose fields changed, its lines replaced and its status and history kept, beside one left as it was', async () => {
    const seller = await signUp(app);
    await importFile(app, seller, { kind: 'orders', source: 'shopify' }, SHOPIFY);
    // #1001 now has one line of 3 Argan oil at 199.00 and a total of 627.00 (3 × 199 + 30 delivery); still pending.
    // #1002 is the same row as before.
    const changed = csv([
      SHOPIFY_HEADER,
      ['#1001', 'pending', 'unfulfilled', 'MAD', '30.00', '627.00', '2026-03-01 10:15:32 +0100', '3', 'Argan oil', '199.00', 'ARG-1', 'Marrakech', 'MA'],
      ['#1002', 'pending', 'fulfilled', 'MAD', '0.00', '299.00', '2026-03-01 11:00:00 +0100', '1', 'Argan oil', '299.00', 'ARG-1', 'Rabat', 'MA'],
    ]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'shopify' }, changed)).toMatchObject({ state: 'done', created: 0, updated: 1, unchanged: 1 });
    const [second, first] = await orders(seller);
    expect(first).toMatchObject({
      externalId: '#1001',
      status: 'new',
      city: 'Marrakech',
      total: { minor: 62700, currency: 'MAD' },
      lines: [{ sku: 'ARG-1', name: 'Argan oil', quantity: 3, unitPrice: { minor: 19900, currency: 'MAD' } }],
      history: [{ status: 'new', at: '2026-03-01T09:15:32.000Z', correction: false }],
    });
    expect(second).toMatchObject({ externalId: '#1002', status: 'shipped', city: 'Rabat', total: { minor: 29900, currency: 'MAD' }, lines: [{ sku: 'ARG-1', quantity: 1 }] });
    expect(second!.history.map((change) => change.status)).toEqual(['shipped']);
    // The same file again changes nothing.
    expect(await importFile(app, seller, { kind: 'orders', source: 'shopify' }, changed)).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 2 });
  });

  it('lists the recent imports newest first: file, when, by whom, and rows added, unchanged or refused', async () => {
    const seller = await signUp(app);
    const before = Date.now();
    await importFile(app, seller, { kind: 'orders', source: 'shopify', fileName: 'store.csv' }, SHOPIFY);
    await importFile(app, seller, { kind: 'orders', source: 'shopify', fileName: 'again.csv' }, SHOPIFY);
    await importFile(app, seller, { kind: 'orders', source: 'generic', fileName: 'broken.csv' }, 'Order ID,Date,Status\r\n#9,someday,new\r\n#10,2026-03-01,lost\r\n');
    const list = await call(seller, 'GET', '/api/ledger/imports');
    expect(list.statusCode, list.body).toBe(200);
    const jobs = list.json<{ fileName: string; state: string; created: number; unchanged: number; errors: { row: number }[]; startedAt: string; startedBy: string }[]>();
    expect(jobs.map((job) => [job.fileName, job.state, job.created, job.unchanged, new Set(job.errors.map((error) => error.row)).size])).toEqual([
      ['broken.csv', 'refused', 0, 0, 2],
      ['again.csv', 'done', 0, 2, 0],
      ['store.csv', 'done', 2, 0, 0],
    ]);
    for (const job of jobs) {
      expect(job.startedBy).toBe(seller.email);
      expect(Date.parse(job.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('reads an XLSX file with semicolons nowhere and dates as cells', async () => {
    const seller = await signUp(app);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow(['رقم الطلب', 'تاريخ الطلب', 'الحالة', 'المجموع', 'الكمية', 'رمز المنتج']);
    sheet.addRow(['A-1', new Date(Date.UTC(2026, 2, 5, 14, 0)), 'تم التوصيل', 150.5, 1, 'TEA']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const job = await importFile(app, seller, { kind: 'orders', source: 'generic', fileName: 'orders.xlsx' }, bytes);
    expect(job).toMatchObject({ state: 'done', created: 1 });
    // A date cell is the wall-clock time it shows, read in the seller's zone (UTC until they choose one).
    expect((await orders(seller))[0]).toMatchObject({ externalId: 'A-1', status: 'delivered', placedAt: '2026-03-05T14:00:00.000Z', total: { minor: 15050 } });
  });

  it('reads a Windows-1256 CSV (Excel on an Arabic Windows) with Arabic headers and statuses', async () => {
    const seller = await signUp(app);
    const file = iconv.encode('رقم الطلب;تاريخ الطلب;الحالة;المجموع\r\nC-1;2026-03-05;تم التوصيل;150\r\n', 'windows-1256');
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, file)).toMatchObject({ state: 'done', created: 1 });
    expect((await orders(seller))[0]).toMatchObject({ externalId: 'C-1', status: 'delivered', total: { minor: 15000, currency: 'MAD' } });
  });

  it('reads a semicolon CSV with a byte-order mark', async () => {
    const seller = await signUp(app);
    const file = '\uFEFFCommande;Date;Statut;Montant\r\nB-1;02/03/2026;Confirmée;1 234,50\r\n';
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, file)).toMatchObject({ state: 'done', created: 1 });
    expect((await orders(seller))[0]).toMatchObject({ externalId: 'B-1', status: 'confirmed', total: { minor: 123450, currency: 'MAD' } });
  });
});

describe('refusing a bad file', () => {
  const bad: [string, string | Buffer, unknown[]][] = [
    [
      'rows with bad cells',
      csv([SHOPIFY_HEADER, ['#1', '', 'lost', 'MAD', '0', 'abc', '2026-02-30', '1', 'A', '1', 'A', '', 'Morocco'], ['#2', '', 'fulfilled', 'MAD', '0', '1', '2026-03-01', '1', 'A', '1', 'A', '', '']]),
      [
        { row: 2, column: 'placedAt', code: 'invalidDate', params: { value: '2026-02-30' } },
        { row: 2, column: 'status', code: 'unknownStatus', params: { value: 'lost' } },
        { row: 2, column: 'countryCode', code: 'invalidCountry', params: { value: 'Morocco' } },
        { row: 2, column: 'total', code: 'invalidAmount', params: { value: 'abc' } },
      ],
    ],
    ['a file without an order id column', csv([['Date', 'Statut'], ['2026-03-01', 'Livré']]), [{ row: 0, column: 'orderId', code: 'missingColumn', params: { field: 'orderId' } }]],
    ['a header and no rows', csv([SHOPIFY_HEADER]), [{ row: 0, column: null, code: 'emptyFile', params: {} }]],
    ['an empty file', '', [{ row: 0, column: null, code: 'emptyFile', params: {} }]],
    ['a damaged XLSX', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), [{ row: 0, column: null, code: 'unreadableFile', params: {} }]],
    ['an order id over 64 characters', csv([['Order ID', 'Date', 'Status'], ['x'.repeat(65), '2026-03-01', 'new']]), [{ row: 2, column: 'orderId', code: 'tooLong', params: { max: 64 } }]],
    ['a quote never closed', 'Order ID,Date,Status\r\n"#1,2026-03-01,new\r\n', [{ row: 0, column: null, code: 'unreadableFile', params: { line: 3 } }]],
  ];

  it.each(bad)('refuses %s with every reason and stores nothing', async (_name, file, errors) => {
    const seller = await signUp(app);
    const job = await importFile(app, seller, { kind: 'orders', source: 'shopify' }, file);
    expect(job.state).toBe('refused');
    expect(job.errors).toEqual(errors);
    expect(await orders(seller)).toEqual([]);
    expect((await call(seller, 'GET', '/api/ledger/products')).json()).toEqual([]);
  });

  it('writes the errors as CSV in the seller language', async () => {
    const seller = await signUp(app);
    const job = await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([['Commande', 'Date', 'Statut'], ['#1', '2026-03-01', 'perdu']]));
    const french = await call(seller, 'GET', `/api/ledger/imports/${job.id}/errors.csv?lang=fr`);
    expect(french.statusCode).toBe(200);
    expect(french.body).toBe('\uFEFFLigne,Colonne,Motif\n2,status,« perdu » n’est pas un statut connu de Ribh\n');
    const arabic = await call(seller, 'GET', `/api/ledger/imports/${job.id}/errors.csv?lang=ar`);
    expect(arabic.body).toContain('"perdu"" ليست حالة يعرفها ربح');
  });
});

describe('importing ad spend', () => {
  it('imports a Meta export once; the same file again is unchanged, a changed amount updated', async () => {
    const seller = await signUp(app);
    const meta = csv([
      ['Reporting starts', 'Reporting ends', 'Campaign name', 'Amount spent (MAD)'],
      ['2026-03-01', '2026-03-01', 'Argan', '120.50'],
      ['2026-03-02', '2026-03-02', 'Argan', '80'],
    ]);
    expect(await importFile(app, seller, { kind: 'adSpend', source: 'meta', currency: 'USD' }, meta)).toMatchObject({ state: 'done', created: 2 });
    expect(await importFile(app, seller, { kind: 'adSpend', source: 'meta', currency: 'USD' }, meta)).toMatchObject({ state: 'done', created: 0, unchanged: 2 });
    const changed = meta.replace('80', '95');
    expect(await importFile(app, seller, { kind: 'adSpend', source: 'meta', currency: 'USD' }, changed)).toMatchObject({ state: 'done', updated: 1, unchanged: 1 });
    const list = await call(seller, 'GET', '/api/ledger/ad-spend?from=2026-03-01&to=2026-03-31');
    expect(list.json().map((row: { date: string; amount: unknown; platform: string }) => [row.date, row.platform, row.amount])).toEqual([
      ['2026-03-01', 'meta', { minor: 12050, currency: 'MAD' }],
      ['2026-03-02', 'meta', { minor: 9500, currency: 'MAD' }],
    ]);
  });
});

describe('the preview', () => {
  it('detects the preset and proposes its columns from the first rows', async () => {
    const seller = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/ledger/imports/preview?kind=orders',
      headers: { cookie: seller.cookie, 'content-type': 'text/csv' },
      payload: Buffer.from(SHOPIFY),
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.source).toBe('shopify');
    expect(preview.headers).toEqual(SHOPIFY_HEADER);
    expect(preview.rows).toHaveLength(3);
    expect(preview.mapping).toMatchObject({ orderId: 'Name', status: 'Fulfillment Status', courier: null });
  });

  it('refuses a JSON body on the import route', async () => {
    const seller = await signUp(app);
    const response = await call(seller, 'POST', '/api/ledger/imports?kind=orders&source=generic&fileName=a.csv&currency=MAD', { file: 'x' });
    expect(response.statusCode).toBe(415);
  });
});
