import { announcementText } from '@domain/announcement-text';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { withBelowFoldText } from '../../i18n';
import { useLanguage } from '../../i18n/use-language';
import { announcementQuery } from '../../lib/announcement-query';

// Drawn only once the announcement has arrived (never in the prerendered page), so its code loads then, with the
// words around it (the dismiss button's).
const AnnouncementView = lazyPart(withBelowFoldText(() => import('./announcement-view').then((module) => ({ default: module.AnnouncementView }))));

/**
 * The administrator's banner above the simulator, shown only while enabled. Loading and "no
 * announcement" draw nothing (nothing to wait for); a failed load says so in one quiet line with a retry,
 * since the announcement may be the news a seller needs.
 */
export function AnnouncementBanner() {
  const language = useLanguage();
  const query = useQuery(announcementQuery);
  const shown = query.data ? announcementText(query.data, language) : null;
  if (!shown && !query.isError) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementView query={query} />
    </Suspense>
  );
}
