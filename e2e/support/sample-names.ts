import type { Language } from './fixtures';

// The sample catalogue as each page names it (docs/product.md#names-in-the-readers-language), written by hand: the
// services' translations and the note after a sample country's standard name.
const SAMPLE_SERVICES: Record<string, Record<Language, string>> = {
  'Sample COD Partner': { en: 'Sample COD Partner', ar: 'شريك الدفع عند الاستلام (نموذج)', fr: 'Partenaire COD (exemple)' },
  'Sample Express': { en: 'Sample Express', ar: 'إكسبرس (نموذج)', fr: 'Express (exemple)' },
};
const NOTE: Record<Language, string> = { en: '(sample)', ar: '(نموذج)', fr: '(exemple)' };

/** A service's name on a page in `language`: a sample's translated, any other as stored. */
export function shownService(name: string, language: Language): string {
  return SAMPLE_SERVICES[name]?.[language] ?? name;
}

/** A sample country's name on a page in `language`: its standard name, then the note ("المغرب (نموذج)"). */
export function shownSampleCountry(code: string, language: Language): string {
  return `${new Intl.DisplayNames([language], { type: 'region' }).of(code)} ${NOTE[language]}`;
}
