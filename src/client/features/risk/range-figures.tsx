import { useTranslation } from '../../i18n/use-translation';
import { formatCount, formatMoney, formatPercent } from '@domain/format';
import type { ProfitRange } from '@domain/risk/profit-range';
import { useLanguage } from '../../i18n/use-language';
import { ProfitHistogram } from './profit-histogram';

const PERCENTILES = ['p10', 'p50', 'p90'] as const;

/** Profit and ROI at P10, P50 and P90, the chance of a loss, and the spread as a small chart. */
export function RangeFigures({ range, computing }: { range: ProfitRange; computing: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div aria-busy={computing} className="grid gap-3">
      <h4 className="text-sm font-semibold text-slate-900">{t('risk.results.heading')}</h4>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {PERCENTILES.map((key) => (
          <div key={key} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{t(`risk.results.${key}`)}</dt>
            <dd className="grid">
              <span data-testid={`risk-${key}`} className="tabular text-lg font-semibold text-slate-900">
                {formatMoney(range.profit[key], language)}
              </span>
              <span className="tabular text-xs text-slate-600">{t('risk.results.roi', { value: formatPercent(range.roi[key], language) })}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-2 text-sm">
        <span className="text-slate-600">{t('risk.results.lossProbability')}</span>
        <span data-testid="risk-loss-probability" className="tabular font-semibold text-slate-900">
          {formatPercent(range.lossProbability * 100, language)}
        </span>
      </p>
      {range.draws > 0 ? (
        <>
          <ProfitHistogram histogram={range.histogram} label={t('risk.results.chart')} />
          <p className="text-xs text-slate-600">{t('risk.results.draws', { draws: formatCount(range.draws, language) })}</p>
        </>
      ) : (
        <p className="text-xs text-slate-600">{t('risk.results.noUncertainty')}</p>
      )}
    </div>
  );
}
