import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../fees';
import { simulate, type SimulationInput } from '../model/simulate';
import { profitRange } from './profit-range';

// A campaign whose profit is linear in the delivery rate d (percent), worked by hand:
// 1,000 leads, 50 % confirmed → 500 confirmed; delivered 5d, returned 500 − 5d.
// Revenue 30 × 5d = 150d; product 5 × 5d = 25d; shipping 3 × 5d + 2 × (500 − 5d) = 5d + 1,000; ads 1,000 × cpl.
// Profit = 150d − 25d − 5d − 1,000 − 1,000 × cpl = 120d − 1,000 − 1,000 × cpl.
function campaign(adsCost: number): SimulationInput {
  return {
    ...DEFAULT_FEES,
    orderFees: 0,
    confirmedLead: 0,
    deliveredLead: 0,
    serviceFees: 0,
    shippingDelivered: 3,
    shippingReturned: 2,
    confirmedRate: 50,
    deliveredRate: 57,
    totalLeads: 1000,
    adsCost,
    productCost: 5,
    averageAOV: 30,
  };
}
const profitAt = (d: number, adsCost: number) => 120 * d - 1000 - 1000 * adsCost;

// The Beta(a, b) distribution by numerical integration (independent of the sampler under test): density on a fine
// grid, its cumulative sum by the trapezoid rule, and the quantile by interpolation.
function betaByIntegration(a: number, b: number) {
  const steps = 200_000;
  const logDensity = (x: number) => (a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x);
  const mode = (a - 1) / (a + b - 2);
  const shift = logDensity(mode);
  const density = new Float64Array(steps + 1);
  for (let i = 0; i <= steps; i++) {
    density[i] = i === 0 || i === steps ? 0 : Math.exp(logDensity(i / steps) - shift);
  }
  const cumulative = new Float64Array(steps + 1);
  for (let i = 1; i <= steps; i++) cumulative[i] = cumulative[i - 1]! + ((density[i]! + density[i - 1]!) / 2) * (1 / steps);
  const total = cumulative[steps]!;
  const cdf = (x: number) => cumulative[Math.round(x * steps)]! / total;
  const pdf = (x: number) => density[Math.round(x * steps)]! / total;
  const quantile = (q: number) => {
    let i = 0;
    while (cumulative[i]! / total < q) i++;
    const below = cumulative[i - 1]! / total;
    const above = cumulative[i]! / total;
    return (i - 1 + (q - below) / (above - below)) / steps;
  };
  return { cdf, pdf, quantile };
}

const DRAWS = 20_000;
// Monte Carlo error of a sample quantile: √(q(1 − q)/n) / density at the quantile; the tests allow 4 of them.
const quantileTolerance = (q: number, density: number, scale: number) => 4 * (Math.sqrt((q * (1 - q)) / DRAWS) / density) * scale;

