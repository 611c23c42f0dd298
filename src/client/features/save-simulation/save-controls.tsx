import { LogIn } from 'lucide-react';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/session/use-auth';
import { GuestDraftKeeper } from './guest-draft-keeper';

// A signed-in seller's controls (and their save requests) load once the session is known: never in the prerendered
// page, so a guest's first load does without them (decision 0030).
const SellerSaveControls = lazyPart(() => import('./seller-save-controls').then((module) => ({ default: module.SellerSaveControls })));

/**
 * The simulator's save actions, right under the selling price: signed-in sellers save the fees as
 * their configuration or the figures as a simulation (seller-save-controls.tsx); guests are told how to keep their work.
 */
export function SaveControls({ snapshot }: { snapshot: SimulatorSnapshot }) {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return null;

  if (!isAuthenticated) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-700" data-testid="save-controls-guest">
        <GuestDraftKeeper snapshot={snapshot} />
        <span>{t('history.save.guest')}</span>
        <Button asChild variant="secondary" size="sm">
          <Link href="/login">
            <LogIn aria-hidden className="size-4" />
            {t('history.save.guestLink')}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <SellerSaveControls snapshot={snapshot} />
    </Suspense>
  );
}
