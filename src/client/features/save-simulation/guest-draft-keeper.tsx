import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';

type GuestDraftModule = typeof import('../../lib/guest-draft');

/** The links a guest follows to sign in or create an account, wherever they are on the page. */
const ACCOUNT_LINKS = 'a[href="/login"], a[href="/register"]';

/** A click the app's router would follow itself: the main button, no key held to open the link elsewhere. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * Keeps the guest's scenario when they follow a link to sign in or register (the header's, the notice's or the
 * save box's), and when they leave the simulator for another page, to bring it back there.
 *
 * The keeping code is not in the first load: it is fetched on the guest's first input (a scenario worth keeping
 * starts with one). The scenario is in storage before the sign-in page opens, so a reload there finds it: when the
 * link is followed before that code has arrived, the page waits for it, keeps the scenario, then opens the link.
 */
export function GuestDraftKeeper({ snapshot }: { snapshot: SimulatorSnapshot }) {
  const latest = useRef(snapshot);
  const [, navigate] = useLocation();
  // The latest snapshot, for the listeners below; written after each render, read only when an event fires.
  useEffect(() => {
    latest.current = snapshot;
  });
  useEffect(() => {
    let loaded: GuestDraftModule | undefined;
    let loading: Promise<GuestDraftModule> | undefined;
    const load = () =>
      (loading ??= import('../../lib/guest-draft').then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined; // A failed download is tried again at the next need.
          throw error;
        },
      ));
    const keep = (module: GuestDraftModule) => module.keepGuestDraft(module.draftOf(latest.current));

    const onFirstInput = () => void load().catch(() => undefined);
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(ACCOUNT_LINKS) : null;
      if (!link) return;
      if (loaded) return keep(loaded);
      if (!isPlainClick(event)) return void load().then(keep, () => undefined);
      // Capture phase: the router has not seen the click yet, and leaves a prevented one alone.
      event.preventDefault();
      const to = link.getAttribute('href')!;
      // Kept if the code arrives; followed either way, so a failed download never leaves the link dead.
      void load()
        .then(keep, () => undefined)
        .finally(() => navigate(to));
    };
    document.addEventListener('input', onFirstInput, { capture: true, once: true });
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('input', onFirstInput, true);
      document.removeEventListener('click', onClick, true);
      if (loaded) keep(loaded);
      else void load().then(keep, () => undefined);
    };
  }, [navigate]);
  return null;
}
