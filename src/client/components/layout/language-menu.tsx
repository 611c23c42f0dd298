import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@domain/format';
import { changeLanguage } from '../../i18n';
import { useLanguage } from '../../i18n/use-language';

/** English / العربية as a native select: every device's own picker, nothing extra to load. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="relative flex items-center rounded-md text-sm font-medium text-slate-700 hover:bg-slate-100">
      <Languages aria-hidden className="pointer-events-none absolute start-2 size-4" />
      <span className="sr-only">{t('common.nav.language')}</span>
      <select
        value={language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        className="h-8 cursor-pointer appearance-none rounded-md bg-transparent pe-2 ps-7 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="ar" lang="ar">
          العربية
        </option>
      </select>
    </label>
  );
}
