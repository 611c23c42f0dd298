import { useQuery } from '@tanstack/react-query';
import type { User } from '@domain/entities';
import { getQueryFn, UnreachableError } from '../api';
import { useHydrating } from '../use-hydrating';
import { isKnownGuest } from './session-hint';

export type CurrentUser = User;

export const AUTH_USER_KEY = ['/api/auth/user'] as const;
export const ADMIN_CHECK_KEY = ['/api/admin/check'] as const;

/** The current-user call; a 401 means signed out (null), and it is not retried. */
export const authUserQuery = {
  queryKey: AUTH_USER_KEY,
  queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
  // An unreachable server is asked again when it is back (lib/connection.ts); any other failure twice more here.
  retry: (failures: number, error: Error) => !(error instanceof UnreachableError) && failures < 2,
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
  // drawn as "not known yet", the state the client hydrates it in (decision 0030). Only a 401 makes a visitor a
  // guest: while the server cannot answer, who they are is still not known, and the last known user is kept.
  // While the prerendered page hydrates it is drawn as the server drew it (a guest, or "not known yet"), even when
  // the session's answer has already arrived: the next render shows the seller.
  // The server drew a guest when it knew there was no session (the prerender puts null in the cache; the page then
  // says so in <html data-session>), else "not known yet".
  const hydrating = useHydrating();
  if (hydrating) {
    const drawnAsGuest = typeof document === 'undefined' ? query.data === null : isKnownGuest();
    return { user: null, isLoading: !drawnAsGuest, isAuthenticated: false };
  }
  const unknown = query.isPending || (query.isError && query.data === undefined);
  return { user: query.data ?? null, isLoading: unknown, isAuthenticated: !!query.data };
}

/**
 * The admin check; a refusal means not an admin. A check that got no answer is not known yet (the admin
 * page then says the server is unreachable, not "sign in"), and is asked again once the server is back.
 */
export function useIsAdmin(): { isAdmin: boolean; isLoading: boolean } {
  const query = useQuery<{ isAdmin: boolean } | null>({
    queryKey: ADMIN_CHECK_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    retry: false,
  });
  const unreachable = query.error instanceof UnreachableError && query.data === undefined;
  return { isAdmin: query.isError ? false : query.data?.isAdmin === true, isLoading: query.isLoading || unreachable };
}
