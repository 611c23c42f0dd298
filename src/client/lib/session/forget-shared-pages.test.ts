import { describe, expect, it } from 'vitest';
import { forgetSharedPages } from './forget-shared-pages';

/** An in-memory CacheStorage holding only request addresses: what forgetSharedPages reads and deletes. */
function storageWith(caches: Record<string, string[]>): CacheStorage {
  const entries = new Map(Object.entries(caches).map(([name, urls]) => [name, new Set(urls)]));
  return {
    keys: async () => [...entries.keys()],
    open: async (name: string) =>
      ({
        keys: async () => [...entries.get(name)!].map((url) => ({ url }) as Request),
        delete: async (request: Request) => entries.get(name)!.delete(request.url),
      }) as unknown as Cache,
    dump: () => Object.fromEntries([...entries].map(([name, urls]) => [name, [...urls]])),
  } as unknown as CacheStorage;
}

describe('forgetSharedPages: what sign-out drops from the service worker’s caches', () => {
  it('drops every /s/<token> page and keeps the rest', async () => {
    const storage = storageWith({
      'ribh-pages': ['https://ribh.example/', 'https://ribh.example/s/AbC123', 'https://ribh.example/history', 'https://ribh.example/s/Zz9'],
      'ribh-offline-reads': ['https://ribh.example/api/countries'],
    });
    expect(await forgetSharedPages(storage)).toBe(2);
    expect((storage as unknown as { dump(): unknown }).dump()).toEqual({
      'ribh-pages': ['https://ribh.example/', 'https://ribh.example/history'],
      'ribh-offline-reads': ['https://ribh.example/api/countries'],
    });
  });

  it('does nothing where there is no cache storage (an old browser, a private window)', async () => {
    expect(await forgetSharedPages(undefined)).toBe(0);
  });
});
