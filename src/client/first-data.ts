import type { QueryClient } from '@tanstack/react-query';
import { announcementQuery } from './lib/announcement-query';
import { authUserQuery } from './lib/session/use-auth';
import { countriesQuery, servicesQuery } from './lib/catalogue-queries';
import { isKnownGuest } from './lib/session/session-hint';

/** What the home page draws at once; index.html preloads the same URLs, so these fetches reuse those answers. */
const HOME_QUERIES = [servicesQuery('own').queryKey, countriesQuery('own').queryKey, announcementQuery.queryKey];

// A slow server must not hold the page back: past this the page draws its loading states as before.
const WAIT_LIMIT_MS = 1500;

/**
 * Puts the home page's first data in the cache before the first render, so it is drawn once, complete:
 * no second render of the whole simulator when the lists arrive (a long task on a slow phone) and no
 * announcement banner or account controls pushing the page down after it is on screen.
 */
export function prefetchFirstData(client: QueryClient, path: string): Promise<void> {
  if (path !== '/') return Promise.resolve();
  const loads = Promise.allSettled([
    ...HOME_QUERIES.map((queryKey) => client.prefetchQuery({ queryKey })),
    // With a session cookie the visitor is probably signed in: their header and save controls are drawn
    // in the first render too, instead of appearing (and pushing the simulator down) a moment later.
    isKnownGuest() ? Promise.resolve() : client.prefetchQuery(authUserQuery),
  ]);
  const limit = new Promise<void>((resolve) => setTimeout(resolve, WAIT_LIMIT_MS));
  return Promise.race([loads.then(() => undefined), limit]);
}
