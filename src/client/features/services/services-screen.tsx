import type { Service } from '@domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableFooter } from '../../components/catalogue/data-table-footer';
import { ManagementLayout } from '../../components/catalogue/management-layout';
import { ServiceForm } from '../../components/catalogue/service-form';
import { ServicesTable } from '../../components/catalogue/services-table';
import { usePagination } from '../../components/catalogue/use-pagination';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { SERVICES_KEY, useServiceMutations } from './use-service-mutations';

/** SPEC §2 /services: the defaults (read-only, badged) and the seller's own services, searchable and paged. */
export function ServicesScreen() {
  const { t } = useTranslation();
  const query = useQuery<Service[]>({ queryKey: SERVICES_KEY });
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Service | null>(null);
  const { create, update, remove } = useServiceMutations({ onCreated: () => setCreating(false), onUpdated: () => setEditing(null) });

  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (query.data ?? []).filter((row) => row.name.toLocaleLowerCase().includes(needle));
  }, [query.data, search]);
  const pagination = usePagination(rows, search);
  const canEdit = (row: Service) => !row.isDefault;

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-4">
      <ManagementLayout
        idPrefix="services"
        heading={t('manage.services.heading', { count: rows.length })}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('manage.services.searchPlaceholder')}
        onNew={() => setCreating(true)}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      >
        <ServicesTable
          rows={pagination.pageRows}
          isLoading={query.isLoading}
          canEdit={canEdit}
          onEdit={setEditing}
          onDelete={(row) => remove.mutate(row.id)}
          deletingId={remove.isPending ? remove.variables : null}
        />
        <DataTableFooter
          idPrefix="services"
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
        <DialogContent title={t('manage.services.addTitle')} description={t('manage.services.addDescription')}>
          <ServiceForm
            mode="create"
            idPrefix="new-service"
            pending={create.isPending}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => setCreating(false)}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={!!editing} onOpenChange={(open) => !open && !update.isPending && setEditing(null)}>
        {editing && (
          <DialogContent title={t('manage.services.editTitle')} description={t('manage.services.editDescription')}>
            <ServiceForm
              mode="edit"
              idPrefix="edit-service"
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
