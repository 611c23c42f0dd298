import { LogOut } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api';

// Signing out changes state, so it is a same-origin POST, never a link a foreign page could plant.
async function signOutAdmin(): Promise<void> {
  try {
    await apiRequest('POST', '/api/admin/logout');
  } finally {
    window.location.assign('/admin/login');
  }
}

/** The dashboard's Sign Out: ends the session on the server, then opens the admin sign-in page. */
export function AdminSignOutButton() {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={() => void signOutAdmin()}>
      <LogOut aria-hidden className="size-4 rtl:rotate-180" />
      {t('auth.adminFrame.signOut')}
    </Button>
  );
}
