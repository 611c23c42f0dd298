import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Table, TableCell, TableHead } from '../../../components/ui/table';
import { CatalogueCards } from './catalogue-cards';
import { CatalogueRowActions } from './catalogue-row-actions';
import { TableStateRow } from '../../../components/management/table-state-row';
import type { TextGroup } from '../use-scope-texts';

/** What every catalogue row has: an id and whether it is an administrator's default (docs/product.md#access-and-ownership). */
export interface CatalogueRow {
  id: string;
  isDefault: boolean;
}

export interface CatalogueColumn<T> {
  /** Stable React key. */
  id: string;
  header: string;
  cell(row: T): ReactNode;
  /** Figures line up at the end of the column. */
  align?: 'end';
  /** Classes of the column's body cells only. */
  cellClassName?: string;
  /** Left out of a phone's row card because the card's title already shows it (the name, its flag or icon). */
  inCardTitle?: boolean;
}

/** The props a screen or tab gives a resource's table (the table itself adds its columns). */
export interface CatalogueRowsProps<T extends CatalogueRow> {
  rows: readonly T[];
  isLoading: boolean;
  /** Whether the viewer may edit a row (sellers: only their own; admins: the defaults). */
  canEdit(row: T): boolean;
  /** Whether the viewer may delete a row; the same as canEdit when omitted. */
  canDelete?(row: T): boolean;
  onEdit(row: T): void;
  onDelete(row: T): void;
  deletingId?: string | null;
  /** Extra columns before ACTIONS, e.g. the admin dashboard's created date. */
  extraColumns?: readonly CatalogueColumn<T>[];
}

export interface CatalogueTableProps<T extends CatalogueRow> extends CatalogueRowsProps<T> {
  /** Where the table's name, actions header and empty text come from (`manage.<group>`). */
  group: TextGroup;
  columns: readonly CatalogueColumn<T>[];
  /** The row's name in its buttons' accessible names ("Edit Morocco"). */
  rowLabel(row: T): string;
  /** The heading of a phone's row card; the row label when omitted. */
  cardTitle?(row: T): ReactNode;
  /** Below this width rows show as cards; a wide table (the fees) turns into cards earlier. */
  cardsBelow?: 'md' | 'lg' | 'wide';
}

/** A table's props with its texts looked up: what the wide table, the cards and the row actions draw. */
export interface CatalogueListProps<T extends CatalogueRow> extends Omit<CatalogueTableProps<T>, 'group'> {
  /** The table's accessible name. */
  label: string;
  actionsHeader: string;
  emptyText: string;
}

// Tailwind's md and lg breakpoints, and the width the fee table's ten columns and buttons need
// (at 1280 px its actions scrolled out of sight, so below this it shows cards).
const BREAKPOINTS = { md: '(min-width: 48rem)', lg: '(min-width: 64rem)', wide: '(min-width: 112rem)' } as const;

/**
 * A management list (docs/product.md#screens). On a wide screen, a table: the resource's columns, then the row's edit and
 * delete buttons. On a phone a table only scrolls sideways, so each row is a card instead (CatalogueCards).
 */
export function CatalogueTable<T extends CatalogueRow>({ group, ...props }: CatalogueTableProps<T>) {
  const { t } = useTranslation();
  const wide = useMediaQuery(BREAKPOINTS[props.cardsBelow ?? 'md']);
  const list = {
    ...props,
    label: t(`manage.${group}.tableLabel`),
    actionsHeader: t(`manage.${group}.columns.actions`),
    emptyText: t(`manage.${group}.empty`),
  };
  return wide ? <WideTable {...list} /> : <CatalogueCards {...list} />;
}

function WideTable<T extends CatalogueRow>(props: CatalogueListProps<T>) {
  const { rows, extraColumns = [] } = props;
  const columns = [...props.columns, ...extraColumns];
  return (
    <Table aria-label={props.label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <TableHead key={column.id} align={column.align}>
              {column.header}
            </TableHead>
          ))}
          <TableHead align="end">{props.actionsHeader}</TableHead>
        </tr>
      </thead>
      <tbody>
        <TableStateRow colSpan={columns.length + 1} isLoading={props.isLoading} isEmpty={rows.length === 0} emptyText={props.emptyText} />
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <TableCell key={column.id} className={cn(column.align === 'end' && 'text-end', column.cellClassName)}>
                {column.cell(row)}
              </TableCell>
            ))}
            <TableCell>
              <CatalogueRowActions row={row} list={props} />
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
