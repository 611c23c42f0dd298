import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';

// Every ledger route answers only its seller: another seller's ids are answered as missing, never changed.
const { app } = await createTestApp();
const call = caller(app);

describe('ledger ownership', () => {
  it('answers 404 to another seller for every route that names an id, and lists nothing of the owner', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const product = (await call(owner, 'POST', '/api/ledger/products', { name: 'Tea', sku: 'TEA', unitCost: { minor: 100, currency: 'MAD' } })).json();
    const spend = (await call(owner, 'POST', '/api/ledger/ad-spend', { date: '2026-03-01', platform: 'tiktok', amount: { minor: 100, currency: 'MAD' } })).json();
    const job = await importFile(app, owner, { kind: 'orders', source: 'generic' }, csv([['Order ID', 'Date', 'Status'], ['#1', '2026-03-01', 'new']]));
    const order = (await call(owner, 'GET', '/api/ledger/orders')).json().orders[0];

    const foreign: [string, string, unknown?][] = [
      ['GET', `/api/ledger/orders/${order.id}`],
      ['PATCH', `/api/ledger/products/${product.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/ledger/products/${product.id}`],
      ['DELETE', `/api/ledger/ad-spend/${spend.id}`],
      ['GET', `/api/ledger/imports/${job.id}`],
      ['GET', `/api/ledger/imports/${job.id}/errors.csv`],
    ];
    for (const [method, url, body] of foreign) {
      const response = await call(other, method as 'GET', url, body);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    for (const url of ['/api/ledger/products', '/api/ledger/ad-spend', '/api/ledger/imports']) expect((await call(other, 'GET', url)).json()).toEqual([]);
    expect((await call(other, 'GET', '/api/ledger/orders')).json()).toEqual({ orders: [], nextCursor: null });
    expect((await call(other, 'GET', '/api/ledger/daily?from=2026-03-01&to=2026-03-01')).json().totals.orders).toBe(0);
    // The owner's rows are untouched.
    expect((await call(owner, 'GET', `/api/ledger/products`)).json()).toEqual([product]);
    expect((await call(owner, 'GET', `/api/ledger/orders/${order.id}`)).statusCode).toBe(200);
  });

  it('refuses guests on every ledger route', async () => {
    for (const url of ['/api/ledger/settings', '/api/ledger/products', '/api/ledger/orders', '/api/ledger/ad-spend', '/api/ledger/imports', '/api/ledger/daily?from=2026-03-01&to=2026-03-01']) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    }
  });
});

describe('products and settings', () => {
  it('refuses a second product with the same SKU and country with DUPLICATE_SKU', async () => {
    const seller = await signUp(app);
    const body = { name: 'Tea', sku: 'TEA', unitCost: { minor: 100, currency: 'MAD' }, countryCode: 'MA' };
    expect((await call(seller, 'POST', '/api/ledger/products', body)).statusCode).toBe(201);
    const again = await call(seller, 'POST', '/api/ledger/products', body);
    expect([again.statusCode, again.json().code]).toEqual([409, 'DUPLICATE_SKU']);
    expect((await call(seller, 'POST', '/api/ledger/products', { ...body, countryCode: 'SA' })).statusCode).toBe(201);
  });

  it('answers defaults before the first save, then what was saved', async () => {
    const seller = await signUp(app);
    const before = (await call(seller, 'GET', '/api/ledger/settings')).json();
    expect(before).toMatchObject({ reportingCurrency: 'USD', timeZone: 'UTC' });
    const settings = { reportingCurrency: 'SAR', timeZone: 'Asia/Riyadh', rates: [{ currency: 'SAR', perUsd: 3.75, from: '2026-01-01' }] };
    expect((await call(seller, 'PUT', '/api/ledger/settings', settings)).json()).toEqual(settings);
    expect((await call(seller, 'GET', '/api/ledger/settings')).json()).toEqual(settings);
    expect((await call(seller, 'PUT', '/api/ledger/settings', { ...settings, timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
  });

  it('keeps a mapping per kind and source, and refuses a field the kind does not have', async () => {
    const seller = await signUp(app);
    const columns = { orderId: 'Ref', placedAt: 'Jour', status: null };
    expect((await call(seller, 'PUT', '/api/ledger/mappings/orders/generic', { columns })).json()).toEqual({ columns });
    expect((await call(seller, 'GET', '/api/ledger/mappings/orders/generic')).json()).toEqual({ columns });
    expect((await call(seller, 'GET', '/api/ledger/mappings/adSpend/meta')).json()).toEqual({ columns: {} });
    expect((await call(seller, 'PUT', '/api/ledger/mappings/adSpend/meta', { columns: { orderId: 'x' } })).statusCode).toBe(400);
  });
});
