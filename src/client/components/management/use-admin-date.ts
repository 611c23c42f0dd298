import { formatShortDate } from '@domain/format';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';

/** "MMM dd, yyyy" in the reading language (docs/product.md#screens), or "N/A" when the date is missing. */
export function useAdminDate() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (date: string | null | undefined) => formatShortDate(date, language) ?? t('admin.notAvailable');
}
