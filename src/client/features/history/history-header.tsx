import { ArrowLeft, LogOut } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { signOut } from '../../lib/session/sign-out';

/** A link back to the simulator, the title, the seller's email and Sign Out. */
export function HistoryHeader({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <Button asChild variant="ghost" size="icon">
          <Link href="/" aria-label={t('history.back')} title={t('history.back')}>
            <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
          </Link>
        </Button>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{t('history.title')}</h1>
          <p className="break-all text-sm text-slate-600">
            <span className="sr-only">{t('history.signedInAs')} </span>
            <span dir="ltr" data-testid="history-email">
              {email}
            </span>
          </p>
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={() => void signOut()}>
        <LogOut aria-hidden className="size-4 rtl:rotate-180" />
        {t('common.nav.signOut')}
      </Button>
    </header>
  );
}
