import countryToCurrency from 'country-to-currency';

// The built-in country list: ISO 3166-1 codes and their currency (ISO 4217) come from the
// `country-to-currency` package; names come from the reader's language through Intl.DisplayNames.

/** Codes left out: a retired code and uninhabited territories no seller ships to. */
const EXCLUDED = new Set(['AN', 'AQ', 'BV', 'GS', 'HM', 'TF', 'UM']);

export interface CountryReference {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** The country name in the requested language. */
  name: string;
  /** ISO 4217 code of its currency. */
  currencyCode: string;
  /** "Name (ISO)", e.g. "Saudi Riyal (SAR)", in the requested language. */
  currency: string;
}

const cache = new Map<string, readonly CountryReference[]>();

function displayNames(language: string, type: 'region' | 'currency'): Intl.DisplayNames {
  return new Intl.DisplayNames([language, 'en'], { type, fallback: 'code' });
}

/** The currency label "Name (ISO)" in a language, e.g. currencyLabel('SAR', 'en') → "Saudi Riyal (SAR)". */
export function currencyLabel(currencyCode: string, language: string): string {
  const name = displayNames(language, 'currency').of(currencyCode) ?? currencyCode;
  return name === currencyCode ? currencyCode : `${name} (${currencyCode})`;
}

/** Every country of the built-in list, named in `language` and sorted by name in that language. */
export function countryReferenceList(language: string): readonly CountryReference[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const regions = displayNames(language, 'region');
  const currencies = displayNames(language, 'currency');
  const list = Object.entries(countryToCurrency as Record<string, string>)
    .filter(([code]) => !EXCLUDED.has(code))
    .map(([code, currencyCode]) => {
      const currencyName = currencies.of(currencyCode) ?? currencyCode;
      return {
        code,
        name: regions.of(code) ?? code,
        currencyCode,
        currency: currencyName === currencyCode ? currencyCode : `${currencyName} (${currencyCode})`,
      };
    })
    // A code the platform cannot name is not one a person would pick from a list.
    .filter((entry) => entry.name !== entry.code);
  const collator = new Intl.Collator(language);
  list.sort((a, b) => collator.compare(a.name, b.name));
  const frozen = Object.freeze(list);
  cache.set(language, frozen);
  return frozen;
}

/** Case- and accent-insensitive form for matching ("Côte" ~ "cote"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/**
 * Countries matching a query by name (in `language` or English) or by code, best first: the exact code,
 * then names starting with the query, then names containing it. An empty query matches every country.
 */
export function searchCountryReference(query: string, language: string, limit = 10): CountryReference[] {
  const list = countryReferenceList(language);
  const q = fold(query.trim());
  if (!q) return list.slice(0, limit);
  const english = language === 'en' ? undefined : new Map(countryReferenceList('en').map((c) => [c.code, fold(c.name)]));
  const scored: { entry: CountryReference; score: number }[] = [];
  for (const entry of list) {
    const names = [fold(entry.name), english?.get(entry.code) ?? ''];
    let score = -1;
    if (fold(entry.code) === q) score = 0;
    else if (names.some((n) => n.startsWith(q))) score = 1;
    else if (names.some((n) => n.includes(q))) score = 2;
    if (score >= 0) scored.push({ entry, score });
  }
  // Array.prototype.sort is stable, so equal scores keep the alphabetical order of the list.
  return scored.sort((a, b) => a.score - b.score).slice(0, limit).map((s) => s.entry);
}

/** The reference entry of a code, if it is in the list. */
export function findCountryReference(code: string, language: string): CountryReference | undefined {
  const upper = code.toUpperCase();
  return countryReferenceList(language).find((entry) => entry.code === upper);
}
