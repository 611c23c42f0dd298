/** The shared plan page's address: `/s/<token>`, a link that is itself the key to the plan. */
export const SHARED_PAGE_PATH = /^\/s\//;

/**
 * Drops every kept `/s/<token>` page from the service worker's caches (they are the same origin's, so the page
 * can reach them). A device signed out of is handed on: the token in a kept address would still open the plan.
 */
export async function forgetSharedPages(storage: CacheStorage | undefined = globalThis.caches): Promise<number> {
  if (!storage) return 0;
  let dropped = 0;
  for (const name of await storage.keys()) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      if (!SHARED_PAGE_PATH.test(new URL(request.url).pathname)) continue;
      if (await cache.delete(request, { ignoreVary: true })) dropped += 1;
    }
  }
  return dropped;
}
