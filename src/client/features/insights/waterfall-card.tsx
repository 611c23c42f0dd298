import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { WaterfallCostKey } from '@domain/model/waterfall';
import { formatCount, formatMoney, NOT_AVAILABLE } from '@domain/format';
import { moneyFlow } from '@domain/model/insights';
import type { SimulationInput, SimulationResult } from '@domain/model/simulate';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/use-language';
import { HowComputed } from './how-computed';
import { InsightCard } from './insight-card';
import { UnavailableReasonText } from './unavailable';

interface Bar {
  key: 'revenue' | WaterfallCostKey | 'profit';
  label: string;
  /** Dollars the row shows: revenue, a cost taken away, or what is left. */
  amount: number;
  /** The bar spans from `from` to `to` on the money axis. */
  from: number;
  to: number;
  /** What is left after the row (the running total). */
  left: number;
  tone: 'revenue' | 'cost' | 'profit' | 'loss';
}

const TONE: Record<Bar['tone'], string> = {
  revenue: 'bg-brand-700',
  cost: 'bg-red-600',
  profit: 'bg-green-700',
  loss: 'bg-red-800',
};

/**
 * Revenue down to profit, one step per cost line in use. Bars are positioned with logical CSS (inset-inline-start),
 * so the picture mirrors itself in Arabic without a second drawing; the same figures are a table for screen readers.
 */
export function WaterfallCard({ input, result }: { input: SimulationInput; result: SimulationResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const flow = useMemo(() => moneyFlow(input, result), [input, result]);
  const money = (value: number) => formatMoney(value, language);

  if (flow.kind === 'unavailable') {
    return (
      <InsightCard id="insights-waterfall" title={t('insights.waterfall.heading')} intro={t('insights.waterfall.intro')}>
        <p className="text-sm text-slate-700">
          <span data-testid="waterfall-unavailable" className="tabular text-lg font-bold text-slate-900">
            {NOT_AVAILABLE}
          </span>
          <UnavailableReasonText reason={flow.reason} testId="waterfall" />
        </p>
        <HowComputed topics={['waterfall']} />
      </InsightCard>
    );
  }

  const { waterfall } = flow;
  const profitLabel = flow.basis === 'month' ? t('insights.waterfall.monthlyProfit') : t('insights.waterfall.profit');
  const bars: Bar[] = [
    {
      key: 'revenue',
      label: t('insights.waterfall.revenue'),
      amount: waterfall.revenue,
      from: 0,
      to: waterfall.revenue,
      left: waterfall.revenue,
      tone: 'revenue',
    },
    ...waterfall.steps.map((step): Bar => ({
      key: step.key,
      label: t(`insights.waterfall.steps.${step.key}`),
      amount: step.amount,
      from: step.after + step.amount,
      to: step.after,
      left: step.after,
      tone: 'cost',
    })),
    {
      key: 'profit',
      label: profitLabel,
      amount: waterfall.profit,
      from: 0,
      to: waterfall.profit,
      left: waterfall.profit,
      tone: waterfall.profit >= 0 ? 'profit' : 'loss',
    },
  ];
  const ends = bars.flatMap((bar) => [bar.from, bar.to]);
  const low = Math.min(0, ...ends);
  const span = Math.max(...ends) - low || 1;
  const at = (value: number) => ((value - low) / span) * 100;

  return (
    <InsightCard id="insights-waterfall" title={t('insights.waterfall.heading')} intro={t('insights.waterfall.intro')}>
      <p data-testid="waterfall-basis" data-basis={flow.basis} className="mb-3 text-xs text-slate-600">
        {t(`insights.waterfall.${flow.basis}`, { leads: formatCount(flow.leads, language) })}
      </p>
      {/* The picture: hidden from screen readers, which read the table below instead. */}
      <div
        data-testid="waterfall-chart"
        role="img"
        aria-label={t('insights.waterfall.chartLabel', { revenue: money(waterfall.revenue), profit: money(waterfall.profit) })}
        className="grid gap-1.5"
      >
        {bars.map((bar) => (
          <div
            key={bar.key}
            data-step={bar.key}
            className="grid grid-cols-[minmax(5rem,8rem)_minmax(0,1fr)_auto] items-center gap-2 text-xs sm:grid-cols-[11rem_minmax(0,1fr)_7rem]"
          >
            <span
              aria-hidden
              className={cn('min-w-0', bar.key === 'revenue' || bar.key === 'profit' ? 'font-semibold text-slate-900' : 'text-slate-700')}
            >
              {bar.label}
            </span>
            <span aria-hidden className="relative block h-5 rounded-sm bg-slate-100">
              <span
                className={cn('absolute inset-y-0 rounded-sm', TONE[bar.tone])}
                style={{
                  insetInlineStart: `${at(Math.min(bar.from, bar.to))}%`,
                  width: `max(2px, ${(Math.abs(bar.to - bar.from) / span) * 100}%)`,
                }}
              />
            </span>
            <span
              aria-hidden
              className={cn(
                'tabular whitespace-nowrap text-end font-medium',
                bar.tone === 'cost' || bar.tone === 'loss' ? 'text-red-700' : 'text-slate-900',
              )}
            >
              {money(bar.tone === 'cost' ? -bar.amount : bar.amount)}
            </span>
          </div>
        ))}
      </div>
      {/* The wrapper is what hides: a table ignores sr-only's 1px width and would widen a phone's page. */}
      <div className="sr-only">
        <table data-testid="waterfall-table">
          <caption>{t('insights.waterfall.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.waterfall.step')}</th>
              <th scope="col">{t('insights.waterfall.amount')}</th>
              <th scope="col">{t('insights.waterfall.left')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key} data-step={bar.key}>
                <th scope="row">{bar.label}</th>
                <td data-cell="amount">{money(bar.tone === 'cost' ? -bar.amount : bar.amount)}</td>
                <td data-cell="left">{money(bar.left)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HowComputed topics={['waterfall']} />
    </InsightCard>
  );
}
