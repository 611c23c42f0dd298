import { isLanguage, isRightToLeft, type Language } from '@domain/format';
import { LANGUAGE_COOKIE, preferredLanguage, startLanguage } from '@domain/start-language';
import { cookieValue } from '../lib/cookie-value';
import type { en } from './en';
import type { Translator } from './translator';
import { appTranslator } from './use-translation';

export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

// The catalogue's keys, typed for `t` (translator.ts reads the catalogues; i18next gives the types only).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

/**
 * Every catalogue is downloaded only when in use, and in parts: the home page's first load (`<language>/first-load.ts`),
 * then the groups a lazy chunk needs, with that chunk (below-fold, later pages, the advanced-costs labels). An Arabic
 * or French visitor never loads English; the prerendered page preloads its language's first part (docs/product.md#performance-budgets, home
 * budget, decisions 0030 and 0039).
 */
const FIRST_LOAD: Record<Language, () => Promise<object>> = {
  en: () => import('./en/first-load').then((module) => module.firstLoadEnglish),
  ar: () => import('./ar/first-load').then((module) => module.firstLoadArabic),
  fr: () => import('./fr/first-load').then((module) => module.firstLoadFrench),
};

/** The later parts, per language; null where that language's first part already holds them. */
const LATER_PARTS = {
  belowFold: {
    en: () => import('./en/below-fold').then((module) => module.belowFoldEnglish),
    ar: () => import('./ar/below-fold').then((module) => module.belowFoldArabic),
    fr: () => import('./fr/below-fold').then((module) => module.belowFoldFrench),
  },
  later: {
    en: () => import('./en/later-groups').then((module) => module.laterEnglish),
    ar: () => import('./ar/later-groups').then((module) => module.laterArabic),
    fr: () => import('./fr/later-groups').then((module) => module.laterFrench),
  },
  advancedInputs: {
    en: () => import('./en/advanced-inputs').then((module) => ({ simulator: { advanced: module.advancedInputs } })),
    ar: null,
    fr: null,
  },
} satisfies Record<string, Record<Language, (() => Promise<object>) | null>>;
type LaterPart = keyof typeof LATER_PARTS;

/** The parts some chunk has needed so far: a language switched to later gets them too. */
const neededParts = new Set<LaterPart>();
const loading = new Map<string, Promise<void>>();

/** Adds one part of one language's catalogue, once; deep, so parts that share a group (insights' loading line) merge. */
function loadPart(language: Language, part: 'firstLoad' | LaterPart): Promise<void> {
  const key = `${language}:${part}`;
  const loader = part === 'firstLoad' ? FIRST_LOAD[language] : LATER_PARTS[part][language];
  if (!loader) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = loader().then((resources) => {
      appTranslator.addResourceBundle(language, 'translation', resources, true, true);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

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

/** Sets `<html lang dir>` once from the language (direction lives on the root only). */
function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** A language's first part and every later part needed so far. */
async function ensureResources(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'firstLoad'), ...[...neededParts].map((part) => loadPart(language, part))]);
}

/** Whether setUpI18n has chosen the language: before, a lazy chunk's part waits for it. */
let started = false;

/**
 * The app's translator in one language, the first part of its catalogue loaded. The prerender (src/client/prerender.tsx) draws the home page with
 * the same resources the client then hydrates it with.
 */
export async function setUpI18n(language: Language): Promise<Translator> {
  // Nothing is drawn yet: the language is set first, so a part asked for from now on is loaded in it, and one asked
  // for before is among the needed parts loaded here.
  await appTranslator.changeLanguage(language);
  started = true;
  await ensureResources(language);
  return appTranslator;
}

/**
 * The language to start in (`?lang=`, else the cookie, else local storage, else the browser's languages, else
 * English: the server picks the page by the same rule without local storage), remembered in both places and applied
 * to the document, with its catalogue loaded.
 */
export async function initI18n(): Promise<Language> {
  const stored = readStored();
  const cookie = cookieValue(document.cookie, LANGUAGE_COOKIE);
  // On a first visit the browser's languages decide, as they did for the server that drew the page.
  const language = startLanguage(new URLSearchParams(window.location.search).get('lang'), cookie, stored, preferredLanguage(navigator.languages));
  if (language !== stored || language !== cookie) store(language);
  applyToDocument(language);
  await setUpI18n(language);
  return language;
}

/** Wraps a lazy chunk's loader so the part of the catalogue it reads arrives with it, in the page's language. */
function withPart<T>(load: () => Promise<T>, part: LaterPart): () => Promise<T> {
  return async () => {
    neededParts.add(part);
    // Before the language is chosen (a page rendered on the client asks for its chunk early), setUpI18n loads the part.
    const language = started ? appTranslator.language : undefined;
    const [loaded] = await Promise.all([load(), isLanguage(language) ? loadPart(language, part) : undefined]);
    return loaded;
  };
}

/** A page's lazy loader that also brings the sign-in, management, admin and password groups. */
export const withLaterText = <T>(load: () => Promise<T>) => withPart(load, 'later');

/** The advanced-costs panel's lazy loader that also brings its inputs' labels (English: en/advanced-inputs.ts). */
export const withAdvancedInputsText = <T>(load: () => Promise<T>) => withPart(load, 'advancedInputs');

/** A below-the-fold home panel's lazy loader that also brings the insights and goals groups. */
export const withBelowFoldText = <T>(load: () => Promise<T>) => withPart(load, 'belowFold');

/** Switches the language, remembers it under the `language` key and mirrors the page. */
export async function changeLanguage(language: Language): Promise<void> {
  store(language);
  await ensureResources(language);
  applyToDocument(language);
  await appTranslator.changeLanguage(language);
}
