import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportJob, Order, OrderListAnswer } from '../../../domain/ledger/api-schemas';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { importFile } from '../../test/support/ledger-calls';
import { rawHead, rawRequest } from '../../test/support/raw-socket';
import { createTestApp, IN_POSTGRES_PASS } from '../../test/test-app';
import { ordersRow, sheet, workbookBomb } from '../../test/support/workbook-bombs';
import { IMPORT_FILE_MAX_BYTES } from './import-runner';

// Files that cannot hurt the ledger: on a listening server, a file too large, one that is not text, a
// request whose length lies or whose body never ends, two files at once and a workbook of formulas; each
// gets its answer, other requests are answered meanwhile, and nothing is ever half stored.
const { app } = await createTestApp({ serverLimits: { requestTimeoutMs: 1500, headersTimeoutMs: 1500 } });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const target = (query: Record<string, string> = {}) => `/api/ledger/imports?${new URLSearchParams({ kind: 'orders', source: 'generic', fileName: 'orders.csv', currency: 'MAD', ...query })}`;

const get = (seller: SignedIn, url: string) => app.inject({ method: 'GET', url, headers: { cookie: seller.cookie } });
const ordersOf = async (seller: SignedIn): Promise<Order[]> => (await get(seller, '/api/ledger/orders?limit=50')).json<OrderListAnswer>().orders;
const jobsOf = async (seller: SignedIn): Promise<ImportJob[]> => (await get(seller, '/api/ledger/imports')).json<ImportJob[]>();

/** A file of `count` order rows, made a thousand rows at a time as it is sent: never held whole. */
function* streamedFile(count: number, row: (index: number) => string): Generator<string> {
  yield 'Order ID,Date,Status,Total,City,Campaign\n';
  for (let start = 0; start < count; start += 1000) {
    yield Array.from({ length: Math.min(1000, count - start) }, (_, offset) => row(start + offset)).join('');
  }
}

/** POSTs a streamed body of a declared length and answers the status and body, whatever the server did to the socket. */
function postStreamed(seller: SignedIn, body: Readable, length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { cookie: seller.cookie, 'content-type': 'text/csv', 'content-length': length };
    const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: target(), headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    // The server answers 413 and closes while the client still writes: the write side's error is expected.
    request.on('error', (error) => setTimeout(() => reject(error), 2000));
    body.on('data', (chunk: string) => {
      if (!request.write(chunk)) body.pause();
    });
    request.on('drain', () => body.resume());
    body.on('end', () => request.end());
    request.on('close', () => body.destroy());
  });
}

