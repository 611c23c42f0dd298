import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate, type SimulationInput } from '../simulate';
import {
  breakEven,
  breakEvenAdsCostPerLead,
  breakEvenAverageAOV,
  breakEvenConfirmedRate,
  breakEvenDeliveredRate,
  canJudgeBreakEven,
  classifyLinear,
  maxAdsCostPerDeliveredOrder,
  targetAdsCostPerLead,
  type BreakEven,
} from './break-even';
import { fullInputArb, inputArb, makeInput, scaleOf } from '../../test-support/simulation-inputs';

/** Profit (minus the required margin) with one input set to x, and the magnitude of money involved. */
type Probe = (x: number) => { profit: number; scale: number };

function probe(input: SimulationInput, key: keyof SimulationInput, marginPercent = 0): Probe {
  return (x) => {
    const r = simulate({ ...input, [key]: x });
    return { profit: r.profit - (r.sellingPrice * marginPercent) / 100, scale: scaleOf(r) + Math.abs(x) * r.leads };
  };
}

const tolerance = (scale: number) => 1e-9 * scale + 1e-12;

/** Throws unless `result` is honest about `at` over [min, max]; `far` stands in for an open upper end. */
function verify(result: BreakEven, at: Probe, min: number, max: number, far = 1e7): void {
  const top = Number.isFinite(max) ? max : far;
  const near = (x: number) => Math.abs(at(x).profit) <= tolerance(at(x).scale);
  if (result.kind === 'always') {
    for (const x of [min, (min + top) / 2, top]) expect(at(x).profit >= 0 || near(x), `profit at ${x}`).toBe(true);
    return;
  }
  if (result.kind === 'impossible') {
    for (const x of [min, (min + top) / 2, top]) expect(at(x).profit < 0 || near(x), `profit at ${x}`).toBe(true);
    return;
  }
  const { value, profitableWhen } = result;
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
  const zero = at(value);
  expect(Math.abs(zero.profit), `profit at break-even ${value}`).toBeLessThanOrEqual(tolerance(zero.scale));
  const step = 1e-3 * Math.max(1, Math.abs(value));
  const good = profitableWhen === 'above' ? value + step : value - step;
  const bad = profitableWhen === 'above' ? value - step : value + step;
  // Sides are checked strictly unless the step moves profit by less than float noise.
  if (good >= min && good <= max && !near(good)) expect(at(good).profit, 'profitable side').toBeGreaterThan(0);
  if (bad >= min && bad <= max && !near(bad)) expect(at(bad).profit, 'losing side').toBeLessThan(0);
}

describe('classifyLinear', () => {
  it.each([
    [-1, 1, 0, 10, { kind: 'value', value: 1, profitableWhen: 'above' }],
    [1, 1, 0, 10, { kind: 'always' }],
    [0, 1, 0, 10, { kind: 'always' }],
    [-20, 1, 0, 10, { kind: 'impossible' }],
    [-10, 1, 0, 10, { kind: 'value', value: 10, profitableWhen: 'above' }],
    [5, -1, 0, 10, { kind: 'value', value: 5, profitableWhen: 'below' }],
    [0, -1, 0, Infinity, { kind: 'value', value: 0, profitableWhen: 'below' }],
    [20, -1, 0, 10, { kind: 'always' }],
    [-1, -1, 0, 10, { kind: 'impossible' }],
    [0, 0, 0, 10, { kind: 'always' }],
    [-1, 0, 0, 10, { kind: 'impossible' }],
    [Number.NaN, 1, 0, 10, { kind: 'impossible' }],
    [-1e308, 1e-308, 0, Infinity, { kind: 'impossible' }],
    [Infinity, -1, 0, Infinity, { kind: 'impossible' }],
  ] as const)('intercept %d, slope %d on [%d, %d] → %o', (intercept, slope, min, max, expected) => {
    expect(classifyLinear(intercept, slope, min, max)).toEqual(expected);
  });
});

describe('break-even on the defaults (hand-computed)', () => {
  // Defaults: 25 confirmed, 15 delivered, $48 AOV, 5 % service fee, $3 product, $1 per lead, 100 leads.
  const set = breakEven(makeInput(), 20);
  it.each([
    ['adsCostPerLead', 6.39, 'below'], // (720 − 36 − 45) / 100
    ['targetAdsCostPerLead', 4.95, 'below'], // (639 − 20 % × 720) / 100
    ['deliveredRate', 100 / (25 * 42.6 / 100), 'above'], // $100 of ads ÷ $42.6 net per delivered order × 25 confirmed
    ['confirmedRate', 100 / 25.56, 'above'], // $1 per lead ÷ (60 % × $42.6) per confirmed order
    ['averageAOV', 145 / 14.25, 'above'], // $145 investment ÷ (15 × 95 %)
    ['adsCostPerDeliveredOrder', 42.6, 'below'], // $6.39 per lead × 100 leads ÷ 15 delivered orders
  ] as const)('%s is %d (%s)', (key, value, side) => {
    const result = set[key];
    expect(result.kind).toBe('value');
    if (result.kind !== 'value') return;
    expect(result.value).toBeCloseTo(value, 10);
    expect(result.profitableWhen).toBe(side);
  });
});

