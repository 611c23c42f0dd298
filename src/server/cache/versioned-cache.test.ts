import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

function setup(checkIntervalMs = 1000) {
  const state = { version: 0, versionReads: 0, clock: 0, loads: 0 };
  const cache = new VersionedCache<string>({
    checkIntervalMs,
    now: () => state.clock,
    readVersion: async () => {
      state.versionReads++;
      return state.version;
    },
  });
  const load = (value: string) => async () => {
    state.loads++;
    return value;
  };
  return { cache, state, load };
}

describe('VersionedCache', () => {
  it('loads once and answers later reads from memory', async () => {
    const { cache, state, load } = setup();
    expect(await cache.get('k', load('a'))).toBe('a');
    expect(await cache.get('k', load('b'))).toBe('a');
    expect(state.loads).toBe(1);
  });

  it('shares one load between reads that arrive while it is in flight', async () => {
    const { cache, state, load } = setup();
    const [first, second] = await Promise.all([cache.get('k', load('a')), cache.get('k', load('b'))]);
    expect([first, second]).toEqual(['a', 'a']);
    expect(state.loads).toBe(1);
  });

  it('reloads after a local invalidation', async () => {
    const { cache, load } = setup();
    await cache.get('k', load('a'));
    cache.invalidate();
    expect(await cache.get('k', load('b'))).toBe('b');
  });

  it('reads the shared version at most once per interval and drops everything when it moved', async () => {
    const { cache, state, load } = setup(1000);
    await cache.get('k', load('a'));
    state.version = 1;
    state.clock = 999;
    expect(await cache.get('k', load('b'))).toBe('a');
    expect(state.versionReads).toBe(1);
    state.clock = 1000;
    expect(await cache.get('k', load('b'))).toBe('b');
    expect(state.versionReads).toBe(2);
  });

  it('keeps its entries when the version read again has not moved', async () => {
    const { cache, state, load } = setup(1000);
    await cache.get('k', load('a'));
    state.clock = 5000;
    expect(await cache.get('k', load('b'))).toBe('a');
  });

  it('does not keep a failed load', async () => {
    const { cache, load } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', load('a'))).toBe('a');
  });

  it('drops its entries and checks again on the next read when the version cannot be read', async () => {
    let failing = false;
    let versionReads = 0;
    let clock = 0;
    const cache = new VersionedCache<string>({
      checkIntervalMs: 1000,
      now: () => clock,
      readVersion: async () => {
        versionReads++;
        if (failing) throw new Error('database down');
        return 0;
      },
    });
    await cache.get('k', async () => 'a');
    clock = 1000;
    failing = true;
    await expect(cache.get('k', async () => 'b')).rejects.toThrow('database down');
    failing = false;
    expect(await cache.get('k', async () => 'b')).toBe('b');
    expect(versionReads).toBe(3);
  });
});

describe('VersionedCache shared by several processes (interval 0)', () => {
  it('sees a version moved by another process on the very next read', async () => {
    let version = 1;
    let loads = 0;
    const cache = new VersionedCache<string>({ checkIntervalMs: 0, readVersion: async () => version, now: () => 0 });
    const load = async () => `list ${++loads}`;
    expect(await cache.get('countries', load)).toBe('list 1');
    expect(await cache.get('countries', load)).toBe('list 1');
    version = 2;
    expect(await cache.get('countries', load)).toBe('list 2');
  });
});

describe('VersionedCache.peek (answers that must not wait)', () => {
  it('gives a loaded value only while the version is known fresh', async () => {
    const { cache, state, load } = setup(1000);
    expect(cache.peek('k')).toBeUndefined(); // nothing loaded, version never read
    await cache.get('k', load('a'));
    expect(cache.peek('k')).toBe('a');
    state.clock += 999;
    expect(cache.peek('k')).toBe('a');
    state.clock += 1; // the interval is over: only `get` may confirm the version
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', load('b'));
    expect(cache.peek('k')).toBe('a');
  });

  it('gives nothing after a write in this process or a version move elsewhere', async () => {
    const { cache, state, load } = setup(1000);
    await cache.get('k', load('a'));
    cache.invalidate();
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', load('b'));
    expect(cache.peek('k')).toBe('b');
    state.version++;
    state.clock += 1000;
    await cache.get('k', load('c'));
    expect(cache.peek('k')).toBe('c');
  });

  it('never answers when every read must confirm the version (shared database)', async () => {
    const { cache, load } = setup(0);
    await cache.get('k', load('a'));
    expect(cache.peek('k')).toBeUndefined();
  });

  it('does not keep a failed load', async () => {
    const { cache } = setup(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek('k')).toBeUndefined();
  });
});
