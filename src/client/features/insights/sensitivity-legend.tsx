import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '@domain/format';
import { useLanguage } from '../../i18n/use-language';
import { legendStops, zeroPosition } from './heat-colour';

// Closer than this to an end, the $0 mark would sit on the lowest or highest figure's label.
const ZERO_LABEL_MARGIN = 22;

/** Colour scale from the map's true lowest profit to its true highest, with $0 where it falls, and the map's two marks. */
export function SensitivityLegend({ minProfit, maxProfit, rtl }: { minProfit: number; maxProfit: number; rtl: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stops = legendStops(minProfit, maxProfit)
    .map((stop) => `${stop.colour} ${stop.at}%`)
    .join(', ');
  const zero = zeroPosition(minProfit, maxProfit);
  const zeroLabelled = zero !== null && zero >= ZERO_LABEL_MARGIN && zero <= 100 - ZERO_LABEL_MARGIN;
  return (
    <div className="grid gap-2 text-xs text-slate-700">
      <div>
        <div
          aria-hidden
          className="h-3 rounded-full border border-slate-200"
          style={{ background: `linear-gradient(to ${rtl ? 'left' : 'right'}, ${stops})` }}
        />
        <div className="tabular relative mt-1 flex justify-between gap-2" data-testid="sensitivity-legend">
          {/* Isolated, so a loss keeps its minus sign before the figure beside Arabic text. */}
          <span data-legend="min">
            {t('insights.sensitivity.legendLowest')} <bdi>{formatMoney(minProfit, language)}</bdi>
          </span>
          {zeroLabelled && (
            <span aria-hidden className="absolute top-0 -translate-x-1/2 rtl:translate-x-1/2" style={{ insetInlineStart: `${zero}%` }}>
              {formatMoney(0, language)}
            </span>
          )}
          <span data-legend="max" className="text-end">
            {t('insights.sensitivity.legendHighest')} <bdi>{formatMoney(maxProfit, language)}</bdi>
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <span className="inline-flex items-center gap-1.5">
          <svg aria-hidden width="28" height="8" viewBox="0 0 28 8">
            <line x1="0" y1="4" x2="28" y2="4" stroke="#0f172a" strokeWidth="2.5" strokeDasharray="6 4" />
          </svg>
          {t('insights.sensitivity.legendFrontier')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <svg aria-hidden width="16" height="16" viewBox="0 0 16 16">
            <circle cx="8" cy="8" r="6" fill="#0f172a" stroke="#cbd5e1" strokeWidth="2" />
          </svg>
          {t('insights.sensitivity.legendCurrent')}
        </span>
      </div>
    </div>
  );
}
