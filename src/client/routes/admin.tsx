import { useTranslation } from '../i18n/use-translation';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { AdminSignOutButton } from '../features/admin/admin-sign-out-button';
import { CountriesScreen } from '../features/catalogue/countries-screen';
import { FeeStructuresScreen } from '../features/catalogue/fee-structures-screen';
import { ServicesScreen } from '../features/catalogue/services-screen';
import { UnreadCurrencies } from '../features/catalogue/unread-currencies';
import { AdminSignInScreen } from '../features/auth/admin-sign-in-screen';
import { PageStatus } from '../components/ui/page-status';
import { useAuth, useIsAdmin } from '../lib/session/use-auth';

/** /admin: admins get the dashboard; everyone else the admin sign-in screen, at the same address. */
export default function AdminPage() {
  const { isAdmin, isLoading } = useIsAdmin();
  if (isLoading) return <PageStatus />;
  return isAdmin ? <AdminDashboardFrame /> : <AdminSignInScreen />;
}

function AdminDashboardFrame() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('auth.adminFrame.title')}</h1>
          {user && <p className="text-sm text-slate-600">{t('auth.adminFrame.signedInAs', { email: user.email })}</p>}
        </div>
        <AdminSignOutButton />
      </div>
      <AdminDashboard
        services={<ServicesScreen scope="defaults" />}
        countries={
          <div className="grid gap-4">
            <UnreadCurrencies />
            <CountriesScreen scope="defaults" />
          </div>
        }
        feeStructures={<FeeStructuresScreen scope="defaults" />}
      />
    </div>
  );
}
