import type { FeeStructure } from '@domain/entities';
import type { FeeStructureInput } from '@domain/schemas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeeStructureForm } from '../catalogue/forms/fee-structure-form';
import { feeCountryName, FeeStructuresTable } from '../catalogue/tables/fee-structures-table';
import { DataTableFooter } from '../../components/management/data-table-footer';
import { FormDialog } from '../catalogue/forms/form-dialog';
import { ManagementLayout } from '../../components/management/management-layout';
import { useTableView } from '../../components/management/use-table-view';
import { apiJson, apiRequest } from '../../lib/api';
import { useAdminCountries, useAdminFeeStructures, useAdminServices } from './admin-queries';
import { ConfirmDeleteDialog } from '../../components/management/confirm-delete-dialog';
import { useAdminMutation } from './use-admin-mutation';
import { isolate } from '../../lib/bidi-isolate';

const save = (body: FeeStructureInput & { id?: string }) => apiJson<FeeStructure>('POST', '/api/admin/fee-structures', body);

/** Fee Structures tab: the default fee structures; an edit sends its id to the same create call (SPEC §7). */
export function FeeStructuresTab() {
  const { t } = useTranslation();
  const fees = useAdminFeeStructures();
  const services = useAdminServices();
  const countries = useAdminCountries();
  const unknown = t('manage.fees.unknownCountry');
  const matches = useCallback(
    (row: FeeStructure, needle: string) => feeCountryName(row, countries.data, unknown).toLocaleLowerCase().includes(needle),
    [countries.data, unknown],
  );
  const view = useTableView(fees.data, matches);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<FeeStructure | null>(null);
  const [deleting, setDeleting] = useState<FeeStructure | null>(null);
  const label = (row: FeeStructure | null) => {
    if (!row) return '';
    const country = feeCountryName(row, countries.data, unknown);
    const service = services.data?.find((s) => s.id === row.serviceId)?.name;
    return service ? `${country} – ${service}` : country;
  };

  const create = useAdminMutation({
    area: 'feeStructures',
    run: save,
    success: (row) => ({ title: t('admin.fees.created'), description: label(row) }),
    onDone: () => setAdding(false),
  });
  const update = useAdminMutation({
    area: 'feeStructures',
    run: save,
    success: (row) => ({ title: t('admin.fees.updated'), description: label(row) }),
    onDone: () => setEditing(null),
  });
  const remove = useAdminMutation({
    area: 'feeStructures',
    run: (row: FeeStructure) => apiRequest('DELETE', `/api/admin/fee-structures/${row.id}`),
    success: (_result, row) => ({ title: t('admin.fees.deleted'), description: label(row) }),
    onDone: () => setDeleting(null),
    onFailed: () => setDeleting(null),
  });

  const formLists = { services: services.data, countries: countries.data };
  return (
    <ManagementLayout
      heading={t('admin.fees.heading', { count: view.filtered.length })}
      headingLevel={2}
      search={view.search}
      onSearchChange={view.setSearch}
      searchPlaceholder={t('manage.fees.searchPlaceholder')}
      onNew={() => setAdding(true)}
      onRefresh={() => void Promise.all([fees.refetch(), services.refetch(), countries.refetch()])}
      refreshing={fees.isFetching}
      idPrefix="admin-fees"
    >
      <FeeStructuresTable
        rows={view.pagination.pageRows}
        services={services.data}
        countries={countries.data}
        isLoading={fees.isLoading}
        canEdit={() => true}
        canDelete={() => true}
        onEdit={setEditing}
        onDelete={setDeleting}
        deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
      />
      <DataTableFooter pagination={view.pagination} idPrefix="admin-fees" />

      <FormDialog
        open={adding}
        className="max-w-3xl"
        title={t('admin.fees.add')}
        description={t('admin.fees.addDescription')}
        pending={create.isPending}
        onClose={() => setAdding(false)}
      >
        <FeeStructureForm
          mode="create"
          idPrefix="admin-fee-new"
          {...formLists}
          pending={create.isPending}
          onSubmit={create.mutate}
          onCancel={() => setAdding(false)}
        />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        className="max-w-3xl"
        title={t('admin.fees.edit')}
        description={t('admin.fees.editDescription')}
        pending={update.isPending}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <FeeStructureForm
            mode="edit"
            idPrefix="admin-fee-edit"
            initial={editing}
            {...formLists}
            pending={update.isPending}
            onSubmit={(body) => update.mutate({ ...body, id: editing.id })}
            onCancel={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('admin.fees.confirmTitle')}
        description={t('admin.fees.confirmDescription', { name: isolate(label(deleting)) })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </ManagementLayout>
  );
}
