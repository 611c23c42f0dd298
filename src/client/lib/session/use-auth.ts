import { useQuery } from '@tanstack/react-query';
import type { User } from '@domain/entities';
import { getQueryFn } from '../api';
import { isKnownGuest } from './session-hint';

export type CurrentUser = User;

export const AUTH_USER_KEY = ['/api/auth/user'] as const;
export const ADMIN_CHECK_KEY = ['/api/admin/check'] as const;

/** The current-user call; a 401 means signed out (null), and it is not retried. */
export const authUserQuery = {
  queryKey: AUTH_USER_KEY,
  queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
  retry: false,
} as const;

/**
 * Signed in when the current-user call returns data. A page served without a session cookie starts
 * as signed out, so the guest view is drawn at once (no 401, no shift when it arrives); signing in fills the
 * cache (session-cache.ts) and signing out reloads the page.
 */
export function useAuth() {
  const query = useQuery<CurrentUser | null>({
    ...authUserQuery,
    initialData: isKnownGuest() ? null : undefined,
  });
  // Pending, not isLoading: the prerendered page for a visitor with a session cookie (no fetch on the server) is
  // drawn as "not known yet", the state the client hydrates it in (decision 0030).
  return { user: query.data ?? null, isLoading: query.isPending, isAuthenticated: !!query.data };
}

/** The admin check; a failure silently means not an admin. */
export function useIsAdmin(): { isAdmin: boolean; isLoading: boolean } {
  const query = useQuery<{ isAdmin: boolean } | null>({
    queryKey: ADMIN_CHECK_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    retry: false,
  });
  return { isAdmin: query.isError ? false : query.data?.isAdmin === true, isLoading: query.isLoading };
}
