import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from '../simulate';
import { sensitivityAxes, sensitivityGrid } from './sensitivity';
import type { SimulationInput } from '../simulate';
import { closeTo, fullInputArb, inputArb, makeInput, scaleOf } from '../../test-support/simulation-inputs';

const axisArb = (max: number) => fc.array(fc.integer({ min: 0, max: max * 100 }).map((v) => v / 100), { minLength: 1, maxLength: 9 });

describe('sensitivityGrid', () => {
  it('every cell equals simulate (cost lines included) at that delivery rate and CPL, and the frontier has profit 0', () => {
    fc.assert(
      fc.property(fc.oneof(inputArb, fullInputArb), axisArb(100), axisArb(50), (input, deliveredRates, adsCosts) => {
        const grid = sensitivityGrid(input, { deliveredRates, adsCosts });
        deliveredRates.forEach((deliveredRate, i) => {
          adsCosts.forEach((adsCost, j) => {
            const r = simulate({ ...input, deliveredRate, adsCost });
            expect(closeTo(grid.profit[i]![j]!, r.profit, scaleOf(r))).toBe(true);
            expect(grid.profit[i]![j]!).toBeGreaterThanOrEqual(grid.minProfit);
            expect(grid.profit[i]![j]!).toBeLessThanOrEqual(grid.maxProfit);
          });
          const frontier = grid.breakEvenAdsCosts[i];
          const free = simulate({ ...input, deliveredRate, adsCost: 0 });
          if (frontier === null || frontier === undefined) {
            expect(input.totalLeads === 0 || free.profit < 0).toBe(true);
          } else {
            const r = simulate({ ...input, deliveredRate, adsCost: frontier });
            expect(Math.abs(r.profit)).toBeLessThanOrEqual(1e-9 * scaleOf(r) + 1e-12);
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it('has a break-even CPL of 6.39 at the default 60 % delivery and none at 0 % with an order fee', () => {
    const grid = sensitivityGrid(makeInput({ orderFees: 0 }), { deliveredRates: [0, 60], adsCosts: [0, 1] });
    expect(grid.breakEvenAdsCosts[0]).toBe(0);
    expect(grid.breakEvenAdsCosts[1]).toBeCloseTo(6.39, 12);
    expect(grid.profit[1]).toEqual([639, 539].map((v) => expect.closeTo(v, 9)));
    expect(sensitivityGrid(makeInput({ orderFees: 1 }), { deliveredRates: [0], adsCosts: [0] }).breakEvenAdsCosts).toEqual([null]);
  });

  it('gives an empty grid with min and max 0 for empty axes', () => {
    expect(sensitivityGrid(makeInput(), { deliveredRates: [], adsCosts: [] })).toEqual({
      deliveredRates: [], adsCosts: [], profit: [], breakEvenAdsCosts: [], minProfit: 0, maxProfit: 0,
    });
  });
});

describe('sensitivityAxes', () => {
  it('centres 9 points on the current delivery rate (±20) and spans CPL 0 to 2× current', () => {
    expect(sensitivityAxes(makeInput())).toEqual({
      deliveredRates: [40, 45, 50, 55, 60, 65, 70, 75, 80],
      adsCosts: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2],
    });
  });

  it.each([
    [90, 60, 100],
    [100, 60, 100],
    [5, 0, 40],
    [0, 0, 40],
    [150, 60, 100],
  ])('shifts the delivery window inside 0–100 for a current rate of %d', (deliveredRate, low, high) => {
    const { deliveredRates } = sensitivityAxes(makeInput({ deliveredRate }));
    expect(deliveredRates[0]).toBe(low);
    expect(deliveredRates.at(-1)).toBe(high);
  });

  it.each([
    // [case, overrides, reachBreakEven, CPL ticks]
    ['2 × a $1 CPL', {}, false, [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]],
    ['past the $6.39 break-even (was $0 … $3.99 … $7.99)', {}, true, [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    ['2 × a $1.30 CPL', { adsCost: 1.3 }, false, [0, 0.5, 1, 1.5, 2, 2.5, 3]],
    ['2 × a $5 CPL, beyond the break-even', { adsCost: 5 }, true, [0, 2, 4, 6, 8, 10]],
    ['2 × the break-even when the CPL is 0', { adsCost: 0 }, false, [0, 2, 4, 6, 8, 10, 12, 14]],
    ['$1 when the CPL is 0 and nothing breaks even', { adsCost: 0, productCost: 100 }, false, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    ['2 × current when nothing breaks even', { productCost: 100 }, true, [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]],
    ['2 × a $0.03 CPL', { adsCost: 0.03 }, false, [0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06]],
    ['2 × a $40 CPL', { adsCost: 40 }, false, [0, 10, 20, 30, 40, 50, 60, 70, 80]],
  ] as [string, Partial<SimulationInput>, boolean, number[]][])('puts the CPL axis on round ticks: %s', (_name, overrides, reachBreakEven, expected) => {
    expect(sensitivityAxes(makeInput(overrides), { reachBreakEven }).adsCosts).toEqual(expected);
  });

  it.each([
    [60, [40, 45, 50, 55, 60, 65, 70, 75, 80]],
    [55.5, [35, 40, 45, 50, 55, 60, 65, 70, 75]],
    [62, [40, 45, 50, 55, 60, 65, 70, 75, 80]],
    [33.3, [15, 20, 25, 30, 35, 40, 45, 50, 55]],
  ])('puts the delivery axis on round ticks around %d %%', (deliveredRate, expected) => {
    expect(sensitivityAxes(makeInput({ deliveredRate })).deliveredRates).toEqual(expected);
  });

  it('always reaches 2 × the current CPL on round ticks of 1, 2, 2.5 or 5 × 10ⁿ, and holds the current delivery rate', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { adsCosts, deliveredRates } = sensitivityAxes(input, { reachBreakEven: true });
        expect(adsCosts[0]).toBe(0);
        expect(adsCosts.at(-1)!).toBeGreaterThanOrEqual(2 * input.adsCost * (1 - 1e-12));
        expect(adsCosts.length).toBeLessThanOrEqual(9);
        const step = adsCosts[1]! - adsCosts[0]!;
        const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
        expect([1, 2, 2.5, 5]).toContain(mantissa);
        adsCosts.forEach((tick, i) => expect(tick).toBeCloseTo(i * step, 9));
        expect(deliveredRates).toHaveLength(9);
        expect(deliveredRates.every((rate) => rate >= 0 && rate <= 100 && rate % 5 === 0)).toBe(true);
        const current = Math.min(100, input.deliveredRate);
        expect(current).toBeGreaterThanOrEqual(deliveredRates[0]!);
        expect(current).toBeLessThanOrEqual(deliveredRates.at(-1)!);
      }),
    );
  });

  it('puts the break-even line inside the map for any input with a break-even CPL', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const axes = sensitivityAxes(input, { reachBreakEven: true });
        const atCurrent = sensitivityGrid(input, { deliveredRates: [input.deliveredRate], adsCosts: [0] }).breakEvenAdsCosts[0];
        if (atCurrent === null || atCurrent === undefined || !(input.totalLeads > 0)) return;
        expect(atCurrent).toBeLessThanOrEqual(axes.adsCosts.at(-1)! * (1 + 1e-12));
      }),
    );
  });

  it('honours the steps and span options', () => {
    const axes = sensitivityAxes(makeInput(), { steps: 3, deliveredSpan: 10 });
    expect(axes).toEqual({ deliveredRates: [50, 60, 70], adsCosts: [0, 1, 2] });
  });
});
