import { describe, expect, it } from 'vitest';
import { toFieldIssue } from '../field-issues';
import { actualInDollars, actualRecordSchema, type ActualMoneyKey } from './actual-record';

const valid = { date: '2026-11-01', leads: 100, adSpend: 120.5, confirmed: 40, delivered: 20, returned: 10 };
const issuesOf = (value: unknown) => {
  const parsed = actualRecordSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map(toFieldIssue);
};

describe('actualRecordSchema', () => {
  it('takes a record whose funnel holds, revenue optional', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(issuesOf({ ...valid, revenueCollected: 0 })).toEqual([]);
    expect(issuesOf({ ...valid, confirmed: 100, delivered: 60, returned: 40 })).toEqual([]);
  });

  it.each([
    ['more confirmed than leads', { confirmed: 101 }, [{ path: 'confirmed', code: 'moreThanLeads' }]],
    ['delivered and returned above confirmed', { delivered: 30, returned: 11 }, [{ path: 'returned', code: 'moreThanConfirmed' }]],
    // 41 delivered of 40 confirmed: the delivered count is the one to fix, whatever the returned count.
    ['more delivered than confirmed', { delivered: 41, returned: 0 }, [{ path: 'delivered', code: 'moreThanConfirmed' }]],
    ['both at once', { leads: 10, confirmed: 11, delivered: 11, returned: 1 }, [{ path: 'confirmed', code: 'moreThanLeads' }, { path: 'returned', code: 'moreThanConfirmed' }]],
  ])('refuses %s as field issues', (_case, change, expected) => {
    expect(issuesOf({ ...valid, ...change })).toEqual(expected);
  });

  it.each([
    ['no lead', { leads: 0 }, { path: 'leads', code: 'tooSmall', limit: 1 }],
    ['half an order', { delivered: 2.5 }, { path: 'delivered', code: 'notWhole' }],
    ['a negative spend', { adSpend: -1 }, { path: 'adSpend', code: 'tooSmall', limit: 0 }],
    ['an infinite revenue', { revenueCollected: Infinity }, { path: 'revenueCollected', code: 'notNumber' }],
    ['a day that is not one', { date: '2026-02-30' }, { path: 'date', code: 'invalidFormat' }],
    ['an unknown field', { profit: 5 }, { path: '', code: 'invalid' }],
  ])('refuses %s without throwing', (_case, change, expected) => {
    expect(issuesOf({ ...valid, ...change })).toContainEqual(expected);
  });
});

describe('amounts in the plan’s currency (decision 0035)', () => {
  it('reads a record without a currency list as all dollars', () => {
    expect(actualRecordSchema.parse(valid).localCurrencyInputs).toEqual([]);
  });

  it.each([
    ['an amount listed twice', ['adSpend', 'adSpend']],
    ['an amount that is not one of the record’s', ['leads']],
  ])('refuses %s', (_case, localCurrencyInputs) => {
    expect(issuesOf({ ...valid, localCurrencyInputs }).map((issue) => issue.path)).toEqual([expect.stringMatching(/^localCurrencyInputs/)]);
  });

  // Worked by hand at 10 MAD a dollar: 1,205 MAD of ads is $120.50; 4,800 MAD collected is $480.
  it.each([
    ['both in MAD', ['adSpend', 'revenueCollected'], 10, { adSpend: 1205, revenueCollected: 4800 }, { adSpend: 120.5, revenueCollected: 480 }],
    ['ads in MAD, revenue in dollars', ['adSpend'], 10, { adSpend: 1205, revenueCollected: 480 }, { adSpend: 120.5, revenueCollected: 480 }],
    ['revenue in MAD, none collected yet', ['revenueCollected'], 10, { adSpend: 120.5 }, { adSpend: 120.5 }],
    ['everything in dollars', [], null, { adSpend: 120.5, revenueCollected: 480 }, { adSpend: 120.5, revenueCollected: 480 }],
    ['local amounts but no usable rate (never stored)', ['adSpend'], 0, { adSpend: 1205 }, { adSpend: 1205 }],
  ] as [string, ActualMoneyKey[], number | null, { adSpend: number; revenueCollected?: number }, { adSpend: number; revenueCollected?: number }][])(
    'turns %s into dollars',
    (_case, localCurrencyInputs, currencyRate, amounts, dollars) => {
    const converted = actualInDollars({ ...valid, ...amounts, localCurrencyInputs, currencyRate });
    expect({ adSpend: converted.adSpend, revenueCollected: converted.revenueCollected }).toEqual({ revenueCollected: undefined, ...dollars });
    expect(converted.localCurrencyInputs).toEqual(localCurrencyInputs);
    },
  );
});