describe('a ledger file that cannot hurt', () => {
  it('refuses a 1,000,000-row file with 413 naming the limit before reading it, answering another request meanwhile, and stores nothing', async () => {
    const seller = await signUp(app);
    // 1,000,000 rows of 80 bytes (fixed width, so its length is known as a browser declares it): 80 MB, past
    // the 64 MB limit (67,108,864 bytes). The file is made as it is sent, never held whole.
    const row = (i: number) => `ORD-${String(i).padStart(9, '0')},2026-03-01 10:00,delivered,199.00,Casablanca,spring-sale-2026-eid\n`;
    expect(Buffer.byteLength(row(0))).toBe(80);
    const header = 'Order ID,Date,Status,Total,City,Campaign\n';
    const length = Buffer.byteLength(header) + 1_000_000 * 80;
    const upload = postStreamed(seller, Readable.from(streamedFile(1_000_000, row)), length);
    const meanwhile = get(seller, '/api/ledger/settings');
    const [answer, other] = await Promise.all([upload, meanwhile]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errors: [{ path: 'file', code: 'tooBig', limit: IMPORT_FILE_MAX_BYTES }] });
    expect(JSON.parse(answer.body).message).toContain('64 MB');
    expect(other.statusCode).toBe(200);
    expect(await jobsOf(seller)).toEqual([]);
    expect(await ordersOf(seller)).toEqual([]);
  });

  it('refuses a file that is not text (UTF-16 without its byte order mark, binary bytes) as unreadable, storing nothing', async () => {
    const seller = await signUp(app);
    const utf16 = Buffer.from('Order ID,Date,Status,Total\r\nA-1,2026-03-01,delivered,10\r\n', 'utf16le');
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    for (const bytes of [utf16, binary]) {
      expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, bytes)).toMatchObject({ state: 'refused', errors: [{ row: 0, code: 'unreadableFile' }] });
    }
    expect(await ordersOf(seller)).toEqual([]);
  });

  it('refuses a file declared larger than the limit at once, and a length that lies, creating no import', async () => {
    const seller = await signUp(app);
    const declaredTooLarge = await rawRequest({
      port,
      head: rawHead('POST', target(), { cookie: seller.cookie, 'content-type': 'text/csv', 'content-length': IMPORT_FILE_MAX_BYTES + 1 }, 'Order ID,Date'),
      deadlineMs: 5000,
    });
    expect(declaredTooLarge.status).toBe(413);
    expect(JSON.parse(declaredTooLarge.body)).toMatchObject({ errors: [{ path: 'file', code: 'tooBig', limit: IMPORT_FILE_MAX_BYTES }] });
    const body = 'Order ID,Date,Status,Total\r\nA-1,2026-03-01,delivered,10\r\n';
    const hangsUpShort = await rawRequest({
      port,
      head: rawHead('POST', target(), { cookie: seller.cookie, 'content-type': 'text/csv', 'content-length': body.length + 100 }, body),
      hangUpAfterMs: 100,
      deadlineMs: 5000,
    });
    expect([0, 400]).toContain(hangsUpShort.status);
    expect(await jobsOf(seller)).toEqual([]);
  });

  it('cuts a body that never ends with 408, creating no import', async () => {
    const seller = await signUp(app);
    const body = 'Order ID,Date,Status,Total\r\nA-1,2026-03-01,delivered,10\r\n';
    const answer = await rawRequest({
      port,
      head: rawHead('POST', target(), { cookie: seller.cookie, 'content-type': 'text/csv', 'content-length': body.length + 1_000_000 }, body),
      dribble: { piece: 'A-2,2026-03-01,delivered,10\r\n', everyMs: 100 },
      deadlineMs: 8000,
    });
    expect(answer.status).toBe(408);
    expect(await jobsOf(seller)).toEqual([]);
    expect(await ordersOf(seller)).toEqual([]);
  });

  it('runs two files sent at once one after the other; the bad one stores nothing, the good one all', async () => {
    const seller = await signUp(app);
    // 3,000 good orders, then a file whose last row has no date: refused whole.
    const good = [...streamedFile(3000, (i) => `G-${i},2026-03-01,delivered,10\n`)].join('');
    const bad = [...streamedFile(2000, (i) => `B-${i},${i === 1999 ? '' : '2026-03-01'},delivered,10\n`)].join('');
    const send = (text: string) => app.inject({ method: 'POST', url: target(), headers: { cookie: seller.cookie, 'content-type': 'text/csv' }, payload: Buffer.from(text) });
    const [first, second] = await Promise.all([send(good), send(bad)]);
    const ids = [first.json<{ id: string }>().id, second.json<{ id: string }>().id];
    // Never both at work: whenever both are asked for, at least one is queued or finished.
    const active = (job: ImportJob) => job.state === 'reading' || job.state === 'writing';
    let jobs: ImportJob[];
    do {
      jobs = await Promise.all(ids.map(async (id) => (await get(seller, `/api/ledger/imports/${id}`)).json<ImportJob>()));
      expect(jobs.every(active)).toBe(false);
      // A timer between two asks, as a browser's polling has: the imports get their turns in between.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (!jobs.every((job) => job.state === 'done' || job.state === 'refused'));
    expect(jobs[0]).toMatchObject({ state: 'done', created: 3000 });
    expect(jobs[1]).toMatchObject({ state: 'refused', errors: [{ row: 2001, column: 'placedAt', code: 'required' }] });
    // The ledger holds the good file's 3,000 orders and not one of the refused file's 2,000.
    const exported = await get(seller, '/api/ledger/orders/export?format=csv');
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const lines = exported.body.split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1 + 3000);
    expect(lines.some((line) => line.includes('B-'))).toBe(false);
  });

  // The refusal is decided while the workbook unpacks; a refused import on PostgreSQL is the not-text case's.
  it.skipIf(IN_POSTGRES_PASS)('refuses workbooks that unpack to far more than they weigh (a megabyte cell, a million empty rows) as unreadable, at preview and import, storing nothing', async () => {
    const seller = await signUp(app);
    const bombs = [
      await workbookBomb({ sheet: sheet({ piece: ordersRow(2, ['A'.repeat(1024 * 1024), '2026-03-01', 'delivered', '10']), times: 1 }) }),
      await workbookBomb({ sheet: sheet({ piece: '<row/>', times: 1_048_576 }) }),
    ];
    for (const bytes of bombs) {
      expect(bytes.length).toBeLessThan(50_000);
      const preview = await app.inject({
        method: 'POST',
        url: '/api/ledger/imports/preview?kind=orders',
        headers: { cookie: seller.cookie, 'content-type': 'text/csv' },
        payload: bytes,
      });
      expect(preview.statusCode, preview.body).toBe(400);
      expect(preview.json()).toEqual({
        message: 'This file could not be read as CSV or XLSX.',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'file', code: 'invalidFormat', message: 'This file could not be read as CSV or XLSX.' }],
      });
      expect(await importFile(app, seller, { kind: 'orders', source: 'generic', fileName: 'orders.xlsx' }, bytes)).toMatchObject({
        state: 'refused',
        errors: [{ row: 0, code: 'unreadableFile' }],
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    expect(await ordersOf(seller)).toEqual([]);
  });

  it('reads a workbook of formulas, date cells and empty rows, naming a bad row by the number Excel shows', async () => {
    const seller = await signUp(app);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Orders');
    sheet.getRow(1).values = ['Order ID', 'Date', 'Status', 'Quantity', 'Unit price', 'Total'];
    sheet.getRow(2).values = ['X-1', new Date(Date.UTC(2026, 2, 5, 14, 0)), 'delivered', 2, 99.5, { formula: 'D2*E2', result: 199 }];
    // Rows 3 and 4 are left empty, as a seller's sheet often has them.
    sheet.getRow(5).values = ['X-2', new Date(Date.UTC(2026, 2, 6)), 'returned', 1, 50, { formula: 'D5*E5', result: 50 }];
    const good = Buffer.from(await book.xlsx.writeBuffer());
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic', fileName: 'orders.xlsx' }, good)).toMatchObject({ state: 'done', rowsRead: 2, created: 2 });
    const stored = await ordersOf(seller);
    // 2 × 99.50 = 199.00 MAD: the formula's result, 19,900 centimes.
    expect(stored.map((order) => [order.externalId, order.status, order.placedAt, order.total.minor])).toEqual([
      ['X-2', 'returned', '2026-03-06T00:00:00.000Z', 5000],
      ['X-1', 'delivered', '2026-03-05T14:00:00.000Z', 19900],
    ]);
    sheet.getRow(7).values = ['X-3', 'someday', 'delivered', 1, 10, { formula: 'D7*E7', result: 10 }];
    const bad = Buffer.from(await book.xlsx.writeBuffer());
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic', fileName: 'orders.xlsx' }, bad)).toMatchObject({
      state: 'refused',
      errors: [{ row: 7, column: 'placedAt', code: 'invalidDate', params: { value: 'someday' } }],
    });
    expect(await ordersOf(seller)).toHaveLength(2);
  });
});
