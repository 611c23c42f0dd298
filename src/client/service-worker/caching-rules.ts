// What the service worker (sw.ts) keeps for offline use, as plain functions a unit test can read.

/** The caches it keeps besides the build's files (Workbox names the precache itself). */
export const PAGES_CACHE = 'ribh-pages';
export const READS_CACHE = 'ribh-offline-reads';

/**
 * The reads the guest simulator draws from (src/client/first-data.ts and the simulator's fee resolution):
 * the last answer seen is what the simulator shows offline. Nothing else under /api is kept: not the session
 * (`/api/auth/*`), not a seller's simulations or exports, not the admin's screens.
 */
const OFFLINE_READS = [/^\/api\/services$/, /^\/api\/countries$/, /^\/api\/announcement$/, /^\/api\/fee-structures\/country\/[^/]+$/];

/** What the home page reads before its first paint (src/client/first-data.ts), fetched again when a worker installs. */
export const FIRST_READS = ['/api/services', '/api/countries', '/api/announcement'];

export function isOfflineRead(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && OFFLINE_READS.some((pattern) => pattern.test(url.pathname));
}

/** Page addresses the service worker answers network-first; /api is never a page (an export opened as a download). */
export const NOT_PAGES = [/^\/api\//];

export function isPage(url: URL, origin: string): boolean {
  return url.origin === origin && !NOT_PAGES.some((pattern) => pattern.test(url.pathname));
}

/**
 * Only an answer anyone could have been given is kept: a signed-in viewer's answers are marked
 * `private, no-store` by the server (security-headers.ts, registerPrivateAnswers), the session's `no-store`;
 * a failed answer is never kept, so the last good one stays.
 */
export function isKeepable(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\b(no-store|private)\b/i.test(cacheControl ?? '');
}

/** One cached page per path: `/?lang=ar` and `/` are the same page (the language is the visitor's choice, kept by the app). */
export function pageCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
