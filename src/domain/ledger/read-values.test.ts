import { describe, expect, it } from 'vitest';
import { readAmount, readCountryCode, readCurrency, readDay, readInstant, readQuantity } from './read-values';

describe('readAmount', () => {
  it.each([
    ['299', 'MAD', 29900],
    ['299.00', 'MAD', 29900],
    ['299,50', 'MAD', 29950],
    ['1 234,50', 'MAD', 123450],
    ['1,234.50', 'MAD', 123450],
    ['1.234,50', 'EUR', 123450],
    ['1,234', 'MAD', 123400],
    ['1.234.567', 'MAD', 123456700],
    ['299 MAD', 'MAD', 29900],
    ['MAD 299.9', 'MAD', 29990],
    ['٢٩٩٫٥٠', 'SAR', 29950],
    ['0', 'MAD', 0],
    ['12.345', 'KWD', 12345],
    ['1500', 'JPY', 1500],
  ] as const)('reads %j in %s as %d minor units', (text, currency, minor) => expect(readAmount(text, currency)).toEqual({ minor, currency }));

  it.each(['', 'abc', '12-3', '1e5', '--1'])('refuses %j', (text) => expect(readAmount(text, 'MAD')).toBeNull());
});

describe('readQuantity', () => {
  it.each([['2', 2], ['٣', 3], ['2.0', 2], ['0', null], ['-1', null], ['1.5', null], ['', null]] as const)('%j → %s', (text, quantity) =>
    expect(readQuantity(text)).toBe(quantity),
  );
});

describe('readInstant', () => {
  const iso = (text: string, zone = 'Africa/Casablanca') => {
    const instant = readInstant(text, zone);
    return instant === null ? null : new Date(instant).toISOString();
  };
  it('keeps an offset the cell gives (Shopify)', () => expect(iso('2026-03-01 10:15:32 +0100')).toBe('2026-03-01T09:15:32.000Z'));
  it('reads Z as UTC', () => expect(iso('2026-03-01T10:15:00Z')).toBe('2026-03-01T10:15:00.000Z'));
  it('reads a time without offset in the seller zone', () => expect(iso('2026-03-01 10:15', 'Asia/Riyadh')).toBe('2026-03-01T07:15:00.000Z'));
  it('reads day first', () => expect(iso('02/03/2026 08:00', 'UTC')).toBe('2026-03-02T08:00:00.000Z'));
  it('reads a date alone as its midnight', () => expect(iso('2026-03-02', 'Asia/Riyadh')).toBe('2026-03-01T21:00:00.000Z'));
  it.each(['2026-02-30', '31/04/2026', '1999-01-01', '2026-13-01', 'yesterday', '2026-03-01 25:00'])('refuses %j', (text) => expect(iso(text)).toBeNull());
});

describe('readDay, readCurrency, readCountryCode', () => {
  it('reads days', () => {
    expect(readDay('2026-03-05')).toBe('2026-03-05');
    expect(readDay('05/03/2026')).toBe('2026-03-05');
    expect(readDay('2026-03-05 13:00:00')).toBe('2026-03-05');
    expect(readDay('March 5')).toBeNull();
  });
  it('reads codes', () => {
    expect(readCurrency(' mad ')).toBe('MAD');
    expect(readCurrency('Dirham')).toBeNull();
    expect(readCountryCode('ma')).toBe('MA');
    expect(readCountryCode('Morocco')).toBeNull();
  });
});
