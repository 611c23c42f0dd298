import { useEffect, useSyncExternalStore } from 'react';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import { currentGuestDraft, forgetGuestDraft, subscribeToGuestDraft } from '../../lib/guest-draft';
import { RestoredDraftNotice } from './restored-draft-notice';

interface GuestDraftRestoreProps {
  /** Hands the kept scenario (or null once it is saved or discarded) to the page, which opens it in the simulator. */
  onDraft(draft: PlanInputs | null): void;
  /** After "Start from the defaults": the page draws a fresh simulator. */
  onDiscarded(): void;
}

/**
 * Brings back the scenario a guest kept when they left to sign in (lib/guest-draft.ts) and says so. Loaded after the
 * first paint, as only a visitor coming back from signing in has one.
 */
export default function GuestDraftRestore({ onDraft, onDiscarded }: GuestDraftRestoreProps) {
  const draft = useSyncExternalStore(subscribeToGuestDraft, currentGuestDraft, () => null);
  useEffect(() => onDraft(draft), [draft, onDraft]);
  if (!draft) return null;
  return (
    <RestoredDraftNotice
      onDiscard={() => {
        forgetGuestDraft();
        onDiscarded();
      }}
    />
  );
}
