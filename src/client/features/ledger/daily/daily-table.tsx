import { useTranslation } from '../../../i18n/use-translation';
import type { DailyAnswer } from '@domain/ledger/api-schemas';
import { Table, TableCell, TableHead } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../i18n/use-language';
import { DAILY_COLUMNS, profitTone, type DailyColumnKey } from './daily-columns';
import { periodLabel, splitLabel } from './row-label';

const TONES = { loss: 'text-red-700', gain: 'text-emerald-800', none: 'text-slate-900' } as const;

/** Some figures of the rows as a table (wider screens): one row per period (and split), each figure in its column. */
export function DailyTable({
  answer,
  columns: keys,
  titleId,
}: {
  answer: DailyAnswer;
  columns: readonly DailyColumnKey[];
  titleId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const weekly = answer.groupBy === 'week';
  const split = answer.splitBy !== 'none';
  const columns = DAILY_COLUMNS.filter((column) => keys.includes(column.key));
  return (
    <Table aria-labelledby={titleId}>
      <thead>
        <tr>
          <TableHead>{t('ledger.daily.period')}</TableHead>
          {split && <TableHead>{t(`ledger.daily.splits.${answer.splitBy}`)}</TableHead>}
          {columns.map((column) => (
            <TableHead key={column.key} align="end" wrap="lines">
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
            {columns.map((column) => (
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
