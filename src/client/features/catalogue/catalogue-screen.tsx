import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueRow, CatalogueRowsProps } from './tables/catalogue-table';
import type { CatalogueFormProps } from './forms/catalogue-form-props';
import { CatalogueFormDialogs } from './forms/catalogue-form-dialogs';
import { DataTableFooter } from '../../components/management/data-table-footer';
import { ManagementLayout } from '../../components/management/management-layout';
import { useCatalogueMutations, type CatalogueMutationOptions } from './api/use-catalogue-mutations';
import { useTableView } from '../../components/management/use-table-view';

export interface CatalogueScreenProps<T extends CatalogueRow, TInput> extends Pick<CatalogueMutationOptions, 'endpoint' | 'resource' | 'failureToast' | 'idInUpdateBody'> {
  /** Search: whether a row matches the trimmed, lower-case text; module level, so it stays the same function. */
  matches(row: T, needle: string): boolean;
  Table: ComponentType<CatalogueRowsProps<T>>;
  Form: ComponentType<CatalogueFormProps<TInput>>;
  /** Prefixes of the create and edit forms' field ids. */
  formIds: { create: string; edit: string };
}

/**
 * SPEC §2 /services and /countries: the defaults (read-only, badged) and the seller's own rows, searchable
 * and paged, with create and edit dialogs; a delete is immediate.
 */
export function CatalogueScreen<T extends CatalogueRow & Partial<TInput>, TInput extends object>(props: CatalogueScreenProps<T, TInput>) {
  const { t } = useTranslation();
  const { resource, Table, Form } = props;
  const query = useQuery<T[]>({ queryKey: [props.endpoint] });
  const view = useTableView(query.data, props.matches);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const { create, update, remove } = useCatalogueMutations<TInput>({
    ...props,
    onCreated: () => setCreating(false),
    onUpdated: () => setEditing(null),
  });

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-4">
      <ManagementLayout
        idPrefix={resource}
        heading={t(`manage.${resource}.heading`, { count: view.filtered.length })}
        search={view.search}
        onSearchChange={view.setSearch}
        searchPlaceholder={t(`manage.${resource}.searchPlaceholder`)}
        onNew={() => setCreating(true)}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      >
        <Table
          rows={view.pagination.pageRows}
          isLoading={query.isLoading}
          canEdit={(row) => !row.isDefault}
          onEdit={setEditing}
          onDelete={(row) => remove.mutate(row.id)}
          deletingId={remove.isPending ? remove.variables : null}
        />
        <DataTableFooter idPrefix={resource} pagination={view.pagination} />
      </ManagementLayout>

      <CatalogueFormDialogs<T, TInput>
        Form={Form}
        formIds={props.formIds}
        texts={{
          addTitle: t(`manage.${resource}.addTitle`),
          addDescription: t(`manage.${resource}.addDescription`),
          editTitle: t(`manage.${resource}.editTitle`),
          editDescription: t(`manage.${resource}.editDescription`),
        }}
        adding={creating}
        editing={editing}
        create={create}
        update={update}
        onCloseAdd={() => setCreating(false)}
        onCloseEdit={() => setEditing(null)}
      />
    </div>
  );
}
