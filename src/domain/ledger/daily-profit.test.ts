import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../fees';
import { buildDailyRows, foldStatusCounts, productsWithoutCost, type CostContext, type DailyCell } from './daily-profit';

// Fees in dollars: 0.50 a lead, 1 a confirmed order, 0.50 a delivered order, 2 shipping delivered, 1 shipping
// returned, 5 % of collected cash. The seller reports in MAD at 10 MAD to the dollar.
const FEES = { ...DEFAULT_FEES, orderFees: 0.5, confirmedLead: 1, deliveredLead: 0.5, shippingDelivered: 2, shippingReturned: 1, serviceFees: 5 };
const PER_USD: Record<string, number> = { USD: 1, MAD: 10, EUR: 0.8 };

function context(overrides: Partial<CostContext> = {}): CostContext {
  return {
    feesOf: () => ({ fees: FEES, taxRate: 0 }),
    unitCostOf: () => ({ minor: 5000, currency: 'MAD' }),
    perUsd: (currency) => PER_USD[currency]!,
    projectedRateOf: () => 0.75,
    labelOf: (key) => `Product ${key}`,
    ...overrides,
  };
}

const CELL: DailyCell = {
  day: '2026-03-01',
  key: null,
  sku: 'ARG',
  countryCode: 'MA',
  courier: 'Amana',
  currency: 'MAD',
  orders: 10,
  confirmed: 8,
  cancelled: 2,
  delivered: 4,
  returned: 2,
  inTransit: 2,
  deliveredTotalMinor: 120000,
  deliveredFeeMinor: 12000,
  deliveredUnits: 4,
  returnedUnits: 2,
  transitTotalMinor: 60000,
  transitFeeMinor: 6000,
  transitUnits: 2,
};

