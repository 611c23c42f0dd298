import { useTranslation } from '../../../i18n/use-translation';
import type { DailyRow } from '@domain/ledger/api-schemas';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../i18n/use-language';
import { DAILY_COLUMNS, profitTone } from './daily-columns';

const TONES = { loss: 'text-red-700', gain: 'text-emerald-800', none: 'text-slate-900' } as const;

/** The period's totals as a list of terms and figures: two columns on a phone, more on wider screens. */
export function DailyTotals({ totals }: { totals: DailyRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const profits = DAILY_COLUMNS.filter((column) => column.profit);
  const others = DAILY_COLUMNS.filter((column) => !column.profit);
  return (
    <section aria-labelledby="ledger-totals-title" className="grid gap-3">
      <h2 id="ledger-totals-title" className="text-base font-semibold text-slate-900">
        {t('ledger.daily.totals')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {profits.map((column) => (
          <div key={column.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{t(`ledger.daily.columns.${column.key}`)}</dt>
            <dd data-testid={column.totalId} className={cn('text-2xl font-semibold tabular-nums', TONES[profitTone(totals, column.key)])}>
              {column.text(totals, language)}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-6">
        {others.map((column) => (
          <div key={column.key} className="grid min-w-0 content-start gap-0.5">
            <dt className="text-xs text-slate-600">{t(`ledger.daily.columns.${column.key}`)}</dt>
            <dd data-testid={column.totalId} className="font-semibold tabular-nums text-slate-900">
              {column.text(totals, language)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
