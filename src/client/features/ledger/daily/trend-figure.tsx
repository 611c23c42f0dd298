import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isRightToLeft } from '@domain/format';
import type { DailyAnswer } from '@domain/ledger/api-schemas';
import { toMajor } from '@domain/money';
import { useLanguage } from '../../../i18n/use-language';
import { formatAmount, formatAxisAmount, formatDay, formatRate } from '../format-figures';
import { periodLabel } from './row-label';

const SERIES = [
  { key: 'profitRealised', color: '#0f766e', scale: 'money', dashed: false },
  { key: 'profitProjected', color: '#0f766e', scale: 'money', dashed: true },
  { key: 'confirmationRate', color: '#b45309', scale: 'rate', dashed: false },
  { key: 'deliveryRate', color: '#6d28d9', scale: 'rate', dashed: false },
] as const;

const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The trend of profit and rates by period: the chart for the eye, the same figures as a table for screen readers. */
export function TrendFigure({ answer }: { answer: DailyAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canvas = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const labels = useMemo(() => SERIES.map((series) => t(`ledger.daily.columns.${series.key}`)), [t]);
  const weekly = answer.groupBy === 'week';

  useEffect(() => {
    let removed = false;
    let remove = () => {};
    const rows = answer.rows.filter((row) => row.period);
    // uPlot arrives only when a period with orders is drawn.
    void import('./trend-plot').then(({ drawTrend }) => {
      if (removed || !canvas.current) return;
      remove = drawTrend(canvas.current, {
        periods: rows.map((row) => secondsOf(row.period!)),
        series: SERIES.map((series, index) => ({
          label: labels[index]!,
          color: series.color,
          scale: series.scale,
          dashed: series.dashed,
          values: rows.map((row) =>
            series.key === 'profitRealised'
              ? toMajor(row.profitRealised)
              : series.key === 'profitProjected'
                ? toMajor(row.profitProjected)
                : row[series.key],
          ),
        })),
        rightToLeft: isRightToLeft(language),
        periodText: (seconds) => formatDay(dayOf(seconds), language, 'short'),
        moneyText: (major) => formatAxisAmount(major, answer.currency, language),
        rateText: (fraction) => formatRate(fraction, language),
      });
      setDrawn(true);
    });
    return () => {
      removed = true;
      remove();
    };
  }, [answer, language, labels]);

  return (
    <figure
      aria-labelledby="ledger-trend-title"
      className="grid min-w-0 gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <figcaption id="ledger-trend-title" className="text-base font-semibold text-slate-900">
        {t('ledger.daily.chart.title')}
        <span className="sr-only">: {t('ledger.daily.chart.label')}</span>
      </figcaption>
      <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {labels.map((label, index) => (
          <li key={label} className="flex items-center gap-1.5">
            <svg width="20" height="4" className="shrink-0">
              <line
                x1="0"
                y1="2"
                x2="20"
                y2="2"
                stroke={SERIES[index]!.color}
                strokeWidth="2"
                strokeDasharray={SERIES[index]!.dashed ? '6 4' : undefined}
              />
            </svg>
            {label}
          </li>
        ))}
      </ul>
      {/* The canvas takes the width it is given and never widens its column: it is redrawn to fit when that changes. */}
      <div className="relative h-[260px] min-w-0 overflow-hidden" dir="ltr">
        <div ref={canvas} aria-hidden className="w-full" />
        {!drawn && <p className="absolute inset-0 text-sm text-slate-600">{t('ledger.daily.chart.loading')}</p>}
      </div>
      {/* A table is never narrower than its cells: the box around it is what hides it from sight. */}
      <div className="sr-only">
        <table>
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
      </div>
    </figure>
  );
}
