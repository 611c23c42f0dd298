import { Info } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';

/** Tells guests their changes reset on refresh and how to keep them. */
export function GuestNotice() {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950" data-testid="guest-notice">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <Link href="/login" className="font-semibold underline">
          {t('simulator.guestNotice.signIn')}
        </Link>{' '}
        {t('simulator.guestNotice.text')}
      </span>
    </p>
  );
}
