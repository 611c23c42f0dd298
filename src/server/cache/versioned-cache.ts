export interface VersionedCacheOptions {
  /** Reads the shared version (the `catalog_version` row); a change drops every entry. */
  readVersion: () => Promise<number>;
  /** The version is read at most this often per process: the bound on cross-process staleness. */
  checkIntervalMs: number;
  /** Entries kept before the cache starts over, so unexpected keys cannot grow it without limit. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * An in-process cache of computed values (here: JSON text) that is dropped when this process writes
 * (`invalidate()`) or when the shared version moves because any process wrote. Loads are shared while
 * in flight, and a load that fails is not kept.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  /** The entries whose load has finished, for answers that must not wait (`peek`). */
  private readonly settled = new Map<string, T>();
  private knownVersion: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: VersionedCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 1000;
  }

  /** The cached value of `key`, loading it when missing. No await on the hot path. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    // Interval 0 (several processes share the database): every read confirms the version itself, so a
    // check that began before another process's write can never vouch for this read.
    if (this.options.checkIntervalMs === 0) return this.readAndCompare().then(() => this.lookup(key, load));
    if (this.checking) return this.checking.then(() => this.lookup(key, load));
    if (this.now() - this.checkedAt >= this.options.checkIntervalMs) {
      return this.checkVersion().then(() => this.lookup(key, load));
    }
    return this.lookup(key, load);
  }

  /**
   * The value of `key` when it is loaded and known fresh without asking the database: the version was
   * confirmed within the interval and no check is running. Otherwise undefined: use `get`.
   */
  peek(key: string): T | undefined {
    const fresh = this.options.checkIntervalMs > 0 && !this.checking && this.now() - this.checkedAt < this.options.checkIntervalMs;
    return fresh ? this.settled.get(key) : undefined;
  }

  /** Drops every entry; called after a write in this process, before its response is sent. */
  invalidate(): void {
    this.entries.clear();
    this.settled.clear();
  }

  private lookup(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    if (this.entries.size >= this.maxEntries) this.invalidate();
    const pending = load();
    this.entries.set(key, pending);
    pending.then(
      (value) => {
        if (this.entries.get(key) === pending) this.settled.set(key, value);
      },
      () => {
        if (this.entries.get(key) === pending) this.entries.delete(key);
      },
    );
    return pending;
  }

  private async readAndCompare(): Promise<void> {
    const version = await this.options.readVersion();
    if (version !== this.knownVersion) this.invalidate();
    this.knownVersion = version;
  }

  private checkVersion(): Promise<void> {
    this.checkedAt = this.now();
    this.checking = this.options
      .readVersion()
      .then((version) => {
        if (version !== this.knownVersion) this.invalidate();
        this.knownVersion = version;
      })
      .catch((error: unknown) => {
        // Check again on the next read rather than serving entries of unknown freshness.
        this.checkedAt = Number.NEGATIVE_INFINITY;
        this.invalidate();
        throw error;
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }
}
