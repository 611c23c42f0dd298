import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAuth, useIsAdmin } from '../../lib/session/use-auth';

/**
 * A signed-in visitor of /login or /register is sent on: admins to /admin, others to /.
 * Returns true while the page should not show its form (still checking, or leaving).
 */
export function useRedirectIfSignedIn(): boolean {
  const { isAuthenticated, isLoading } = useAuth();
  const { isAdmin, isLoading: adminLoading } = useIsAdmin();
  const [, navigate] = useLocation();
  // A visitor known to be signed out gets the form at once: the admin check only picks where a signed-in one goes
  // (and, offline, it waits for the server).
  const ready = !isLoading && (!isAuthenticated || !adminLoading);
  useEffect(() => {
    if (ready && isAuthenticated) navigate(isAdmin ? '/admin' : '/', { replace: true });
  }, [ready, isAuthenticated, isAdmin, navigate]);
  return !ready || isAuthenticated;
}
