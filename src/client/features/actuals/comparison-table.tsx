import { useTranslation } from '../../i18n/use-translation';
import type { ComparedLine, PlanVsActual } from '@domain/actuals/plan-vs-actual';
import {
  formatCount,
  formatMoney,
  formatPercent,
  type Language,
} from '@domain/format';
import { formatSignedCount, formatSignedMoney, formatSignedPercent } from '@domain/format-signed';
import { useLanguage } from '../../i18n/use-language';
import { cn } from '../../lib/cn';

type Kind = 'count' | 'money' | 'percent';

/** How each line is written, and which way is better (none for volumes and costs that grow with volume). */
const LINES: Record<ComparedLine, { kind: Kind; better?: 'up' | 'down'; projected?: boolean }> = {
  leads: { kind: 'count' },
  adsCost: { kind: 'money', better: 'down' },
  confirmedRate: { kind: 'percent', better: 'up' },
  deliveredRate: { kind: 'percent', better: 'up', projected: true },
  confirmedOrders: { kind: 'count', better: 'up' },
  deliveredOrders: { kind: 'count', better: 'up', projected: true },
  returnedOrders: { kind: 'count', better: 'down', projected: true },
  sellingPrice: { kind: 'money', better: 'up', projected: true },
  adCosts: { kind: 'money' },
  productCosts: { kind: 'money', projected: true },
  servicesCost: { kind: 'money', projected: true },
  totalInvestment: { kind: 'money', projected: true },
  profit: { kind: 'money', better: 'up', projected: true },
  roi: { kind: 'percent', better: 'up', projected: true },
};

function written(value: number, kind: Kind, language: Language, signed = false): string {
  if (kind === 'count') return signed ? formatSignedCount(value, language) : formatCount(value, language);
  if (kind === 'money') return signed ? formatSignedMoney(value, language) : formatMoney(value, language);
  return signed ? formatSignedPercent(value, language) : formatPercent(value, language);
}

/** Below what a line shows, a gap is no gap (a cent, a tenth of a percent, half an order). */
const SHOWN_PRECISION: Record<Kind, number> = { count: 0.5, money: 0.005, percent: 0.05 };

/** Plan and actual side by side with the gap of each line; better/worse in words and colour (never colour alone). */
export function ComparisonTable({ comparison }: { comparison: PlanVsActual }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const projecting = comparison.inTransit > 0;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="plan-vs-actual">
        <caption className="sr-only">{t('actuals.compare.title')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-start text-xs text-slate-600">
            <th scope="col" className="py-2 pe-2 text-start font-medium">{t('actuals.compare.line')}</th>
            <th scope="col" className="px-2 py-2 text-end font-medium">{t('actuals.compare.plan')}</th>
            <th scope="col" className="px-2 py-2 text-end font-medium">{t('actuals.compare.actual')}</th>
            <th scope="col" className="hidden py-2 ps-2 text-end font-medium sm:table-cell">{t('actuals.compare.gap')}</th>
          </tr>
        </thead>
        <tbody>
          {comparison.lines.map((line) => {
            const { kind, better, projected } = LINES[line.key];
            const moved = Math.abs(line.gap) >= SHOWN_PRECISION[kind];
            const verdict = !moved || !better ? null : (line.gap > 0) === (better === 'up') ? 'better' : 'worse';
            // On a phone the gap goes under the actual figure: four columns do not fit 390 px.
            const gap = (
              <span
                className={cn(
                  'block font-semibold',
                  verdict === 'better' ? 'text-green-800' : verdict === 'worse' ? 'text-red-700' : 'text-slate-700',
                )}
              >
                {written(moved ? line.gap : 0, kind, language, true)}
                {verdict && <span className="block text-xs font-normal">{t(`actuals.compare.${verdict}`)}</span>}
              </span>
            );
            return (
              <tr key={line.key} className="border-b border-slate-100" data-testid={`gap-${line.key}`} data-verdict={verdict ?? undefined}>
                <th scope="row" className="py-2 pe-2 text-start font-medium text-slate-800">
                  {t(`actuals.compare.lines.${line.key}`)}
                </th>
                <td className="tabular px-1 py-2 text-end text-slate-700 sm:px-2">{written(line.plan, kind, language)}</td>
                <td className="tabular px-1 py-2 text-end text-slate-900 sm:px-2">
                  <span data-testid={`actual-${line.key}`}>{written(line.actual, kind, language)}</span>
                  {projecting && projected && <span className="ms-1 text-xs text-amber-800">({t('actuals.compare.projectedMark')})</span>}
                  <span className="mt-0.5 block sm:hidden">
                    <span className="sr-only">{t('actuals.compare.gap')}: </span>
                    {gap}
                  </span>
                </td>
                <td className="tabular hidden py-2 ps-2 text-end sm:table-cell">{gap}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
