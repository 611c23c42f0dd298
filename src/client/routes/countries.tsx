import { PageStatus } from '../components/ui/page-status';
import { useAuth } from '../lib/session/use-auth';
import { CountriesScreen } from '../features/catalogue/countries-screen';
import { RedirectToLogin } from './redirect-to-login';

/** SPEC §2: signed-in only; guests are sent to /login. */
export default function CountriesPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageStatus />;
  if (!user) return <RedirectToLogin />;
  return <CountriesScreen />;
}
