import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatNumber, formatPercent, intlLocale, isLanguage, isRightToLeft } from './format';
import { readNumber } from './number-input';

// A French reader sees French figures (decimal comma, spaced thousands) and what a
// French seller types, `2,5` or a figure copied from the screen, is read as the number they meant.

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('French figures', () => {
  it('writes a decimal comma and spaces between thousands, left to right', () => {
    expect(intlLocale('fr')).toBe('fr-FR');
    expect(isRightToLeft('fr')).toBe(false);
    expect(spaces(formatMoney(1234.5, 'fr'))).toBe('1 234,50 $');
    expect(spaces(formatMoney(-37.56, 'fr'))).toBe('-37,56 $');
    expect(spaces(formatPercent(14.25, 'fr'))).toBe('14,3 %');
    expect(spaces(formatCount(12500, 'fr'))).toBe('12 500');
    expect(spaces(formatNumber(2.5, 'fr'))).toBe('2,5');
  });

  it('reads what a French seller types: 2,5 is two and a half, 1 234,5 is a thousand and more', () => {
    expect(readNumber('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readNumber('0,75')).toEqual({ ok: true, value: 0.75 });
    expect(readNumber('1 234,5')).toEqual({ ok: true, value: 1234.5 });
  });

  it.each([0.5, 2.5, 1234.5, 98765.25, 1000000])('reads back its own French figure %d', (value) => {
    expect(readNumber(formatNumber(value, 'fr'))).toEqual({ ok: true, value });
  });

  it('accepts the three languages and nothing else', () => {
    expect(['en', 'ar', 'fr', 'de', 'FR', '', undefined].map(isLanguage)).toEqual([true, true, true, false, false, false, false]);
  });
});