describe('maxAdsCostPerDeliveredOrder', () => {
  it('is the break-even cost per lead times leads per delivered order (worked by hand)', () => {
    // No fees, 50 % confirmed, 50 % delivered: 100 leads → 25 delivered, $1,200 revenue, $75 product:
    // $1,125 at free ads, so $11.25 per lead and $11.25 × 100 ÷ 25 = $45 per delivered order.
    const input = makeInput({ confirmedRate: 50, deliveredRate: 50, serviceFees: 0, averageAOV: 48, productCost: 3 });
    expect(maxAdsCostPerDeliveredOrder(input)).toEqual({ kind: 'value', value: 45, profitableWhen: 'below' });
  });

  it('is impossible when nothing is delivered or even free ads lose money', () => {
    expect(maxAdsCostPerDeliveredOrder(makeInput({ deliveredRate: 0 }))).toEqual({ kind: 'impossible' });
    expect(maxAdsCostPerDeliveredOrder(makeInput({ averageAOV: 1 }))).toEqual({ kind: 'impossible' });
  });
});

describe('break-even degenerate and impossible cases', () => {
  const cases: [string, Partial<SimulationInput>, Partial<Record<keyof ReturnType<typeof breakEven>, BreakEven['kind']>>][] = [
    ['product cost above AOV', { productCost: 60 }, { adsCostPerLead: 'impossible', targetAdsCostPerLead: 'impossible', deliveredRate: 'impossible', confirmedRate: 'impossible', averageAOV: 'value' }],
    ['product cost equal to the net AOV (delivering earns nothing)', { productCost: 45.6 }, { deliveredRate: 'impossible', confirmedRate: 'impossible' }],
    ['0 leads', { totalLeads: 0 }, { adsCostPerLead: 'always', targetAdsCostPerLead: 'always', confirmedRate: 'always', deliveredRate: 'always', averageAOV: 'always' }],
    ['0 % delivery (only free ads break even)', { deliveredRate: 0 }, { adsCostPerLead: 'value', confirmedRate: 'impossible', averageAOV: 'impossible', deliveredRate: 'value' }],
    ['0 % delivery, free ads and no fees', { deliveredRate: 0, adsCost: 0 }, { adsCostPerLead: 'value', averageAOV: 'always', confirmedRate: 'always' }],
    ['0 % confirmation (only free ads break even)', { confirmedRate: 0 }, { adsCostPerLead: 'value', deliveredRate: 'impossible', averageAOV: 'impossible', confirmedRate: 'value' }],
    ['100 % service fee', { serviceFees: 100 }, { averageAOV: 'impossible', adsCostPerLead: 'impossible' }],
    ['100 % service fee with free ads and product', { serviceFees: 100, adsCost: 0, productCost: 0 }, { averageAOV: 'always', deliveredRate: 'always', confirmedRate: 'always' }],
    ['service fee above 100 %', { serviceFees: 150 }, { averageAOV: 'impossible' }],
    ['investment 0 (free ads and product)', { adsCost: 0, productCost: 0 }, { deliveredRate: 'always', confirmedRate: 'always', averageAOV: 'always', adsCostPerLead: 'value' }],
    ['100 % rates and a huge CPL', { confirmedRate: 100, deliveredRate: 100, adsCost: 1e9 }, { deliveredRate: 'impossible', confirmedRate: 'impossible', adsCostPerLead: 'value' }],
    ['an override with 0 leads', { totalLeads: 0, confirmedOverride: 10 }, { adsCostPerLead: 'always', confirmedRate: 'always', deliveredRate: 'always' }],
    ['an override with 0 leads and return shipping', { totalLeads: 0, confirmedOverride: 10, shippingReturned: 5 }, { deliveredRate: 'value' }],
    ['0 % delivery with a call-center order fee', { deliveredRate: 0, orderFees: 0.5 }, { adsCostPerLead: 'impossible' }],
    ['an override that loses money', { confirmedOverride: 1 }, { confirmedRate: 'impossible' }],
  ];

  it.each(cases)('%s', (_name, overrides, expected) => {
    const input = makeInput(overrides);
    const set = breakEven(input, 20);
    for (const [key, kind] of Object.entries(expected)) expect(set[key as keyof typeof set].kind, key).toBe(kind);
    verify(set.adsCostPerLead, probe(input, 'adsCost'), 0, Infinity);
    verify(set.targetAdsCostPerLead, probe(input, 'adsCost', 20), 0, Infinity);
    verify(set.confirmedRate, probe(input, 'confirmedRate'), 0, 100);
    verify(set.deliveredRate, probe(input, 'deliveredRate'), 0, 100);
    verify(set.averageAOV, probe(input, 'averageAOV'), 0, Infinity);
  });

  it('keeps every break-even finite with huge values (1e9)', () => {
    const input = makeInput({ totalLeads: 1e9, adsCost: 1e9, productCost: 1e9, averageAOV: 1e9, shippingReturned: 1e9 });
    for (const result of Object.values(breakEven(input))) {
      if (result.kind === 'value') expect(Number.isFinite(result.value)).toBe(true);
    }
  });
});

