import { useTranslation } from 'react-i18next';
import { formatMoney } from '@domain/format';
import { useLanguage } from '../../i18n/use-language';
import { LEGEND_STOPS } from './heat-colour';

/** Colour scale from the largest loss to the largest profit (centred on $0), and the map's two marks. */
export function SensitivityLegend({ extent, rtl }: { extent: number; rtl: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="grid gap-2 text-xs text-slate-700">
      <div>
        <div
          aria-hidden
          className="h-3 rounded-full border border-slate-200"
          style={{ background: `linear-gradient(to ${rtl ? 'left' : 'right'}, ${LEGEND_STOPS})` }}
        />
        <div className="tabular mt-1 flex justify-between gap-2">
          <span>
            {t('insights.sensitivity.legendLoss')} {formatMoney(-extent, language)}
          </span>
          <span>{formatMoney(0, language)}</span>
          <span>
            {t('insights.sensitivity.legendProfit')} {formatMoney(extent, language)}
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
