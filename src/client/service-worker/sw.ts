/// <reference lib="webworker" />
// The offline service worker (decision 0033), built by vite-plugin-pwa (injectManifest) into /sw.js.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { FIRST_READS, isKeepable, isOfflineRead, isPage, NOT_PAGES, PAGES_CACHE, pageCacheKey, READS_CACHE } from './caching-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new release takes over as soon as it has stored all its files: the page that found it was already drawn from the
// new release (pages come from the network first), and the old release's files are deleted once it is in charge.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// The build's files: hashed scripts and styles (their address changes with their content), and the few unhashed
// ones (icons, the manifest) with a revision that changes with their content.
precacheAndRoute(self.__WB_MANIFEST);

const keepOnlyPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepable(response.status, response.headers.get('cache-control')) ? response : null),
};

// Pages: always the network's answer when there is one, so a reload shows the release and language the server
// gives now. Offline: the same page as last seen, else the last page seen (the app routes on the client).
// Navigation preload: the browser asks the server for the page while the worker starts, not after.
navigationPreload.enable();
const lastPageSeen: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)),
  handlerDidError: async () => {
    const cache = await caches.open(PAGES_CACHE);
    const keys = await cache.keys();
    const last = keys.at(-1);
    return (last && (await cache.match(last, { ignoreVary: true }))) ?? undefined;
  },
};
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // One page per path, the last one seen, whatever headers the server's answer varies by (cookie, language).
  matchOptions: { ignoreVary: true },
  plugins: [keepOnlyPublicAnswers, lastPageSeen, new ExpirationPlugin({ maxEntries: 20 })],
});
registerRoute(new NavigationRoute(pages, { denylist: NOT_PAGES }));

// The catalogue the guest simulator reads: the network's answer, the last one kept when there is no network.
const reads = new NetworkFirst({
  cacheName: READS_CACHE,
  plugins: [keepOnlyPublicAnswers, new ExpirationPlugin({ maxEntries: 200 })],
});
registerRoute(({ request, url }) => isOfflineRead(request.method, url, self.location.origin), reads);

// The page that registered this worker was loaded before any worker was in charge, so none of it was kept: keep
// that page and the home page's first data now (with the visitor's cookies, as the page asked), so that the very
// next visit works without network. A new release does the same, so its pages match its stored files.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const pageUrls = windows.map((client) => new URL(client.url)).filter((url) => isPage(url, self.location.origin));
      await Promise.allSettled([
        ...pageUrls.map((url) => pages.handle({ event, request: new Request(url) })),
        ...FIRST_READS.map((path) => reads.handle({ event, request: new Request(path) })),
      ]);
    })(),
  );
});
