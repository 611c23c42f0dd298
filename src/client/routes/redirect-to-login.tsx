import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** SPEC §2: shows "Redirecting to login..." and sends the user to /login. */
export function RedirectToLogin() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => navigate('/login', { replace: true }), [navigate]);
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      {t('common.redirecting')}
    </p>
  );
}
