import { KeyRound, Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useRowHeadingLevel } from '../../components/management/management-layout';
import { TableStateRow } from '../../components/management/table-state-row';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Table, TableCell, TableHead } from '../../components/ui/table';
import { useAdminDate } from '../../components/management/use-admin-date';
import { useMediaQuery } from '../../lib/use-media-query';
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

// Tailwind's md, as the catalogue lists: below it a five-column table only scrolls sideways.
const WIDE = '(min-width: 48rem)';

/** Users table: email, name, created date, last updated date (N/A when missing), delete. A card per user on a phone. */
export function UsersTable(props: UsersTableProps) {
  return useMediaQuery(WIDE) ? <WideUsersTable {...props} /> : <UsersCards {...props} />;
}

function WideUsersTable({ rows, isLoading, currentUserId, deletingId, onDelete, onResetLink }: UsersTableProps) {
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
          <TableHead align="end">{t('admin.users.columns.actions')}</TableHead>
        </tr>
      </thead>
      <tbody>
        <TableStateRow colSpan={5} isLoading={isLoading} isEmpty={rows.length === 0} emptyText={t('admin.users.empty')} />
        {rows.map((user) => (
          <tr key={user.id}>
            <TableCell className="whitespace-nowrap font-medium">
              <UserEmail user={user} currentUserId={currentUserId} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{fullName(user) || t('admin.notAvailable')}</TableCell>
            <TableCell className="whitespace-nowrap">{date(user.createdAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{date(user.updatedAt)}</TableCell>
            <TableCell className="whitespace-nowrap text-end">
              <UserActions user={user} deletingId={deletingId} onDelete={onDelete} onResetLink={onResetLink} />
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The phone form: a list named like the table, each user a card with the email as its heading, as the catalogue lists do. */
function UsersCards({ rows, isLoading, currentUserId, deletingId, onDelete, onResetLink }: UsersTableProps) {
  const { t } = useTranslation();
  const date = useAdminDate();
  const Heading = useRowHeadingLevel() === 3 ? 'h3' : 'h2';
  if (isLoading || rows.length === 0) {
    return (
      <p role="status" className="px-4 py-8 text-center text-sm text-slate-600">
        {isLoading ? t('common.loading') : t('admin.users.empty')}
      </p>
    );
  }
  const details = (user: AdminUser) => [
    { id: 'name', header: t('admin.users.columns.name'), value: fullName(user) || t('admin.notAvailable') },
    { id: 'created', header: t('admin.users.columns.created'), value: date(user.createdAt) },
    { id: 'updated', header: t('admin.users.columns.updated'), value: date(user.updatedAt) },
  ];
  return (
    <ul aria-label={t('admin.users.tableLabel')} className="divide-y divide-slate-200">
      {rows.map((user) => (
        <li key={user.id} className="grid gap-3 px-4 py-3">
          <div className="flex items-start gap-2">
            <Heading className="min-w-0 flex-1 pt-1.5 text-base font-semibold text-slate-900">
              <UserEmail user={user} currentUserId={currentUserId} wrap />
            </Heading>
            <div className="flex shrink-0">
              <UserActions user={user} deletingId={deletingId} onDelete={onDelete} onResetLink={onResetLink} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {details(user).map((detail) => (
              <div key={detail.id} className="min-w-0">
                <dt className="text-xs font-semibold uppercase text-slate-600">{detail.header}</dt>
                <dd className="mt-0.5 break-words text-slate-900 tabular-nums">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The email, left to right in every language, with the admin and "you" badges; on a card it may wrap anywhere. */
function UserEmail({ user, currentUserId, wrap = false }: { user: AdminUser; currentUserId: string | undefined; wrap?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={wrap ? 'flex flex-wrap items-center gap-2' : 'inline-flex items-center gap-2'}>
      <span dir="ltr" className={wrap ? 'min-w-0 break-all' : undefined}>
        {user.email}
      </span>
      {user.role === 'admin' && <Badge tone="brand">{t('admin.users.adminBadge')}</Badge>}
      {user.id === currentUserId && <Badge>{t('admin.users.youBadge')}</Badge>}
    </span>
  );
}

function UserActions({ user, deletingId, onDelete, onResetLink }: Pick<UsersTableProps, 'deletingId' | 'onDelete' | 'onResetLink'> & { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('passwords.adminLink.action', { email: user.email })}
        title={t('passwords.adminLink.action', { email: user.email })}
        onClick={() => onResetLink(user)}
      >
        <KeyRound aria-hidden className="size-4" />
      </Button>
      {/* Kept for every row, the admin's own too: the server explains why it refuses (docs/product.md#errors). */}
      <Button
        variant="dangerGhost"
        size="icon"
        aria-label={t('admin.users.deleteRow', { name: user.email })}
        disabled={deletingId === user.id}
        onClick={() => onDelete(user)}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </>
  );
}
