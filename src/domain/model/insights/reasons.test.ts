import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SimulationInput } from '../simulate';
import { breakEvenAdsCostPerLead } from './break-even';
import { compareMarkets } from './comparison';
import { orderEconomics } from './per-order';
import {
  breakEvenCplReason,
  breakEvenReason,
  heatMapLineReason,
  perOrderReason,
  roasReason,
  roiReason,
  targetCplReason,
} from './reasons';
import { sensitivityAxes, sensitivityGrid } from './sensitivity';
import { fullInputArb, makeInput } from '../../test-support/simulation-inputs';

type Case = [string, Partial<SimulationInput>, string | null];

describe('break-even and target CPL reasons', () => {
  it.each<Case>([
    ['the defaults', {}, null],
    ['0 leads', { totalLeads: 0 }, 'no-leads'],
    ['0 leads with confirmed orders given', { totalLeads: 0, confirmedOverride: 10 }, null],
    ['0 % confirmation (ads are still paid: judged)', { confirmedRate: 0 }, null],
  ])('%s → %s', (_name, overrides, reason) => {
    expect(breakEvenReason(makeInput(overrides))).toBe(reason);
    expect(targetCplReason(makeInput(overrides), 20)).toBe(reason);
  });

  it('words an unreadable margin before anything else', () => {
    expect(targetCplReason(makeInput(), null)).toBe('margin-unreadable');
    expect(targetCplReason(makeInput({ totalLeads: 0 }), null)).toBe('margin-unreadable');
  });
});

describe('per-order and ROAS reasons', () => {
  it.each<[string, Partial<SimulationInput>, string | null, string | null]>([
    ['the defaults', {}, null, null],
    ['0 % confirmation', { confirmedRate: 0 }, 'nothing-confirmed', null],
    ['0 % delivery', { deliveredRate: 0 }, 'nothing-delivered', null],
    ['0 % confirmation and delivery', { confirmedRate: 0, deliveredRate: 0 }, 'nothing-confirmed', null],
    ['free ads', { adsCost: 0 }, null, 'no-ad-spend'],
    ['a delivered count too small for a number', { deliveredRate: 1e-320 }, 'too-large', null],
    ['0 leads (per order reads the 100-lead base)', { totalLeads: 0 }, null, null],
  ])('%s → per order %s, ROAS %s', (_name, overrides, perOrder, roas) => {
    const input = makeInput(overrides);
    const economics = orderEconomics(input);
    expect(perOrderReason(input, economics)).toBe(perOrder);
    expect(roasReason(input, economics.roas)).toBe(roas);
    expect(roasReason(input, economics.naiveRoas)).toBe(roas);
  });

  it('gives a reason exactly when a figure is missing, on the full model', () => {
    fc.assert(
      fc.property(fullInputArb, (input) => {
        const economics = orderEconomics(input);
        expect(perOrderReason(input, economics) === null).toBe(economics.perDeliveredOrder !== null);
        expect(roasReason(input, economics.roas) === null).toBe(economics.roas !== null);
      }),
      { numRuns: 300 },
    );
  });
});

describe('comparison and heat-map reasons', () => {
  it.each([
    [0, 'no-investment'],
    [145, null],
    [Infinity, 'too-large'],
  ] as const)('ROI on an investment of %d → %s', (investment, reason) => {
    expect(roiReason(investment)).toBe(reason);
  });

  it.each<Case>([
    ['the defaults', {}, null],
    ['0 leads', { totalLeads: 0 }, 'no-leads'],
    ['a product dearer than the order (loses with free ads)', { productCost: 60 }, 'loses-with-free-ads'],
  ])('break-even CPL and heat-map line: %s → %s', (_name, overrides, reason) => {
    const input = makeInput(overrides);
    const cpl = breakEvenAdsCostPerLead(input);
    const [row] = compareMarkets(input, [{ countryId: 'ma', countryName: 'Morocco', serviceId: null, serviceName: null, fees: input }]);
    expect(breakEvenCplReason(input, row!.breakEvenCpl)).toBe(reason);
    expect(breakEvenCplReason(input, cpl.kind === 'value' ? cpl.value : null)).toBe(reason);
    // The defaults' map shows delivery 40–80 %: its line crosses it; with no leads or a dear product, no row breaks even.
    expect(heatMapLineReason(input, sensitivityGrid(input, sensitivityAxes(input, { reachBreakEven: true })))).toBe(reason);
  });
});
