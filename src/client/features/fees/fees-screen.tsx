import type { Country, FeeStructure, Service } from '@domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableFooter } from '../../components/catalogue/data-table-footer';
import { FeeStructureForm } from '../../components/catalogue/fee-structure-form';
import { feeCountryName, FeeStructuresTable } from '../../components/catalogue/fee-structures-table';
import { ManagementLayout } from '../../components/catalogue/management-layout';
import { usePagination } from '../../components/catalogue/use-pagination';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FEE_STRUCTURES_KEY, useFeeStructureMutations } from './use-fee-structure-mutations';

/**
 * SPEC §2 /fees: defaults and the seller's own fee structures. A default can be edited — saving makes the
 * seller's personal override (DESIGN §3) — but only the seller's own rows can be deleted.
 */
export function FeesScreen() {
  const { t } = useTranslation();
  const query = useQuery<FeeStructure[]>({ queryKey: FEE_STRUCTURES_KEY });
  const services = useQuery<Service[]>({ queryKey: ['/api/services'] });
  const countries = useQuery<Country[]>({ queryKey: ['/api/countries'] });
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<FeeStructure | null>(null);
  const { save, remove } = useFeeStructureMutations({
    onSaved: (mode) => (mode === 'create' ? setCreating(false) : setEditing(null)),
  });
  const unknown = t('manage.fees.unknownCountry');

  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (query.data ?? []).filter((row) => feeCountryName(row, countries.data, unknown).toLocaleLowerCase().includes(needle));
  }, [query.data, countries.data, search, unknown]);
  const pagination = usePagination(rows, search);

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <ManagementLayout
        idPrefix="fees"
        heading={t('manage.fees.heading', { count: rows.length })}
        search={search}
        onSearchChange={setSearch}
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
          rows={pagination.pageRows}
          services={services.data}
          countries={countries.data}
          isLoading={query.isLoading}
          canEdit={() => true}
          canDelete={(row) => !row.isDefault}
          onEdit={setEditing}
          onDelete={(row) => remove.mutate(row.id)}
          deletingId={remove.isPending ? remove.variables : null}
        />
        <DataTableFooter
          idPrefix="fees"
          shown={pagination.pageRows.length}
          total={pagination.total}
          page={pagination.page}
          pageCount={pagination.pageCount}
          pageSize={pagination.pageSize}
          onPageChange={pagination.setPage}
          onPageSizeChange={pagination.setPageSize}
        />
      </ManagementLayout>

      <Dialog open={creating} onOpenChange={(open) => !save.isPending && setCreating(open)}>
        <DialogContent className="max-w-2xl" title={t('manage.fees.addTitle')} description={t('manage.fees.addDescription')}>
          <FeeStructureForm
            mode="create"
            idPrefix="new-fee"
            services={services.data}
            countries={countries.data}
            pending={save.isPending}
            onSubmit={(input) => save.mutate({ input, mode: 'create' })}
            onCancel={() => setCreating(false)}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={!!editing} onOpenChange={(open) => !open && !save.isPending && setEditing(null)}>
        {editing && (
          <DialogContent className="max-w-2xl" title={t('manage.fees.editTitle')} description={t('manage.fees.editDescription')}>
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
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
