import { describe, expect, it } from 'vitest';
import { countsFromCohorts, rateCountsQuerySchema } from './ledger-counts';

describe('countsFromCohorts', () => {
  it('counts confirmed of orders and settles the orders on the road at the projected rate', () => {
    // 100 orders, 40 confirmed: 20 delivered, 6 returned, 10 on the road (4 cancelled after confirming).
    // At a projected 75 %: 20 + 7.5 → 28 delivered (rounded) of 20 + 6 + 10 = 36 shipped.
    expect(countsFromCohorts({ orders: 100, confirmed: 40, delivered: 20, returned: 6, inTransit: 10 }, 0.75)).toEqual({
      confirmation: { successes: 40, trials: 100 },
      delivery: { successes: 28, trials: 36 },
      projectedOrders: 10,
    });
  });

  it('counts only settled orders when no projected rate is known', () => {
    // 20 delivered of 20 + 6 = 26 settled; the 10 on the road are left out.
    expect(countsFromCohorts({ orders: 100, confirmed: 40, delivered: 20, returned: 6, inTransit: 10 }, null)).toEqual({
      confirmation: { successes: 40, trials: 100 },
      delivery: { successes: 20, trials: 26 },
      projectedOrders: 0,
    });
  });

  it('has no counts without orders, and no delivery counts before anything ships', () => {
    expect(countsFromCohorts({ orders: 0, confirmed: 0, delivered: 0, returned: 0, inTransit: 0 }, 0.6)).toEqual({ confirmation: null, delivery: null, projectedOrders: 0 });
    expect(countsFromCohorts({ orders: 5, confirmed: 0, delivered: 0, returned: 0, inTransit: 0 }, null).delivery).toBeNull();
  });
});

describe('rateCountsQuerySchema', () => {
  it('takes a product, an optional country and a range of days', () => {
    expect(rateCountsQuerySchema.safeParse({ sku: 'ARG', from: '2026-01-01', to: '2026-02-28' }).success).toBe(true);
    expect(rateCountsQuerySchema.safeParse({ sku: 'ARG', country: 'MA', from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
  });

  it('refuses a range that ends before it starts, a lower-case country and a missing product', () => {
    expect(rateCountsQuerySchema.safeParse({ sku: 'ARG', from: '2026-02-01', to: '2026-01-31' }).success).toBe(false);
    expect(rateCountsQuerySchema.safeParse({ sku: 'ARG', country: 'ma', from: '2026-01-01', to: '2026-01-02' }).success).toBe(false);
    expect(rateCountsQuerySchema.safeParse({ sku: ' ', from: '2026-01-01', to: '2026-01-02' }).success).toBe(false);
  });
});
