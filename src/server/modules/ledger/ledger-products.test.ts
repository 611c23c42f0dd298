import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller } from '../../test/support/ledger-calls';

const { app } = await createTestApp();
const call = caller(app);

describe('ledger products', () => {
  it('answers an empty patch with the product unchanged, and a partial patch changes only what it names', async () => {
    const seller = await signUp(app);
    const created = (
      await call(seller, 'POST', '/api/ledger/products', { name: 'Tea', sku: 'TEA', unitCost: { minor: 1250, currency: 'MAD' } })
    ).json();

    const empty = await call(seller, 'PATCH', `/api/ledger/products/${created.id}`, {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual(created);

    const renamed = await call(seller, 'PATCH', `/api/ledger/products/${created.id}`, { name: 'Green tea' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...created, name: 'Green tea' });
    expect((await call(seller, 'GET', '/api/ledger/products')).json()).toEqual([{ ...created, name: 'Green tea' }]);
  });

  it('gives one product a SKU that several edits at once ask for, and answers the others 409 at the SKU field', async () => {
    const seller = await signUp(app);
    const products = [];
    for (let i = 0; i < 8; i++) {
      products.push(
        (
          await call(seller, 'POST', '/api/ledger/products', {
            name: `Cup ${i}`,
            sku: `CUP-${i}`,
            unitCost: { minor: 100, currency: 'MAD' },
          })
        ).json(),
      );
    }
    // Each edit finds the SKU free before any of them is written; the database's unique key decides.
    const answers = await Promise.all(
      products.map((product) => call(seller, 'PATCH', `/api/ledger/products/${product.id}`, { sku: 'CUP' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'DUPLICATE_SKU', errors: [{ path: 'sku' }] });
    }
    const skus = (await call(seller, 'GET', '/api/ledger/products')).json().map((product: { sku: string }) => product.sku);
    expect(skus.filter((sku: string) => sku === 'CUP')).toHaveLength(1);
  });
});
