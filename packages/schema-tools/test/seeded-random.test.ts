// The seeded generators: the same seed gives the same stream on every machine, and the values
// are pinned, because the mock's data set, its prices and its sample events are these bytes.
import { describe, expect, test } from 'vitest';
import { createPrng, hashString, hashUnit, mulberry32 } from '../src/seeded-random.js';

describe('pinned values: a change here changes the mock data set and sample events byte for byte', () => {
  test.each([
    [
      'hashString (FNV-1a)',
      () => [hashString('energy'), hashString('E-1R-AGILE-24-04-03-C'), hashString('')],
      [701255829, 3043498757, 2166136261],
    ],
    [
      'mulberry32',
      () => {
        const next = mulberry32(42);
        return [next(), next(), next()];
      },
      [0.6011037519201636, 0.44829055899754167, 0.8524657934904099],
    ],
    ['hashUnit', () => [hashUnit(hashString('tariff'), 175_000)], [0.6687947411555797]],
    [
      'createPrng',
      () => {
        const r = createPrng('pinned');
        return [r.int(0, 1_000_000), r.int(0, 1_000_000), r.int(0, 1_000_000)];
      },
      [902551, 741254, 961955],
    ],
  ])('%s', (_name, draw, want) => {
    expect(draw()).toEqual(want);
  });
});

describe('createPrng', () => {
  const draw = (seed: string | number) => {
    const r = createPrng(seed);
    return Array.from({ length: 8 }, () => r.next());
  };
  test('same seed: same stream; different seed: different stream', () => {
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
    expect(draw('1')).not.toEqual(draw('2'));
  });
  test('a number seed is its text', () => expect(draw(7)).toEqual(draw('7')));
  test('is mulberry32 seeded by hashString', () => {
    const next = mulberry32(hashString('x'));
    expect(draw('x')).toEqual(Array.from({ length: 8 }, () => next()));
  });
  test('int stays in range and covers it', () => {
    const r = createPrng(1);
    expect([...new Set(Array.from({ length: 500 }, () => r.int(2, 5)))].sort()).toEqual([2, 3, 4, 5]);
  });
  test('next is in [0, 1); bool, pick and chars draw from the stream', () => {
    const r = createPrng('range');
    for (let i = 0; i < 1000; i++) {
      const v = r.next();
      expect(v >= 0 && v < 1).toBe(true);
    }
    expect(typeof r.bool()).toBe('boolean');
    expect(['x', 'y']).toContain(r.pick(['x', 'y']));
    expect(r.chars('ab', 6)).toMatch(/^[ab]{6}$/);
  });
});

describe('hashUnit', () => {
  test('random access: the value at an index does not depend on the ones before, and differs by salt', () => {
    const key = hashString('series');
    expect(hashUnit(key, 10)).toBe(hashUnit(key, 10));
    expect(hashUnit(key, 10)).not.toBe(hashUnit(key, 11));
    expect(hashUnit(key, 10, 1)).not.toBe(hashUnit(key, 10, 2));
  });
  test('indexes beyond 2^32 stay in [0, 1)', () => {
    const v = hashUnit(1, 2 ** 40 + 3);
    expect(v >= 0 && v < 1).toBe(true);
  });
});

describe('hashUnit: the same bits as its defining formula for every kind of index', () => {
  // The definition, written out: the index's low 32-bit word plus its high one plus the salt's
  // multiple of the golden ratio, through Murmur3's finaliser, xor the key, through it again.
  const fmix32 = (input: number): number => {
    let h = input >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const reference = (key: number, index: number, salt = 0): number =>
    fmix32(key ^ fmix32((index >>> 0) + Math.imul(salt + 1, 0x9e3779b9) + Math.floor(index / 4_294_967_296))) /
    4_294_967_296;

  test('integer indices 0 to 2^32 and beyond, negative and fractional ones, with salts 0-9', () => {
    const indices = [
      ...Array.from({ length: 2000 }, (_, i) => i),
      ...Array.from({ length: 2000 }, (_, i) => 175_000 + i * 7919),
      2 ** 31 - 1,
      2 ** 31,
      2 ** 32 - 1,
      2 ** 32,
      2 ** 32 + 1,
      2 ** 40 + 12_345,
      2 ** 53 - 1,
      -1,
      -(2 ** 31),
      -(2 ** 32) - 3,
      0.5,
      7.25,
      2 ** 32 - 0.5,
      -0.5,
    ];
    const mismatches: string[] = [];
    for (const key of [0, 1, hashString('tariff'), 0xffffffff, 0x80000000])
      for (const index of indices)
        for (let salt = 0; salt < 10; salt++)
          if (hashUnit(key, index, salt) !== reference(key, index, salt)) mismatches.push(`${key}/${index}/${salt}`);
    expect(mismatches).toEqual([]);
    expect(hashUnit(5, 3)).toBe(reference(5, 3, 0));
  });
});
