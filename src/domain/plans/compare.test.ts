import { describe, expect, it } from 'vitest';
import { bestProfitIndexes, compareCell, compareLine, COMPARE_DIRECTIONS, type CompareKey } from './compare';

describe('compareCell: a plan against the baseline on one line', () => {
  // Worked by hand: difference = plan − baseline; better when it moves the line's way.
  it.each<[CompareKey, number | string | null, number | string | null, string, number | null]>([
    ['profit', 539, 200, 'better', 339],
    ['profit', -50, 200, 'worse', -250],
    ['profit', 200.004, 200, 'same', 0],
    ['roi', 0, 371.7, 'worse', -371.7],
    ['adsCost', 1.5, 2, 'better', -0.5],
    ['adsCost', 2.5, 2, 'worse', 0.5],
    ['deliveredRate', 48, 60, 'worse', -12],
    ['confirmedRate', 30, 25, 'better', 5],
    ['serviceFees', 0, 5, 'better', -5],
    ['returnedOrders', 10, 6, 'worse', 4],
    ['totalInvestment', 145, 145, 'same', 0],
    ['breakEvenLeadsPerMonth', 80, 120, 'better', -40],
    ['paybackDay', 21, 14, 'worse', 7],
    ['averageAOV', 52, 48, 'better', 4],
    // Neutral lines differ, never better or worse.
    ['totalLeads', 200, 100, 'different', 100],
    ['currencyRate', 10.2, 9.8, 'different', 0.4],
    // Text: same or different.
    ['countryName', 'Morocco', 'Morocco', 'same', null],
    ['serviceName', 'Fast', 'Express COD', 'different', null],
    ['paybackDay', 'Never: the month loses money', 14, 'different', null],
    // Saved in the same minute (shown 14:05 both): the same; a minute apart: different.
    ['createdAt', '2026-03-09T14:05:59.900Z', '2026-03-09T14:05:00.000Z', 'same', null],
    ['createdAt', '2026-03-09T14:06:00.000Z', '2026-03-09T14:05:59.999Z', 'different', null],
    // A figure one plan cannot have (no month planned): no verdict.
    ['monthlyProfit', null, 300, 'none', null],
    ['monthlyProfit', 300, null, 'none', null],
  ])('%s: %s against %s is %s (%s)', (key, value, baseline, verdict, difference) => {
    const cell = compareCell(key, value, baseline);
    expect(cell.verdict).toBe(verdict);
    if (difference === null) expect(cell.difference).toBeNull();
    else expect(cell.difference).toBeCloseTo(difference, 6);
  });

  it('marks the baseline as the baseline, whatever its figure', () => {
    expect(compareCell('profit', 1, 999, true)).toEqual({ verdict: 'baseline', difference: null });
  });
});

describe('compareLine', () => {
  it('compares each plan with the chosen baseline, and follows a change of baseline', () => {
    expect(compareLine('profit', [539, 200, 539], 0).map((c) => c.verdict)).toEqual(['baseline', 'worse', 'same']);
    expect(compareLine('profit', [539, 200, 539], 1)).toEqual([
      { verdict: 'better', difference: 339 },
      { verdict: 'baseline', difference: null },
      { verdict: 'better', difference: 339 },
    ]);
  });
});

describe('bestProfitIndexes', () => {
  it.each<[number[], number[]]>([
    [[539, 200], [0]],
    [[200, 539, 100, -20], [1]],
    [[-300, -20], [1]],
    [[0, 0.001, -5], [0, 1]],
    [[300, 300], []],
    [[300, 300, 300], []],
    [[42], [0]],
    [[], []],
  ])('%j → %j', (profits, best) => {
    expect(bestProfitIndexes(profits)).toEqual(best);
  });
});

describe('COMPARE_DIRECTIONS', () => {
  it('counts profit, ROI and success rates up, and every cost and fee down', () => {
    for (const key of ['profit', 'roi', 'confirmedRate', 'deliveredRate', 'sellingPrice'] as const) expect(COMPARE_DIRECTIONS[key]).toBe('higher');
    for (const key of ['adsCost', 'productCost', 'orderFees', 'serviceFees', 'totalInvestment', 'returnCosts'] as const) expect(COMPARE_DIRECTIONS[key]).toBe('lower');
  });
});
