import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ConfirmDeleteDialog } from '../../components/management/confirm-delete-dialog';
import { DataTableFooter } from '../../components/management/data-table-footer';
import { ManagementLayout } from '../../components/management/management-layout';
import { useAdminDate } from '../../components/management/use-admin-date';
import { useTableView } from '../../components/management/use-table-view';
import { isolate } from '../../lib/bidi-isolate';
import { serverFieldIssues } from '../../lib/field-issues';
import type { CatalogueScope } from '../../lib/catalogue-queries';
import { cn } from '../../lib/cn';
import type { CatalogueApi } from './api/catalogue-api';
import type { CatalogueFormProps } from './forms/catalogue-form-props';
import { DeleteImpactText } from './delete-impact-text';
import { CatalogueFormDialogs } from './forms/catalogue-form-dialogs';
import type { CatalogueColumn, CatalogueRow, CatalogueRowsProps } from './tables/catalogue-table';
import { useCatalogueRows } from './use-catalogue-rows';
import { GROUPS, useScopeTexts, type TextGroup } from './use-scope-texts';

type Row = CatalogueRow & { createdAt: string };

/** The rows with the viewer's own before the defaults; the sort is stable, so each keeps its order. */
function ownRowsFirst<T extends CatalogueRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => Number(a.isDefault) - Number(b.isDefault));
}

export interface CatalogueScreenProps<T extends Row & Partial<TInput>, TInput> {
  scope: CatalogueScope;
  group: TextGroup;
  api: CatalogueApi<T, TInput>;
  /** Lists the screen reads besides its own, refetched with it by the Refresh button. */
  refreshAlso?(): void;
  /** Search: whether a row matches the trimmed, lower-case text; keep it stable (module level or useCallback). */
  matches(row: T, needle: string): boolean;
  /** The row's name in the admin's toasts and delete confirmation. */
  rowName(row: T): string;
  renderTable(props: CatalogueRowsProps<T>): ReactNode;
  renderForm(props: CatalogueFormProps<TInput>, editing: T | null): ReactNode;
  /** A seller may edit a default too (fees: saving makes their own copy), though never delete it. */
  ownEditsDefaults?: boolean;
  /** The admin's list adds a Created column. */
  createdColumn?: boolean;
  /** Wide tables (the fees) get a wider page and wider dialogs. */
  wide?: boolean;
  /**
   * Services and countries take fee structures with them: their delete is confirmed in both scopes and the
   * confirmation says how many go. A seller's own fee structure is deleted at once.
   */
  deleteImpact?: 'services' | 'countries';
}

/**
 * Management screen of one catalogue kind, in either scope. A seller (`own`) sees the defaults
 * read-only and badged beside their own rows; they confirm deleting a service or a country, which takes
 * fee structures along. The admin (`defaults`) manages the defaults every seller sees, in a dashboard tab,
 * and confirms each delete.
 */
export function CatalogueScreen<T extends Row & Partial<TInput>, TInput>(props: CatalogueScreenProps<T, TInput>) {
  const { t } = useTranslation();
  const date = useAdminDate();
  const { scope, group, api } = props;
  const own = scope === 'own';
  const { stem } = GROUPS[group];
  const texts = useScopeTexts(scope, group, props.rowName);
  const list = useCatalogueRows(api, scope);
  // A seller's own rows first, then the defaults, each in the server's order: their own never hide on page 2.
  const rows = useMemo(() => (own && list.data ? ownRowsFirst(list.data) : list.data), [own, list.data]);
  const view = useTableView(rows, props.matches);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  // A refusal that names fields is shown at them by the open form; anything else in a toast.
  const failedWrite = (error: unknown) => {
    if (serverFieldIssues(error).length === 0) texts.failed(error);
  };
  const create = api.useCreate(scope, {
    onSuccess: (row) => {
      setAdding(false);
      texts.succeeded('created', row);
    },
    onError: failedWrite,
  });
  const update = api.useUpdate(scope, {
    onSuccess: (row) => {
      setEditing(null);
      texts.succeeded('updated', row);
    },
    onError: failedWrite,
  });
  const remove = api.useDelete(scope, {
    onSuccess: (_result, row) => {
      setDeleting(null);
      texts.succeeded('deleted', row);
    },
    onError: (error) => {
      texts.failed(error);
      setDeleting(null);
    },
  });
  const createdColumn: CatalogueColumn<T> = {
    id: 'created',
    header: t('admin.created'),
    cell: (row) => <span className="whitespace-nowrap">{date(row.createdAt)}</span>,
  };

  const screen = (
    <>
      <ManagementLayout
        idPrefix={own ? group : `admin-${group}`}
        heading={texts.heading(view.filtered.length)}
        headingLevel={own ? 1 : 2}
        search={view.search}
        onSearchChange={view.setSearch}
        searchPlaceholder={texts.searchPlaceholder}
        onNew={() => {
          create.reset();
          setAdding(true);
        }}
        onRefresh={() => {
          list.refetch();
          props.refreshAlso?.();
        }}
        refreshing={list.isFetching}
      >
        {props.renderTable({
          rows: view.pagination.pageRows,
          isLoading: list.isLoading,
          canEdit: (row) => !own || !!props.ownEditsDefaults || !row.isDefault,
          canDelete: (row) => !own || !row.isDefault,
          onEdit: (row) => {
            update.reset();
            setEditing(row);
          },
          onDelete: own && !props.deleteImpact ? (row) => remove.mutate(row) : setDeleting,
          deletingId: remove.isPending ? (remove.variables?.id ?? null) : null,
          extraColumns: !own && props.createdColumn ? [createdColumn] : [],
        })}
        <DataTableFooter idPrefix={own ? group : `admin-${group}`} pagination={view.pagination} more={list.more} />
      </ManagementLayout>

      <CatalogueFormDialogs<T, TInput>
        renderForm={props.renderForm}
        formIds={own ? { create: `new-${stem}`, edit: `edit-${stem}` } : { create: `admin-${stem}-new`, edit: `admin-${stem}-edit` }}
        texts={texts.dialogs}
        width={props.wide ? (own ? '2xl' : '3xl') : undefined}
        adding={adding}
        editing={editing}
        create={create}
        update={update}
        onCloseAdd={() => setAdding(false)}
        onCloseEdit={() => setEditing(null)}
      />
      {(!own || props.deleteImpact) && (
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={texts.confirmTitle}
          description={texts.confirmDescription(isolate(deleting ? props.rowName(deleting) : ''))}
          details={props.deleteImpact && <DeleteImpactText kind={props.deleteImpact} scope={scope} id={deleting?.id} />}
          pending={remove.isPending}
          onConfirm={() => deleting && remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
  // A seller's page of its own; the admin's tab sits inside the dashboard's frame.
  return own ? <div className={cn('mx-auto px-3 py-6 sm:px-4', props.wide ? 'max-w-7xl' : 'max-w-6xl')}>{screen}</div> : screen;
}
