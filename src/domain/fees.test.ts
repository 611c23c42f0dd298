import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES, FEE_KEYS, PERCENT_FEE_KEYS, readFeeEdit, toLatinDigits } from './fees';

describe('DEFAULT_FEES (docs/product.md#defaults-and-limits)', () => {
  it('are 25 % confirmation, 60 % delivery, 5 % service fee and 0 for the rest', () => {
    expect(DEFAULT_FEES).toEqual({
      confirmedRate: 25, deliveredRate: 60, orderFees: 0, confirmedLead: 0, deliveredLead: 0,
      shippingDelivered: 0, shippingReturned: 0, serviceFees: 5,
    });
    expect(Object.isFrozen(DEFAULT_FEES)).toBe(true);
  });

  it('lists the eight fee keys once each, three of them percents', () => {
    expect(new Set(FEE_KEYS).size).toBe(8);
    expect(Object.keys(DEFAULT_FEES).sort()).toEqual([...FEE_KEYS].sort());
    expect([...PERCENT_FEE_KEYS].sort()).toEqual(['confirmedRate', 'deliveredRate', 'serviceFees']);
  });
});

describe('readFeeEdit', () => {
  it.each([
    ['orderFees', '2.5', 2.5],
    ['orderFees', '2,5', 2.5],
    ['orderFees', ' 3 ', 3],
    ['orderFees', '0', 0],
    ['shippingDelivered', '.75', 0.75],
    ['shippingDelivered', '1,000', 1000],
    ['shippingDelivered', '1.000,5', 1000.5],
    ['confirmedRate', '100', 100],
    ['confirmedRate', '33,3', 33.3],
    ['deliveredRate', '0', 0],
    ['serviceFees', '100', 100],
    ['orderFees', '٢٫٥', 2.5],
    ['deliveredRate', '٥٥', 55],
  ] as const)('applies a %s edit of %j as %d', (key, typed, expected) => {
    expect(readFeeEdit(key, typed)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['orderFees', 'abc', 'invalid'],
    ['orderFees', '12abc', 'invalid'],
    ['orderFees', 'Infinity', 'invalid'],
    ['orderFees', 'NaN', 'invalid'],
    ['orderFees', '0x10', 'invalid'],
    ['shippingDelivered', '1e3', 'invalid'],
    ['orderFees', '', 'empty'],
    ['orderFees', '   ', 'empty'],
    ['orderFees', '-2', 'negative'],
    ['deliveredRate', '-3', 'negative'],
    ['confirmedRate', '101', 'aboveMax'],
    ['deliveredRate', '100.5', 'aboveMax'],
    ['deliveredRate', '150', 'aboveMax'],
    ['serviceFees', '150', 'aboveMax'],
  ] as const)('refuses a %s edit of %j as %s', (key, typed, problem) => {
    expect(readFeeEdit(key, typed)).toEqual({ ok: false, problem });
  });

  it('takes dollar amounts above 100, only rates stop at 100 %', () => {
    expect(readFeeEdit('shippingReturned', '150')).toEqual({ ok: true, value: 150 });
  });
});

describe('toLatinDigits', () => {
  it('converts Arabic-Indic and Persian digits and separators, leaving other text alone', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('١٬٢٥٠٫٥')).toBe('1,250.5');
    expect(toLatinDigits('abc 12')).toBe('abc 12');
  });
});
