import type { CatalogueListProps, CatalogueRow } from './catalogue-table';
import { RowActions } from './row-actions';

/** One row's edit and delete buttons, the same in the wide table and in a phone's card. */
export function CatalogueRowActions<T extends CatalogueRow>({ row, list }: { row: T; list: CatalogueListProps<T> }) {
  const { canEdit, canDelete = canEdit } = list;
  return (
    <RowActions
      label={list.rowLabel(row)}
      isDefault={row.isDefault}
      canEdit={canEdit(row)}
      canDelete={canDelete(row)}
      deleting={list.deletingId === row.id}
      onEdit={() => list.onEdit(row)}
      onDelete={() => list.onDelete(row)}
    />
  );
}
