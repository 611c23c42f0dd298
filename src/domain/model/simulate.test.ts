import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeTo, inputArb, makeInput, scaleOf } from '../test-support/simulation-inputs';
import { ONE_ORDER_BASE_LEADS, parseLooseNumber, simulate, simulatePerDeliveredOrder, type SimulationResult } from './simulate';

const allFees = makeInput({
  totalLeads: 200,
  adsCost: 2,
  productCost: 5,
  averageAOV: 50,
  confirmedRate: 50,
  deliveredRate: 40,
  orderFees: 0.5,
  confirmedLead: 1,
  deliveredLead: 2,
  shippingDelivered: 3,
  shippingReturned: 4,
  serviceFees: 10,
});

describe('simulate (the funnel formulas)', () => {
  const cases: { name: string; input: ReturnType<typeof makeInput>; expected: Partial<SimulationResult> }[] = [
    {
      name: 'the defaults',
      input: makeInput(),
      expected: {
        leads: 100, confirmedOrders: 25, deliveredOrders: 15, returnedOrders: 10, sellingPrice: 720,
        servicesCost: 0, percentageCost: 36, adCosts: 100, productCosts: 45, investment: 145,
        totalInvestment: 181, profit: 539, roi: (539 / 145) * 100,
      },
    },
    {
      name: 'every fee set',
      input: allFees,
      // services = 200×0.5 + 100×1 + 40×2 + 40×3 + 60×4
      expected: {
        confirmedOrders: 100, deliveredOrders: 40, returnedOrders: 60, sellingPrice: 2000, servicesCost: 640,
        percentageCost: 200, adCosts: 400, productCosts: 200, investment: 600, totalInvestment: 1440,
        profit: 560, roi: (560 / 600) * 100,
      },
    },
    {
      name: '0 leads: everything 0 and ROI 0',
      input: makeInput({ totalLeads: 0 }),
      expected: { confirmedOrders: 0, deliveredOrders: 0, sellingPrice: 0, investment: 0, totalInvestment: 0, profit: 0, roi: 0 },
    },
    {
      name: '0 % confirmation: only per-lead costs remain',
      input: makeInput({ confirmedRate: 0, orderFees: 0.25 }),
      expected: { confirmedOrders: 0, deliveredOrders: 0, returnedOrders: 0, servicesCost: 25, profit: -125, roi: -125 },
    },
    {
      name: '0 % delivery: every confirmed order returns',
      input: makeInput({ deliveredRate: 0, shippingReturned: 2 }),
      expected: { deliveredOrders: 0, returnedOrders: 25, sellingPrice: 0, servicesCost: 50, profit: -150 },
    },
    {
      name: '100 % rates and a 100 % service fee: the service keeps all revenue',
      input: makeInput({ totalLeads: 10, confirmedRate: 100, deliveredRate: 100, serviceFees: 100 }),
      expected: { confirmedOrders: 10, deliveredOrders: 10, returnedOrders: 0, sellingPrice: 480, percentageCost: 480, investment: 40, profit: -40, roi: -100 },
    },
    {
      name: 'investment 0 (free ads and product): ROI 0, not Infinity',
      input: makeInput({ adsCost: 0, productCost: 0 }),
      expected: { investment: 0, profit: 684, roi: 0 },
    },
    {
      name: 'confirmedOverride replaces the confirmed count',
      input: makeInput({ confirmedOverride: 40, deliveredRate: 50 }),
      expected: { confirmedOrders: 40, deliveredOrders: 20, returnedOrders: 20, sellingPrice: 960 },
    },
    {
      name: 'confirmedOverride of 0 is honoured (not treated as missing)',
      input: makeInput({ confirmedOverride: 0 }),
      expected: { confirmedOrders: 0, deliveredOrders: 0, profit: -100 },
    },
  ];

  it.each(cases)('computes $name', ({ input, expected }) => {
    const result = simulate(input);
    for (const [key, value] of Object.entries(expected)) {
      expect(result[key as keyof SimulationResult], key).toBeCloseTo(value as number, 9);
    }
  });

  it('keeps every figure finite with huge values (1e9 everywhere)', () => {
    const huge = makeInput({
      totalLeads: 1e9, adsCost: 1e9, productCost: 1e9, averageAOV: 1e9, orderFees: 1e9, confirmedLead: 1e9,
      deliveredLead: 1e9, shippingDelivered: 1e9, shippingReturned: 1e9, confirmedRate: 100, deliveredRate: 100,
    });
    for (const [key, value] of Object.entries(simulate(huge))) expect(Number.isFinite(value), key).toBe(true);
  });

  it('profit equals selling price minus total investment', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = simulate(input);
        return closeTo(r.profit, r.sellingPrice - r.totalInvestment, scaleOf(r), 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  const costKeys = ['adsCost', 'productCost', 'orderFees', 'confirmedLead', 'deliveredLead', 'shippingDelivered', 'shippingReturned', 'serviceFees'] as const;
  it.each(costKeys)('profit never rises when %s rises', (key) => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0, max: 1000, noNaN: true }), (input, increase) => {
        const before = simulate(input).profit;
        const after = simulate({ ...input, [key]: input[key] + increase }).profit;
        return after <= before;
      }),
      { numRuns: 200 },
    );
  });

  it('one-order figures times delivered orders equal the 100-lead figures', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const base = simulate({ ...input, totalLeads: ONE_ORDER_BASE_LEADS });
        const per = simulatePerDeliveredOrder(input);
        const keys = ['leads', 'confirmedOrders', 'deliveredOrders', 'returnedOrders', 'sellingPrice', 'servicesCost', 'percentageCost', 'adCosts', 'productCosts', 'investment', 'totalInvestment', 'profit'] as const;
        const overflows = keys.some((key) => !Number.isFinite(base[key] / base.deliveredOrders));
        if (base.deliveredOrders === 0 || overflows) return per === null;
        if (!per) return false;
        const scale = scaleOf(base) + base.leads;
        return keys.every((key) => closeTo(per[key] * base.deliveredOrders, base[key], scale)) && per.roi === base.roi;
      }),
      { numRuns: 300 },
    );
  });
});

