import { describe, expect, it } from 'vitest';
import { applyFeeEdit, DEFAULT_FEES, FEE_KEYS, PERCENT_FEE_KEYS, toLatinDigits } from './fees';

describe('DEFAULT_FEES (SPEC §9)', () => {
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

describe('applyFeeEdit', () => {
  it.each([
    ['orderFees', 1, '2.5', 2.5],
    ['orderFees', 1, ' 3 ', 3],
    ['orderFees', 1, '0', 0],
    ['shippingDelivered', 1, '1e3', 1000],
    ['shippingDelivered', 1, '.75', 0.75],
    ['confirmedRate', 25, '100', 100],
    ['deliveredRate', 60, '0', 0],
    ['serviceFees', 5, '150', 150],
    ['orderFees', 1, '٢٫٥', 2.5],
  ] as const)('applies %s edit from %d to %j', (key, old, typed, expected) => {
    expect(applyFeeEdit(key, old, typed)).toBe(expected);
  });

  it.each([
    ['a negative number', 'orderFees', 1, '-2'],
    ['text', 'orderFees', 1, 'abc'],
    ['an empty value', 'orderFees', 1, ''],
    ['blanks', 'orderFees', 1, '   '],
    ['a number followed by text', 'orderFees', 1, '12abc'],
    ['Infinity', 'orderFees', 1, 'Infinity'],
    ['NaN', 'orderFees', 1, 'NaN'],
    ['a hexadecimal literal', 'orderFees', 1, '0x10'],
    ['a thousands separator', 'orderFees', 1, '1,000'],
    ['a confirmation rate above 100 %', 'confirmedRate', 25, '101'],
    ['a delivery rate above 100 %', 'deliveredRate', 60, '100.5'],
  ] as const)('keeps the old value when the typed value is %s (%s)', (_what, key, old, typed) => {
    expect(applyFeeEdit(key, old, typed)).toBe(old);
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
