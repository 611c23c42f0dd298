import type { Status } from '@domain/schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { CatalogueTable, type CatalogueColumn, type CatalogueRow, type CatalogueTableProps } from './catalogue-table';
import { StatusBadge } from './status-badge';

type NamedRow = CatalogueRow & { name: string; status: Status };

export interface NamedRowsTableProps<T extends NamedRow> extends Omit<CatalogueTableProps<T>, 'rowLabel'> {
  group: 'services' | 'countries';
}

/** A services or countries table (docs/product.md#screens): the kind's columns, then STATUS; each row is called by its name. */
export function NamedRowsTable<T extends NamedRow>({ columns, ...props }: NamedRowsTableProps<T>) {
  const { t } = useTranslation();
  const status: CatalogueColumn<T> = {
    id: 'status',
    header: t(`manage.${props.group}.columns.status`),
    cell: (row) => <StatusBadge status={row.status} />,
  };
  return <CatalogueTable {...props} columns={[...columns, status]} rowLabel={(row) => row.name} />;
}
