import { useTranslation } from '../../i18n/use-translation';
import { isRightToLeft, NOT_AVAILABLE } from '@domain/format';
import { heatMapLineReason } from '@domain/model/insights';
import type { SimulationInput } from '@domain/model/simulate';
import { useLanguage } from '../../i18n/use-language';
import { HowComputed } from './how-computed';
import { InsightCard } from './insight-card';
import { SensitivityLegend } from './sensitivity-legend';
import { SensitivityMap } from './sensitivity-map';
import { SensitivityTable } from './sensitivity-table';
import { UnavailableReasonText } from './unavailable';
import { useSensitivity } from './use-sensitivity';

/** Profit over delivery rate × ads cost per lead, with the break-even line, a legend and the same numbers as a table. */
export function SensitivityCard({ input }: { input: SimulationInput }) {
  const { t } = useTranslation();
  const rtl = isRightToLeft(useLanguage());
  const { grid, input: shown } = useSensitivity(input);
  const lineReason = heatMapLineReason(shown, grid);
  return (
    <InsightCard id="insights-sensitivity" title={t('insights.sensitivity.heading')} intro={t('insights.sensitivity.intro')}>
      <div data-testid="sensitivity-map" className="grid min-w-0 gap-2">
        <p aria-hidden className="mx-auto w-full max-w-xl text-xs font-medium text-slate-600">
          ↑ {t('insights.sensitivity.yAxis')}
        </p>
        <div className="mx-auto w-full max-w-xl">
          <SensitivityMap grid={grid} current={{ deliveredRate: shown.deliveredRate, adsCost: shown.adsCost }} rtl={rtl} />
        </div>
        <p aria-hidden className="text-center text-xs font-medium text-slate-600">
          {t('insights.sensitivity.xAxisDirection')}
        </p>
        <div className="mx-auto w-full max-w-xl">
          <SensitivityLegend minProfit={grid.minProfit} maxProfit={grid.maxProfit} rtl={rtl} />
        </div>
        {lineReason && (
          <p className="mx-auto w-full max-w-xl text-sm text-slate-700">
            <span className="font-medium">{t('insights.sensitivity.legendFrontier')}</span>{' '}
            <span data-testid="sensitivity-line" className="tabular font-bold">{NOT_AVAILABLE}</span>
            <UnavailableReasonText reason={lineReason} testId="sensitivity-line" />
          </p>
        )}
      </div>
      <details className="mt-3 min-w-0 rounded-md border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
          {t('insights.sensitivity.showTable')}
        </summary>
        <div className="border-t border-slate-200 p-2">
          <SensitivityTable grid={grid} />
        </div>
      </details>
      <HowComputed topics={['sensitivity']} />
    </InsightCard>
  );
}
