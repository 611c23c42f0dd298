import { use } from 'react';
import type { Language } from '@domain/format';
import { useLanguage } from './use-language';
import { appTranslator } from './use-translation';

// The ledger's strings are a file of their own in each language, loaded by the ledger's pages only (decision 0045):
// no Arabic or French home page downloads them with its catalogue.

const LOADERS: Record<Language, () => Promise<object>> = {
  en: () => import('./en/ledger').then((module) => module.ledger),
  ar: () => import('./ar/ledger').then((module) => module.ledger),
  fr: () => import('./fr/ledger').then((module) => module.ledger),
};
const loads = new Map<Language, Promise<void>>();

/** Adds the ledger's strings of a language to the app's translator, once. */
export function loadLedgerText(language: Language): Promise<void> {
  let load = loads.get(language);
  if (!load) {
    load = LOADERS[language]().then((ledger) => {
      appTranslator.addResourceBundle(language, 'translation', { ledger }, true, true);
    });
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

/** Suspends until the ledger's strings are there in the page's language and in English, its fallback; a switch of language suspends again. */
export function useLedgerText(): void {
  const language = useLanguage();
  use(loadLedgerText('en'));
  if (language !== 'en') use(loadLedgerText(language));
}
