import { useTranslation } from 'react-i18next';
import type { DailyAnswer } from '@domain/ledger/api-schemas';
import { Table, TableCell, TableHead } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../i18n/use-language';
import { DAILY_COLUMNS, profitTone } from './daily-columns';
import { periodLabel, splitLabel } from './row-label';

const TONES = { loss: 'text-red-700', gain: 'text-emerald-800', none: 'text-slate-900' } as const;

/** The rows as a wide table (wider screens): one row per period (and split), every figure in its column. */
export function DailyTable({ answer }: { answer: DailyAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const weekly = answer.groupBy === 'week';
  const split = answer.splitBy !== 'none';
  return (
    <Table aria-labelledby="ledger-rows-title" scrollLabel={t('ledger.daily.rows')}>
      <thead>
        <tr>
          <TableHead>{t('ledger.daily.period')}</TableHead>
          {split && <TableHead>{t(`ledger.daily.splits.${answer.splitBy}`)}</TableHead>}
          {DAILY_COLUMNS.map((column) => (
            <TableHead key={column.key} align="end">
              {t(`ledger.daily.columns.${column.key}`)}
            </TableHead>
          ))}
        </tr>
      </thead>
      <tbody>
        {answer.rows.map((row) => (
          <tr key={`${row.period}|${row.key}`} data-testid="ledger-row">
            <th scope="row" className="whitespace-nowrap border-b border-slate-100 px-3 py-2 text-start font-medium text-slate-900">
              {periodLabel(row, weekly, language, t)}
            </th>
            {split && <TableCell className="max-w-48 truncate">{splitLabel(row, answer.splitBy, language, t)}</TableCell>}
            {DAILY_COLUMNS.map((column) => (
              <TableCell key={column.key} className={cn('whitespace-nowrap text-end tabular-nums', TONES[profitTone(row, column.key)])}>
                {column.text(row, language)}
              </TableCell>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
