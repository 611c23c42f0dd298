import { describe, expect, it } from 'vitest';
import { countryName, currencyName, placeNameText } from './place-names';

describe('countryName', () => {
  it.each([
    ['SA', 'Saudi Arabia', 'ar', 'المملكة العربية السعودية'],
    ['SA', 'المملكة العربية السعودية', 'en', 'Saudi Arabia'],
    ['MA', 'Maroc', 'ar', 'المغرب'],
    ['MA', 'Morocco', 'fr', 'Maroc'],
    ['SA', 'KSA', 'ar', 'المملكة العربية السعودية · KSA'],
    ['SA', 'Saudi Arabia (sample)', 'ar', 'المملكة العربية السعودية (sample)'],
    ['SA', 'Saudi Arabia (sample)', 'en', 'Saudi Arabia (sample)'],
    ['sa', 'saudi arabia', 'en', 'Saudi Arabia'],
    [null, 'Atlantis', 'ar', 'Atlantis'],
    ['', 'Atlantis', 'en', 'Atlantis'],
  ] as const)('names %s (%s) in %s as %s', (code, own, language, expected) => {
    expect(placeNameText(countryName(code, own, language))).toBe(expected);
  });
});

describe('currencyName', () => {
  it.each([
    ['Saudi Riyal (SAR)', 'ar', 'SAR', 'ريال سعودي (SAR)'],
    ['Saudi Riyal (SAR)', 'en', 'SAR', 'Saudi Riyal (SAR)'],
    ['Riyal (SAR)', 'en', 'SAR', 'Saudi Riyal (SAR) · Riyal (SAR)'],
    ['MAD', 'fr', 'MAD', 'dirham marocain (MAD)'],
    ['Dirham', 'en', 'MAD', 'Moroccan Dirham (MAD) · Dirham'],
    ['Dinar', 'ar', null, 'Dinar'],
    ['Saudi Riyal (SAR)', 'en', null, 'Saudi Riyal (SAR)'],
  ] as const)('names %s in %s as its standard name', (label, language, code, expected) => {
    expect(placeNameText(currencyName(label, language, code))).toBe(expected);
  });
});
