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
  const ready = !isLoading && !adminLoading;
  useEffect(() => {
    if (ready && isAuthenticated) navigate(isAdmin ? '/admin' : '/', { replace: true });
  }, [ready, isAuthenticated, isAdmin, navigate]);
  return !ready || isAuthenticated;
}
