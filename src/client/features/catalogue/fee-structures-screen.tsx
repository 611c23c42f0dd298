import type { Country, FeeStructure, Service } from '@domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableFooter } from '../../components/management/data-table-footer';
import { FeeStructureForm } from './forms/fee-structure-form';
import { feeCountryName, FeeStructuresTable } from './tables/fee-structures-table';
import { FormDialog } from './forms/form-dialog';
import { ManagementLayout } from '../../components/management/management-layout';
import { useTableView } from '../../components/management/use-table-view';
import { FEE_STRUCTURES_KEY, useFeeStructureMutations } from './api/use-fee-structure-mutations';

/**
 * SPEC §2 /fees: defaults and the seller's own fee structures. A default can be edited — saving makes the
 * seller's personal override (DESIGN §3) — but only the seller's own rows can be deleted.
 */
export function FeesScreen() {
  const { t } = useTranslation();
  const query = useQuery<FeeStructure[]>({ queryKey: FEE_STRUCTURES_KEY });
  const services = useQuery<Service[]>({ queryKey: ['/api/services'] });
  const countries = useQuery<Country[]>({ queryKey: ['/api/countries'] });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<FeeStructure | null>(null);
  const { save, remove } = useFeeStructureMutations({
    onSaved: (mode) => (mode === 'create' ? setCreating(false) : setEditing(null)),
  });
  const unknown = t('manage.fees.unknownCountry');

  const matches = useCallback(
    (row: FeeStructure, needle: string) => feeCountryName(row, countries.data, unknown).toLocaleLowerCase().includes(needle),
    [countries.data, unknown],
  );
  const view = useTableView(query.data, matches);

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <ManagementLayout
        idPrefix="fees"
        heading={t('manage.fees.heading', { count: view.filtered.length })}
        search={view.search}
        onSearchChange={view.setSearch}
        searchPlaceholder={t('manage.fees.searchPlaceholder')}
        onNew={() => setCreating(true)}
        onRefresh={() => {
          void query.refetch();
          void services.refetch();
          void countries.refetch();
        }}
        refreshing={query.isFetching}
      >
        <FeeStructuresTable
          rows={view.pagination.pageRows}
          services={services.data}
          countries={countries.data}
          isLoading={query.isLoading}
          canEdit={() => true}
          canDelete={(row) => !row.isDefault}
          onEdit={setEditing}
          onDelete={(row) => remove.mutate(row.id)}
          deletingId={remove.isPending ? remove.variables : null}
        />
        <DataTableFooter idPrefix="fees" pagination={view.pagination} />
      </ManagementLayout>

      <FormDialog
        open={creating}
        className="max-w-2xl"
        title={t('manage.fees.addTitle')}
        description={t('manage.fees.addDescription')}
        pending={save.isPending}
        onClose={() => setCreating(false)}
      >
        <FeeStructureForm
          mode="create"
          idPrefix="new-fee"
          services={services.data}
          countries={countries.data}
          pending={save.isPending}
          onSubmit={(input) => save.mutate({ input, mode: 'create' })}
          onCancel={() => setCreating(false)}
        />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        className="max-w-2xl"
        title={t('manage.fees.editTitle')}
        description={t('manage.fees.editDescription')}
        pending={save.isPending}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <FeeStructureForm
            mode="edit"
            idPrefix="edit-fee"
            initial={editing}
            services={services.data}
            countries={countries.data}
            lockKey
            notice={editing.isDefault ? t('manage.fees.overrideHint') : undefined}
            pending={save.isPending}
            onSubmit={(input) => save.mutate({ input, mode: 'edit' })}
            onCancel={() => setEditing(null)}
          />
        )}
      </FormDialog>
    </div>
  );
}
