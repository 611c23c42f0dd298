import type { ReactNode } from 'react';
import { PageStatus } from '../components/ui/page-status';
import { useAuth } from '../lib/session/use-auth';
import { RedirectToLogin } from './redirect-to-login';

/** A page for signed-in users only; guests are sent to /login. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageStatus />;
  if (!user) return <RedirectToLogin />;
  return children;
}
