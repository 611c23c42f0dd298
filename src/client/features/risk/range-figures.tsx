import { useTranslation } from '../../i18n/use-translation';
import { formatCount, formatMoney, formatPercent } from '@domain/format';
import type { ProfitRange } from '@domain/risk/profit-range';
import { useLanguage } from '../../i18n/use-language';
import { ProfitHistogram } from './profit-histogram';

const PERCENTILES = ['p10', 'p50', 'p90'] as const;
const TERMS = {
  p10: { profit: 'profitP10', roi: 'roiP10' },
  p50: { profit: 'profitP50', roi: 'roiP50' },
  p90: { profit: 'profitP90', roi: 'roiP90' },
} as const;

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
            <dt className="grid text-xs text-slate-600">
              <span className="font-semibold text-slate-700">{t(`risk.results.terms.${TERMS[key].profit}`)}</span>
              <span>{t(`risk.results.${key}`)}</span>
            </dt>
            <dd className="grid">
              <span data-testid={`risk-${key}`} className="tabular text-lg font-semibold text-slate-900">
                {formatMoney(range.profit[key], language)}
              </span>
              <span className="flex flex-wrap gap-x-1 text-xs text-slate-600">
                <span>{t(`risk.results.terms.${TERMS[key].roi}`)}</span>
                <span className="tabular" data-testid={`risk-roi-${key}`}>
                  {formatPercent(range.roi[key], language)}
                </span>
              </span>
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
