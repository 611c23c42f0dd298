import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'wouter';
import { PageStatus } from '../components/ui/page-status';

/** Shows "Redirecting to login..." and sends the user to /login. */
export function RedirectToLogin() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => navigate('/login', { replace: true }), [navigate]);
  return <PageStatus>{t('common.redirecting')}</PageStatus>;
}
