/**
 * A least-recently-used cache (approximately: CLOCK, a second chance for entries used since) bounded in bytes, for serialised JSON (charge and consumption
 * fragments, product details). Each entry is charged the size its owner states (its bytes plus an
 * estimate of the objects around them), and the least recently used entries are dropped while the
 * total is over the bound, so the memory a cache holds never grows with the requests it has seen.
 * Nothing cached here changes an answer: a miss rebuilds the same bytes.
 */

/** Size, entries and bound of a cache, for tests and the benchmark. */
export interface ByteCacheStats {
  entries: number;
  bytes: number;
  limit: number;
}

/**
 * An LRU map whose bound is a total of stated sizes.
 * @example
 * const cache = new ByteCache<string, Buffer>(1024);
 * cache.set('a', Buffer.alloc(600), 600);
 * cache.set('b', Buffer.alloc(600), 600); // 'a' is evicted
 * cache.get('a') // undefined
 */
export class ByteCache<K, V> {
  // Map iteration order is insertion order. A hit only marks its entry (no Map write on the hot
  // path); eviction walks from the oldest, moving marked entries to the end unmarked (a second
  // chance) and dropping the first unmarked one: least recently used, approximately (CLOCK).
  readonly #entries = new Map<K, { value: V; size: number; used: boolean }>();
  #bytes = 0;

  /** @param limit the bound, in bytes. */
  constructor(readonly limit: number) {}

  /** The value, now the most recently used; undefined on a miss. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  /** Stores a value charged `size` bytes, evicting the least recently used entries beyond the bound (never the new one). */
  set(key: K, value: V, size: number): void {
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= old.size;
    }
    const entry = { value, size, used: false };
    this.#entries.set(key, entry);
    this.#bytes += size;
    while (this.#bytes > this.limit && this.#entries.size > 1) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [K, { value: V; size: number; used: boolean }];
      this.#entries.delete(oldestKey);
      if (oldest.used && oldest !== entry) {
        oldest.used = false;
        this.#entries.set(oldestKey, oldest);
      } else if (oldest === entry) {
        // Only the new entry is left unmarked: keep it, drop the next one.
        this.#entries.set(oldestKey, oldest);
      } else this.#bytes -= oldest.size;
    }
  }

  /**
   * The value without marking it used (its place in the eviction order unchanged); undefined on a miss.
   * @example cache.peek('a') // what get('a') would return, without making 'a' recent
   */
  peek(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /**
   * Swaps a cached value for another of the same stated size in place: its charge, place in the
   * eviction order and mark unchanged (an owner giving an entry a copy of its bytes). False on a miss.
   * @example cache.replace('a', Buffer.from(old)) // true if 'a' was cached
   */
  replace(key: K, value: V): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    entry.value = value;
    return true;
  }

  /** The cached values, least recently inserted first (for tests). */
  *values(): IterableIterator<V> {
    for (const entry of this.#entries.values()) yield entry.value;
  }

  /** Drops every entry. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Entries, bytes and bound. */
  stats(): ByteCacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, limit: this.limit };
  }
}
