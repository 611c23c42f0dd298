import type { Country } from '@domain/entities';
import { formatNumber } from '@domain/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { Table, TableCell, TableHead } from '../ui/table';
import { Flag } from './flag';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';
import { TableStateRow } from './table-state-row';

export interface CountriesTableProps {
  rows: readonly Country[];
  isLoading: boolean;
  canEdit(row: Country): boolean;
  /** Whether the viewer may delete a row; the same as canEdit when omitted. */
  canDelete?(row: Country): boolean;
  onEdit(row: Country): void;
  onDelete(row: Country): void;
  deletingId?: string | null;
  extraColumns?: { header: string; cell(row: Country): React.ReactNode }[];
}

/** SPEC §2 countries table: NAME, CODE (dash if missing), CURRENCY, CURRENCY CHANGE (1 if falsy), STATUS, ACTIONS. */
export function CountriesTable({ rows, isLoading, canEdit, canDelete = canEdit, onEdit, onDelete, deletingId, extraColumns = [] }: CountriesTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table aria-label={t('manage.countries.tableLabel')}>
      <thead>
        <tr>
          <TableHead>{t('manage.countries.columns.name')}</TableHead>
          <TableHead>{t('manage.countries.columns.code')}</TableHead>
          <TableHead>{t('manage.countries.columns.currency')}</TableHead>
          <TableHead>{t('manage.countries.columns.currencyChange')}</TableHead>
          <TableHead>{t('manage.countries.columns.status')}</TableHead>
          {extraColumns.map((column) => (
            <TableHead key={column.header}>{column.header}</TableHead>
          ))}
          <TableHead className="text-end">{t('manage.countries.columns.actions')}</TableHead>
        </tr>
      </thead>
      <tbody>
        <TableStateRow colSpan={6 + extraColumns.length} isLoading={isLoading} isEmpty={rows.length === 0} emptyText={t('manage.countries.empty')} />
        {rows.map((row) => (
          <tr key={row.id}>
            <TableCell className="font-medium">
              <span className="inline-flex items-center gap-2">
                <Flag code={row.code} />
                {row.name}
              </span>
            </TableCell>
            <TableCell>{row.code || '-'}</TableCell>
            <TableCell>{row.currency}</TableCell>
            <TableCell>{formatNumber(row.currencyChange || 1, language, 4)}</TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
            </TableCell>
            {extraColumns.map((column) => (
              <TableCell key={column.header}>{column.cell(row)}</TableCell>
            ))}
            <TableCell>
              <RowActions
                label={row.name}
                isDefault={row.isDefault}
                canEdit={canEdit(row)}
                canDelete={canDelete(row)}
                deleting={deletingId === row.id}
                onEdit={() => onEdit(row)}
                onDelete={() => onDelete(row)}
              />
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
