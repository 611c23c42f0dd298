import { use } from 'react';
import type { Language } from '@domain/format';
import { useLanguage } from './use-language';
import { appTranslator } from './use-translation';

// The remittances screen's strings are a file of their own in each language, loaded by that screen only, as the
// ledger's are (decision 0045): no other page downloads them.

const LOADERS: Record<Language, () => Promise<object>> = {
  en: () => import('./en/remittances').then((module) => module.remittances),
  ar: () => import('./ar/remittances').then((module) => module.remittances),
  fr: () => import('./fr/remittances').then((module) => module.remittances),
};
const loads = new Map<Language, Promise<void>>();

/** Adds the remittances' strings of a language to the app's translator, once. */
export function loadRemittanceText(language: Language): Promise<void> {
  let load = loads.get(language);
  if (!load) {
    load = LOADERS[language]().then((remittances) => {
      appTranslator.addResourceBundle(language, 'translation', { remittances }, true, true);
    });
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

/** Suspends until the remittances' strings are there in the page's language and in English, its fallback. */
export function useRemittanceText(): void {
  const language = useLanguage();
  use(loadRemittanceText('en'));
  if (language !== 'en') use(loadRemittanceText(language));
}
