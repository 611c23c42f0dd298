import { describe, expect, it } from 'vitest';
import { parseCurrencyCode, toLocalCurrency } from './currency-code';

describe('toLocalCurrency', () => {
  it.each([
    [10, 3.75, 37.5],
    [0, 3.75, 0],
    [-2, 4, -8],
    [1e9, 1e3, 1e12],
    [10, 1, 10],
  ])('$%d at %d local units per dollar is %d', (dollars, rate, expected) => {
    expect(toLocalCurrency(dollars, rate)).toBeCloseTo(expected, 9);
  });

  it.each([0, -1, Number.NaN, Infinity, null, undefined])('returns null for an unusable rate %s', (rate) => {
    expect(toLocalCurrency(10, rate)).toBeNull();
  });

  it('returns null instead of Infinity when the amount overflows', () => {
    expect(toLocalCurrency(1e308, 10)).toBeNull();
    expect(toLocalCurrency(Number.NaN, 2)).toBeNull();
  });
});

describe('parseCurrencyCode', () => {
  it.each([
    ['Saudi Riyal (SAR)', 'SAR'],
    ['Libyan Dinar (LYD)', 'LYD'],
    ['  US Dollar ( usd ) ', 'USD'],
    ['SAR', 'SAR'],
    [' EGP ', 'EGP'],
    ['Dinar', null],
    ['sar', null],
    ['Dollar', null],
    ['Made up (QQQ)', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %s', (label, code) => {
    expect(parseCurrencyCode(label)).toBe(code);
  });
});
