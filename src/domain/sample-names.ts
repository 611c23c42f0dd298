import { countryReferenceList } from './country-reference';
import type { Language } from './format';
import { countryName, placeNameText } from './place-names';

// The sample catalogue a new installation starts with (docs/product.md#names-in-the-readers-language) is stored under
// English names; a reader sees them in their language. A seller's own names are shown as typed; countries are named
// from their ISO code (place-names.ts), the sample's "(sample)" note translated.

/** The sample services' names in each language, by the name they are stored under. */
const SAMPLE_SERVICES: Record<string, Record<Language, string>> = {
  'Sample COD Partner': { en: 'Sample COD Partner', ar: 'شريك الدفع عند الاستلام (نموذج)', fr: 'Partenaire COD (exemple)' },
  'Sample Express': { en: 'Sample Express', ar: 'إكسبرس (نموذج)', fr: 'Express (exemple)' },
};

/** The note the sample countries carry after their name ("Morocco (sample)"), in each language. */
const SAMPLE_NOTE: Record<Language, string> = { en: '(sample)', ar: '(نموذج)', fr: '(exemple)' };

/** A service's name as the reader sees it: a sample service's in their language, any other as stored. */
export function shownServiceName(name: string, language: Language): string {
  return SAMPLE_SERVICES[name.trim()]?.[language] ?? name;
}

/**
 * A country's name as the reader sees it: the standard name of its ISO code in their language, the seller's own
 * name beside when it says something else, the sample's note in their language ("المغرب (نموذج)").
 */
export function shownCountryName(code: string | null | undefined, name: string, language: Language): string {
  const text = placeNameText(countryName(code, name, language));
  const note = ` ${SAMPLE_NOTE.en}`;
  return text.endsWith(note) ? `${text.slice(0, -note.length)} ${SAMPLE_NOTE[language]}` : text;
}

/** Case-, accent- and space-insensitive form for matching ("Côte" ~ "cote"); Arabic letters are kept. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

const LANGUAGES: readonly Language[] = ['en', 'ar', 'fr'];

/** The stored names of the sample services whose name in any language contains `query` ("Partenaire" → "Sample COD Partner"). */
export function sampleServicesNamed(query: string): string[] {
  const q = fold(query);
  if (!q) return [];
  return Object.entries(SAMPLE_SERVICES)
    .filter(([, names]) => LANGUAGES.some((language) => fold(names[language]).includes(q)))
    .map(([stored]) => stored);
}

/**
 * The ISO codes of the countries whose standard name in English, Arabic or French contains `query`, so a search
 * for "Maroc" or "المغرب" finds a plan saved as "Morocco". Queries shorter than 2 characters name no country.
 */
export function countryCodesNamed(query: string): string[] {
  const q = fold(query);
  if ([...q].length < 2) return [];
  // A list filtered row by row asks for the same query once per row.
  if (lastSearch?.q === q) return lastSearch.codes;
  const codes = new Set<string>();
  for (const language of LANGUAGES) {
    for (const country of countryReferenceList(language)) if (fold(country.name).includes(q)) codes.add(country.code);
  }
  lastSearch = { q, codes: [...codes].sort() };
  return lastSearch.codes;
}

let lastSearch: { q: string; codes: string[] } | undefined;