describe('profitRange', () => {
  it('collapses to the point figure when no input is uncertain', () => {
    const input = campaign(1);
    const point = simulate(input);
    const range = profitRange(input, {});
    expect(range.profit).toEqual({ p10: point.profit, p50: point.profit, p90: point.profit });
    expect(range.roi).toEqual({ p10: point.roi, p50: point.roi, p90: point.roi });
    expect(range.lossProbability).toBe(0);
    expect(range.draws).toBe(0);
    expect(range.histogram.counts).toEqual([]);
  });

  it('bins every draw between the lowest and the highest profit', () => {
    const range = profitRange(campaign(1), { deliveredRate: { kind: 'counts', successes: 40, trials: 70 } }, { draws: 5000 });
    expect(range.histogram.counts.reduce((sum, count) => sum + count, 0)).toBe(5000);
    expect(range.histogram.from).toBeLessThan(range.profit.p10);
    expect(range.histogram.to).toBeGreaterThan(range.profit.p90);
  });

  it('collapses when a typed range has no width', () => {
    const input = campaign(1);
    expect(profitRange(input, { deliveredRate: { kind: 'range', low: 57, high: 57 } }).profit.p10).toBe(simulate(input).profit);
  });

  it('gives a certain loss probability of 1 when the point figure loses and nothing is uncertain', () => {
    expect(profitRange(campaign(20), {}).lossProbability).toBe(1);
  });

  it("matches the Beta posterior's own percentiles for 40 delivered of 70 shipped", () => {
    // Beta(1 + 40, 1 + 30) on 0–100 %: profit = 120 × 100x − 1,000 − 1,000 × cpl is increasing in x.
    const beta = betaByIntegration(41, 31);
    const range = profitRange(campaign(1), { deliveredRate: { kind: 'counts', successes: 40, trials: 70 } });
    expect(range.draws).toBe(DRAWS);
    for (const [key, q] of [['p10', 0.1], ['p50', 0.5], ['p90', 0.9]] as const) {
      const x = beta.quantile(q);
      expect(Math.abs(range.profit[key] - profitAt(100 * x, 1))).toBeLessThan(quantileTolerance(q, beta.pdf(x), 12_000));
    }
  });

  it('matches the Beta posterior when the successes are the fewer (10 delivered of 40 shipped)', () => {
    // Beta(11, 31): the smaller shape first, the other way round from 40 of 70.
    const beta = betaByIntegration(11, 31);
    const range = profitRange(campaign(1), { deliveredRate: { kind: 'counts', successes: 10, trials: 40 } });
    for (const [key, q] of [['p10', 0.1], ['p50', 0.5], ['p90', 0.9]] as const) {
      const x = beta.quantile(q);
      expect(Math.abs(range.profit[key] - profitAt(100 * x, 1))).toBeLessThan(quantileTolerance(q, beta.pdf(x), 12_000));
    }
  });

  it('matches Beta(1, 4) for 0 delivered of 3 shipped, whose quantiles have a closed form', () => {
    // F(x) = 1 − (1 − x)⁴, so the q-quantile is 1 − (1 − q)^¼ and the density there is 4(1 − x)³.
    const range = profitRange(campaign(1), { deliveredRate: { kind: 'counts', successes: 0, trials: 3 } });
    for (const [key, q] of [['p10', 0.1], ['p50', 0.5], ['p90', 0.9]] as const) {
      const x = 1 - (1 - q) ** 0.25;
      expect(Math.abs(range.profit[key] - profitAt(100 * x, 1))).toBeLessThan(quantileTolerance(q, 4 * (1 - x) ** 3, 12_000));
    }
  });

  it('gives the probability of a loss as the Beta mass below the break-even rate', () => {
    // With cpl 5.8 profit is 120d − 6,800: a loss below d = 56.667 %.
    const beta = betaByIntegration(41, 31);
    const expected = beta.cdf(6800 / 120 / 100);
    const range = profitRange(campaign(5.8), { deliveredRate: { kind: 'counts', successes: 40, trials: 70 } });
    expect(expected).toBeGreaterThan(0.3);
    expect(Math.abs(range.lossProbability - expected)).toBeLessThan(4 * Math.sqrt((expected * (1 - expected)) / DRAWS));
  });

  it('reads a typed low–high range as PERT around the typed value', () => {
    // PERT(40, 50, 60) is Beta(3, 3) on 40–60 %: symmetric, so its median is the typed 50 %.
    const beta = betaByIntegration(3, 3);
    const input = { ...campaign(1), deliveredRate: 50 };
    const range = profitRange(input, { deliveredRate: { kind: 'range', low: 40, high: 60 } });
    for (const [key, q] of [['p10', 0.1], ['p50', 0.5], ['p90', 0.9]] as const) {
      const x = beta.quantile(q);
      expect(Math.abs(range.profit[key] - profitAt(40 + 20 * x, 1))).toBeLessThan(quantileTolerance(q, beta.pdf(x), 120 * 20));
    }
  });

  it('is reproducible from its seed and changes with another', () => {
    const uncertain = { deliveredRate: { kind: 'counts', successes: 40, trials: 70 } } as const;
    const first = profitRange(campaign(1), uncertain, { seed: 7, draws: 2000 });
    expect(profitRange(campaign(1), uncertain, { seed: 7, draws: 2000 })).toEqual(first);
    expect(profitRange(campaign(1), uncertain, { seed: 8, draws: 2000 }).profit.p50).not.toBe(first.profit.p50);
  });

  it('keeps a cost per lead range inside its bounds', () => {
    // Profit falls as cpl rises: the best draw is at cpl 0.5 (profit 5,340 at d = 57), the worst at 1.5 (4,340).
    const range = profitRange(campaign(1), { adsCost: { kind: 'range', low: 0.5, high: 1.5 } });
    expect(range.profit.p90).toBeLessThanOrEqual(profitAt(57, 0.5));
    expect(range.profit.p10).toBeGreaterThanOrEqual(profitAt(57, 1.5));
    expect(range.profit.p10).toBeLessThan(range.profit.p50);
    expect(range.profit.p50).toBeLessThan(range.profit.p90);
  });
});
