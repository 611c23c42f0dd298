import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DataTableFooter } from '../../components/management/data-table-footer';
import { ManagementLayout } from '../../components/management/management-layout';
import { useTableView } from '../../components/management/use-table-view';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/error-message';
import { useAuth } from '../../lib/session/use-auth';
import { ConfirmDeleteDialog } from '../../components/management/confirm-delete-dialog';
import { useAdminSummary, useAdminUsers, useDeleteUser, type AdminUser } from './admin-queries';
import { ResetLinkDialog } from './reset-link-dialog';
import { fullName, UsersTable } from './users-table';
import { isolate } from '../../lib/bidi-isolate';

const matches = (user: AdminUser, needle: string) =>
  user.email.toLocaleLowerCase().includes(needle) || fullName(user).toLocaleLowerCase().includes(needle);

/** Users tab: every account, delete with confirmation (docs/product.md#screens). */
export function UsersTab() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);
  const view = useTableView(users.data, matches, [search, setSearch]);
  const summary = useAdminSummary();
  // While pages remain on the server, the heading counts every account (the summary's count), not the loaded ones.
  const headingTotal = !search.trim() && users.more && summary.data ? summary.data.users : view.filtered.length;
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [resetTarget, setResetTarget] = useState<AdminUser | null>(null);
  const remove = useDeleteUser({
    onSuccess: (user) => {
      setTarget(null);
      toast({ title: t('admin.users.deleted'), description: t('admin.users.deletedDescription', { email: isolate(user.email) }) });
    },
    // A failed admin delete says why (e.g. an admin cannot delete themselves).
    onError: (error) => {
      toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });
      setTarget(null);
    },
  });

  return (
    <ManagementLayout
      heading={t('admin.users.heading', { total: headingTotal })}
      headingLevel={2}
      search={view.search}
      onSearchChange={view.setSearch}
      searchPlaceholder={t('admin.users.searchPlaceholder')}
      onRefresh={users.refetch}
      refreshing={users.isFetching}
      idPrefix="admin-users"
    >
      <UsersTable
        rows={view.pagination.pageRows}
        isLoading={users.isLoading}
        currentUserId={me?.id}
        deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
        onDelete={setTarget}
        onResetLink={setResetTarget}
      />
      <DataTableFooter pagination={view.pagination} idPrefix="admin-users" more={users.more} />
      <ConfirmDeleteDialog
        open={target !== null}
        title={t('admin.users.confirmTitle')}
        description={t('admin.users.confirmDescription', { email: isolate(target?.email ?? '') })}
        pending={remove.isPending}
        onConfirm={() => target && remove.mutate(target)}
        onCancel={() => setTarget(null)}
      />
      <ResetLinkDialog user={resetTarget} onClose={() => setResetTarget(null)} />
    </ManagementLayout>
  );
}
