import { describe, expect, it } from 'vitest';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// A CSV export of orders becomes one actual record, or nothing (decision 0026).
const { app } = await createTestApp();

const call = (seller: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: seller.cookie }, ...(payload ? { payload } : {}) });

async function plan(seller: SignedIn): Promise<string> {
  return (await call(seller, 'POST', '/api/simulations', PLAN_EXAMPLE)).json().id;
}

const MAPPING = {
  columns: { orderId: 'Order ID', status: 'Status', amount: 'Collected' },
  statuses: { Delivered: 'delivered', Returned: 'returned', Shipped: 'inTransit', Cancelled: 'notConfirmed' },
};
const GOOD = ['Order ID,Customer,Status,Collected', 'A-1,"Sara, Rabat",Delivered,40', 'A-2,Omar,Returned,', 'A-3,Lina,Shipped,', 'A-4,Adam,Cancelled,', 'A-5,Nour,Delivered,"1,000.50"'].join('\r\n');
const upload = (csv: string, extra: object = {}) => ({ ...MAPPING, csv, date: '2026-11-20', adSpend: 12.5, ...extra });
const recordsOf = async (seller: SignedIn, id: string) => (await call(seller, 'GET', `/api/simulations/${id}/actuals`)).json().records;

describe('importing orders', () => {
  it('turns one row per order into one record: leads, confirmed, delivered, returned and revenue', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(GOOD));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ date: '2026-11-20', leads: 5, adSpend: 12.5, confirmed: 4, delivered: 2, returned: 1, revenueCollected: 1040.5, orderCount: 5 });
    expect(await recordsOf(owner, id)).toHaveLength(1);
  });

  it('reads a semicolon file with a BOM and quoted line breaks, as French spreadsheets write it', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const csv = '\uFEFFOrder ID;Customer;Status;Collected\nA-1;"Sara\nRabat";Delivered;"12,5"\nA-2;Omar;Delivered;7\n';
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(csv));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ leads: 2, delivered: 2, revenueCollected: 19.5 });
  });

  it('refuses a file with bad rows, names each by its row, and imports nothing from it', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const csv = [GOOD, 'A-3,Duplicate,Delivered,10', ',No id,Delivered,10', 'A-8,Lost,Lost in the desert,', 'A-9,Words,Delivered,ten'].join('\n');
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(csv));
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
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload('Order ID,Status\nA-1,"Delivered\nA-2,Returned'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'csv', code: 'invalidFormat', message: expect.stringMatching(/could not be read as CSV/) }]);
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('names a mapped column the file does not have', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(GOOD, { columns: { orderId: 'Id', status: 'Status' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'columns.orderId', code: 'invalid', message: expect.any(String) }]);
  });

  it("imports nothing into another seller's plan: not found, before the file is read", async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const id = await plan(owner);
    const response = await call(other, 'POST', `/api/simulations/${id}/actuals/import`, upload('not,a\n"csv'));
    expect(response.statusCode).toBe(404);
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('takes twenty thousand orders in one go, and refuses a file past its limit (413)', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const rows = Array.from({ length: 20_000 }, (_, i) => `B-${i},Customer ${i},${i % 4 === 0 ? 'Returned' : 'Delivered'},35`);
    const large = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(['Order ID,Customer,Status,Collected', ...rows].join('\n')));
    expect(large.statusCode, large.body.slice(0, 200)).toBe(201);
    expect(large.json()).toMatchObject({ leads: 20_000, returned: 5_000, delivered: 15_000, revenueCollected: 15_000 * 35 });
    const tooLarge = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload('x'.repeat(4_200_000)));
    expect(tooLarge.statusCode).toBe(413);
    expect(await recordsOf(owner, id)).toHaveLength(1);
  });

  it('refuses a file whose orders an earlier import of the same plan counted, by their rows, and imports none of it', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    expect((await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(GOOD))).statusCode).toBe(201);
    // A-2 (row 3) and A-5 (row 5) came in the first file; are new.
    const next = ['Order ID,Customer,Status,Collected', 'A-6,Rim,Delivered,20', 'A-2,Omar,Delivered,30', 'A-7,Ali,Returned,', 'A-5,Nour,Delivered,10'].join('\n');
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(next));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'IMPORT_REFUSED' });
    expect(response.json().errors).toEqual([
      { path: 'rows.3', code: 'importedBefore', message: 'Row 3: this order id was already imported into this plan' },
      { path: 'rows.5', code: 'importedBefore', message: 'Row 5: this order id was already imported into this plan' },
    ]);
    // Nothing of the refused file stays: no record, and its new ids are still free.
    expect(await recordsOf(owner, id)).toHaveLength(1);
    const fresh = ['Order ID,Customer,Status,Collected', 'A-6,Rim,Delivered,20', 'A-7,Ali,Returned,'].join('\n');
    expect((await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(fresh))).statusCode).toBe(201);
    expect(await recordsOf(owner, id)).toHaveLength(2);
  });

  it('lets the same orders into another plan, and back into this one once their import is deleted', async () => {
    const owner = await signUp(app);
    const [first, second] = [await plan(owner), await plan(owner)];
    const imported = await call(owner, 'POST', `/api/simulations/${first}/actuals/import`, upload(GOOD));
    expect((await call(owner, 'POST', `/api/simulations/${second}/actuals/import`, upload(GOOD))).statusCode).toBe(201);
    expect((await call(owner, 'POST', `/api/simulations/${first}/actuals/import`, upload(GOOD))).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: `/api/actuals/${imported.json().id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
    expect((await call(owner, 'POST', `/api/simulations/${first}/actuals/import`, upload(GOOD))).statusCode).toBe(201);
  });

  it('keeps two imports of the same file sent at once from both counting it', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const answers = await Promise.all([1, 2].map(() => call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(GOOD))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await recordsOf(owner, id)).toHaveLength(1);
  });

  it('keeps the ad spend and the amounts in the plan’s currency when the seller says so (decision 0035)', async () => {
    const owner = await signUp(app);
    const id: string = (await call(owner, 'POST', '/api/simulations', { ...PLAN_EXAMPLE, currencyRate: 10 })).json().id;
    const response = await call(owner, 'POST', `/api/simulations/${id}/actuals/import`, upload(GOOD, { adSpend: 125, localCurrencyInputs: ['adSpend', 'revenueCollected'] }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ adSpend: 125, revenueCollected: 1040.5, localCurrencyInputs: ['adSpend', 'revenueCollected'], currencyRate: 10 });
    // 125 MAD is $12.50; 1,040.50 MAD collected is $104.05.
    const totals = (await call(owner, 'GET', `/api/simulations/${id}/actuals`)).json().comparison.totals;
    expect(totals.adSpend).toBeCloseTo(12.5, 12);
    expect(totals.revenueCollected).toBeCloseTo(104.05, 12);
  });
});
