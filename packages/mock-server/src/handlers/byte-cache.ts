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

interface Entry<K, V> {
  readonly key: K;
  // Undefined once replaced by a set of the same key: a dead entry's slot must not keep its old
  // value alive, which the bytes no longer count.
  value: V | undefined;
  readonly size: number;
  used: boolean;
  // False once evicted or replaced by a set of the same key (its ring slot is then skipped).
  live: boolean;
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
  // CLOCK: the entries sit in a ring in insertion order. A hit only marks its entry (no write on
  // the hot path); eviction takes from the oldest end, moving marked entries to the newest end
  // unmarked (a second chance) and dropping the first unmarked one: least recently used,
  // approximately. A ring makes each step O(1): taking the oldest entry of a Map (as this did)
  // walks over every entry deleted since the Map last rehashed, about 1.5 us a step with a
  // thousand fragments cached, some 50 us on a cold 1500-record page.
  readonly #entries = new Map<K, Entry<K, V>>();
  // Entries replaced by a set of the same key stay in the ring, dead (without their value), until
  // they reach its oldest end or the ring is compacted (push). The ring never shrinks (but on
  // clear): its length is 16, or a power of two under four times the most entries it has held.
  #ring: Array<Entry<K, V> | undefined> = new Array(16);
  #head = 0;
  #length = 0;
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
      old.live = false;
      old.value = undefined;
      this.#bytes -= old.size;
    }
    const entry: Entry<K, V> = { key, value, size, used: false, live: true };
    this.#entries.set(key, entry);
    this.#push(entry);
    this.#bytes += size;
    while (this.#bytes > this.limit && this.#entries.size > 1) {
      const oldest = this.#shift();
      if (!oldest.live) continue;
      if (oldest === entry || oldest.used) {
        // A second chance; or only the new entry is left unmarked: keep it, drop the next one.
        oldest.used = false;
        this.#push(oldest);
      } else {
        oldest.live = false;
        this.#entries.delete(oldest.key);
        this.#bytes -= oldest.size;
      }
    }
  }

  #push(entry: Entry<K, V>): void {
    if (this.#length === this.#ring.length) {
      // Full: compact the dead entries away, and double the ring if most entries are live.
      const live: Array<Entry<K, V> | undefined> = [];
      for (let i = 0; i < this.#length; i++) {
        const e = this.#ring[(this.#head + i) & (this.#ring.length - 1)]!;
        if (e.live) live.push(e);
      }
      let capacity = this.#ring.length;
      while (live.length * 2 > capacity) capacity *= 2;
      this.#length = live.length;
      live.length = capacity;
      this.#ring = live;
      this.#head = 0;
    }
    this.#ring[(this.#head + this.#length) & (this.#ring.length - 1)] = entry;
    this.#length++;
  }

  #shift(): Entry<K, V> {
    const entry = this.#ring[this.#head]!;
    this.#ring[this.#head] = undefined;
    this.#head = (this.#head + 1) & (this.#ring.length - 1);
    this.#length--;
    return entry;
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
    for (let i = 0; i < this.#length; i++) {
      const entry = this.#ring[(this.#head + i) & (this.#ring.length - 1)]!;
      if (entry.live) yield entry.value as V;
    }
  }

  /** Drops every entry. */
  clear(): void {
    this.#entries.clear();
    this.#ring = new Array(16);
    this.#head = 0;
    this.#length = 0;
    this.#bytes = 0;
  }

  /** Entries, bytes and bound. */
  stats(): ByteCacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, limit: this.limit };
  }
}