describe('break-even properties', () => {
  const runs = { numRuns: 300 };
  it('profit is 0 at the break-even CPL, positive below it and negative above it', () => {
    fc.assert(fc.property(inputArb, (input) => verify(breakEvenAdsCostPerLead(input), probe(input, 'adsCost'), 0, Infinity)), runs);
  });

  it('profit minus the margin is 0 at the target CPL, for any margin', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: -50, max: 100 }), (input, margin) =>
        verify(targetAdsCostPerLead(input, margin), probe(input, 'adsCost', margin), 0, Infinity),
      ),
      runs,
    );
  });

  it('a positive margin never allows a higher CPL than break-even', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 100 }), (input, margin) => {
        const target = targetAdsCostPerLead(input, margin);
        const plain = breakEvenAdsCostPerLead(input);
        if (target.kind !== 'value') return true;
        return plain.kind === 'always' || (plain.kind === 'value' && target.value <= plain.value + 1e-12);
      }),
      runs,
    );
  });

  it('profit is 0 at the break-even confirmation rate, with the right side profitable', () => {
    fc.assert(fc.property(inputArb, (input) => verify(breakEvenConfirmedRate(input), probe(input, 'confirmedRate'), 0, 100)), runs);
  });

  it('profit is 0 at the break-even delivery rate, with the right side profitable', () => {
    fc.assert(fc.property(inputArb, (input) => verify(breakEvenDeliveredRate(input), probe(input, 'deliveredRate'), 0, 100)), runs);
  });

  it('profit is 0 at the break-even delivery rate with a confirmedOverride too', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 10_000 }), (input, override) => {
        const withOverride = { ...input, confirmedOverride: override };
        verify(breakEvenDeliveredRate(withOverride), probe(withOverride, 'deliveredRate'), 0, 100);
      }),
      runs,
    );
  });

  it('profit is 0 at the break-even AOV, with the right side profitable', () => {
    fc.assert(fc.property(inputArb, (input) => verify(breakEvenAverageAOV(input), probe(input, 'averageAOV'), 0, Infinity)), runs);
  });
});

describe('canJudgeBreakEven', () => {
  it.each([
    ['the defaults (100 leads)', {}, true],
    ['1 lead', { totalLeads: 1 }, true],
    ['leads with 0 % confirmation (ads are still paid)', { confirmedRate: 0 }, true],
    ['0 leads', { totalLeads: 0 }, false],
    ['0 leads and free everything', { totalLeads: 0, adsCost: 0, productCost: 0, averageAOV: 0 }, false],
    ['0 leads with confirmed orders given', { totalLeads: 0, confirmedOverride: 10 }, true],
  ] as [string, Partial<SimulationInput>, boolean][])('%s: %s', (_name, overrides, expected) => {
    expect(canJudgeBreakEven(makeInput(overrides))).toBe(expected);
  });
});

describe('break-even on the full model (cost lines drawn too; docs/product.md#the-cost-model)', () => {
  const runs = { numRuns: 200 };
  it('every break-even is honest about simulate with upsell, returns loss, packaging, tax, fee VAT and a delivery fee', () => {
    fc.assert(
      fc.property(fullInputArb, (input) => {
        verify(breakEvenAdsCostPerLead(input), probe(input, 'adsCost'), 0, Infinity);
        verify(targetAdsCostPerLead(input, 20), probe(input, 'adsCost', 20), 0, Infinity);
        verify(breakEvenConfirmedRate(input), probe(input, 'confirmedRate'), 0, 100);
        verify(breakEvenDeliveredRate(input), probe(input, 'deliveredRate'), 0, 100);
        verify(breakEvenAverageAOV(input), probe(input, 'averageAOV'), 0, Infinity);
      }),
      runs,
    );
  });

  it('a 15 % tax lowers the break-even CPL of the defaults by 720 × 15/115 ÷ 100 leads (worked by hand)', () => {
    const result = breakEvenAdsCostPerLead(makeInput({ taxRate: 15 }));
    expect(result).toEqual({ kind: 'value', value: expect.closeTo((639 - (720 * 15) / 115) / 100, 10), profitableWhen: 'below' });
  });
});
