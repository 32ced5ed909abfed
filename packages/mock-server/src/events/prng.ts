/**
 * A small seeded pseudo-random number generator. Samples and delivery jitter must be the same
 * bytes for the same seed on every machine and Node version, so nothing here touches
 * Math.random or the clock.
 */

/**
 * Hashes a string to a 32-bit unsigned integer (cyrb53 folded to 32 bits): well mixed, so
 * seeds "1" and "2" give unrelated streams.
 *
 * @example
 * hashString('account.created|v1|0') // => a stable 32-bit integer
 */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef ^ text.length;
  let h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** A deterministic random source; every method consumes from the same stream. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** true with probability p (default 0.5). */
  bool(p?: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

/**
 * Creates a PRNG (mulberry32: 32-bit state, fast, good enough for test data, not for secrets)
 * from any string or number seed.
 *
 * @example
 * const rng = createPrng('42|account.created|v1|0');
 * rng.int(1, 6); // the same value on every run
 */
export function createPrng(seed: string | number): Prng {
  let state = hashString(String(seed));
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    bool: (p = 0.5) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    chars: (alphabet: string, length: number) => {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
  };
}