describe('buildDailyRows', () => {
  it('gives the hand-worked realised and projected profit of a day, to the centime', () => {
    const { rows, totals } = buildDailyRows([CELL], [{ day: '2026-03-01', campaign: null, sku: null, countryCode: null, currency: 'MAD', amountMinor: 40000 }], context(), {
      currency: 'MAD',
      groupBy: 'day',
      splitBy: 'none',
    });
    // Realised: revenue 4 × 300 + 4 × 30 = 1,320; product 4 × 50 = 200; fees 10 × 5 + 8 × 10 + 4 × 5 + 4 × 20 +
    // 2 × 10 = 250 and 5 % of 1,320 = 66; 1,320 − 200 − 316 − 400 of ads = 404.
    // Projected: the 2 on the road settle at 75 %: 5.5 delivered, 2.5 returned; revenue 1,320 + 1.5 × 330 = 1,815;
    // product 5.5 × 50 = 275; fees 50 + 80 + 27.5 + 110 + 25 + 90.75 = 383.25; 1,815 − 275 − 383.25 − 400 = 756.75.
    expect(rows).toHaveLength(1);
    expect(totals).toMatchObject({
      period: null,
      orders: 10,
      confirmed: 8,
      cancelled: 2,
      delivered: 4,
      returned: 2,
      inTransit: 2,
      confirmationRate: 0.8,
      projectedDeliveryRate: 0.75,
      adSpend: { minor: 40000, currency: 'MAD' },
      cpl: { minor: 4000, currency: 'MAD' },
      revenue: { minor: 132000, currency: 'MAD' },
      costs: {
        product: { minor: 20000, currency: 'MAD' },
        returnLoss: { minor: 0, currency: 'MAD' },
        packaging: { minor: 0, currency: 'MAD' },
        fees: { minor: 31600, currency: 'MAD' },
        feeVat: { minor: 0, currency: 'MAD' },
        tax: { minor: 0, currency: 'MAD' },
      },
      profitRealised: { minor: 40400, currency: 'MAD' },
      profitProjected: { minor: 75675, currency: 'MAD' },
    });
    expect(totals.roas).toBeCloseTo(3.3, 12);
    expect(totals.deliveryRate).toBeCloseTo(4 / 6, 12);
    expect(rows[0]).toMatchObject({ period: '2026-03-01', key: null, profitRealised: { minor: 40400 } });
  });

  it('leaves projected equal to realised when no rate is known', () => {
    const { totals } = buildDailyRows([CELL], [], context({ projectedRateOf: () => null }), { currency: 'MAD', groupBy: 'day', splitBy: 'none' });
    expect(totals.profitProjected).toEqual(totals.profitRealised);
    expect(totals.projectedDeliveryRate).toBeNull();
  });

  it('converts a euro order at the rates of its day and rounds once', () => {
    // 10.00 EUR at 0.8 EUR and 10 MAD to the dollar: 125 MAD; no fees, no product cost.
    const euro: DailyCell = { ...CELL, currency: 'EUR', orders: 1, confirmed: 1, cancelled: 0, delivered: 1, returned: 0, inTransit: 0, deliveredTotalMinor: 1000, deliveredFeeMinor: 0, deliveredUnits: 1, returnedUnits: 0, transitTotalMinor: 0, transitFeeMinor: 0, transitUnits: 0 };
    const { totals } = buildDailyRows([euro], [], context({ feesOf: () => ({ fees: { ...DEFAULT_FEES, serviceFees: 0 }, taxRate: 20 }), unitCostOf: () => null }), { currency: 'MAD', groupBy: 'day', splitBy: 'none' });
    // Tax included at 20 %: 125 × 20 / 120 = 20.8333… → 20.83; profit 125 − 20.8333… = 104.1666… → 104.17.
    expect(totals.revenue).toEqual({ minor: 12500, currency: 'MAD' });
    expect(totals.costs.tax).toEqual({ minor: 2083, currency: 'MAD' });
    expect(totals.profitRealised).toEqual({ minor: 10417, currency: 'MAD' });
  });

  it('gives a product its own ad spend and shares the rest by order count, per week', () => {
    const a = { ...CELL, key: 'A', sku: 'A', orders: 3, confirmed: 0, cancelled: 0, delivered: 0, returned: 0, inTransit: 0, deliveredTotalMinor: 0, deliveredFeeMinor: 0, deliveredUnits: 0, transitTotalMinor: 0, transitFeeMinor: 0, transitUnits: 0, returnedUnits: 0 };
    const b = { ...a, key: 'B', sku: 'B', orders: 1, day: '2026-03-04' };
    const { rows, totals } = buildDailyRows(
      [a, b],
      [
        { day: '2026-03-02', campaign: null, sku: 'A', countryCode: null, currency: 'MAD', amountMinor: 10000 },
        { day: '2026-03-03', campaign: 'broad', sku: null, countryCode: null, currency: 'MAD', amountMinor: 4000 },
      ],
      context({ feesOf: () => ({ fees: { ...DEFAULT_FEES, serviceFees: 0 }, taxRate: 0 }) }),
      { currency: 'MAD', groupBy: 'week', splitBy: 'product' },
    );
    // 2026-03-01 is a Sunday: A's orders fall in the week of Monday 23 February, B's in the week of 2 March with
    // all the spend: A's own 100, and the shared 40 all to B (the only product with orders that week).
    expect(rows.map((row) => [row.period, row.key, row.label, row.orders, row.adSpend.minor])).toEqual([
      ['2026-02-23', 'A', 'Product A', 3, 0],
      ['2026-03-02', 'A', 'Product A', 0, 10000],
      ['2026-03-02', 'B', 'Product B', 1, 4000],
    ]);
    expect(totals.adSpend).toEqual({ minor: 14000, currency: 'MAD' });
    expect(totals.profitRealised).toEqual({ minor: -14000, currency: 'MAD' });
  });
});

describe('productsWithoutCost', () => {
  it('names each product of settled or travelling orders with no unit cost or a cost of 0, once and sorted', () => {
    const costs: Record<string, number | null> = { ARG: 5000, SOAP: 0, OIL: null, TEA: null };
    const unitCostOf = (sku: string | null) => (sku === null || costs[sku] === null ? null : { minor: costs[sku]!, currency: 'MAD' });
    const cells: DailyCell[] = [
      CELL,
      { ...CELL, sku: 'SOAP' },
      { ...CELL, sku: 'OIL', countryCode: 'TN' },
      { ...CELL, sku: 'OIL', day: '2026-03-02' },
      // Only cancelled or new orders of TEA: nothing of its cost is counted, so nothing is missing.
      { ...CELL, sku: 'TEA', delivered: 0, returned: 0, inTransit: 0 },
      { ...CELL, sku: null },
    ];
    expect(productsWithoutCost(cells, { unitCostOf })).toEqual(['OIL', 'SOAP']);
  });
});

