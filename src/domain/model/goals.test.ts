import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullInputArb, makeInput, scaleOf } from '../test-support/simulation-inputs';
import { simulate, type SimulationInput } from './simulate';
import { goalAverageAOV, goalConfirmedRate, goalDeliveredRate, goalLeadsPerMonth, goalMaxCpl, solveAtLeastZero, type GoalAnswer } from './goals';
import { monthFigures } from './month';

// Defaults (hand-worked): profit = 639 − 100 × CPL; investment = 45 + 100 × CPL;
// profit = −100 + 25.56 × confirmation % (each confirmed order brings 0.6 × $42.6);
// profit = −100 + 10.65 × delivery % (25 confirmed × $42.6 per delivered order ÷ 100);
// profit − 20 % of revenue = 15 × AOV × (0.95 − 0.2) − 145.

describe('goals on the defaults (worked by hand)', () => {
  it.each<[string, () => GoalAnswer, GoalAnswer]>([
    ['leads for $10,000 a month after $5,000 fixed: 15,000 / $5.39', () => goalLeadsPerMonth(makeInput({ fixedCostsPerMonth: 5000 }), 10_000), { kind: 'value', value: 15_000 / 5.39, bound: 'at-least' }],
    ['leads when each lead loses money ($10 CPL)', () => goalLeadsPerMonth(makeInput({ adsCost: 10, fixedCostsPerMonth: 5000 }), 1000), { kind: 'unreachable', reason: 'loses-per-lead' }],
    ['leads with no leads to learn from', () => goalLeadsPerMonth(makeInput({ totalLeads: 0 }), 1000), { kind: 'unreachable', reason: 'no-leads' }],
    ['leads when the target is met with none (target −$100, no fixed costs)', () => goalLeadsPerMonth(makeInput(), -100), { kind: 'always' }],
    ['highest CPL for a 50 % ROI: 616.5 / 150', () => goalMaxCpl(makeInput(), 50), { kind: 'value', value: 4.11, bound: 'at-most' }],
    ['highest CPL for a 0 % ROI is the break-even CPL', () => goalMaxCpl(makeInput(), 0), { kind: 'value', value: 6.39, bound: 'at-most' }],
    ['highest CPL when even free ads lose money ($60 product)', () => goalMaxCpl(makeInput({ productCost: 60 }), 10), { kind: 'unreachable', reason: 'loses-per-lead' }],
    ['confirmation for $1,000 profit: 1,100 / 25.56', () => goalConfirmedRate(makeInput(), 1000), { kind: 'value', value: 1100 / 25.56, bound: 'at-least' }],
    ['confirmation while confirmed orders are given', () => goalConfirmedRate(makeInput({ confirmedOverride: 10 }), 1_000_000), { kind: 'unreachable', reason: 'no-effect' }],
    ['delivery for $500 profit: 600 / 10.65', () => goalDeliveredRate(makeInput(), 500), { kind: 'value', value: 600 / 10.65, bound: 'at-least' }],
    ['delivery for $1,000 profit needs 103.3 %', () => goalDeliveredRate(makeInput(), 1000), { kind: 'unreachable', reason: 'above-range', needed: 1100 / 10.65 }],
    ['AOV for a 20 % margin: 145 / 11.25', () => goalAverageAOV(makeInput(), 20), { kind: 'value', value: 145 / 11.25, bound: 'at-least' }],
    // A 100 % margin leaves 15 × AOV × (0.95 − 1) − 145: each dollar of order value costs more than it keeps.
    ['AOV for a 100 % margin', () => goalAverageAOV(makeInput(), 100), { kind: 'unreachable', reason: 'below-range', needed: -145 / 0.75 }],
  ])('%s', (_name, solve, expected) => {
    const answer = solve();
    expect(answer.kind).toBe(expected.kind);
    if (answer.kind === 'value' && expected.kind === 'value') {
      expect(answer.value).toBeCloseTo(expected.value, 9);
      expect(answer.bound).toBe(expected.bound);
    }
    if (answer.kind === 'unreachable' && expected.kind === 'unreachable') {
      expect(answer.reason).toBe(expected.reason);
      if (expected.needed !== undefined) expect(answer.needed).toBeCloseTo(expected.needed, 9);
    }
  });
});

describe('solveAtLeastZero', () => {
  it.each([
    [-10, 1, 0, 100, { kind: 'value', value: 10, bound: 'at-least' }],
    [10, -1, 0, 100, { kind: 'value', value: 10, bound: 'at-most' }],
    [-200, 1, 0, 100, { kind: 'unreachable', reason: 'above-range', needed: 200 }],
    [-10, -1, 0, 100, { kind: 'unreachable', reason: 'below-range', needed: -10 }],
    [5, 1, 0, 100, { kind: 'always' }],
    [500, -1, 0, 100, { kind: 'always' }],
    [0, 0, 0, 100, { kind: 'always' }],
    [-1, 0, 0, 100, { kind: 'unreachable', reason: 'no-effect' }],
    [Number.NaN, 1, 0, 100, { kind: 'unreachable', reason: 'no-effect' }],
  ] as const)('%d + %d x ≥ 0 on [%d, %d]', (intercept, slope, min, max, expected) => {
    expect(solveAtLeastZero(intercept, slope, min, max)).toEqual(expected);
  });
});

/**
 * A numeric solver that knows nothing of lines: bisection on the sign of g over [min, max] after a scan
 * for a sign change, so the closed forms are checked against the model itself.
 */
