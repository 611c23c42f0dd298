import { LogIn } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/session/use-auth';

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

/** The links a guest follows to sign in or create an account, wherever they are on the page. */
const ACCOUNT_LINKS = 'a[href="/login"], a[href="/register"]';

/**
 * Keeps the guest's scenario when they follow a link to sign in or register (the header's, the notice's or the
 * save box's), and when they leave the simulator for another page, to bring it back there.
 */
function GuestDraftKeeper({ snapshot }: { snapshot: SimulatorSnapshot }) {
  const latest = useRef(snapshot);
  // The latest snapshot, for the listeners below; written after each render, read only when an event fires.
  useEffect(() => {
    latest.current = snapshot;
  });
  useEffect(() => {
    // The keeping code is not in the first load; the snapshot is taken now, written a moment later.
    const keep = () => {
      const snapshot = latest.current;
      void import('../../lib/guest-draft').then(({ draftOf, keepGuestDraft }) => keepGuestDraft(draftOf(snapshot)));
    };
    // Capture phase: before the router changes the page, whatever happens to the simulator then.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(ACCOUNT_LINKS)) keep();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      keep();
    };
  }, []);
  return null;
}