describe('orders of more than one product', () => {
  it('costs each line at its own product’s unit cost, not every unit at the first line’s', () => {
    // ARG costs 50 MAD, SOAP 20 MAD. The cell's 4 delivered units are 2 ARG (first lines) and 2 SOAP (second
    // lines): 2 × 50 + 2 × 20 = 140 MAD, where costing all 4 at ARG's cost would say 4 × 50 = 200 MAD.
    const unitCostOf = (sku: string | null) => ({ minor: sku === 'SOAP' ? 2000 : 5000, currency: 'MAD' });
    const request = { currency: 'MAD', groupBy: 'day', splitBy: 'none' } as const;
    const single = buildDailyRows([CELL], [], context({ unitCostOf }), request);
    expect(single.totals.costs.product).toEqual({ minor: 20000, currency: 'MAD' });
    const mixed = buildDailyRows([{ ...CELL, otherLines: [{ sku: 'SOAP', deliveredUnits: 2, transitUnits: 0 }] }], [], context({ unitCostOf }), request);
    expect(mixed.totals.costs.product).toEqual({ minor: 14000, currency: 'MAD' });
  });

  it('names a second line’s product without a cost among the missing ones', () => {
    const unitCostOf = (sku: string | null) => (sku === 'SOAP' ? null : { minor: 5000, currency: 'MAD' });
    expect(productsWithoutCost([{ ...CELL, otherLines: [{ sku: 'SOAP', deliveredUnits: 1, transitUnits: 0 }] }], { unitCostOf })).toEqual(['SOAP']);
  });
});

describe('foldStatusCounts', () => {
  it("folds a cell's statuses into its counts and sums, and keeps cells of another key, courier or a null apart", () => {
    const cells = foldStatusCounts([
      ['2026-03-01', 'ARG', 'ARG', 'MA', 'Amana', 'MAD', 'delivered', true, 3, 90000, 9000, 4],
      ['2026-03-01', 'ARG', 'ARG', 'MA', 'Amana', 'MAD', 'paid', true, 1, 30000, 3000, 1],
      ['2026-03-01', 'ARG', 'ARG', 'MA', 'Amana', 'MAD', 'returned', true, 2, 60000, 6000, 2],
      ['2026-03-01', 'ARG', 'ARG', 'MA', 'Amana', 'MAD', 'shipped', true, 1, 31000, 2500, 3],
      ['2026-03-01', 'ARG', 'ARG', 'MA', 'Amana', 'MAD', 'confirmed', true, 1, 30000, 3000, 1],
      ['2026-03-01', 'ARG', 'ARG', 'MA', 'Amana', 'MAD', 'cancelled', false, 2, 60000, 6000, 2],
      ['2026-03-01', 'ARG', 'ARG', 'MA', 'Amana', 'MAD', 'new', false, 1, 30000, 3000, 1],
      ['2026-03-01', 'ARG', 'ARG', 'MA', null, 'MAD', 'delivered', true, 1, 30000, 3000, 1],
    ]);
    // Delivered: 3 + 1 paid = 4 orders, 900 + 300 MAD, fees 90 + 30, units 4 + 1. Returned 2 (2 units). On the road
    // 1 shipped + 1 confirmed: 310 + 300 MAD, fees 25 + 30, units 3 + 1. Confirmed: all but the cancelled and new,
    // 3 + 1 + 2 + 1 + 1 = 8 of 11 orders. The order without a courier is a cell of its own.
    expect(cells).toEqual([
      {
        day: '2026-03-01',
        key: 'ARG',
        sku: 'ARG',
        countryCode: 'MA',
        courier: 'Amana',
        currency: 'MAD',
        orders: 11,
        confirmed: 8,
        cancelled: 2,
        delivered: 4,
        returned: 2,
        inTransit: 2,
        deliveredTotalMinor: 120000,
        deliveredFeeMinor: 12000,
        deliveredUnits: 5,
        returnedUnits: 2,
        transitTotalMinor: 61000,
        transitFeeMinor: 5500,
        transitUnits: 4,
      },
      expect.objectContaining({ courier: null, orders: 1, delivered: 1, deliveredTotalMinor: 30000, deliveredUnits: 1 }),
    ]);
  });
});
