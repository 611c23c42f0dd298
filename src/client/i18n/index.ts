import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@domain/format';
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

/** Only the language in use is downloaded: Arabic loads on demand (DESIGN §7 home budget). */
async function ensureResources(language: Language): Promise<void> {
  if (language !== 'ar' || i18next.hasResourceBundle('ar', 'translation')) return;
  const { ar } = await import('./ar');
  i18next.addResourceBundle('ar', 'translation', ar);
}

export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  applyToDocument(language);
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (language === 'ar') {
    await ensureResources('ar');
    await i18next.changeLanguage('ar');
  }
  return i18next;
}

/** Switches the language, remembers it under the `language` key and mirrors the page. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await ensureResources(language);
  applyToDocument(language);
  await i18next.changeLanguage(language);
}
