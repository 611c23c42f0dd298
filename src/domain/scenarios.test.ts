import { describe, expect, it } from 'vitest';
import { closeTo, makeInput, scaleOf } from './test-support/simulation-inputs';
import { DEFAULT_SIMULATOR_INPUTS, parseLeadCount, SCENARIOS, scenarioForLeads } from './scenarios';
import { simulate, simulatePerDeliveredOrder } from './model/simulate';

describe('scenarios (docs/product.md#defaults-and-limits)', () => {
  it('offers One Order first, then 100, 250, 500 and 1000 leads', () => {
    expect(SCENARIOS).toEqual(['one', 100, 250, 500, 1000]);
  });

  it('defaults to 100 leads, $1 per lead, $3 product and $48 order value', () => {
    expect(DEFAULT_SIMULATOR_INPUTS).toEqual({ totalLeads: 100, adsCost: 1, productCost: 3, averageAOV: 48 });
  });

  it.each([
    [100, 100],
    [250, 250],
    [500, 500],
    [1000, 1000],
    [1, undefined],
    [0, undefined],
    [300, undefined],
    [100.5, undefined],
  ])('selects the tab for %d typed leads: %s', (leads, tab) => {
    expect(scenarioForLeads(leads)).toBe(tab);
  });

  // Hand-computed on the defaults: per 100 leads profit 539, revenue 720, delivered 15.
  it.each([100, 250, 500, 1000] as const)('the %d-lead tab scales every figure with the leads', (leads) => {
    const r = simulate(makeInput({ totalLeads: leads }));
    const k = leads / 100;
    expect(r.deliveredOrders).toBeCloseTo(15 * k, 9);
    expect(r.sellingPrice).toBeCloseTo(720 * k, 9);
    expect(r.profit).toBeCloseTo(539 * k, 9);
    expect(r.roi).toBeCloseTo((539 / 145) * 100, 9);
  });

  it('the One Order tab reads the 100-lead figures per delivered order', () => {
    const base = simulate(makeInput());
    const per = simulatePerDeliveredOrder(makeInput())!;
    expect(per.deliveredOrders).toBe(1);
    for (const key of ['leads', 'confirmedOrders', 'sellingPrice', 'totalInvestment', 'profit'] as const) {
      expect(closeTo(per[key] * base.deliveredOrders, base[key], scaleOf(base))).toBe(true);
    }
  });

  it.each([
    ['0 % confirmation', { confirmedRate: 0 }],
    ['0 % delivery', { deliveredRate: 0 }],
    ['0 % both', { confirmedRate: 0, deliveredRate: 0, totalLeads: 0 }],
  ])('the One Order tab has no figures with 0 delivered orders (%s)', (_name, overrides) => {
    expect(simulatePerDeliveredOrder(makeInput(overrides))).toBeNull();
  });

  it('the One Order tab still reads per order with 0 Total Leads (the 100-lead base does not change it)', () => {
    expect(simulatePerDeliveredOrder(makeInput({ totalLeads: 0 }))).toEqual(simulatePerDeliveredOrder(makeInput()));
  });
});

describe('parseLeadCount (Total Leads as typed)', () => {
  it.each([
    ['250', 250],
    ['12.7', 12],
    ['0.5', 0],
    ['99.999', 99999], // a dot before three digits groups thousands (decision 0013)
    ['99.5', 99],
    ['١٢٫٥', 12],
    ['1,000.9', 1000],
    ['', 0],
    ['abc', 0],
    ['-0.5', 0],
    ['-3.5', -3],
  ])('reads %j as %d leads', (text, leads) => {
    expect(Object.is(parseLeadCount(text), leads)).toBe(true);
  });

  it('gives a count the save schema accepts for any non-negative typed number', () => {
    for (const text of ['0.1', '7.5', '333.333', '1e3', '999999999.9']) {
      const leads = parseLeadCount(text);
      expect(Number.isInteger(leads) && leads >= 0, text).toBe(true);
    }
  });
});
