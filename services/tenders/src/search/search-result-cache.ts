/**
 * Search results of this process, kept until any tender changes. Tenders change in batches (imports, feed polls,
 * admin edits, the closing job) while the same searches come again and again (the dashboard's default search, the
 * popular keywords and filter sets, their facets), so one computed answer serves every identical search until the
 * next change. Correctness rests on invalidation, not on time: every change clears the cache (see TenderChanges),
 * and `maxAgeMs` only bounds how long "open" (closing in the future) may lag the clock between two closing-job runs.
 *
 * Entries hold the promise, so concurrent identical searches share one computation. An entry is inserted when its
 * computation starts, so a change that commits while it runs clears it too: nothing computed before a change is
 * served after it. A failed computation is dropped, never cached.
 */
export class SearchResultCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  private active = false;
  hits = 0;
  misses = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxAgeMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether answers are cached (off while no change feed is connected, or when `maxEntries` is 0). */
  get enabled(): boolean {
    return this.active && this.maxEntries > 0;
  }

  /** The cached answer for `key`, else `compute()`'s (shared with concurrent callers of the same key). */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, entry); // most recently used last
      return entry.value;
    }
    this.misses++;
    const value = compute();
    const created = { value, expiresAt: now + this.maxAgeMs };
    this.entries.set(key, created);
    value.catch(() => {
      if (this.entries.get(key) === created) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Something changed: forget every answer (including those being computed) and cache again from now on. */
  invalidate(): void {
    this.entries.clear();
    this.active = true;
  }

  /** The change feed is down: answer every search fresh until it is back (it invalidates on reconnect). */
  suspend(): void {
    this.active = false;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
