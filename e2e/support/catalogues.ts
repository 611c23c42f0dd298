import { ar } from '../../src/client/i18n/ar';
import { ledger as arLedger } from '../../src/client/i18n/ar/ledger';
import { remittances as arRemittances } from '../../src/client/i18n/ar/remittances';
import { en } from '../../src/client/i18n/en';
import { fr } from '../../src/client/i18n/fr';
import { ledger as frLedger } from '../../src/client/i18n/fr/ledger';
import { remittances as frRemittances } from '../../src/client/i18n/fr/remittances';
import { formatCount } from '../../src/domain/format';
import type { Language } from './fixtures';

/** The app's own catalogues, so journeys find what a reader sees in each language (the ledger's and the remittances' strings are files of their own). */
export const CATALOGUES = {
  en,
  ar: { ...ar, ledger: arLedger, remittances: arRemittances },
  fr: { ...fr, ledger: frLedger, remittances: frRemittances },
} as const;

export const catalogueOf = (language: Language) => CATALOGUES[language];

/**
 * The plural form of `key` in `group` that i18next shows for `count`: `_zero` for 0 when the catalogue has it,
 * else the category `Intl.PluralRules` gives (Arabic: zero, one, two, few, many, other; French: one, many, other).
 */
export function pluralOf(language: Language, group: object, key: string, count: number): string {
  const forms = group as Record<string, string>;
  const category = count === 0 && `${key}_zero` in forms ? 'zero' : new Intl.PluralRules(language).select(count);
  const form = forms[`${key}_${category}`];
  if (form === undefined) throw new Error(`no ${category} form of ${key} in ${language}`);
  return form;
}

/** The name of a scenario tab ("100 LEAD", "250 عميلًا", "100 LEADS"). */
export function leadsTab(language: Language, count: number): string {
  return pluralOf(language, CATALOGUES[language].simulator.scenarios, 'leads', count).replace('{{formattedCount}}', formatCount(count, language));
}
