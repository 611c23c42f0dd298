import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@domain/format';
import { ar } from './ar';
import { en } from './en';

export const LANGUAGE_STORAGE_KEY = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

/** Sets `<html lang dir>` once from the language (STYLE: direction lives on the root only). */
function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

export function initI18n(): typeof i18next {
  const language = storedLanguage();
  applyToDocument(language);
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

/** Switches the language, remembers it under the `language` key and mirrors the page. */
export function changeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyToDocument(language);
  void i18next.changeLanguage(language);
}
