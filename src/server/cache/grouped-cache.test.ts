import { describe, expect, it } from 'vitest';
import { cacheRegistry, GroupedCache } from './grouped-cache';

describe('GroupedCache', () => {
  it('keeps a value read while nothing was invalidated', () => {
    const cache = new GroupedCache<string>();
    const mark = cache.mark();
    cache.set('token-a', 'user-1', 'session of user 1', mark);
    expect(cache.get('token-a')).toBe('session of user 1');
  });

  it('refuses a value whose read began before an invalidation, so a revoked row cannot come back', () => {
    const cache = new GroupedCache<string>();
    const markBeforeRead = cache.mark();
    cache.delete('token-a'); // a sign-out lands while the read is in flight
    cache.set('token-a', 'user-1', 'stale session', markBeforeRead);
    expect(cache.get('token-a')).toBeUndefined();
    cache.set('token-a', 'user-1', 'fresh read', cache.mark());
    expect(cache.get('token-a')).toBe('fresh read');
  });

  it('drops every entry of a group and only that group', () => {
    const cache = new GroupedCache<number>();
    cache.set('a', 'user-1', 1, cache.mark());
    cache.set('b', 'user-1', 2, cache.mark());
    cache.set('c', 'user-2', 3, cache.mark());
    cache.invalidateGroup('user-1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, 3]);
    expect(cache.size).toBe(1);
  });

  it('replaces only a value it still holds', () => {
    const cache = new GroupedCache<number>();
    cache.set('a', 'user-1', 1, cache.mark());
    cache.replace('a', 2);
    cache.replace('gone', 3);
    expect(cache.get('a')).toBe(2);
    expect(cache.get('gone')).toBeUndefined();
  });

  it('forgets its oldest entry beyond its size, and the group index with it', () => {
    const cache = new GroupedCache<number>(2);
    cache.set('a', 'user-1', 1, cache.mark());
    cache.set('b', 'user-2', 2, cache.mark());
    cache.set('c', 'user-3', 3, cache.mark());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    expect(cache.size).toBe(2);
    cache.invalidateGroup('user-1');
    expect(cache.size).toBe(2);
  });
});

describe('GroupedCache, least recently used first', () => {
  it('forgets the entry read longest ago, not the one written first', () => {
    const cache = new GroupedCache<number>(2);
    cache.set('a', 'user-1', 1, cache.mark());
    cache.set('b', 'user-2', 2, cache.mark());
    expect(cache.get('a')).toBe(1);
    cache.set('c', 'user-3', 3, cache.mark());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    // The group of the forgotten entry holds nothing any more: invalidating it drops no one else's.
    cache.invalidateGroup('user-2');
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });

  it('moves a key to its new group when it is set again', () => {
    const cache = new GroupedCache<number>();
    cache.set('a', 'user-1', 1, cache.mark());
    cache.set('a', 'user-2', 2, cache.mark());
    cache.invalidateGroup('user-1');
    expect(cache.get('a')).toBe(2);
    cache.invalidateGroup('user-2');
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('cacheRegistry', () => {
  it('gives one cache per database handle, and none to a handle it was not enabled for', () => {
    const registry = cacheRegistry<number>();
    const db = {};
    expect(registry.of(db)).toBeUndefined();
    const cache = registry.enable(db);
    expect(registry.enable(db)).toBe(cache);
    expect(registry.of(db)).toBe(cache);
    expect(registry.of({})).toBeUndefined();
  });
});
