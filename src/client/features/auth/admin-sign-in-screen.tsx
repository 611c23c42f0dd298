import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';
import { useAuth, useIsAdmin } from '../../lib/session/use-auth';
import { useAdminBootstrap } from './use-admin-register';

/**
 * /admin/login, also shown at /admin to anyone who is not an admin. Signing in with a seller's
 * account works (it is the same sign-in) but cannot open the dashboard, and the screen says so.
 */
export function AdminSignInScreen() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const { adminExists, isLoading: bootstrapLoading } = useAdminBootstrap();
  const { isAdmin } = useIsAdmin();
  const [notAdmin, setNotAdmin] = useState(false);

  // An admin on /admin/login (already, or just now) belongs on the dashboard; /admin renders it in place.
  useEffect(() => {
    if (isAdmin && location !== '/admin') navigate('/admin', { replace: true });
  }, [isAdmin, location, navigate]);

  return (
    <AuthShell title={t('auth.adminLogin.title')} subtitle={t('auth.adminLogin.subtitle')}>
      {(notAdmin || user) && (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {notAdmin ? t('auth.adminLogin.notAdmin') : t('auth.adminLogin.signedInAs', { email: user?.email ?? '' })}
        </p>
      )}
      <LoginForm
        submitLabel={t('auth.adminLogin.submit')}
        submittingLabel={t('auth.adminLogin.submitting')}
        onSignedIn={(result) => setNotAdmin(!result.isAdmin)}
      />
      <div className="mt-6 grid gap-2 text-center text-sm text-slate-700">
        {!bootstrapLoading && !adminExists && (
          <p>
            {t('auth.adminLogin.noAdminYet')}{' '}
            <Link href="/admin/register" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {t('auth.adminLogin.createAdmin')}
            </Link>
          </p>
        )}
        <Link href="/" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('auth.adminLogin.backToSimulator')}
        </Link>
      </div>
    </AuthShell>
  );
}
