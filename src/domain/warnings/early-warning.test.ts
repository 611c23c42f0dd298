import { describe, expect, it } from 'vitest';
import { FALLING_WEEK, WARNING_PLAN } from '../test-support/warning-case';
import { evaluateWindow, isWorse, planReference, projectedWindowRate, type WindowCohort } from './early-warning';

// The plan and its break-even delivery rate of 47 % are worked in the shared case: profit = 1000·d − 470 for 100
// orders, 50 confirmed and $370 of ads.
const plan = WARNING_PLAN;

const week = (from: string, to: string, counts: Pick<WindowCohort, 'delivered' | 'returned' | 'inTransit'>, orders = 100): WindowCohort => ({
  from,
  to,
  orders,
  confirmed: orders / 2,
  adSpend: orders * 3.7,
  orderValue: 27,
  ...counts,
});
// The mature cohorts of the product in its country deliver half their settled orders.
const projection = { rate: 0.5, source: 'productCountry' as const, settledOrders: 40 };

describe('a campaign whose delivery rate falls from 60 % to 41 % over three weekly cohorts', () => {
  // Week 1, all settled: 30 delivered of 50 = 60 %. Week 2: 20 delivered, 20 returned, 10 on the road at 50 %:
  // (20 + 5) / 50 = 50 %. Week 3: 8 delivered, 17 returned, 25 on the road: (8 + 12.5) / 50 = 41 %.
  const weeks = [
    week('2026-11-03', '2026-11-09', { delivered: 30, returned: 20, inTransit: 0 }),
    week('2026-11-10', '2026-11-16', { delivered: 20, returned: 20, inTransit: 10 }),
    week('2026-11-17', '2026-11-23', { delivered: FALLING_WEEK.delivered, returned: FALLING_WEEK.returned, inTransit: FALLING_WEEK.inTransit }),
  ];
  const evaluations = weeks.map((window) => evaluateWindow(plan, planReference(plan), window, projection));

  it('projects each week’s delivery rate', () => {
    expect(weeks.map((window) => projectedWindowRate(window, projection))).toEqual([0.6, 0.5, 0.41]);
  });

  it('raises exactly one warning, in the third week, on the delivery rate, with its money', () => {
    expect(evaluations.map((evaluation) => evaluation.kind)).toEqual(['fine', 'fine', 'warning']);
    const third = evaluations[2]!;
    if (third.kind !== 'warning') throw new Error('no warning');
    // 1000 × 0.41 − 470 = −60 dollars in the week; 1000·d − 470 = 0 at d = 47 %.
    expect(third.warning).toEqual({ metric: 'deliveredRate', value: expect.closeTo(41, 9), breakEven: expect.closeTo(47, 9), moneyPerWeek: -60 });
  });

  it('gives the other break-evens with the inputs at their window values', () => {
    const third = evaluations[2]!;
    if (third.kind === 'quiet') throw new Error('quiet');
    // Cost per lead: 20.5 delivered × $18 − 29.5 returned × $2 − 100·c = 310 − 100·c, so c = $3.10.
    // Confirmation: 100·k leads confirmed earn (0.41 × 20 − 2) = $6.20 each before ads: 620·k = 370, k = 59.68 %.
    expect(third.breakEvens.adsCost).toBeCloseTo(3.1, 9);
    expect(third.breakEvens.confirmedRate).toBeCloseTo((370 / 620) * 100, 9);
    // The second week earns 1000 × 0.5 − 470 = $30.
    const second = evaluations[1]!;
    if (second.kind === 'quiet') throw new Error('quiet');
    expect(second.profitPerWeek).toBeCloseTo(30, 9);
  });
});

describe('evaluateWindow', () => {
  it('raises none for a campaign above its break-even', () => {
    // 60 % delivered: 1000 × 0.6 − 470 = $130 a week.
    const evaluation = evaluateWindow(plan, planReference(plan), week('2026-11-17', '2026-11-23', { delivered: 30, returned: 20, inTransit: 0 }), projection);
    expect(evaluation).toMatchObject({ kind: 'fine', warning: null });
    if (evaluation.kind !== 'quiet') expect(evaluation.profitPerWeek).toBeCloseTo(130, 9);
  });

  it('raises none under 30 orders, and says why', () => {
    // 29 orders delivering nothing would lose money, but 29 orders say too little.
    const window = { ...week('2026-11-17', '2026-11-23', { delivered: 0, returned: 14, inTransit: 0 }, 29), confirmed: 14 };
    expect(evaluateWindow(plan, planReference(plan), window, projection)).toEqual({ kind: 'quiet', reason: 'fewOrders', orders: 29 });
  });

  it('stays quiet when orders are on the road and no rate can settle them', () => {
    const window = week('2026-11-17', '2026-11-23', { delivered: 0, returned: 0, inTransit: 50 });
    expect(evaluateWindow(plan, null, window, { rate: null, source: 'none', settledOrders: 0 })).toEqual({ kind: 'quiet', reason: 'noRate', orders: 100 });
  });

  it('names the cost per lead when ads got dearer than the plan', () => {
    // 60 % delivered, but $6 a lead: 1000 × 0.6 − 100 − 600 = −$100; the break-even cost per lead is
    // (600 − 100) / 100 = $5.00.
    const window = { ...week('2026-11-17', '2026-11-23', { delivered: 30, returned: 20, inTransit: 0 }), adSpend: 600 };
    const evaluation = evaluateWindow(plan, planReference(plan), window, projection);
    expect(evaluation).toMatchObject({ kind: 'warning', warning: { metric: 'adsCost', value: 6, moneyPerWeek: -100 } });
    if (evaluation.kind === 'warning') expect(evaluation.warning!.breakEven).toBeCloseTo(5, 9);
  });

  it('names profit per day without a reference', () => {
    // 41 % as above, −$60 a week: −$60 / 7 a day, break-even 0.
    const window = week('2026-11-17', '2026-11-23', { delivered: 8, returned: 17, inTransit: 25 });
    const evaluation = evaluateWindow(plan, null, window, projection);
    expect(evaluation).toMatchObject({ kind: 'warning', warning: { metric: 'profit', breakEven: 0, moneyPerWeek: -60 } });
    if (evaluation.kind === 'warning') expect(evaluation.warning!.value).toBeCloseTo(-60 / 7, 9);
  });
});

describe('isWorse', () => {
  it('reads a lower rate, a dearer lead and less profit as worse', () => {
    expect(isWorse('deliveredRate', 40, 41)).toBe(true);
    expect(isWorse('deliveredRate', 41, 41)).toBe(false);
    expect(isWorse('adsCost', 6.1, 6)).toBe(true);
    expect(isWorse('profit', -9, -8)).toBe(true);
  });
});
