import { PageStatus } from '../components/ui/page-status';
import { useAuth } from '../lib/session/use-auth';
import { FeesScreen } from '../features/catalogue/fee-structures-screen';
import { RedirectToLogin } from './redirect-to-login';

/** SPEC §2: signed-in only; guests are sent to /login. */
export default function FeesPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageStatus />;
  if (!user) return <RedirectToLogin />;
  return <FeesScreen />;
}
