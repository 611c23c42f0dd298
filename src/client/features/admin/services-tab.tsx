import type { Service } from '@domain/entities';
import type { ServiceInput } from '@domain/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagementLayout } from '../../components/catalogue/management-layout';
import { ServiceForm } from '../../components/catalogue/service-form';
import { ServicesTable } from '../../components/catalogue/services-table';
import { apiJson, apiRequest } from '../../lib/api';
import { useAdminServices } from './admin-queries';
import { useAdminDate } from './admin-date';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FormDialog } from './form-dialog';
import { PagedFooter } from './paged-footer';
import { useAdminMutation } from './use-admin-mutation';
import { useTableView } from './use-table-view';
import { isolate } from './bidi-isolate';

const matches = (service: Service, needle: string) => service.name.toLocaleLowerCase().includes(needle);

/** Services tab: the default services, with the management screen's table and form on the admin calls. */
export function ServicesTab() {
  const { t } = useTranslation();
  const date = useAdminDate();
  const services = useAdminServices();
  const view = useTableView(services.data, matches);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  const create = useAdminMutation({
    area: 'services',
    run: (body: ServiceInput) => apiJson<Service>('POST', '/api/admin/services', body),
    success: (service) => ({ title: t('admin.services.created'), description: service.name }),
    onDone: () => setAdding(false),
  });
  const update = useAdminMutation({
    area: 'services',
    run: ({ id, body }: { id: string; body: ServiceInput }) => apiJson<Service>('PATCH', `/api/admin/services/${id}`, body),
    success: (service) => ({ title: t('admin.services.updated'), description: service.name }),
    onDone: () => setEditing(null),
  });
  const remove = useAdminMutation({
    area: 'services',
    run: (service: Service) => apiRequest('DELETE', `/api/admin/services/${service.id}`),
    success: (_result, service) => ({ title: t('admin.services.deleted'), description: service.name }),
    onDone: () => setDeleting(null),
    onFailed: () => setDeleting(null),
  });

  return (
    <ManagementLayout
      heading={t('admin.services.heading', { count: view.filtered.length })}
      headingLevel={2}
      search={view.search}
      onSearchChange={view.setSearch}
      searchPlaceholder={t('manage.services.searchPlaceholder')}
      onNew={() => setAdding(true)}
      onRefresh={() => void services.refetch()}
      refreshing={services.isFetching}
      idPrefix="admin-services"
    >
      <ServicesTable
        rows={view.pagination.pageRows}
        isLoading={services.isLoading}
        canEdit={() => true}
        onEdit={setEditing}
        onDelete={setDeleting}
        deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
        extraColumns={[{ header: t('admin.created'), cell: (row) => <span className="whitespace-nowrap">{date(row.createdAt)}</span> }]}
      />
      <PagedFooter pagination={view.pagination} idPrefix="admin-services" />

      <FormDialog
        open={adding}
        title={t('admin.services.add')}
        description={t('admin.services.addDescription')}
        pending={create.isPending}
        onClose={() => setAdding(false)}
      >
        <ServiceForm mode="create" idPrefix="admin-service-new" pending={create.isPending} onSubmit={create.mutate} onCancel={() => setAdding(false)} />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        title={t('admin.services.edit')}
        description={t('admin.services.editDescription')}
        pending={update.isPending}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <ServiceForm
            mode="edit"
            idPrefix="admin-service-edit"
            initial={editing}
            pending={update.isPending}
            onSubmit={(body) => update.mutate({ id: editing.id, body })}
            onCancel={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('admin.services.confirmTitle')}
        description={t('admin.services.confirmDescription', { name: isolate(deleting?.name ?? '') })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </ManagementLayout>
  );
}
