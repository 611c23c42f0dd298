import { describe, expect, it } from 'vitest';
import { toFieldIssue } from '../field-issues';
import { actualRecordSchema } from './actual-record';

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
