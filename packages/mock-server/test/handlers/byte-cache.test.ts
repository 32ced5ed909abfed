import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { createPrng } from '@energy-contracts/schema-tools/seeded-random';
import { ByteCache } from '../../src/handlers/byte-cache.js';

describe('ByteCache: LRU bounded by stated sizes', () => {
  const cases: Array<
    [
      string,
      { limit: number; steps: Array<['set', string, number] | ['get', string]>; present: string[]; bytes: number },
    ]
  > = [
    [
      'fits',
      {
        limit: 100,
        steps: [
          ['set', 'a', 40],
          ['set', 'b', 40],
        ],
        present: ['a', 'b'],
        bytes: 80,
      },
    ],
    [
      'evicts the least recently set',
      {
        limit: 100,
        steps: [
          ['set', 'a', 40],
          ['set', 'b', 40],
          ['set', 'c', 40],
        ],
        present: ['b', 'c'],
        bytes: 80,
      },
    ],
    [
      'a get makes an entry recent',
      {
        limit: 100,
        steps: [
          ['set', 'a', 40],
          ['set', 'b', 40],
          ['get', 'a'],
          ['set', 'c', 40],
        ],
        present: ['a', 'c'],
        bytes: 80,
      },
    ],
    [
      'a re-set replaces the size',
      {
        limit: 100,
        steps: [
          ['set', 'a', 40],
          ['set', 'a', 90],
          ['set', 'b', 5],
        ],
        present: ['a', 'b'],
        bytes: 95,
      },
    ],
    [
      'an entry over the bound alone is kept (never the new one)',
      {
        limit: 100,
        steps: [
          ['set', 'a', 40],
          ['set', 'big', 150],
        ],
        present: ['big'],
        bytes: 150,
      },
    ],
    [
      'evicts as many as needed',
      {
        limit: 100,
        steps: [
          ['set', 'a', 30],
          ['set', 'b', 30],
          ['set', 'c', 30],
          ['set', 'd', 90],
        ],
        present: ['d'],
        bytes: 90,
      },
    ],
  ];
  test.each(cases)('%s', (_name, { limit, steps, present, bytes }) => {
    const cache = new ByteCache<string, string>(limit);
    for (const step of steps) {
      if (step[0] === 'set') cache.set(step[1], `value of ${step[1]}`, step[2]);
      else cache.get(step[1]);
    }
    for (const key of ['a', 'b', 'c', 'd', 'big'])
      expect(cache.get(key) !== undefined, key).toBe(present.includes(key));
    expect(cache.stats()).toEqual({ entries: present.length, bytes, limit });
  });
  test('peek reads without making an entry recent; replace swaps a value in place', () => {
    const cache = new ByteCache<string, string>(100);
    cache.set('a', 'a1', 40);
    cache.set('b', 'b1', 40);
    expect(cache.peek('a')).toBe('a1');
    expect(cache.replace('a', 'a2')).toBe(true);
    expect(cache.replace('zz', 'z')).toBe(false);
    expect(cache.peek('zz')).toBeUndefined();
    // Neither the peek nor the replace made 'a' recent: it is still the one evicted.
    cache.set('c', 'c1', 40);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 'b1', 'c1']);
    // A replace keeps a get's mark, so 'b' gets its second chance and 'c' goes.
    cache.get('b');
    cache.replace('b', 'b2');
    cache.set('d', 'd1', 40);
    expect([cache.peek('b'), cache.peek('c'), cache.peek('d')]).toEqual(['b2', undefined, 'd1']);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 80, limit: 100 });
  });
  test('clear empties it', () => {
    const cache = new ByteCache<number, number>(10);
    cache.set(1, 1, 5);
    cache.clear();
    expect(cache.get(1)).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, limit: 10 });
  });
  test('the same entries, order and sizes as CLOCK over a Map (the reference) through 30,000 random steps, the ring bounded', () => {
    // The reference keeps its entries in a Map's insertion order, as this cache did before its ring.
    class Reference {
      readonly entries = new Map<number, { value: number; size: number; used: boolean }>();
      bytes = 0;
      constructor(readonly limit: number) {}
      get(key: number): number | undefined {
        const entry = this.entries.get(key);
        if (entry !== undefined) entry.used = true;
        return entry?.value;
      }
      set(key: number, value: number, size: number): void {
        const old = this.entries.get(key);
        if (old !== undefined) {
          this.entries.delete(key);
          this.bytes -= old.size;
        }
        const entry = { value, size, used: false };
        this.entries.set(key, entry);
        this.bytes += size;
        while (this.bytes > this.limit && this.entries.size > 1) {
          const [oldestKey, oldest] = this.entries.entries().next().value!;
          this.entries.delete(oldestKey);
          if (oldest === entry || oldest.used) {
            oldest.used = false;
            this.entries.set(oldestKey, oldest);
          } else this.bytes -= oldest.size;
        }
      }
    }
    const prng = createPrng(7);
    const cache = new ByteCache<number, number>(1000);
    const reference = new Reference(1000);
    for (let step = 0; step < 30_000; step++) {
      const key = Math.floor(prng.next() * 60);
      const roll = prng.next();
      if (roll < 0.4) expect(cache.get(key), `step ${step}`).toBe(reference.get(key));
      else if (roll < 0.97) {
        const size = 1 + Math.floor(prng.next() * 120);
        cache.set(key, step, size);
        reference.set(key, step, size);
      } else if (roll < 0.98) {
        cache.clear();
        reference.entries.clear();
        reference.bytes = 0;
      } else expect(cache.peek(key)).toBe(reference.entries.get(key)?.value);
      if (step % 97 === 0) {
        expect([...cache.values()], `step ${step}`).toEqual([...reference.entries.values()].map((e) => e.value));
        expect(cache.stats().bytes).toBe(reference.bytes);
      }
    }
    // Re-setting the same keys under the bound (no eviction) leaves dead slots behind: the ring
    // compacts them, so its order and totals stay right however many sets came before.
    const small = new ByteCache<number, number>(1_000_000);
    for (let i = 0; i < 100_000; i++) small.set(i % 3, i, 10);
    expect([...small.values()]).toEqual([99_997, 99_998, 99_999]);
    expect(small.stats()).toEqual({ entries: 3, bytes: 30, limit: 1_000_000 });
  });
  // The cache charges only live entries: memory its dead ring slots keep is not counted by the
  // bound, so these check it with a full GC.
  const fullGc = (): void => {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  };
  test('a value replaced by a set of its key is not held: its dead ring slot lets it go', async () => {
    const cache = new ByteCache<number, { payload: Buffer }>(1_000_000);
    const replaced: Array<WeakRef<object>> = [];
    // In a function of its own, so that no local of this test refers to the values.
    const fill = (): void => {
      for (let i = 0; i < 10; i++) {
        const value = { payload: Buffer.alloc(1000) };
        if (i < 9) replaced.push(new WeakRef(value));
        cache.set(1, value, 1000);
      }
    };
    fill();
    // A WeakRef's target is held until the task that made it ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fullGc();
    expect(replaced.filter((ref) => ref.deref() !== undefined).length).toBe(0);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 1000, limit: 1_000_000 });
  });
  test('a million re-sets under the bound (no eviction) leave the heap as it was: dead slots are compacted away', () => {
    const cache = new ByteCache<number, number>(1_000_000);
    for (let i = 0; i < 1000; i++) cache.set(i % 3, i, 10);
    fullGc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 1_000_000; i++) cache.set(i % 3, i, 10);
    fullGc();
    // A ring that kept its dead slots would hold a million entries here, some 50 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(4_000_000);
    expect([...cache.values()]).toEqual([999_997, 999_998, 999_999]);
  });
});
