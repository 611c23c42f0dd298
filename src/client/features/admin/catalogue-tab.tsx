import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueFormProps } from '../catalogue/forms/catalogue-form-props';
import type { CatalogueRow, CatalogueRowsProps } from '../catalogue/tables/catalogue-table';
import { DataTableFooter } from '../../components/management/data-table-footer';
import { CatalogueFormDialogs } from '../catalogue/forms/catalogue-form-dialogs';
import { ManagementLayout } from '../../components/management/management-layout';
import { useTableView } from '../../components/management/use-table-view';
import { apiJson, apiRequest } from '../../lib/api';
import { useAdminDate } from '../../components/management/use-admin-date';
import { isolate } from '../../lib/bidi-isolate';
import { ConfirmDeleteDialog } from '../../components/management/confirm-delete-dialog';
import { useAdminMutation } from './use-admin-mutation';

export interface CatalogueTabProps<T extends CatalogueRow, TInput> {
  /** The resource: its admin calls (`/api/admin/<area>`), its texts (`admin.<area>.*`) and its ids. */
  area: 'services' | 'countries';
  /** The admin list (useAdminServices, useAdminCountries). */
  query: UseQueryResult<T[]>;
  /** Search: whether a row matches the trimmed, lower-case text; module level, so it stays the same function. */
  matches(row: T, needle: string): boolean;
  Table: ComponentType<CatalogueRowsProps<T>>;
  Form: ComponentType<CatalogueFormProps<TInput>>;
  /** Prefixes of the add and edit forms' field ids. */
  formIds: { create: string; edit: string };
}

/** A tab of default services or countries: the management screen's table and form on the admin calls, delete after a confirmation. */
export function CatalogueTab<T extends CatalogueRow & Partial<TInput> & { name: string; createdAt: string }, TInput>(props: CatalogueTabProps<T, TInput>) {
  const { t } = useTranslation();
  const date = useAdminDate();
  const { area, query, Table, Form } = props;
  const endpoint = `/api/admin/${area}`;
  const view = useTableView(query.data, props.matches);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const create = useAdminMutation({
    area,
    run: (body: TInput) => apiJson<T>('POST', endpoint, body),
    success: (row) => ({ title: t(`admin.${area}.created`), description: row.name }),
    onDone: () => setAdding(false),
  });
  const update = useAdminMutation({
    area,
    run: ({ id, input }: { id: string; input: TInput }) => apiJson<T>('PATCH', `${endpoint}/${id}`, input),
    success: (row) => ({ title: t(`admin.${area}.updated`), description: row.name }),
    onDone: () => setEditing(null),
  });
  const remove = useAdminMutation({
    area,
    run: (row: T) => apiRequest('DELETE', `${endpoint}/${row.id}`),
    success: (_result, row) => ({ title: t(`admin.${area}.deleted`), description: row.name }),
    onDone: () => setDeleting(null),
    onFailed: () => setDeleting(null),
  });

  return (
    <ManagementLayout
      heading={t(`admin.${area}.heading`, { count: view.filtered.length })}
      headingLevel={2}
      search={view.search}
      onSearchChange={view.setSearch}
      searchPlaceholder={t(`manage.${area}.searchPlaceholder`)}
      onNew={() => setAdding(true)}
      onRefresh={() => void query.refetch()}
      refreshing={query.isFetching}
      idPrefix={`admin-${area}`}
    >
      <Table
        rows={view.pagination.pageRows}
        isLoading={query.isLoading}
        canEdit={() => true}
        onEdit={setEditing}
        onDelete={setDeleting}
        deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
        extraColumns={[{ id: 'created', header: t('admin.created'), cell: (row) => <span className="whitespace-nowrap">{date(row.createdAt)}</span> }]}
      />
      <DataTableFooter pagination={view.pagination} idPrefix={`admin-${area}`} />

      <CatalogueFormDialogs<T, TInput>
        Form={Form}
        formIds={props.formIds}
        texts={{
          addTitle: t(`admin.${area}.add`),
          addDescription: t(`admin.${area}.addDescription`),
          editTitle: t(`admin.${area}.edit`),
          editDescription: t(`admin.${area}.editDescription`),
        }}
        adding={adding}
        editing={editing}
        create={create}
        update={update}
        onCloseAdd={() => setAdding(false)}
        onCloseEdit={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t(`admin.${area}.confirmTitle`)}
        description={t(`admin.${area}.confirmDescription`, { name: isolate(deleting?.name ?? '') })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </ManagementLayout>
  );
}
