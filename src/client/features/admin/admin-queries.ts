import type { User } from '@domain/entities';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../lib/api';
import { adminSummaryQuery, invalidateCatalogue } from '../../lib/catalogue-queries';
import { listPagesQuery, pagedRows } from '../../lib/list-pages';
import { useIsAdmin } from '../../lib/session/use-auth';

export type AdminUser = User;

const USERS_KEY = ['/api/admin/users'] as const;

/** Admin data loads only once the admin check has passed. */
export function useAdminSummary() {
  const { isAdmin } = useIsAdmin();
  return useQuery({ ...adminSummaryQuery, enabled: isAdmin });
}

/**
 * The accounts matching the search, a page at a time (a list that grows: docs/decisions/0031); the server
 * searches, so the account sought need not be on a page already loaded. `more` loads the next page.
 */
export function useAdminUsers(search: string) {
  const { isAdmin } = useIsAdmin();
  // The rows on screen stay while the next search loads, instead of flashing empty.
  const pages = useInfiniteQuery({
    ...listPagesQuery<AdminUser>(USERS_KEY[0], search.trim()),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
  });
  return pagedRows(pages);
}

/**
 * Deletes an account. Its sessions, simulations and own catalogue rows go with it, so the users list, the
 * counts and every seller list refetch; the callbacks (close the dialog, the toast) run first.
 */
export function useDeleteUser(callbacks: { onSuccess(user: AdminUser): void; onError(error: unknown): void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(user.id)}`),
    onSuccess: async (_result, user) => {
      callbacks.onSuccess(user);
      await Promise.all([client.invalidateQueries({ queryKey: USERS_KEY }), invalidateCatalogue(client, 'own')]);
    },
    onError: callbacks.onError,
  });
}

export interface ResetLink {
  token: string;
  expiresAt: string;
}

/** A one-time reset link for the user (decision 0017); the token is shown once and never stored in the cache. */
export function useCreateResetLink() {
  return useMutation({
    mutationFn: (user: AdminUser) => apiJson<ResetLink>('POST', `/api/admin/users/${encodeURIComponent(user.id)}/reset-link`),
  });
}