function bisect(g: (x: number) => number, min: number, max: number): number | null {
  const points = 64;
  let previous = min;
  for (let i = 1; i <= points; i++) {
    const x = min + ((max - min) * i) / points;
    if (Math.sign(g(previous)) !== Math.sign(g(x))) {
      let [lo, hi] = [previous, x];
      for (let k = 0; k < 200 && hi - lo > 1e-12 * Math.max(1, Math.abs(hi)); k++) {
        const mid = (lo + hi) / 2;
        if (Math.sign(g(mid)) === Math.sign(g(lo))) lo = mid;
        else hi = mid;
      }
      return (lo + hi) / 2;
    }
    previous = x;
  }
  return null;
}

/** Checks a closed-form answer against g (goal met where g ≥ 0) and the numeric solver over [min, max]. */
function checkAgainstSolver(answer: GoalAnswer, g: (x: number) => number, min: number, max: number, scale: number): void {
  const tolerance = 1e-7 * scale + 1e-9;
  if (answer.kind === 'always') {
    for (const x of [min, (min + max) / 2, max]) expect(g(x), `met at ${x}`).toBeGreaterThanOrEqual(-tolerance);
    return;
  }
  if (answer.kind === 'unreachable') {
    for (const x of [min, (min + max) / 2, max]) expect(g(x), `unmet at ${x}`).toBeLessThanOrEqual(tolerance);
    return;
  }
  expect(Math.abs(g(answer.value)), `g at ${answer.value}`).toBeLessThanOrEqual(tolerance);
  const root = bisect(g, min, max);
  if (root !== null && Math.abs(g(min) - g(max)) > tolerance) {
    expect(Math.abs(root - answer.value)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(answer.value)));
  }
  const inside = answer.bound === 'at-least' ? Math.min(max, answer.value + 1) : Math.max(min, answer.value - 1);
  expect(g(inside), 'met on the answer\'s side').toBeGreaterThanOrEqual(-tolerance);
}

describe('goals against a numeric solver, any inputs', () => {
  const runs = { numRuns: 200 };
  const target = fc.integer({ min: -5000, max: 50_000 });
  const profitAt = (input: SimulationInput, key: keyof SimulationInput, x: number) => simulate({ ...input, [key]: x });

  it('confirmation rate for a target profit', () => {
    fc.assert(
      fc.property(fullInputArb, target, (input, t) => {
        const scale = scaleOf(profitAt(input, 'confirmedRate', 100)) + Math.abs(t);
        checkAgainstSolver(goalConfirmedRate(input, t), (x) => profitAt(input, 'confirmedRate', x).profit - t, 0, 100, scale);
      }),
      runs,
    );
  });

  it('delivery rate for a target profit', () => {
    fc.assert(
      fc.property(fullInputArb, target, (input, t) => {
        const scale = scaleOf(profitAt(input, 'deliveredRate', 100)) + scaleOf(simulate({ ...input, deliveredRate: 0 })) + Math.abs(t);
        checkAgainstSolver(goalDeliveredRate(input, t), (x) => profitAt(input, 'deliveredRate', x).profit - t, 0, 100, scale);
      }),
      runs,
    );
  });

  it('highest CPL for a target ROI', () => {
    fc.assert(
      fc.property(fullInputArb, fc.integer({ min: 0, max: 300 }), (input, roi) => {
        const answer = goalMaxCpl(input, roi);
        if (!(input.totalLeads > 0)) {
          expect(answer).toEqual({ kind: 'unreachable', reason: 'no-leads' });
          return;
        }
        const g = (x: number) => {
          const r = profitAt(input, 'adsCost', x);
          return r.profit - (roi / 100) * r.investment;
        };
        const top = answer.kind === 'value' ? answer.value * 2 + 10 : 1000;
        checkAgainstSolver(answer, g, 0, top, scaleOf(profitAt(input, 'adsCost', top)) * (1 + roi / 100));
      }),
      runs,
    );
  });

  it('AOV for a target margin', () => {
    fc.assert(
      fc.property(fullInputArb, fc.integer({ min: 0, max: 90 }), (input, margin) => {
        const answer = goalAverageAOV(input, margin);
        const g = (x: number) => {
          const r = profitAt(input, 'averageAOV', x);
          return r.profit - (r.sellingPrice * margin) / 100;
        };
        const top = answer.kind === 'value' ? answer.value * 2 + 10 : 10_000;
        checkAgainstSolver(answer, g, 0, top, scaleOf(profitAt(input, 'averageAOV', top)));
      }),
      runs,
    );
  });

  it('leads per month for a target monthly profit', () => {
    fc.assert(
      fc.property(fullInputArb, target, (input, t) => {
        const answer = goalLeadsPerMonth(input, t);
        const result = simulate(input);
        const g = (leads: number) => monthFigures({ ...input, leadsPerMonth: leads }, result).monthlyProfit! - t;
        if (!(result.leads > 0)) {
          expect(answer).toEqual({ kind: 'unreachable', reason: 'no-leads' });
          return;
        }
        if (answer.kind === 'unreachable') expect(answer.reason).toBe('loses-per-lead');
        const top = answer.kind === 'value' ? answer.value * 2 + 10 : 1_000_000;
        checkAgainstSolver(answer, g, 0, top, Math.abs(t) + (input.fixedCostsPerMonth ?? 0) + Math.abs(result.profit / result.leads) * top);
      }),
      runs,
    );
  });
});
