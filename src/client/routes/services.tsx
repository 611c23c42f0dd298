import { PageStatus } from '../components/ui/page-status';
import { useAuth } from '../lib/session/use-auth';
import { ServicesScreen } from '../features/catalogue/services-screen';
import { RedirectToLogin } from './redirect-to-login';

/** SPEC §2: signed-in only; guests are sent to /login. */
export default function ServicesPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageStatus />;
  if (!user) return <RedirectToLogin />;
  return <ServicesScreen />;
}
