import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/session/use-auth';

/**
 * Tells the seller that the scenario they typed as a guest is back, and where to save it. The focus moves to it
 * when it appears (after signing in the page changes under the seller), so a screen reader says it at once.
 */
export function RestoredDraftNotice({ onDiscard }: { onDiscard(): void }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="restored-draft-title"
      className="mx-auto mt-4 flex max-w-7xl flex-wrap items-center justify-between gap-2 px-3 sm:px-4"
      data-testid="restored-draft"
    >
      <div className="grid min-w-0 flex-1 gap-1 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950">
        <h2 id="restored-draft-title" ref={heading} tabIndex={-1} className="font-semibold outline-none focus-visible:outline-2 focus-visible:outline-green-800">
          {t('guestDraft.restoredTitle')}
        </h2>
        <p>{isAuthenticated ? t('guestDraft.restoredSignedIn') : t('guestDraft.restoredGuest')}</p>
        <div>
          <Button variant="secondary" size="sm" onClick={onDiscard}>
            <RotateCcw aria-hidden className="size-4" />
            {t('guestDraft.discard')}
          </Button>
        </div>
      </div>
    </section>
  );
}
