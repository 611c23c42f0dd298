import { LRUCache } from 'lru-cache';

/**
 * An in-process cache whose entries belong to a group (here: a user), so every entry of a group can be
 * dropped at once when that group's rows change. Only exact when this process is the database's only
 * writer (the embedded database); see docs/decisions/0004. Bounded by lru-cache: past `maxEntries` the
 * least recently used entry goes, and its group forgets it.
 *
 * A value read from the database is kept only if nothing was invalidated while it was being read:
 * callers take a `mark()` before the read and pass it to `set()`. Otherwise a read that started
 * before a write and finished after it could put the old value back.
 */
export class GroupedCache<V> {
  private readonly entries: LRUCache<string, { group: string; value: V }>;
  private readonly keysOfGroup = new Map<string, Set<string>>();
  private generation = 0;

  constructor(maxEntries = 10_000) {
    this.entries = new LRUCache({
      max: maxEntries,
      // Evicted, deleted or replaced: the entry's group no longer holds the key (set() adds it back).
      dispose: (entry, key) => this.forgetKey(entry.group, key),
    });
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Taken before reading what will be cached. */
  mark(): number {
    return this.generation;
  }

  set(key: string, group: string, value: V, mark: number): void {
    if (mark !== this.generation) return;
    this.entries.set(key, { group, value });
    let keys = this.keysOfGroup.get(group);
    if (!keys) this.keysOfGroup.set(group, (keys = new Set()));
    keys.add(key);
  }

  /** Replaces a value this process has just written itself (no read raced with it). */
  replace(key: string, value: V): void {
    const entry = this.entries.peek(key);
    if (entry) entry.value = value;
  }

  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  invalidateGroup(group: string): void {
    this.generation++;
    for (const key of [...(this.keysOfGroup.get(group) ?? [])]) this.entries.delete(key);
    this.keysOfGroup.delete(group);
  }

  get size(): number {
    return this.entries.size;
  }

  private forgetKey(group: string, key: string): void {
    const keys = this.keysOfGroup.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfGroup.delete(group);
  }
}

/**
 * One cache per database handle, so every module writing through that handle (routes, admin tools,
 * test helpers) drops the same entries. Transactions use other handles and never see the cache.
 */
export function cacheRegistry<V>(maxEntries?: number) {
  const caches = new WeakMap<object, GroupedCache<V>>();
  return {
    enable(db: object): GroupedCache<V> {
      let cache = caches.get(db);
      if (!cache) caches.set(db, (cache = new GroupedCache<V>(maxEntries)));
      return cache;
    },
    of(db: object): GroupedCache<V> | undefined {
      return caches.get(db);
    },
  };
}
