import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { AuthShell } from './auth-shell';
import { PageStatus } from '../../components/ui/page-status';
import { RegisterForm } from './register-form';
import { useRedirectIfSignedIn } from './use-redirect-if-signed-in';

/** /register: the new account is signed in and lands on the simulator. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const leaving = useRedirectIfSignedIn();
  if (leaving) return <PageStatus />;
  return (
    <AuthShell title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm onRegistered={() => navigate('/', { replace: true })} />
      <div className="mt-6 grid gap-2 text-center text-sm text-slate-700">
        <p>
          {t('auth.register.haveAccount')}{' '}
          <Link href="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('auth.register.signIn')}
          </Link>
        </p>
        <Button asChild variant="secondary" className="w-full">
          <Link href="/">{t('auth.register.continueAsGuest')}</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
