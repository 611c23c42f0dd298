import { describe, expect, it } from 'vitest';
import { readNumber } from './number-input';

describe('readNumber', () => {
  it.each([
    // [typed, understood]
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['0,500', 0.5],
    ['12,75', 12.75],
    ['1,00', 1],
    ['1,0000', 1],
    ['1,000', 1000],
    ['1.000', 1000],
    ['12,345', 12345],
    ['1,000,000', 1000000],
    ['1.000.000', 1000000],
    ['1,000.5', 1000.5],
    ['1.000,5', 1000.5],
    ['1.234.567,89', 1234567.89],
    ['1,234,567.89', 1234567.89],
    ['1 000,5', 1000.5],
    ['1\u00A0000,5', 1000.5],
    ['1\u202F000,5', 1000.5],
    ['  48  ', 48],
    ['.5', 0.5],
    ['5.', 5],
    ['-50', -50],
    ['\u221250', -50],
    ['+7', 7],
    ['-0', 0],
    ['٢٫٥', 2.5],
    ['١٬٠٠٠', 1000],
    ['١٠٠', 100],
    ['۲,۵', 2.5],
    // The Arabic comma reads like the Latin one: a decimal comma, or thousands before three digits.
    ['2،5', 2.5],
    ['٢،٥', 2.5],
    ['1،000', 1000],
    ['1،000٫5', 1000.5],
    ['1.000،5', 1000.5],
  ])('reads %j as %d', (typed, understood) => {
    expect(readNumber(typed)).toEqual({ ok: true, value: understood });
  });

  it.each([['abc'], ['2,5,5'], ['12,345,67'], ['1.2.3'], ['1,000.000,5'], ['1e5'], ['-'], [','], ['.'], ['2,5abc'], ['--5'], ['2،5،5'], ['،'], ['9'.repeat(400)]])(
    'refuses %j',
    (typed) => {
      expect(readNumber(typed)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('calls an empty field empty, not invalid', () => {
    expect(readNumber('')).toEqual({ ok: false, reason: 'empty' });
    expect(readNumber('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});
