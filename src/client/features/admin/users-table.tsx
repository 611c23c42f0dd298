import { KeyRound, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableStateRow } from '../../components/management/table-state-row';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Table, TableCell, TableHead } from '../../components/ui/table';
import { useAdminDate } from '../../components/management/use-admin-date';
import type { AdminUser } from './admin-queries';

export function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

export interface UsersTableProps {
  rows: readonly AdminUser[];
  isLoading: boolean;
  currentUserId: string | undefined;
  deletingId: string | null;
  onDelete(user: AdminUser): void;
  /** Opens the one-time password reset link of the user (decision 0017). */
  onResetLink(user: AdminUser): void;
}

/** SPEC §2 users table: email, name, created date, last updated date (N/A when missing), delete. */
export function UsersTable({ rows, isLoading, currentUserId, deletingId, onDelete, onResetLink }: UsersTableProps) {
  const { t } = useTranslation();
  const date = useAdminDate();
  return (
    <Table aria-label={t('admin.users.tableLabel')}>
      <thead>
        <tr>
          <TableHead>{t('admin.users.columns.email')}</TableHead>
          <TableHead>{t('admin.users.columns.name')}</TableHead>
          <TableHead>{t('admin.users.columns.created')}</TableHead>
          <TableHead>{t('admin.users.columns.updated')}</TableHead>
          <TableHead className="text-end">{t('admin.users.columns.actions')}</TableHead>
        </tr>
      </thead>
      <tbody>
        <TableStateRow colSpan={5} isLoading={isLoading} isEmpty={rows.length === 0} emptyText={t('admin.users.empty')} />
        {rows.map((user) => (
          <tr key={user.id}>
            <TableCell className="whitespace-nowrap font-medium">
              <span className="inline-flex items-center gap-2">
                <span dir="ltr">{user.email}</span>
                {user.role === 'admin' && <Badge tone="brand">{t('admin.users.adminBadge')}</Badge>}
                {user.id === currentUserId && <Badge>{t('admin.users.youBadge')}</Badge>}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{fullName(user) || t('admin.notAvailable')}</TableCell>
            <TableCell className="whitespace-nowrap">{date(user.createdAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{date(user.updatedAt)}</TableCell>
            <TableCell className="whitespace-nowrap text-end">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('passwords.adminLink.action', { email: user.email })}
                title={t('passwords.adminLink.action', { email: user.email })}
                onClick={() => onResetLink(user)}
              >
                <KeyRound aria-hidden className="size-4" />
              </Button>
              {/* Kept for every row, the admin's own too: the server explains why it refuses (SPEC §8). */}
              <Button
                variant="ghost"
                size="icon"
                className="text-red-700 hover:bg-red-50"
                aria-label={t('admin.users.deleteRow', { name: user.email })}
                disabled={deletingId === user.id}
                onClick={() => onDelete(user)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
