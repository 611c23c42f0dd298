import { describe, expect, it } from 'vitest';
import { implausibleAmounts } from './typed-plausibility';

// The plan: $30 per delivered order, $2.50 per lead.
const plan = { orderValue: 30, costPerLead: 2.5 };
const record = { leads: 100, delivered: 20, adSpend: 250, revenueCollected: 600 };

describe('implausibleAmounts', () => {
  it('questions nothing near the plan: $2.50 a lead and $30 an order are the plan’s own', () => {
    expect(implausibleAmounts(record, plan)).toEqual([]);
  });

  it('keeps 5 times and a fifth of the plan as plausible, the edges included', () => {
    // $1,250 / 100 leads = $12.50 = 5 × $2.50; $120 / 20 orders = $6 = $30 / 5.
    expect(implausibleAmounts({ ...record, adSpend: 1250, revenueCollected: 120 }, plan)).toEqual([]);
  });

  it('questions dirhams typed as dollars: 5,990 for 20 orders is $299.50 an order, about 10 times $30', () => {
    expect(implausibleAmounts({ ...record, revenueCollected: 5990 }, plan)).toEqual([
      { path: 'revenueCollected', verdict: 'tooHigh', actual: 299.5, plan: 30 },
    ]);
  });

  it('questions an ad spend of a fifth of the plan’s cost per lead or less: $40 / 100 leads = $0.40 < $0.50', () => {
    expect(implausibleAmounts({ ...record, adSpend: 40 }, plan)).toEqual([{ path: 'adSpend', verdict: 'tooLow', actual: 0.4, plan: 2.5 }]);
  });

  it('judges no revenue per order without a delivered order or a revenue, and nothing against a plan figure of 0', () => {
    expect(implausibleAmounts({ ...record, delivered: 0, revenueCollected: 99999 }, plan)).toEqual([]);
    expect(implausibleAmounts({ ...record, revenueCollected: undefined }, plan)).toEqual([]);
    expect(implausibleAmounts({ ...record, adSpend: 99999 }, { orderValue: 30, costPerLead: 0 })).toEqual([]);
  });
});
