/**
 * Deterministic randomness for everything this repository generates: the mock's data set and its
 * sample events, and the tests that need reproducible inputs. The same seed gives the same values
 * on every machine and Node version, so nothing here touches Math.random or the clock. Fast and
 * well spread; not for secrets.
 */

/**
 * A 32-bit seeded generator (mulberry32) returning floats in [0, 1).
 * @example const next = mulberry32(42); next(); // always the same first value for seed 42
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * FNV-1a hash of a string, as an unsigned 32-bit integer.
 * @example hashString('E-1R-AGILE-24-04-03-C')
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Murmur3's finaliser: spreads every input bit over the output. */
function fmix32(input: number): number {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A float in [0, 1) determined by a key and an index (random access; no state): the value at
 * index i without computing 0..i-1, which lets a charge page ten years back cost what page 1 costs.
 * @example hashUnit(hashString('tariff'), 175_000)
 */
export function hashUnit(key: number, index: number, salt = 0): number {
  // An index's low 32-bit word plus its high one; an integer below 2^32 (every index the mock uses)
  // is its own low word and has no high one, which spares the division.
  const word = index >>> 0 === index ? index : (index >>> 0) + Math.floor(index / 4_294_967_296);
  return fmix32(key ^ fmix32(word + Math.imul(salt + 1, 0x9e3779b9))) / 4_294_967_296;
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
 * A {@link Prng} on {@link mulberry32}, seeded by any string or number through {@link hashString}.
 *
 * @example
 * const rng = createPrng('42|account.created|v1|0');
 * rng.int(1, 6); // the same value on every run
 */
export function createPrng(seed: string | number): Prng {
  const next = mulberry32(hashString(String(seed)));
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
