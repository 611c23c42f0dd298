import { describe, expect, it } from 'vitest';
import { breakEvenVerdict, ordersNeeded, wilsonInterval } from './rate-evidence';

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
