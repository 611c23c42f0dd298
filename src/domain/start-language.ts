import { isLanguage, type Language } from './format';

/** The cookie (and local storage key) holding the visitor's language choice; the server reads it to pick the page. */
export const LANGUAGE_COOKIE = 'language';

/**
 * The language a page starts in: `?lang=` in the address when it names one (a link shared in French opens in
 * French, and is remembered), else the first remembered choice that names one, else English. The server picks
 * the prerendered home page by the same rule, so the client hydrates it in the language it was drawn in.
 */
export function startLanguage(requested: unknown, ...remembered: unknown[]): Language {
  if (isLanguage(requested)) return requested;
  return remembered.find(isLanguage) ?? 'en';
}
