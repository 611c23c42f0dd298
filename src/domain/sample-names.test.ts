import { describe, expect, it } from 'vitest';
import { countryCodesNamed, sampleServicesNamed, shownCountryName, shownServiceName } from './sample-names';

describe('names in the reader’s language', () => {
  it.each([
    ['en', 'Sample COD Partner', 'Sample Express'],
    ['ar', 'شريك الدفع عند الاستلام (نموذج)', 'إكسبرس (نموذج)'],
    ['fr', 'Partenaire COD (exemple)', 'Express (exemple)'],
  ] as const)('names the sample services in %s', (language, partner, express) => {
    expect(shownServiceName('Sample COD Partner', language)).toBe(partner);
    expect(shownServiceName('Sample Express', language)).toBe(express);
  });

  it('shows a seller’s own service as typed, in every language', () => {
    expect(shownServiceName('Aramex COD', 'ar')).toBe('Aramex COD');
    expect(shownServiceName('سريع', 'fr')).toBe('سريع');
  });

  it.each([
    ['en', 'Morocco (sample)'],
    ['ar', 'المغرب (نموذج)'],
    ['fr', 'Maroc (exemple)'],
  ] as const)('names a sample country and its note in %s', (language, shown) => {
    expect(shownCountryName('MA', 'Morocco (sample)', language)).toBe(shown);
  });

  it('names a seller’s own country by its code, their name beside when it says something else', () => {
    expect(shownCountryName('SA', 'KSA', 'fr')).toBe('Arabie saoudite · KSA');
    expect(shownCountryName('MA', 'Maroc', 'ar')).toBe('المغرب');
    expect(shownCountryName('', 'Atlantis', 'ar')).toBe('Atlantis');
  });
});

describe('searching by a shown name', () => {
  it('finds the sample services by their name in any language', () => {
    expect(sampleServicesNamed('partenaire')).toEqual(['Sample COD Partner']);
    expect(sampleServicesNamed('إكسبرس')).toEqual(['Sample Express']);
    expect(sampleServicesNamed('sample')).toEqual(['Sample COD Partner', 'Sample Express']);
    expect(sampleServicesNamed('Aramex')).toEqual([]);
  });

  it('finds a country by its name in English, Arabic or French, accents aside', () => {
    expect(countryCodesNamed('Maroc')).toEqual(['MA']);
    expect(countryCodesNamed('المغرب')).toEqual(['MA']);
    expect(countryCodesNamed('morocco')).toEqual(['MA']);
    expect(countryCodesNamed('emirats arabes')).toEqual(['AE']);
    expect(countryCodesNamed('x')).toEqual([]);
  });
});
