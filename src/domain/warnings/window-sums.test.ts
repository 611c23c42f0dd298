import { describe, expect, it } from 'vitest';
import { sumCampaign, type DayCell } from './window-sums';

const cell = (day: string, sku: string, countryCode: string, orders: number, extra: Partial<DayCell> = {}): DayCell => ({
  day,
  sku,
  countryCode,
  orders,
  confirmed: 0,
  delivered: 0,
  returned: 0,
  inTransit: 0,
  deliveredValue: 0,
  transitValue: 0,
  valuedUnits: 0,
  ...extra,
});

describe('sumCampaign', () => {
  const cells = [
    cell('2026-11-10', 'KTL', 'MA', 30, { confirmed: 20, delivered: 6, returned: 4, inTransit: 10, deliveredValue: 162, transitValue: 300, valuedUnits: 20 }),
    cell('2026-11-10', 'SOAP', 'MA', 10),
    cell('2026-11-11', 'KTL', 'SA', 20),
    cell('2026-11-12', 'KTL', 'MA', 10, { confirmed: 5, delivered: 2, deliveredValue: 60, valuedUnits: 2 }),
    // Outside the range.
    cell('2026-11-20', 'KTL', 'MA', 99),
  ];

  it('adds up the product’s days in the country, and shares the spend that names less by order count', () => {
    const spend = [
      // Its own: all of it.
      { day: '2026-11-10', sku: 'KTL', countryCode: 'MA', amount: 100 },
      // Morocco on the 10th: KTL 30 of 40 orders, $40 × 30 / 40 = $30.
      { day: '2026-11-10', sku: null, countryCode: 'MA', amount: 40 },
      // KTL on the 13th, a day without orders: KTL's orders of the range, 40 in Morocco of 60, $30 × 40 / 60 = $20.
      { day: '2026-11-13', sku: 'KTL', countryCode: null, amount: 30 },
      // Everything on the 11th: only Saudi orders that day, nothing for Morocco.
      { day: '2026-11-11', sku: null, countryCode: null, amount: 50 },
    ];
    const sums = sumCampaign(cells, spend, 'KTL', 'MA', '2026-11-10', '2026-11-16');
    expect(sums).toMatchObject({ orders: 40, confirmed: 25, delivered: 8, returned: 4, inTransit: 10, deliveredValue: 222 });
    // $100 + $30 + $20.
    expect(sums.adSpend).toBeCloseTo(150, 9);
    // (162 + 300 + 60) / (8 delivered + 10 on the road) = $29 an order; 22 units / 18 orders.
    expect(sums.orderValue).toBeCloseTo(29, 9);
    expect(sums.unitsPerOrder).toBeCloseTo(22 / 18, 9);
  });

  it('gives no order value without a delivered or travelling order', () => {
    expect(sumCampaign([cell('2026-11-10', 'KTL', 'MA', 5)], [], 'KTL', 'MA', '2026-11-10', '2026-11-10')).toMatchObject({ orders: 5, orderValue: null, unitsPerOrder: null, adSpend: 0 });
  });
});
