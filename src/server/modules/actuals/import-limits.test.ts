import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { orderFileCalls } from '../../test/support/order-file-calls';
import { createTestApp } from '../../test/test-app';

// Limits of an orders import answered as row errors, and a record that could not be read back never stored
// (on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where an over-long indexed id used to be a 500).
const { app } = await createTestApp();

const { plan, importFile, recordsOf } = orderFileCalls(app);

const MAPPING = { columns: { orderId: 'Order', status: 'Status', amount: 'Collected' }, statuses: { Delivered: 'delivered', Returned: 'returned' } };
const fileOf = (rows: string[]) => ['Order,Status,Collected', ...rows].join('\n');

async function importAndRead(rows: string[]) {
  const owner = await signUp(app);
  const id = await plan(owner);
  const answer = await importFile(owner, id, fileOf(rows), { mapping: MAPPING, adSpend: 10 });
  const read = await app.inject({ method: 'GET', url: `/api/simulations/${id}/actuals`, headers: { cookie: owner.cookie } });
  return { answer, read, retry: () => importFile(owner, id, fileOf(rows), { mapping: MAPPING, adSpend: 10 }) };
}

describe('limits of an orders import', () => {
  it('refuses amounts that add up past the money range (600 orders of 2,000,000 LBP), stores nothing, and the plan stays readable', async () => {
    const { answer, read, retry } = await importAndRead(Array.from({ length: 600 }, (_, i) => `L-${i},Delivered,2000000`));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors).toEqual([{ path: 'file', code: 'totalTooLarge', limit: 1_000_000_000, message: expect.any(String) }]);
    expect(read.statusCode).toBe(200);
    expect(read.json().records).toEqual([]);
    // Nothing was claimed: the same file is refused for the same reason, not as "imported before".
    expect((await retry()).json().errors[0].code).toBe('totalTooLarge');
  });

  it('refuses an amount past the money range, or one that reads as Infinity, on its row', async () => {
    const { answer, read } = await importAndRead(['A-1,Delivered,2000000000', `A-2,Delivered,1${'0'.repeat(400)}`, 'A-3,Delivered,5']);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { path: 'rows.2', code: 'tooBig', limit: 1_000_000_000, message: expect.any(String) },
      { path: 'rows.3', code: 'badAmount', message: expect.any(String) },
    ]);
    expect(read.json().records).toEqual([]);
  });

  it('refuses an order id longer than 200 characters as a row error (PostgreSQL cannot index ~2.7 kB), and takes 200', async () => {
    const { answer } = await importAndRead([`${'x'.repeat(201)},Delivered,1`, `${'é'.repeat(200)},Delivered,1`]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ path: 'rows.2', code: 'tooLong', limit: 200, message: expect.any(String) }]);
    const { answer: fits } = await importAndRead([`${'é'.repeat(200)},Delivered,1`, `${'ع'.repeat(200)},Returned,`]);
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('refuses an id of 3,000 characters on both databases with a row error, never a 500', async () => {
    const { answer } = await importAndRead([`${'9'.repeat(3000)},Delivered,1`]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ path: 'rows.2', code: 'tooLong' });
  });

  it('matches status names as the mapping’s own keys: constructor, __proto__ and friends are unknown statuses', async () => {
    const names = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
    const { answer, read } = await importAndRead(names.map((name, i) => `P-${i},${name},1`));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual(names.map((_, i) => ({ path: `rows.${i + 2}`, code: 'unknownStatus', message: expect.any(String) })));
    expect(read.json().records).toEqual([]);
  });

  it('answers at most 50 problems for a file of 80,000 rows one column short, and stores nothing', async () => {
    const rows = Array.from({ length: 80_000 }, (_, i) => `S-${i},Delivered`);
    const { answer, read } = await importAndRead(rows);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveLength(50);
    expect(answer.json().errors[0]).toMatchObject({ path: 'rows.2', code: 'columnCount' });
    expect(read.json().records).toEqual([]);
  });

  it('refuses a file of more than 100,000 orders with 413 naming the limit', async () => {
    const rows = Array.from({ length: 100_001 }, (_, i) => `${i},Delivered,`);
    const owner = await signUp(app);
    const id = await plan(owner);
    const answer = await importFile(owner, id, fileOf(rows), { mapping: MAPPING, adSpend: 10 });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().errors).toEqual([{ path: 'file', code: 'tooManyRows', limit: 100_000, message: expect.stringContaining('100000') }]);
    expect(await recordsOf(owner, id)).toEqual([]);
  });
});
