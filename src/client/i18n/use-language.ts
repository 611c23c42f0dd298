import { useTranslation } from './use-translation';
import { isLanguage, type Language } from '@domain/format';

/** The current language as the domain's formatters expect it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
