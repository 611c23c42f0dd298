import countryToCurrency from 'country-to-currency';
import { isCurrencyCode } from './money';

// A country's currency is stored as an ISO 4217 code beside the label a person typed. The code is read from the
// label only where a label arrives without one (a save, an old client, the migration of older rows); every
// computation and every screen reads the stored code.

const IN_PARENTHESES = /\(\s*([A-Za-z]{3})\s*\)/;
const BARE_CODE = /^[A-Z]{3}$/;

/**
 * The ISO 4217 code a currency label names: "Saudi Riyal (SAR)" → "SAR", "SAR" → "SAR". Null for free text
 * without a code ("Dinar") or a code that is not a currency ("Made up (QQQ)").
 */
export function currencyCodeInLabel(label: string | null | undefined): string | null {
  if (!label) return null;
  const trimmed = label.trim();
  const code = IN_PARENTHESES.exec(trimmed)?.[1]?.toUpperCase() ?? (BARE_CODE.test(trimmed) ? trimmed : null);
  return isCurrencyCode(code) ? code : null;
}

/** The currency of a country by its ISO 3166-1 alpha-2 code ("MA" → "MAD"); null for no or an unknown code. */
export function currencyOfCountry(countryCode: string | null | undefined): string | null {
  if (!countryCode) return null;
  const code = (countryToCurrency as Record<string, string | undefined>)[countryCode.trim().toUpperCase()];
  return isCurrencyCode(code) ? code : null;
}

/**
 * The currency code to store for a label and a country: the code the label names, else the currency of the
 * country's ISO code; null when neither tells (the seller or an administrator is asked to choose one).
 */
export function readCurrencyCode(label: string | null | undefined, countryCode: string | null | undefined): string | null {
  return currencyCodeInLabel(label) ?? currencyOfCountry(countryCode);
}

interface CountryCurrency {
  currency: string;
  code: string | null;
  currencyCode: string | null;
}

/**
 * The currency code a country write stores. A code sent is kept; without one, a new country has it read from its
 * label and ISO code, and an edit re-reads it only when the label or the ISO code changes, keeping the stored
 * code (perhaps chosen by hand) when the new ones name none.
 */
export function countryCurrencyCode(sent: Partial<CountryCurrency>, stored?: CountryCurrency): string | null {
  if (sent.currencyCode) return sent.currencyCode;
  if (!stored) return readCurrencyCode(sent.currency, sent.code);
  const currency = sent.currency ?? stored.currency;
  const code = sent.code === undefined ? stored.code : sent.code;
  if (currency === stored.currency && code === stored.code) return stored.currencyCode;
  return readCurrencyCode(currency, code) ?? stored.currencyCode;
}

export interface CurrencyChoice {
  code: string;
  /** The currency's name in the requested language ("dirham marocain"), or its code when the platform has none. */
  name: string;
}

const choices = new Map<string, readonly CurrencyChoice[]>();

/** Every ISO 4217 currency the platform knows, by code, named in `language`: the list a person chooses from. */
export function currencyChoices(language: string): readonly CurrencyChoice[] {
  let list = choices.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'currency', fallback: 'code' });
    list = Object.freeze(Intl.supportedValuesOf('currency').map((code) => ({ code, name: names.of(code) ?? code })));
    choices.set(language, list);
  }
  return list;
}
