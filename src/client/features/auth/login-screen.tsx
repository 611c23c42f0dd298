import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { AuthShell } from './auth-shell';
import { ForgotPasswordButton } from './forgot-password-button';
import { LoginForm } from './login-form';
import { PageStatus } from '../../components/ui/page-status';
import { useRedirectIfSignedIn } from './use-redirect-if-signed-in';

/** /login: admins land on /admin after signing in, everyone else on /. */
export function LoginScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const leaving = useRedirectIfSignedIn();
  if (leaving) return <PageStatus />;
  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} withWelcome>
      <LoginForm
        submitLabel={t('auth.login.submit')}
        submittingLabel={t('auth.login.submitting')}
        onSignedIn={({ isAdmin }) => navigate(isAdmin ? '/admin' : '/', { replace: true })}
        extra={
          <div className="-mt-2 flex justify-end">
            <ForgotPasswordButton />
          </div>
        }
      />
      <div className="mt-6 grid gap-2 text-center text-sm text-slate-700">
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link href="/register" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('auth.login.createAccount')}
          </Link>
        </p>
        <Button asChild variant="secondary" className="w-full">
          <Link href="/">{t('auth.login.continueAsGuest')}</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
