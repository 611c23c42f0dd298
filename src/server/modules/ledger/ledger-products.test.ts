import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller } from '../../test/support/ledger-calls';

const { app } = await createTestApp();
const call = caller(app);

describe('ledger products', () => {
  it('answers an empty patch with the product unchanged, and a partial patch changes only what it names', async () => {
    const seller = await signUp(app);
    const created = (await call(seller, 'POST', '/api/ledger/products', { name: 'Tea', sku: 'TEA', unitCost: { minor: 1250, currency: 'MAD' } })).json();

    const empty = await call(seller, 'PATCH', `/api/ledger/products/${created.id}`, {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual(created);

    const renamed = await call(seller, 'PATCH', `/api/ledger/products/${created.id}`, { name: 'Green tea' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...created, name: 'Green tea' });
    expect((await call(seller, 'GET', '/api/ledger/products')).json()).toEqual([{ ...created, name: 'Green tea' }]);
  });
});
