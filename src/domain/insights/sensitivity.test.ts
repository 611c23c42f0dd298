import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from '../simulate';
import { sensitivityAxes, sensitivityGrid } from './sensitivity';
import { closeTo, inputArb, makeInput, scaleOf } from './test-inputs';

const axisArb = (max: number) => fc.array(fc.integer({ min: 0, max: max * 100 }).map((v) => v / 100), { minLength: 1, maxLength: 9 });

describe('sensitivityGrid', () => {
  it('every cell equals simulate at that delivery rate and CPL, and the frontier has profit 0', () => {
    fc.assert(
      fc.property(inputArb, axisArb(100), axisArb(50), (input, deliveredRates, adsCosts) => {
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

  it('spans twice the break-even CPL when the current CPL is 0, or $1 when there is none', () => {
    expect(sensitivityAxes(makeInput({ adsCost: 0 })).adsCosts.at(-1)).toBeCloseTo(2 * 6.39, 12);
    expect(sensitivityAxes(makeInput({ adsCost: 0, productCost: 100 })).adsCosts.at(-1)).toBe(1);
  });

  it('reaches past the break-even CPL when asked, and keeps 2 × current when that is already further', () => {
    // Default input: break-even CPL 6.39 at 60 % delivery, current CPL 1.
    expect(sensitivityAxes(makeInput(), { reachBreakEven: true }).adsCosts.at(-1)).toBeCloseTo(1.25 * 6.39, 12);
    expect(sensitivityAxes(makeInput({ adsCost: 5 }), { reachBreakEven: true }).adsCosts.at(-1)).toBe(10);
    // No break-even (a loss even with free ads): the axis stays 0 to 2 × current.
    expect(sensitivityAxes(makeInput({ productCost: 100 }), { reachBreakEven: true }).adsCosts.at(-1)).toBe(2);
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
