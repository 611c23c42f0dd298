import type { TFunction } from 'i18next';
import { intlLocale, type Language } from '@domain/format';
import type { DailyRow, SplitBy } from '@domain/ledger/api-schemas';
import { formatDay } from '../format-figures';

/** The period of a row: its day, or "Week of <Monday>". */
export function periodLabel(row: DailyRow, weekly: boolean, language: Language, t: TFunction): string {
  if (!row.period) return t('ledger.daily.totals');
  const day = formatDay(row.period, language);
  return weekly ? t('ledger.daily.weekOf', { date: day }) : day;
}

/** What a row is split by: a product's name, a country's name in the reader's language, a tag, or "Not set". */
export function splitLabel(row: DailyRow, splitBy: SplitBy, language: Language, t: TFunction): string {
  if (row.label) return row.label;
  if (!row.key) return t('ledger.notSet');
  if (splitBy === 'country') {
    try {
      return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(row.key) ?? row.key;
    } catch {
      return row.key;
    }
  }
  return row.key;
}
