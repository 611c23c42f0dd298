import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullInputArb, makeInput } from '../test-support/simulation-inputs';
import { simulate, type SimulationInput } from './simulate';
import { cashCycle, monthCash } from './cash';
import { deliveryRates } from './delivery-rates';
import { toDollarInputs } from './money-inputs';
import { monthFigures } from './month';
import { waterfall } from './waterfall';

const month = (overrides: Partial<SimulationInput>) => {
  const input = makeInput(overrides);
  return monthFigures(input, simulate(input));
};

describe('monthFigures (defaults: $539 profit on 100 leads, $5.39 a lead)', () => {
  it('3000 leads a month and $5000 fixed: 16170 − 5000, break-even at 5000 / 5.39 leads', () => {
    const figures = month({ leadsPerMonth: 3000, fixedCostsPerMonth: 5000 });
    expect(figures.profitPerLead).toBeCloseTo(5.39, 12);
    expect(figures.monthlyRevenue).toBeCloseTo(21_600, 9);
    expect(figures.monthlyProfit).toBeCloseTo(11_170, 9);
    expect(figures.breakEvenLeadsPerMonth).toEqual({ kind: 'value', value: expect.closeTo(5000 / 5.39, 9) });
  });

  it('without fixed costs break-even is 0 leads and monthly profit is p × L', () => {
    const figures = month({ leadsPerMonth: 1000 });
    expect(figures.breakEvenLeadsPerMonth).toEqual({ kind: 'value', value: 0 });
    expect(figures.monthlyProfit).toBeCloseTo(5390, 9);
  });

  it('a lead that loses money ($10 CPL: −$3.61 a lead) never breaks even at any volume', () => {
    const figures = month({ adsCost: 10, leadsPerMonth: 1000, fixedCostsPerMonth: 100 });
    expect(figures.profitPerLead).toBeCloseTo(-3.61, 12);
    expect(figures.monthlyProfit).toBeCloseTo(-3710, 9);
    expect(figures.breakEvenLeadsPerMonth).toEqual({ kind: 'loses-per-lead' });
  });

  it('with no leads there is no profit per lead to scale', () => {
    expect(month({ totalLeads: 0, leadsPerMonth: 1000, fixedCostsPerMonth: 100 })).toEqual({
      profitPerLead: null, monthlyRevenue: null, monthlyProfit: null, breakEvenLeadsPerMonth: { kind: 'no-leads' },
    });
  });

  it('monthly profit is 0 at the break-even leads, and never rises with fixed costs', () => {
    fc.assert(
      fc.property(fullInputArb, fc.integer({ min: 0, max: 1_000_000 }), (input, extra) => {
        const result = simulate(input);
        const figures = monthFigures(input, result);
        const more = monthFigures({ ...input, fixedCostsPerMonth: (input.fixedCostsPerMonth ?? 0) + extra }, result);
        if (figures.monthlyProfit !== null) expect(more.monthlyProfit!).toBeLessThanOrEqual(figures.monthlyProfit);
        const be = figures.breakEvenLeadsPerMonth;
        if (be.kind === 'value' && be.value > 0) {
          const at = monthFigures({ ...input, leadsPerMonth: be.value }, result).monthlyProfit!;
          expect(Math.abs(at)).toBeLessThanOrEqual(1e-9 * (input.fixedCostsPerMonth ?? 0) + 1e-9);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('cashCycle (decision 0020, worked by hand: costs over 30 days, payouts over 30 days from the delay)', () => {
  it.each([
    // costs, payouts, delay, peak, payback day
    [3000, 4500, 10, 1000, 30], // $100/day out, from day 10 $150/day in: 1000 tied up, falling $50/day
    [3000, 4500, 0, 0, 0], // paid as fast as spent
    [3000, 4500, 45, 3000, 65], // all spent by day 30; $150/day from day 45 repays 3000 in 20 days
    [3000, 1500, 10, 2000, null], // payouts $50/day: 1000 + 20 × 50 by day 30; the month loses 1500
    [3000, 3000, 10, 1000, 40], // flat at 1000 from day 10 to 30, then $100/day in
    [3000, 6000, 20, 2000, 35], // 2000 by day 20, 1000 left at day 30, then $200/day
    [0, 0, 10, 0, 0], // nothing spent
    [0, 500, 10, 0, 0],
  ] as const)('costs %d, payouts %d, %d days: peak %d, payback day %s', (costs, payouts, delay, peak, payback) => {
    const figures = cashCycle(costs, payouts, delay);
    expect(figures.peakCash).toBeCloseTo(peak, 9);
    if (payback === null) expect(figures.paybackDay).toBeNull();
    else expect(figures.paybackDay).toBeCloseTo(payback, 9);
  });

  it('a month of 3000 default leads with $5000 fixed costs and a 10-day payout', () => {
    // costs 181 × 30 + 5000 = 10430 ($347.67/day), payouts 720 × 30 = 21600 ($720/day from day 10)
    const input = makeInput({ leadsPerMonth: 3000, fixedCostsPerMonth: 5000, payoutDelayDays: 10 });
    const figures = monthCash(input, simulate(input))!;
    expect(figures.peakCash).toBeCloseTo(10430 / 3, 9);
    expect(figures.paybackDay).toBeCloseTo(10 + 10430 / 1117, 9);
  });

  it('nothing to scale with no leads', () => {
    const input = makeInput({ totalLeads: 0 });
    expect(monthCash(input, simulate(input))).toBeNull();
  });

  it('matches a day-by-day walk of the same model (costs and payouts in hundredths of a day)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 60 }), (costs, payouts, delay) => {
        const figures = cashCycle(costs, payouts, delay);
        const step = 0.01;
        let peak = 0;
        let payback: number | null = null;
        for (let i = 0; i <= (delay + 30) / step + 1; i++) {
          const t = i * step;
          const tied = (costs * Math.min(t, 30)) / 30 - (payouts * Math.min(Math.max(t - delay, 0), 30)) / 30;
          if (tied > peak) [peak, payback] = [tied, null];
          if (payback === null && peak > 0 && tied <= 1e-9 * costs) payback = t;
        }
        expect(figures.peakCash).toBeCloseTo(peak, 6);
        if (peak === 0) expect(figures.paybackDay).toBe(0);
        else if (payouts < costs) expect(figures.paybackDay).toBeNull();
        else expect(Math.abs(figures.paybackDay! - payback!)).toBeLessThanOrEqual(step * 1.01);
      }),
      { numRuns: 100 },
    );
  });
});

describe('money entered in the country currency (10 MAD per USD)', () => {
  it('divides the local amounts by the rate and leaves dollar amounts alone', () => {
    const entered = { adsCost: 1.5, productCost: 80, averageAOV: 299, fixedCostsPerMonth: 20_000 };
    expect(toDollarInputs(entered, { localCurrencyInputs: ['productCost', 'averageAOV', 'fixedCostsPerMonth'], currencyRate: 10 })).toEqual({
      adsCost: 1.5, productCost: 8, averageAOV: 29.9, fixedCostsPerMonth: 2000,
    });
  });

  it('converts nothing without a usable rate or without local inputs', () => {
    const entered = { productCost: 80 };
    expect(toDollarInputs(entered, { localCurrencyInputs: ['productCost'], currencyRate: null })).toEqual(entered);
    expect(toDollarInputs(entered, { localCurrencyInputs: ['productCost'], currencyRate: 0 })).toEqual(entered);
    expect(toDollarInputs(entered, { localCurrencyInputs: [], currencyRate: 10 })).toEqual(entered);
  });
});

describe('deliveryRates', () => {
  it('defaults: 15 delivered of 25 confirmed is 60 %, of 100 leads 15 %', () => {
    expect(deliveryRates(simulate(makeInput()))).toEqual({ ofConfirmed: 60, ofLeads: 15 });
  });
  it('is null where nothing can be divided', () => {
    expect(deliveryRates(simulate(makeInput({ totalLeads: 0 })))).toEqual({ ofConfirmed: null, ofLeads: null });
    expect(deliveryRates(simulate(makeInput({ confirmedRate: 0 })))).toEqual({ ofConfirmed: null, ofLeads: 0 });
  });
});

describe('waterfall', () => {
  it('defaults: 720 − 100 ads − 45 product − 36 percentage = 539, only the lines in use', () => {
    const fall = waterfall(simulate(makeInput()));
    expect(fall.steps.map((s) => [s.key, s.amount])).toEqual([['ads', 100], ['product', 45], ['percentage', 36]]);
    expect(fall.steps.at(-1)!.after).toBe(539);
    expect(fall.profit).toBe(539);
  });
  it('splits the return loss from the product and ends at profit after fixed costs', () => {
    const fall = waterfall(simulate(makeInput({ lostOnReturnsRate: 50, packagingPerOrder: 2 })), 100);
    expect(fall.steps.map((s) => [s.key, s.amount])).toEqual([['ads', 100], ['product', 45], ['returnLoss', 15], ['percentage', 36], ['packaging', 50], ['fixedCosts', 100]]);
    expect(fall.profit).toBeCloseTo(539 - 15 - 50 - 100, 9);
  });
});
