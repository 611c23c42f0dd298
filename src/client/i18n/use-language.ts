import { useTranslation } from 'react-i18next';
import type { Language } from '@domain/format';

/** The current language as the domain's formatters expect it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}
