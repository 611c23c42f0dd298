import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../fees';
import { breakEvenVerdict, ordersNeeded, rateEvidence, wilsonInterval } from './rate-evidence';

describe('wilsonInterval', () => {
  // Worked by hand: p = 40/70, z = 1.645, z²/n = 0.0386575; centre = (p + z²/2n) / (1 + z²/n) = 0.568770;
  // half-width = z / (1 + z²/n) × √(p(1 − p)/n + z²/4n²) = 0.0955076.
  it('gives 47.33 %–66.43 % for 40 delivered of 70 shipped', () => {
    const interval = wilsonInterval(40, 70);
    expect(interval?.low).toBeCloseTo(47.326, 2);
    expect(interval?.high).toBeCloseTo(66.428, 2);
  });

  it('stays inside 0–100 % at the edges', () => {
    expect(wilsonInterval(0, 10)?.low).toBe(0);
    expect(wilsonInterval(10, 10)?.high).toBe(100);
  });

  it('has no interval without trials or with impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(5, 4)).toBeNull();
  });
});

describe('ordersNeeded', () => {
  it.each([
    // ⌈1.645² × (4/7)(3/7) / 0.05²⌉ = ⌈265.08⌉ = 266, minus the 70 seen.
    [40, 70, 196],
    // p = 1/2 is the widest: ⌈270.6025⌉ = 271 with nothing seen yet.
    [0, 0, 271],
    [50, 100, 171],
    // 3 % of 1,000: ⌈31.5⌉ = 32 needed, long reached.
    [30, 1000, 0],
  ])('%i of %i needs %i more', (successes, trials, needed) => {
    expect(ordersNeeded(successes, trials)).toBe(needed);
  });
});

describe('breakEvenVerdict', () => {
  const interval = { low: 47.3, high: 66.4 };
  it.each([
    [{ kind: 'value', value: 45, profitableWhen: 'above' }, 'profitable'],
    [{ kind: 'value', value: 55, profitableWhen: 'above' }, 'unknown'],
    [{ kind: 'value', value: 70, profitableWhen: 'above' }, 'unprofitable'],
    [{ kind: 'value', value: 70, profitableWhen: 'below' }, 'profitable'],
    [{ kind: 'value', value: 40, profitableWhen: 'below' }, 'unprofitable'],
    [{ kind: 'always' }, 'profitable'],
    [{ kind: 'impossible' }, 'unprofitable'],
  ] as const)('break-even %j is %s', (breakEven, verdict) => {
    expect(breakEvenVerdict(interval, breakEven)).toBe(verdict);
  });
});

describe('rateEvidence', () => {
  // 1,000 leads, 50 % confirmed (500), AOV 30, product 5, shipping 3 delivered / 2 returned, ads 5.8 a lead:
  // profit = 120d − 6,800 (worked in profit-range.test.ts), so delivery breaks even at 56.67 %.
  const input = {
    ...DEFAULT_FEES,
    serviceFees: 0,
    shippingDelivered: 3,
    shippingReturned: 2,
    confirmedRate: 50,
    deliveredRate: 57,
    totalLeads: 1000,
    adsCost: 5.8,
    productCost: 5,
    averageAOV: 30,
  };

  it('says break-even is not yet known when it lies inside the interval', () => {
    const [delivery] = rateEvidence(input, { deliveredRate: { kind: 'counts', successes: 40, trials: 70 } });
    expect(delivery?.key).toBe('deliveredRate');
    expect(delivery?.breakEven).toEqual({ kind: 'value', value: expect.closeTo(56.667, 2), profitableWhen: 'above' });
    expect(delivery?.verdict).toBe('unknown');
    expect(delivery?.ordersNeeded).toBe(196);
  });

  it('knows the product is profitable once the interval clears break-even', () => {
    // 700 of 1,000: Wilson 90 % interval about 67.6 %–72.3 %, above 56.67 %.
    const [delivery] = rateEvidence(input, { deliveredRate: { kind: 'counts', successes: 700, trials: 1000 } });
    expect(delivery?.verdict).toBe('profitable');
    expect(delivery?.ordersNeeded).toBe(0);
  });

  it('has no evidence for typed ranges, and no verdict for upsells', () => {
    expect(rateEvidence(input, { deliveredRate: { kind: 'range', low: 40, high: 60 } })).toEqual([]);
    const [upsell] = rateEvidence(input, { upsellRate: { kind: 'counts', successes: 5, trials: 50 } });
    expect(upsell?.verdict).toBeNull();
  });
});
