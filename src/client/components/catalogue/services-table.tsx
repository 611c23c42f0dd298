import type { Service } from '@domain/entities';
import { useTranslation } from 'react-i18next';
import { Table, TableCell, TableHead } from '../ui/table';
import { ServiceIcon } from './icon-cell';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';
import { TableStateRow } from './table-state-row';

export interface ServicesTableProps {
  rows: readonly Service[];
  isLoading: boolean;
  /** Whether the viewer may edit/delete a row (sellers: only their own; admins: the defaults). */
  canEdit(row: Service): boolean;
  /** Whether the viewer may delete a row; the same as canEdit when omitted. */
  canDelete?(row: Service): boolean;
  onEdit(row: Service): void;
  onDelete(row: Service): void;
  deletingId?: string | null;
  /** Extra columns after STATUS, e.g. the admin dashboard's created date. */
  extraColumns?: { header: string; cell(row: Service): React.ReactNode }[];
}

/** SPEC §2 services table: ICON, NAME, COLOR, STATUS, ACTIONS. */
export function ServicesTable({ rows, isLoading, canEdit, canDelete = canEdit, onEdit, onDelete, deletingId, extraColumns = [] }: ServicesTableProps) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('manage.services.tableLabel')}>
      <thead>
        <tr>
          <TableHead>{t('manage.services.columns.icon')}</TableHead>
          <TableHead>{t('manage.services.columns.name')}</TableHead>
          <TableHead>{t('manage.services.columns.color')}</TableHead>
          <TableHead>{t('manage.services.columns.status')}</TableHead>
          {extraColumns.map((column) => (
            <TableHead key={column.header}>{column.header}</TableHead>
          ))}
          <TableHead className="text-end">{t('manage.services.columns.actions')}</TableHead>
        </tr>
      </thead>
      <tbody>
        <TableStateRow colSpan={5 + extraColumns.length} isLoading={isLoading} isEmpty={rows.length === 0} emptyText={t('manage.services.empty')} />
        {rows.map((row) => (
          <tr key={row.id}>
            <TableCell>
              <ServiceIcon name={row.name} icon={row.icon} />
            </TableCell>
            <TableCell className="min-w-40 font-medium">{row.name}</TableCell>
            <TableCell>
              <span className="inline-flex items-center gap-2">
                <span aria-hidden className="size-5 rounded border border-slate-300" style={{ backgroundColor: row.color }} />
                <span dir="ltr" className="font-mono text-xs text-slate-600">{row.color}</span>
              </span>
            </TableCell>
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
