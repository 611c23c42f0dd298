import { describe, expect, it } from 'vitest';
import { matureCohortDays, projectDeliveryRate } from './projection';

describe('projectDeliveryRate', () => {
  const enough = { delivered: 24, returned: 6 }; // 30 settled, 80 %
  const few = { delivered: 20, returned: 9 }; // 29 settled

  it('uses the product in its country when 30 of its orders are settled', () => {
    expect(projectDeliveryRate({ productCountry: enough, country: { delivered: 1, returned: 99 }, seller: undefined, planDeliveredPercent: 50 })).toEqual({
      rate: 0.8,
      source: 'productCountry',
      settledOrders: 30,
    });
  });

  it('falls back to the country with 29 settled orders of the product', () => {
    expect(projectDeliveryRate({ productCountry: few, country: { delivered: 45, returned: 15 }, seller: undefined, planDeliveredPercent: null })).toEqual({
      rate: 0.75,
      source: 'country',
      settledOrders: 60,
    });
  });

  it('falls back to the seller, then the plan, then none', () => {
    expect(projectDeliveryRate({ productCountry: few, country: few, seller: { delivered: 35, returned: 15 }, planDeliveredPercent: 60 })).toMatchObject({ rate: 0.7, source: 'seller' });
    expect(projectDeliveryRate({ productCountry: undefined, country: few, seller: few, planDeliveredPercent: 60 })).toEqual({ rate: 0.6, source: 'plan', settledOrders: 0 });
    expect(projectDeliveryRate({ productCountry: undefined, country: undefined, seller: few, planDeliveredPercent: null })).toEqual({ rate: null, source: 'none', settledOrders: 0 });
  });

  it('takes a rate of 0 when every settled order came back', () => {
    expect(projectDeliveryRate({ productCountry: { delivered: 0, returned: 30 }, country: undefined, seller: undefined, planDeliveredPercent: null }).rate).toBe(0);
  });
});

describe('matureCohortDays', () => {
  it('spans the orders placed 60 to 21 days ago', () => expect(matureCohortDays('2026-03-31')).toEqual({ from: '2026-01-30', to: '2026-03-10' }));
});
