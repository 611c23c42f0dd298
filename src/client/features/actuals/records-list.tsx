// X, not a trash can: its icon is already a chunk of its own, so no new chunk is split from History's (docs/product.md#performance-budgets).
import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { StoredActual } from '@domain/actuals/actual-schemas';
import { formatCount, formatCurrency, formatMoney, formatShortDate } from '@domain/format';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/use-language';

interface RecordsListProps {
  records: StoredActual[];
  /** The plan's currency code, for the amounts typed in it. */
  currencyCode?: string;
  deleting: boolean;
  onDelete(id: string): void;
}

/** The records so far, oldest day first, each deletable; each amount in the currency it was typed in (decision 0035). */
export function RecordsList({ records, currencyCode, deleting, onDelete }: RecordsListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const spendOf = (record: StoredActual) =>
    currencyCode && record.localCurrencyInputs.includes('adSpend') ? formatCurrency(record.adSpend, currencyCode, language) : formatMoney(record.adSpend, language);
  return (
    <section aria-labelledby="records-title" className="grid gap-2">
      <h2 id="records-title" className="text-base font-semibold text-slate-900">
        {t('actuals.records.title')}
      </h2>
      {records.length === 0 ? (
        <p className="text-sm text-slate-700" data-testid="no-actuals">{t('actuals.records.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {records.map((record) => {
            // A calendar day: written at noon UTC so no time zone moves it to the day before.
            const date = formatShortDate(`${record.date}T12:00:00Z`, language) ?? record.date;
            return (
              <li key={record.id} className="flex items-start justify-between gap-2 rounded-lg border border-slate-200 p-2 text-sm" data-testid="actual-record">
                <div className="grid gap-0.5">
                  <span className="font-medium text-slate-900">
                    {t('actuals.records.summary', { date, count: record.leads, number: formatCount(record.leads, language), spend: spendOf(record) })}
                  </span>
                  <span className="tabular text-slate-700">
                    {/* Each count agrees with its own number ("1 livrée", "2 livrées"). */}
                    {(['confirmed', 'delivered', 'returned'] as const)
                      .map((key) => t(`actuals.records.${key}Count`, { count: record[key], number: formatCount(record[key], language) }))
                      .join(' · ')}
                  </span>
                  {record.orderCount !== null && (
                    <span className="text-xs text-slate-600">{t('actuals.records.imported', { count: record.orderCount, number: formatCount(record.orderCount, language) })}</span>
                  )}
                </div>
                <Button
                  variant="dangerGhost"
                  size="icon"
                  disabled={deleting}
                  aria-label={t('actuals.records.delete', { date })}
                  onClick={() => onDelete(record.id)}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
