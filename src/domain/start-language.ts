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


/** The first of Ribh's languages among a browser's preferences, best first (`fr-MA` counts as French). */
export function preferredLanguage(preferences: readonly string[] | undefined | null): Language | undefined {
  return preferences?.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
}

/** The languages of an `Accept-Language` header, best first (q-values weighed, q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * An address Ribh writes for someone else (a share link, a reset link): it carries the language it was written
 * in as `?lang=`, so it opens in that language for a recipient who never chose one. A fragment stays last.
 */
export function linkInLanguage(origin: string, path: string, language: Language, fragment?: string): string {
  return `${origin}${path}?lang=${language}${fragment === undefined ? '' : `#${fragment}`}`;
}
