import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, isRightToLeft, type Language } from '@domain/format';
import type { Catalogue } from './catalogue';
import type { en, EnglishCatalogue } from './en';
import { firstLoadEnglish } from './en/first-load';

export const LANGUAGE_STORAGE_KEY = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

/** Every language but English is downloaded only when in use (DESIGN §7 home budget). */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalogue<EnglishCatalogue>>> = {
  ar: () => import('./ar').then((module) => module.ar),
  fr: () => import('./fr').then((module) => module.fr),
};

/**
 * The language to start in: `?lang=` in the address (a link shared in French opens in French, and is
 * remembered), else the saved choice, else English. public/boot.js applies the same rule before the first paint.
 */
export function startLanguage(search: string, stored: string | null): Language {
  const requested = new URLSearchParams(search).get('lang');
  if (isLanguage(requested)) return requested;
  return isLanguage(stored) ? stored : 'en';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Sets `<html lang dir>` once from the language (STYLE: direction lives on the root only). */
function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

async function ensureResources(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await LOADERS[language]());
}

export async function initI18n(): Promise<typeof i18next> {
  const stored = readStored();
  const language = startLanguage(window.location.search, stored);
  if (language !== stored) store(language);
  applyToDocument(language);
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: firstLoadEnglish } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (language !== 'en') {
    await ensureResources(language);
    await i18next.changeLanguage(language);
  }
  return i18next;
}

/** Adds English groups left out of the first load (en/first-load.ts), before what needs them renders. */
function withEnglish<T>(load: () => Promise<T>, groups: () => Promise<object>): () => Promise<T> {
  return async () => {
    const [loaded, english] = await Promise.all([load(), groups()]);
    i18next.addResourceBundle('en', 'translation', english, true, true);
    return loaded;
  };
}

/** A page's lazy loader that also brings the sign-in, management, admin and password English. */
export const withLaterEnglish = <T>(load: () => Promise<T>) =>
  withEnglish(load, () => import('./en/later-groups').then((m) => m.laterEnglish));

/** The advanced-costs panel's lazy loader that also brings its inputs' English labels (en/advanced-inputs.ts). */
export const withAdvancedInputsEnglish = <T>(load: () => Promise<T>) =>
  withEnglish(load, () => import('./en/advanced-inputs').then((m) => ({ simulator: { advanced: m.advancedInputs } })));

/** A below-the-fold home panel's lazy loader that also brings the insights and goals English. */
export const withBelowFoldEnglish = <T>(load: () => Promise<T>) =>
  withEnglish(load, () => import('./en/below-fold').then((m) => m.belowFoldEnglish));

/** Switches the language, remembers it under the `language` key and mirrors the page. */
export async function changeLanguage(language: Language): Promise<void> {
  store(language);
  await ensureResources(language);
  applyToDocument(language);
  await i18next.changeLanguage(language);
}
