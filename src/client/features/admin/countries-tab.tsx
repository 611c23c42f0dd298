import type { Country } from '@domain/entities';
import type { CountryInput } from '@domain/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagementLayout } from '../../components/catalogue/management-layout';
import { CountryForm } from '../../components/catalogue/country-form';
import { CountriesTable } from '../../components/catalogue/countries-table';
import { apiJson, apiRequest } from '../../lib/api';
import { useAdminCountries } from './admin-queries';
import { useAdminDate } from './admin-date';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FormDialog } from './form-dialog';
import { PagedFooter } from './paged-footer';
import { useAdminMutation } from './use-admin-mutation';
import { useTableView } from './use-table-view';
import { isolate } from './bidi-isolate';

const matches = (country: Country, needle: string) =>
  country.name.toLocaleLowerCase().includes(needle) || (country.code ?? '').toLocaleLowerCase().includes(needle);

/** Countries tab: the default countries, with the management screen's table and form on the admin calls. */
export function CountriesTab() {
  const { t } = useTranslation();
  const date = useAdminDate();
  const countries = useAdminCountries();
  const view = useTableView(countries.data, matches);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Country | null>(null);
  const [deleting, setDeleting] = useState<Country | null>(null);

  const create = useAdminMutation({
    area: 'countries',
    run: (body: CountryInput) => apiJson<Country>('POST', '/api/admin/countries', body),
    success: (country) => ({ title: t('admin.countries.created'), description: country.name }),
    onDone: () => setAdding(false),
  });
  const update = useAdminMutation({
    area: 'countries',
    run: ({ id, body }: { id: string; body: CountryInput }) => apiJson<Country>('PATCH', `/api/admin/countries/${id}`, body),
    success: (country) => ({ title: t('admin.countries.updated'), description: country.name }),
    onDone: () => setEditing(null),
  });
  const remove = useAdminMutation({
    area: 'countries',
    run: (country: Country) => apiRequest('DELETE', `/api/admin/countries/${country.id}`),
    success: (_result, country) => ({ title: t('admin.countries.deleted'), description: country.name }),
    onDone: () => setDeleting(null),
    onFailed: () => setDeleting(null),
  });

  return (
    <ManagementLayout
      heading={t('admin.countries.heading', { count: view.filtered.length })}
      headingLevel={2}
      search={view.search}
      onSearchChange={view.setSearch}
      searchPlaceholder={t('manage.countries.searchPlaceholder')}
      onNew={() => setAdding(true)}
      onRefresh={() => void countries.refetch()}
      refreshing={countries.isFetching}
      idPrefix="admin-countries"
    >
      <CountriesTable
        rows={view.pagination.pageRows}
        isLoading={countries.isLoading}
        canEdit={() => true}
        onEdit={setEditing}
        onDelete={setDeleting}
        deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
        extraColumns={[{ header: t('admin.created'), cell: (row) => <span className="whitespace-nowrap">{date(row.createdAt)}</span> }]}
      />
      <PagedFooter pagination={view.pagination} idPrefix="admin-countries" />

      <FormDialog
        open={adding}
        title={t('admin.countries.add')}
        description={t('admin.countries.addDescription')}
        pending={create.isPending}
        onClose={() => setAdding(false)}
      >
        <CountryForm mode="create" idPrefix="admin-country-new" pending={create.isPending} onSubmit={create.mutate} onCancel={() => setAdding(false)} />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        title={t('admin.countries.edit')}
        description={t('admin.countries.editDescription')}
        pending={update.isPending}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CountryForm
            mode="edit"
            idPrefix="admin-country-edit"
            initial={editing}
            pending={update.isPending}
            onSubmit={(body) => update.mutate({ id: editing.id, body })}
            onCancel={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('admin.countries.confirmTitle')}
        description={t('admin.countries.confirmDescription', { name: isolate(deleting?.name ?? '') })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </ManagementLayout>
  );
}
