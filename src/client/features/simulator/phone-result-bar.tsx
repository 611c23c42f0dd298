import { useTranslation } from '../../i18n/use-translation';
import { formatMoney, formatPercent, NOT_AVAILABLE } from '@domain/format';
import type { SimulationResult } from '@domain/model/simulate';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/use-language';

/**
 * Profit and ROI kept in view on a phone while the inputs are edited: the bar sticks to the bottom of the screen
 * for as long as the inputs' card is on it (sticky within the card), so the results below are no longer three
 * screens away. From the large breakpoint the results sit beside the inputs and the bar is not drawn. It is not a
 * link or a button: stuck to the screen's bottom it lies over whichever control scrolls beneath it, and a control
 * there must stay the only target under the finger (tap targets, docs/product.md#screens).
 */
export function PhoneResultBar({ result }: { result: SimulationResult | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tone = !result ? 'text-slate-900' : result.profit >= 0 ? 'text-green-800' : 'text-red-700';
  return (
    <div
      data-testid="phone-result-bar"
      className="sticky bottom-2 z-30 -mx-1 flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white/95 px-3 py-2 shadow-md backdrop-blur lg:hidden"
    >
      <span className="text-xs font-medium text-slate-600">{t('simulator.summary')}</span>
      <span className="flex items-baseline gap-3">
        <span className="grid text-end">
          <span className="text-xs text-slate-600">{t('simulator.results.profit')}</span>
          <span data-testid="phone-result-profit" className={cn('tabular text-sm font-bold', tone)}>
            {result ? formatMoney(result.profit, language) : NOT_AVAILABLE}
          </span>
        </span>
        <span className="grid text-end">
          <span className="text-xs text-slate-600">{t('simulator.results.roi')}</span>
          <span data-testid="phone-result-roi" className={cn('tabular text-sm font-bold', tone)}>
            {result ? formatPercent(result.roi, language) : NOT_AVAILABLE}
          </span>
        </span>
      </span>
    </div>
  );
}
