import { useTranslation } from '../../../i18n/use-translation';
import type { DailyAnswer } from '@domain/ledger/api-schemas';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../i18n/use-language';
import { DAILY_COLUMNS, profitTone } from './daily-columns';
import { periodLabel, splitLabel } from './row-label';

const TONES = { loss: 'text-red-700', gain: 'text-emerald-800', none: 'text-slate-900' } as const;
const HEADLINE = new Set(['profitRealised', 'profitProjected']);

/** The rows on a phone: one card per period (and split), profit first, the other figures as a two-column list. */
export function DailyCards({ answer }: { answer: DailyAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const weekly = answer.groupBy === 'week';
  return (
    <ul className="grid gap-3" aria-labelledby="ledger-rows-title">
      {answer.rows.map((row) => (
        <li key={`${row.period}|${row.key}`} data-testid="ledger-row" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <h3 className="font-semibold text-slate-900">
            {periodLabel(row, weekly, language, t)}
            {answer.splitBy !== 'none' && (
              <span className="block break-words text-sm font-normal text-slate-700">{splitLabel(row, answer.splitBy, language, t)}</span>
            )}
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
            {DAILY_COLUMNS.map((column) => (
              <div key={column.key} className={cn('grid min-w-0 gap-0.5', HEADLINE.has(column.key) && 'order-first')}>
                <dt className="text-xs text-slate-600">{t(`ledger.daily.columns.${column.key}`)}</dt>
                <dd className={cn('font-semibold tabular-nums', TONES[profitTone(row, column.key)])}>{column.text(row, language)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
