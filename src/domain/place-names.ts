// Countries and currencies are named in the reader's language from their ISO codes (Intl.DisplayNames,
// CLDR data in Node's and the browsers' ICU); the name a seller typed stays visible beside the standard
// one when it says something else ("KSA", "Saudi Arabia (sample)"), so nothing they wrote is hidden.

/** Languages whose standard names count as "the same name" when a seller typed one of them. */
const NAMING_LANGUAGES = ['en', 'ar', 'fr'] as const;

export interface PlaceName {
  /** The standard name in the reader's language, or the seller's own text when there is no code. */
  name: string;
  /** The seller's own text when it is not a standard name in any language; null otherwise. */
  own: string | null;
}

const namers = new Map<string, Intl.DisplayNames>();

function namer(language: string, type: 'region' | 'currency'): Intl.DisplayNames {
  const id = `${language}|${type}`;
  let names = namers.get(id);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type, fallback: 'none' });
    namers.set(id, names);
  }
  return names;
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

function named(standard: string | undefined, own: string, standards: (string | undefined)[]): PlaceName {
  if (!standard) return { name: own, own: null };
  const folded = fold(own);
  if (!folded || standards.some((candidate) => candidate && fold(candidate) === folded)) return { name: standard, own: null };
  // A standard name with the seller's note after it ("Saudi Arabia (sample)") keeps only the note.
  const prefix = standards.find((candidate) => candidate && folded.startsWith(`${fold(candidate)} `));
  return { name: standard, own: prefix ? own.trim().slice(prefix.length).trim() : own };
}

/** A country by its ISO 3166 code in `language`, the seller's name beside it when it differs. */
export function countryName(code: string | null | undefined, ownName: string, language: string): PlaceName {
  const region = code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
  if (!region) return { name: ownName, own: null };
  const standard = (lang: string) => namer(lang, 'region').of(region);
  return named(standard(language), ownName, [region, ...NAMING_LANGUAGES.map(standard)]);
}

/**
 * A currency by its ISO 4217 code, named "ريال سعودي (SAR)" in `language`; the seller's label beside it when it
 * says something else. Without a code, the label as typed.
 */
export function currencyName(ownLabel: string, language: string, currencyCode: string | null | undefined): PlaceName {
  const code = currencyCode ?? null;
  if (!code) return { name: ownLabel, own: null };
  const label = (lang: string) => {
    const name = namer(lang, 'currency').of(code);
    return name && name !== code ? `${name} (${code})` : code;
  };
  return named(label(language), ownLabel, [code, ...NAMING_LANGUAGES.flatMap((lang) => [label(lang), namer(lang, 'currency').of(code)])]);
}

/** One line of text: "المملكة العربية السعودية · KSA", or with a note in brackets "… (sample)". */
export function placeNameText({ name, own }: PlaceName): string {
  if (!own) return name;
  return own.startsWith('(') ? `${name} ${own}` : `${name} · ${own}`;
}
