import { Languages } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { isLanguage, LANGUAGES, type Language } from '@domain/format';
import { changeLanguage } from '../../i18n';
import { useLanguage } from '../../i18n/use-language';

/** Each language named in itself, so a reader finds theirs whatever the page is in now. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية', fr: 'Français' };

/**
 * English / العربية / Français as a native select: every device's own picker, reachable by Tab, opened with
 * the keyboard and announced as "Language" with its choice by screen readers; nothing extra to load.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="relative flex items-center rounded-md text-sm font-medium text-slate-700 hover:bg-slate-100">
      <Languages aria-hidden className="pointer-events-none absolute start-2 size-4" />
      <span className="sr-only">{t('common.nav.language')}</span>
      {/* Named so the browser can tell this field from others (a form field needs an id or a name). */}
      <select
        name="language"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-8 cursor-pointer appearance-none rounded-md bg-transparent pe-2 ps-7 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
