import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRightToLeft, type Language } from '@domain/format';
import { LANGUAGE_COOKIE, startLanguage } from '@domain/start-language';
import { cookieValue } from '../lib/cookie-value';
import type { Catalogue } from './catalogue';
import type { en, EnglishCatalogue } from './en';

export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

/**
 * Every catalogue is downloaded only when in use, English too (its first-load groups: en/first-load.ts), so an
 * Arabic or French visitor never loads English; the prerendered page preloads its language's file (DESIGN §7 home
 * budget, decision 0030).
 */
const LOADERS: Record<Language, () => Promise<object>> = {
  en: () => import('./en/first-load').then((module) => module.firstLoadEnglish),
  ar: () => import('./ar').then((module): Catalogue<EnglishCatalogue> => module.ar),
  fr: () => import('./fr').then((module): Catalogue<EnglishCatalogue> => module.fr),
};
const loaded = new Set<Language>();

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the choice in local storage and in a cookie, which the server reads to send the page in that language. */
function store(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Sets `<html lang dir>` once from the language (STYLE: direction lives on the root only). */
function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

async function ensureResources(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  // Deep and without overwriting: English groups of later pages (withEnglish below) may have arrived first.
  i18next.addResourceBundle(language, 'translation', await LOADERS[language](), true, false);
  loaded.add(language);
}

/**
 * i18next in one language, its catalogue loaded: English with the first-load groups only, other languages
 * with their whole catalogue. The prerender (src/client/prerender.tsx) draws the home page with
 * the same resources the client then hydrates it with.
 */
export async function setUpI18n(language: Language): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {},
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  await ensureResources(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  return i18next;
}

/**
 * The language to start in (`?lang=`, else the cookie, else local storage, else English: the server picks the
 * page by the first two), remembered in both places and applied to the document, with its catalogue loaded.
 */
export async function initI18n(): Promise<Language> {
  const stored = readStored();
  const cookie = cookieValue(document.cookie, LANGUAGE_COOKIE);
  const language = startLanguage(new URLSearchParams(window.location.search).get('lang'), cookie, stored);
  if (language !== stored || language !== cookie) store(language);
  applyToDocument(language);
  await setUpI18n(language);
  return language;
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