describe('simulatePerDeliveredOrder', () => {
  it('reads per delivered order on the defaults', () => {
    const per = simulatePerDeliveredOrder(makeInput());
    expect(per).not.toBeNull();
    expect(per!.deliveredOrders).toBe(1);
    expect(per!.leads).toBeCloseTo(100 / 15, 12);
    expect(per!.sellingPrice).toBe(48);
    expect(per!.profit).toBeCloseTo(539 / 15, 12);
    expect(per!.roi).toBeCloseTo((539 / 145) * 100, 12);
  });

  it.each([
    ['0 % confirmation', makeInput({ confirmedRate: 0 })],
    ['0 % delivery', makeInput({ deliveredRate: 0 })],
    ['both rates 0 and 0 leads', makeInput({ confirmedRate: 0, deliveredRate: 0, totalLeads: 0 })],
    ['a subnormal confirmation rate (per-order leads would be Infinity)', makeInput({ confirmedRate: 5e-324 })],
  ])('returns null when nothing (finitely) is delivered (%s)', (_name, input) => {
    expect(simulatePerDeliveredOrder(input)).toBeNull();
  });

  it('does not depend on Total Leads (even 0) nor on confirmedOverride, since it uses the 100-lead base', () => {
    const reference = simulatePerDeliveredOrder(makeInput());
    expect(simulatePerDeliveredOrder(makeInput({ totalLeads: 0 }))).toEqual(reference);
    expect(simulatePerDeliveredOrder(makeInput({ totalLeads: 1000, confirmedOverride: 3 }))).toEqual(reference);
  });
});

describe('parseLooseNumber', () => {
  it.each([
    ['100', 100],
    ['  2.5 ', 2.5],
    ['1,250.75', 1250.75],
    ['12abc', 0],
    ['2,5', 2.5],
    ['-3', -3],
    ['1e9', 0],
    ['.5', 0.5],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['Infinity', 0],
    ['1e400', 0],
    ['NaN', 0],
    ['٤٨', 48],
    ['١٢٫٥', 12.5],
    ['۱۰۰', 100],
  ])('reads %j as %d', (text, expected) => {
    expect(parseLooseNumber(text)).toBe(expected);
  });
});
