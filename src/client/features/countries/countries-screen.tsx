import type { Country } from '@domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountriesTable } from '../../components/catalogue/countries-table';
import { CountryForm } from '../../components/catalogue/country-form';
import { DataTableFooter } from '../../components/catalogue/data-table-footer';
import { ManagementLayout } from '../../components/catalogue/management-layout';
import { usePagination } from '../../components/catalogue/use-pagination';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { COUNTRIES_KEY, useCountryMutations } from './use-country-mutations';

/** SPEC §2 /countries: the defaults (read-only, badged) and the seller's own countries, searchable by name or code. */
export function CountriesScreen() {
  const { t } = useTranslation();
  const query = useQuery<Country[]>({ queryKey: COUNTRIES_KEY });
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Country | null>(null);
  const { create, update, remove } = useCountryMutations({ onCreated: () => setCreating(false), onUpdated: () => setEditing(null) });

  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (query.data ?? []).filter(
      (row) => row.name.toLocaleLowerCase().includes(needle) || (row.code ?? '').toLocaleLowerCase().includes(needle),
    );
  }, [query.data, search]);
  const pagination = usePagination(rows, search);

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-4">
      <ManagementLayout
        idPrefix="countries"
        heading={t('manage.countries.heading', { count: rows.length })}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('manage.countries.searchPlaceholder')}
        onNew={() => setCreating(true)}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      >
        <CountriesTable
          rows={pagination.pageRows}
          isLoading={query.isLoading}
          canEdit={(row) => !row.isDefault}
          onEdit={setEditing}
          onDelete={(row) => remove.mutate(row.id)}
          deletingId={remove.isPending ? remove.variables : null}
        />
        <DataTableFooter
          idPrefix="countries"
          shown={pagination.pageRows.length}
          total={pagination.total}
          page={pagination.page}
          pageCount={pagination.pageCount}
          pageSize={pagination.pageSize}
          onPageChange={pagination.setPage}
          onPageSizeChange={pagination.setPageSize}
        />
      </ManagementLayout>

      <Dialog open={creating} onOpenChange={(open) => !create.isPending && setCreating(open)}>
        <DialogContent title={t('manage.countries.addTitle')} description={t('manage.countries.addDescription')}>
          <CountryForm
            mode="create"
            idPrefix="new-country"
            pending={create.isPending}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => setCreating(false)}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={!!editing} onOpenChange={(open) => !open && !update.isPending && setEditing(null)}>
        {editing && (
          <DialogContent title={t('manage.countries.editTitle')} description={t('manage.countries.editDescription')}>
            <CountryForm
              mode="edit"
              idPrefix="edit-country"
              initial={editing}
              pending={update.isPending}
              onSubmit={(input) => update.mutate({ id: editing.id, input })}
              onCancel={() => setEditing(null)}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
