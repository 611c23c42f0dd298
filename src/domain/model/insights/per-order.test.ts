import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderEconomics } from './per-order';
import { closeTo, fullInputArb, inputArb, makeInput } from '../../test-support/simulation-inputs';

describe('orderEconomics', () => {
  it('reads the defaults per delivered order (100 leads → 15 delivered)', () => {
    const { perDeliveredOrder: per, roas, naiveRoas } = orderEconomics(makeInput());
    expect(per).not.toBeNull();
    expect(per!.revenue).toBeCloseTo(48, 12);
    expect(per!.adCost).toBeCloseTo(100 / 15, 12);
    expect(per!.serviceCost).toBeCloseTo(2.4, 12);
    expect(per!.productCost).toBeCloseTo(3, 12);
    expect(per!.profit).toBeCloseTo(539 / 15, 12);
    expect(per!.leads).toBeCloseTo(100 / 15, 12);
    expect(per!.confirmed).toBeCloseTo(25 / 15, 12);
    expect(roas).toBeCloseTo(7.2, 12); // $720 delivered revenue ÷ $100 ads
    expect(naiveRoas).toBeCloseTo(48, 12); // 100 leads × $48 ÷ $100 ads
  });

  it('lists packaging, tax and VAT on fees per delivered order (hand-worked: $2 packaging, 10 % tax, 15 % VAT on fees)', () => {
    // Per 100 leads: 25 confirmed × $2 = $50 packaging; tax 720 × 10/110 = $65.4545…; VAT 15 % of the $36 percentage = $5.40.
    const per = orderEconomics(makeInput({ packagingPerOrder: 2, taxRate: 10, feeVatRate: 15 })).perDeliveredOrder!;
    expect(per.otherCosts).toBeCloseTo((50 + 7200 / 110 + 5.4) / 15, 12);
    expect(per.profit).toBeCloseTo((539 - 50 - 7200 / 110 - 5.4) / 15, 12);
  });

  it('counts call-center, shipping and percentage fees as service cost', () => {
    const per = orderEconomics(makeInput({ orderFees: 0.5, confirmedLead: 1, deliveredLead: 2, shippingDelivered: 3, shippingReturned: 4 })).perDeliveredOrder!;
    // per 100 leads: 50 + 25 + 30 + 45 + 40 = 190 fees, 36 percentage, 15 delivered
    expect(per.serviceCost).toBeCloseTo(226 / 15, 12);
  });

  it.each([
    ['0 % delivery', { deliveredRate: 0 }, null, 0, 48],
    ['0 % confirmation', { confirmedRate: 0 }, null, 0, 48],
    ['free ads', { adsCost: 0 }, 'figures', null, null],
    ['0 % delivery and free ads', { deliveredRate: 0, adsCost: 0 }, null, null, null],
  ] as const)('never returns Infinity or NaN: %s', (_name, overrides, per, roas, naive) => {
    const result = orderEconomics(makeInput(overrides));
    expect(result.perDeliveredOrder === null ? null : 'figures').toBe(per);
    expect(result.roas).toBe(roas);
    expect(result.naiveRoas).toBe(naive);
  });

  it('does not depend on Total Leads, even 0', () => {
    expect(orderEconomics(makeInput({ totalLeads: 0 }))).toEqual(orderEconomics(makeInput()));
    expect(orderEconomics(makeInput({ totalLeads: 1000 }))).toEqual(orderEconomics(makeInput()));
  });

  it('per-order parts add up to the profit, and everything is finite or null', () => {
    fc.assert(
      fc.property(fc.oneof(inputArb, fullInputArb), (input) => {
        const { perDeliveredOrder: per, roas, naiveRoas } = orderEconomics(input);
        for (const value of [roas, naiveRoas]) if (value !== null && !(Number.isFinite(value) && value >= 0)) return false;
        if (!per) return true;
        const scale = per.revenue + per.adCost + per.serviceCost + per.productCost + per.otherCosts;
        const parts = per.revenue - per.adCost - per.serviceCost - per.productCost - per.otherCosts;
        return Object.values(per).every(Number.isFinite) && closeTo(parts, per.profit, scale);
      }),
      { numRuns: 300 },
    );
  });
});
