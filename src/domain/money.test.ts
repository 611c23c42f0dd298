import { describe, expect, it } from 'vitest';
import {
  addMoney,
  convertMoney,
  currencyExponent,
  isCurrencyCode,
  money,
  moneyFromMajor,
  multiplyMoney,
  parseDecimalMoney,
  sumMoney,
  toDecimalString,
} from './money';

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
