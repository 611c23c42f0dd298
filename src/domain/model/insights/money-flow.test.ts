import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthFigures } from '../month';
import { simulate, type SimulationInput } from '../simulate';
import { moneyFlow } from './money-flow';
import { closeTo, fullInputArb, makeInput, scaleOf } from '../../test-support/simulation-inputs';

const flowOf = (overrides: Partial<SimulationInput>) => {
  const input = makeInput(overrides);
  return moneyFlow(input, simulate(input));
};

describe('moneyFlow (hand-worked on the defaults: 720 revenue, 100 ads, 45 product, 36 percentage, 539 profit)', () => {
  it('draws the campaign for Total Leads while fixed costs or leads per month are missing', () => {
    for (const overrides of [{}, { fixedCostsPerMonth: 500 }, { leadsPerMonth: 3000 }]) {
      const flow = flowOf(overrides);
      expect(flow).toMatchObject({ kind: 'value', basis: 'campaign', leads: 100 });
      if (flow.kind !== 'value') return;
      expect(flow.waterfall.revenue).toBe(720);
      expect(flow.waterfall.steps.map((step) => [step.key, step.amount, step.after])).toEqual([
        ['ads', 100, 620],
        ['product', 45, 575],
        ['percentage', 36, 539],
      ]);
      expect(flow.waterfall.profit).toBe(539);
    }
  });

  it('draws a month of 3000 leads with $5000 fixed costs: 21600 − 3000 − 1350 − 1080 − 5000 = 11170', () => {
    const flow = flowOf({ leadsPerMonth: 3000, fixedCostsPerMonth: 5000, packagingPerOrder: 2 });
    expect(flow).toMatchObject({ kind: 'value', basis: 'month', leads: 3000 });
    if (flow.kind !== 'value') return;
    expect(flow.waterfall.revenue).toBeCloseTo(21_600, 9);
    // Packaging: 750 confirmed orders a month × $2.
    expect(flow.waterfall.steps.map((step) => [step.key, step.amount])).toEqual([
      ['ads', expect.closeTo(3000, 9)],
      ['product', expect.closeTo(1350, 9)],
      ['percentage', expect.closeTo(1080, 9)],
      ['packaging', expect.closeTo(1500, 9)],
      ['fixedCosts', 5000],
    ]);
    expect(flow.waterfall.profit).toBeCloseTo(21_600 - 3000 - 1350 - 1080 - 1500 - 5000, 9);
  });

  it.each([
    ['0 leads', { totalLeads: 0 }, 'no-leads'],
    ['0 leads with fixed costs', { totalLeads: 0, fixedCostsPerMonth: 100, leadsPerMonth: 10 }, 'no-leads'],
    ['figures beyond a double', { totalLeads: 1e300, averageAOV: 1e300 }, 'too-large'],
  ] as const)('%s → — (%s)', (_name, overrides, reason) => {
    expect(flowOf(overrides)).toEqual({ kind: 'unavailable', reason });
  });

  it('ends at the profit (campaign) or the monthly net profit (month) on the full model', () => {
    fc.assert(
      fc.property(fullInputArb, (input) => {
        const result = simulate(input);
        const flow = moneyFlow(input, result);
        if (flow.kind !== 'value') return;
        const expected = flow.basis === 'month' ? monthFigures(input, result).monthlyProfit! : result.profit;
        const scale = scaleOf(result) * Math.max(1, (input.leadsPerMonth ?? 0) / Math.max(result.leads, 1e-9)) + (input.fixedCostsPerMonth ?? 0);
        expect(closeTo(flow.waterfall.profit, expected, scale, 1e-8)).toBe(true);
        expect(flow.waterfall.steps.every((step) => step.amount !== 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
