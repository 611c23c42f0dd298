import { describe, expect, it } from 'vitest';
import {
  addMoney,
  convertMoney,
  currencyExponent,
  dollarsIn,
  formatAmount,
  isCurrencyCode,
  isUsableRate,
  localCurrency,
  localInDollars,
  money,
  moneyFromMajor,
  multiplyMoney,
  parseDecimalMoney,
  sumMoney,
  toDecimalString,
} from './money';
import { formatCurrency, formatMoney, LANGUAGES } from './format';

describe('money', () => {
  it.each([
    ['USD', 2],
    ['MAD', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('knows that %s has %i decimals', (code, exponent) => {
    expect(currencyExponent(code)).toBe(exponent);
  });

  it('accepts ISO codes only, never labels', () => {
    expect(isCurrencyCode('MAD')).toBe(true);
    expect(isCurrencyCode('Dirham (MAD)')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('mad')).toBe(false);
  });

  it.each([
    ['29.90', 'MAD', 2990],
    ['29.9', 'MAD', 2990],
    ['-0.07', 'USD', -7],
    ['12', 'KWD', 12000],
    ['1.005', 'USD', 101],
    ['1.004', 'USD', 100],
    ['-1.005', 'USD', -101],
    ['1500.4', 'JPY', 1500],
    ['1500.5', 'JPY', 1501],
  ])('reads %s %s as %i minor units', (text, code, minor) => {
    expect(parseDecimalMoney(text, code)).toEqual({ minor, currency: code });
  });

  it.each(['', '1,5', '1e3', 'abc', '1.2.3', '99999999999999999'])('refuses %j', (text) => {
    expect(parseDecimalMoney(text, 'USD')).toBeNull();
  });

  it('rounds a number of major units once, without binary error', () => {
    expect(moneyFromMajor(1.005, 'USD')).toEqual({ minor: 101, currency: 'USD' });
    expect(moneyFromMajor(0.1 + 0.2, 'USD')).toEqual({ minor: 30, currency: 'USD' });
    expect(moneyFromMajor(Infinity, 'USD')).toBeNull();
    expect(moneyFromMajor(1e14, 'USD')).toBeNull();
  });

  it('writes the exact decimal', () => {
    expect(toDecimalString(money(2990, 'MAD'))).toBe('29.90');
    expect(toDecimalString(money(-5, 'USD'))).toBe('-0.05');
    expect(toDecimalString(money(1250, 'KWD'))).toBe('1.250');
    expect(toDecimalString(money(7, 'JPY'))).toBe('7');
  });

  it('adds in one currency and refuses to mix', () => {
    expect(addMoney(money(10, 'MAD'), money(5, 'MAD'))).toEqual(money(15, 'MAD'));
    expect(() => addMoney(money(10, 'MAD'), money(5, 'USD'))).toThrow(RangeError);
    expect(sumMoney([money(1, 'SAR'), money(2, 'SAR')], 'SAR')).toEqual(money(3, 'SAR'));
    expect(() => sumMoney([money(6e14, 'SAR'), money(6e14, 'SAR')], 'SAR')).toThrow(RangeError);
  });

  it('multiplies and converts with one rounding', () => {
    expect(multiplyMoney(money(2990, 'MAD'), 0.5)).toEqual(money(1495, 'MAD'));
    expect(multiplyMoney(money(-5, 'USD'), 0.5)).toEqual(money(-3, 'USD'));
    // 100.00 MAD at 10 MAD per dollar is 10.00 USD; at 3.75 SAR per dollar it is 37.50 SAR.
    expect(convertMoney(money(10000, 'MAD'), 'USD', 10, 1)).toEqual(money(1000, 'USD'));
    expect(convertMoney(money(10000, 'MAD'), 'SAR', 10, 3.75)).toEqual(money(3750, 'SAR'));
    expect(convertMoney(money(1000, 'USD'), 'KWD', 1, 0.307)).toEqual(money(3070, 'KWD'));
  });
});

describe('local currency', () => {
  it.each([
    ['MAD', 10, { code: 'MAD', perUsd: 10 }],
    ['SAR', 3.75, { code: 'SAR', perUsd: 3.75 }],
    ['Dirham', 10, null],
    [null, 10, null],
    ['MAD', 0, null],
    ['MAD', -1, null],
    ['MAD', Number.NaN, null],
    ['MAD', Infinity, null],
    ['MAD', null, null],
  ])('%j at %s per dollar is %j', (code, rate, expected) => {
    expect(localCurrency(code, rate)).toEqual(expected);
    expect(isUsableRate(rate)).toBe(typeof rate === 'number' && rate > 0 && rate < Infinity);
  });

  it.each([
    // $5.5 at 10 MAD per dollar: 55.00 MAD, not 55.00000000000001 (5.5 × 10 in binary floating point).
    [5.5, 'MAD', 10, 5500],
    [10, 'SAR', 3.75, 3750],
    [0.1 + 0.2, 'MAD', 10, 300],
    // Half away from zero, once: 1.005 × 1 is 1.01, -1.005 × 1 is -1.01.
    [1.005, 'EGP', 1, 101],
    [-1.005, 'EGP', 1, -101],
    [1, 'KWD', 0.3071, 307],
    [2.5, 'JPY', 151, 378],
    [0, 'MAD', 10, 0],
  ])('$%s in %s at %s per dollar is %i minor units', (dollars, code, rate, minor) => {
    expect(dollarsIn(dollars, { code, perUsd: rate })).toEqual(money(minor, code));
  });

  it('refuses figures it cannot hold instead of answering Infinity', () => {
    expect(dollarsIn(1e308, { code: 'MAD', perUsd: 10 })).toBeNull();
    expect(dollarsIn(Number.NaN, { code: 'MAD', perUsd: 10 })).toBeNull();
    expect(dollarsIn(1e14, { code: 'MAD', perUsd: 10 })).toBeNull();
  });

  it('reads a local amount back in dollars, rounded to cents once', () => {
    expect(localInDollars(35, { code: 'MAD', perUsd: 10 })).toEqual(money(350, 'USD'));
    expect(localInDollars(10, { code: 'SAR', perUsd: 3 })).toEqual(money(333, 'USD'));
  });
});

describe('formatAmount', () => {
  it.each(LANGUAGES)('writes dollars as every screen does in %s', (language) => {
    expect(formatAmount(money(123450, 'USD'), language)).toBe(formatMoney(1234.5, language));
  });

  it.each(LANGUAGES)('writes two-decimal currencies like the local figures of %s always were', (language) => {
    expect(formatAmount(money(123450, 'MAD'), language)).toBe(formatCurrency(1234.5, 'MAD', language));
  });

  it('writes each currency with its own decimals', () => {
    expect(formatAmount(money(1250, 'KWD'), 'en')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'KWD', minimumFractionDigits: 3 }).format(1.25));
    expect(formatAmount(money(1250, 'KWD'), 'en')).toMatch(/1\.250/);
    expect(formatAmount(money(1235, 'JPY'), 'en')).toBe('¥1,235');
    expect(formatAmount(money(-5500, 'MAD'), 'en')).toBe('-MAD\u00a055.00');
  });
});
