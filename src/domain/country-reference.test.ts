import { describe, expect, it } from 'vitest';
import { countryReferenceList, currencyLabel, findCountryReference, searchCountryReference } from './country-reference';

describe('countryReferenceList', () => {
  it('holds about two hundred countries with unique two-letter codes and a currency each', () => {
    const list = countryReferenceList('en');
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    for (const entry of list) {
      expect(entry.code).toMatch(/^[A-Z]{2}$/);
      expect(entry.currencyCode).toMatch(/^[A-Z]{3}$/);
      expect(entry.currency.endsWith(`(${entry.currencyCode})`)).toBe(true);
    }
  });

  it('names countries and currencies in the reading language', () => {
    expect(findCountryReference('SA', 'en')).toEqual({ code: 'SA', name: 'Saudi Arabia', currencyCode: 'SAR', currency: 'Saudi Riyal (SAR)' });
    const arabic = findCountryReference('sa', 'ar');
    expect(arabic?.name).toBe('المملكة العربية السعودية');
    expect(arabic?.currency).toBe('ريال سعودي (SAR)');
  });

  it('sorts by name in the reading language and leaves out uninhabited territories', () => {
    const names = countryReferenceList('en').map((c) => c.name);
    expect(names[0]).toBe('Afghanistan');
    expect(countryReferenceList('en').some((c) => c.code === 'AQ')).toBe(false);
  });
});

describe('currencyLabel', () => {
  it.each([
    ['SAR', 'en', 'Saudi Riyal (SAR)'],
    ['LYD', 'en', 'Libyan Dinar (LYD)'],
    ['MAD', 'ar', 'درهم مغربي (MAD)'],
    ['XYZ', 'en', 'XYZ'],
  ])('labels %s in %s as %s', (code, language, label) => {
    expect(currencyLabel(code, language)).toBe(label);
  });
});

describe('searchCountryReference', () => {
  it('puts the exact code first, then names starting with the query, then names containing it', () => {
    const results = searchCountryReference('sa', 'en');
    expect(results[0]?.code).toBe('SA');
    expect(results[1]?.name.toLowerCase().startsWith('sa')).toBe(true);
    expect(results.some((c) => c.code === 'AS')).toBe(true); // "American Samoa" contains "sa"
  });

  it('is case- and accent-insensitive and returns at most the limit', () => {
    expect(searchCountryReference('COTE', 'en').map((c) => c.code)).toContain('CI');
    expect(searchCountryReference('a', 'en')).toHaveLength(10);
    expect(searchCountryReference('a', 'en', 3)).toHaveLength(3);
  });

  it('finds countries by Arabic name, English name or code in the Arabic list', () => {
    expect(searchCountryReference('ليبيا', 'ar')[0]?.code).toBe('LY');
    expect(searchCountryReference('Morocco', 'ar')[0]?.name).toBe('المغرب');
    expect(searchCountryReference('tz', 'ar')[0]?.code).toBe('TZ');
  });

  it('returns nothing for a query that matches no country', () => {
    expect(searchCountryReference('zzzz', 'en')).toEqual([]);
  });
});
