import { useTranslation } from '../../i18n/use-translation';
import { formatMoney, formatPercent } from '@domain/format';
import type { SensitivityGrid } from '@domain/model/insights';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/use-language';

/**
 * The heat map's numbers on a phone, where nine money columns cannot fit: one small table per
 * delivery rate (highest first, as in the map), its ads costs per lead beside their profit, the tables side by
 * side as far as the width allows.
 */
export function SensitivityCards({ grid }: { grid: SensitivityGrid }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rowOrder = grid.deliveredRates.map((_, row) => row).reverse();
  return (
    <ul
      data-testid="sensitivity-cards"
      aria-label={t('insights.sensitivity.tableCaption')}
      className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2"
    >
      {rowOrder.map((row) => (
        <li key={row} className="min-w-0 rounded-md border border-slate-200">
          <table className="w-full border-collapse text-xs">
            <caption className="border-b border-slate-200 bg-slate-50 px-2 py-1.5 text-start font-semibold text-slate-800">
              {t('insights.sensitivity.rowCaption', { rate: formatPercent(grid.deliveredRates[row]!, language) })}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('insights.sensitivity.xAxis')}</th>
                <th scope="col">{t('insights.sensitivity.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {grid.profit[row]!.map((profit, col) => (
                <tr key={col}>
                  <th scope="row" className="tabular whitespace-nowrap px-2 py-1 text-start font-medium text-slate-600">
                    {formatMoney(grid.adsCosts[col]!, language)}
                  </th>
                  <td
                    data-row={row}
                    data-col={col}
                    className={cn('tabular whitespace-nowrap px-2 py-1 text-end', profit < 0 ? 'text-red-700' : 'text-green-800')}
                  >
                    {formatMoney(profit, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}
