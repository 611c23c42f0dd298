import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { AdminRegisterForm } from './admin-register-form';
import { AuthShell } from './auth-shell';
import { PageStatus } from '../../components/ui/page-status';
import { useAdminBootstrap } from './use-admin-register';
import { useIsAdmin } from '../../lib/session/use-auth';

/**
 * /admin/register, "for the first admin". Once an administrator exists the server refuses
 * everyone but a signed-in admin (docs/product.md#access-and-ownership), so other visitors get the explanation instead of the form.
 */
export function AdminRegisterScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { isAdmin, isLoading: adminLoading } = useIsAdmin();
  const { adminExists, isLoading: bootstrapLoading } = useAdminBootstrap();
  if (adminLoading || bootstrapLoading) return <PageStatus />;

  if (adminExists && !isAdmin) {
    return (
      <AuthShell title={t('auth.adminRegister.title')}>
        <div role="status" className="grid gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-slate-800">
          <h2 className="flex items-center gap-2 font-semibold text-brand-900">
            <ShieldCheck aria-hidden className="size-5 shrink-0" />
            {t('auth.adminRegister.existsTitle')}
          </h2>
          <p className="text-sm">{t('auth.adminRegister.existsBody')}</p>
        </div>
        <Button asChild className="mt-6 w-full">
          <Link href="/admin/login">{t('auth.adminRegister.existsSignIn')}</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t('auth.adminRegister.title')}
      subtitle={isAdmin ? t('auth.adminRegister.subtitleSignedInAdmin') : t('auth.adminRegister.subtitle')}
    >
      <AdminRegisterForm
        onRegistered={() => {
          toast({ title: t('auth.adminRegister.success') });
          navigate('/admin', { replace: true });
        }}
      />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('auth.adminRegister.haveAccount')}{' '}
        <Link href="/admin/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('auth.adminRegister.loginHere')}
        </Link>
      </p>
    </AuthShell>
  );
}
