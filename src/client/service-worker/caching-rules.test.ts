import { describe, expect, it } from 'vitest';
import { announcementQuery } from '../lib/announcement-query';
import { countriesQuery, servicesQuery } from '../lib/catalogue-queries';
import { FIRST_READS, isKeepable, isOfflineRead, isPage, pageCacheKey } from './caching-rules';

const ORIGIN = 'https://ribh.example';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('isOfflineRead: what the service worker keeps for the guest simulator', () => {
  it.each([
    ['GET', '/api/services', true],
    ['GET', '/api/countries', true],
    ['GET', '/api/announcement', true],
    ['GET', '/api/fee-structures/country/3f2a', true],
    ['GET', '/api/fee-structures/country/3f2a?serviceId=9', true],
    // The session and everything of one seller or the administrator is never kept.
    ['GET', '/api/auth/user', false],
    ['GET', '/api/auth/login', false],
    ['GET', '/api/simulations', false],
    ['GET', '/api/simulations/1/export', false],
    ['GET', '/api/fee-structures', false],
    ['GET', '/api/admin/countries', false],
    ['GET', '/api/shared/abc', false],
    ['GET', '/api/countries/extra', false],
    // A write is never answered from a store.
    ['POST', '/api/countries', false],
    ['DELETE', '/api/countries', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isOfflineRead(method, at(path), ORIGIN)).toBe(expected);
  });

  it('keeps nothing of another origin', () => {
    expect(isOfflineRead('GET', at('/api/countries', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });

  it('fetches again at install exactly what the home page reads before its first paint (first-data.ts)', () => {
    expect([...FIRST_READS].sort()).toEqual(
      [servicesQuery('own').queryKey[0], countriesQuery('own').queryKey[0], announcementQuery.queryKey[0]].sort(),
    );
    for (const path of FIRST_READS) expect(isOfflineRead('GET', at(path), ORIGIN)).toBe(true);
  });
});

describe('isKeepable: only answers anyone could have been given', () => {
  it.each([
    [200, null, true],
    [200, 'no-cache', true],
    [200, 'public, max-age=0', true],
    // A signed-in viewer's answer (registerPrivateAnswers) and the session's answers.
    [200, 'private, no-store', false],
    [200, 'no-store', false],
    [200, 'Private', false],
    // A failed answer never replaces the last good one.
    [404, null, false],
    [500, null, false],
    [503, 'no-cache', false],
    [0, null, false],
  ])('status %s, cache-control %s → %s', (status, cacheControl, expected) => {
    expect(isKeepable(status, cacheControl)).toBe(expected);
  });
});

describe('pages', () => {
  it('answers every same-origin address outside /api as a page', () => {
    expect(isPage(at('/'), ORIGIN)).toBe(true);
    expect(isPage(at('/history?page=2'), ORIGIN)).toBe(true);
    expect(isPage(at('/api/simulations/1/export?format=pdf'), ORIGIN)).toBe(false);
    expect(isPage(at('/', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });

  it('keeps one page per path, whatever the query says', () => {
    expect(pageCacheKey(at('/?lang=ar'))).toBe(`${ORIGIN}/`);
    expect(pageCacheKey(at('/history?page=2#top'))).toBe(`${ORIGIN}/history`);
  });
});
