import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyAnswer } from '@domain/ledger/api-schemas';
import { useLanguage } from '../../../i18n/use-language';
import { formatAmount, formatRate } from '../format-figures';
import { periodLabel } from './row-label';

// The chart library arrives only when a period with orders is drawn.
const TrendChart = lazy(() => import('./trend-chart'));
const SERIES = ['profitRealised', 'profitProjected', 'confirmationRate', 'deliveryRate'] as const;
const COLOURS = ['#0f766e', '#0f766e', '#b45309', '#6d28d9'];

/** The trend of profit and rates by period: the chart for the eye, the same figures as a table for screen readers. */
export function TrendFigure({ answer }: { answer: DailyAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useMemo(() => SERIES.map((key) => t(`ledger.daily.columns.${key}`)), [t]);
  const weekly = answer.groupBy === 'week';
  return (
    <figure aria-labelledby="ledger-trend-title" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <figcaption id="ledger-trend-title" className="text-base font-semibold text-slate-900">
        {t('ledger.daily.chart.title')}
        <span className="sr-only">: {t('ledger.daily.chart.label')}</span>
      </figcaption>
      <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {labels.map((label, index) => (
          <li key={label} className="flex items-center gap-1.5">
            <svg width="20" height="4" className="shrink-0">
              <line x1="0" y1="2" x2="20" y2="2" stroke={COLOURS[index]} strokeWidth="2" strokeDasharray={index === 1 ? '6 4' : undefined} />
            </svg>
            {label}
          </li>
        ))}
      </ul>
      <Suspense fallback={<p className="h-[260px] text-sm text-slate-600">{t('ledger.daily.chart.loading')}</p>}>
        <TrendChart answer={answer} language={language} labels={labels} />
      </Suspense>
      <table className="sr-only">
        <caption>{t('ledger.daily.chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ledger.daily.period')}</th>
            {labels.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">{periodLabel(row, weekly, language, t)}</th>
              <td>{formatAmount(row.profitRealised, language)}</td>
              <td>{formatAmount(row.profitProjected, language)}</td>
              <td>{formatRate(row.confirmationRate, language)}</td>
              <td>{formatRate(row.deliveryRate, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
