import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney, formatPercent } from '@domain/format';
import type { SensitivityGrid } from '@domain/model/insights';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { useLanguage } from '../../i18n/use-language';
import { SensitivityCards } from './sensitivity-cards';

// Tailwind's md: from here the card is wide enough for the whole grid as one table.
const WIDE = '(min-width: 48rem)';

/** The heat map's numbers: one table on a wide screen, a small table per delivery rate on a phone. */
export const SensitivityTable = memo(function SensitivityTable({ grid }: { grid: SensitivityGrid }) {
  return useMediaQuery(WIDE) ? <WideSensitivityTable grid={grid} /> : <SensitivityCards grid={grid} />;
});

/** The heat map's numbers as a table (rows in the map's order: highest delivery rate first). */
function WideSensitivityTable({ grid }: { grid: SensitivityGrid }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rowOrder = grid.deliveredRates.map((_, row) => row).reverse();
  return (
    // Focusable so keyboard users can still scroll it should a long figure make it wider than its card.
    <div
      className="relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
      tabIndex={0}
      role="region"
      aria-label={t('insights.sensitivity.tableCaption')}
    >
      <table data-testid="sensitivity-table" className="w-full border-collapse text-xs">
        <caption className="sr-only">{t('insights.sensitivity.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-slate-200 px-2 py-1.5 text-start font-semibold text-slate-600">
              {t('insights.sensitivity.corner')}
            </th>
            {grid.adsCosts.map((cpl, col) => (
              <th key={col} scope="col" className="tabular whitespace-nowrap border-b border-slate-200 px-2 py-1.5 text-end font-semibold text-slate-600">
                {formatMoney(cpl, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowOrder.map((row) => (
            <tr key={row}>
              <th scope="row" className="tabular whitespace-nowrap border-b border-slate-100 px-2 py-1.5 text-start font-semibold text-slate-600">
                {formatPercent(grid.deliveredRates[row]!, language)}
              </th>
              {grid.profit[row]!.map((profit, col) => (
                <td
                  key={col}
                  data-row={row}
                  data-col={col}
                  className={cn(
                    'tabular whitespace-nowrap border-b border-slate-100 px-2 py-1.5 text-end',
                    profit < 0 ? 'text-red-700' : 'text-green-800',
                  )}
                >
                  {formatMoney(profit, language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
