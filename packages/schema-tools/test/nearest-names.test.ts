// Suggestions for unknown names in bounded time (a trigram index and a bounded edit distance over a
// few candidates), on a synthetic catalogue of dotted event-type names: the real
// catalogue's suggestions are tested where they are used (the validator, the mock's --type).
import { describe, expect, test } from 'vitest';
import { editDistance, MAX_PROBE_LENGTH, NameIndex, nearestNames } from '../src/nearest-names.js';
import { createPrng } from '../src/seeded-random.js';

/** 260 distinct names shaped like the catalogue's (`billing.ledger.entry_posted`). */
function syntheticTypes(): string[] {
  const rng = createPrng('nearest-names');
  const domains = [
    'account',
    'billing',
    'agreement',
    'meterpoint',
    'ink',
    'lifecycle',
    'flex_device',
    'payment',
    'collection_process',
    'account_user',
  ];
  const middles = ['', 'ledger.', 'gas.', 'electricity.', 'support-site.', 'conversation.', 'schedule.'];
  const events = [
    'created',
    'updated',
    'revoked',
    'entry_posted',
    'closed',
    'requested',
    'withdrawn',
    'sale',
    'optimisation_created',
    'occupied',
    'read_permission_changed',
  ];
  const names = new Set<string>(['account.created', 'billing.ledger.entry_posted']);
  while (names.size < 260) names.add(`${rng.pick(domains)}.${rng.pick(middles)}${rng.pick(events)}`);
  return [...names];
}

const types = syntheticTypes();
const index = new NameIndex(types);

describe('editDistance', () => {
  test.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['acount.created', 'account.created', 1],
    ['flaw', 'lawn', 2],
  ])('%j -> %j: %i', (a, b, want) => {
    expect(editDistance(a, b)).toBe(want);
    expect(editDistance(b, a)).toBe(want);
  });
});

/** The textbook matrix, to check the fast paths against. */
function matrixDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

test('editDistance (bit-parallel up to 32 characters, the matrix beyond) agrees with the textbook matrix on 3,000 random pairs', () => {
  const rng = createPrng(7);
  const alphabet = ['a', 'b', 'c', '.', '_', 'é', '\u4e2d'];
  const word = (max: number): string => Array.from({ length: rng.int(0, max - 1) }, () => rng.pick(alphabet)).join('');
  const wrong: string[] = [];
  for (let k = 0; k < 3000; k++) {
    const a = word(k % 3 === 0 ? 80 : 34);
    const b = word(k % 5 === 0 ? 80 : 34);
    if (editDistance(a, b) !== matrixDistance(a, b)) wrong.push(`${JSON.stringify(a)} ${JSON.stringify(b)}`);
  }
  expect(wrong).toEqual([]);
});

describe('NameIndex.nearest', () => {
  test('any case, any limit: known names only', () => {
    expect(index.nearest('ACOUNT.CREATED')[0]).toBe('account.created');
    expect(index.nearest('a', 5)).toHaveLength(5);
    for (const n of index.nearest('zzz.zzz', 4)) expect(types).toContain(n);
  });

  test('a long or hostile name is cut to the first characters and still answers', () => {
    expect(index.nearest(`account.created${'x'.repeat(100_000)}`)).toHaveLength(3);
    expect(index.nearest('\u0000\uFFFF'.repeat(50))).toHaveLength(3);
    expect(MAX_PROBE_LENGTH).toBeGreaterThanOrEqual(Math.max(...types.map((t) => t.length)));
  });

  test('agrees with an exhaustive edit distance on the best answer for one-edit typos of every fourth type', () => {
    // Each typo is compared with every name: a quarter of the types keeps that exhaustive pass small.
    const misses: string[] = [];
    for (const type of types.filter((_, i) => i % 4 === 0)) {
      const typo = type.slice(0, 3) + type.slice(4); // drop the fourth character
      const best = Math.min(...types.map((t) => editDistance(typo, t)));
      if (editDistance(typo, index.nearest(typo)[0]!) !== best) misses.push(typo);
    }
    expect(misses).toEqual([]);
  });

  test('nearestNames works on any list, ties by name', () => {
    expect(nearestNames('ab', ['ac', 'aa', 'zz'], 2)).toEqual(['aa', 'ac']);
    expect(nearestNames('x', [], 3)).toEqual([]);
  });
});

describe('names that contain the probe come first', () => {
  const names = ['account.created', 'agreement.revoked', 'billing.ledger.entry_posted', 'lifecycle.support-site.sale'];
  test.each([
    ['a typo', 'acount.created', 'account.created'],
    ['a typo of a longer name', 'agreement.revokd', 'agreement.revoked'],
    ['the end of a name', 'entry_posted', 'billing.ledger.entry_posted'],
    ['the middle of a name', 'support-site', 'lifecycle.support-site.sale'],
    ['a name and more is read by edit distance', 'account.created.extra', 'account.created'],
  ])('%s: %s -> %s', (_name, probe, want) => {
    expect(nearestNames(probe, names)[0]).toBe(want);
  });
  test('the limit holds', () => {
    expect(nearestNames('x', names, 2)).toHaveLength(2);
  });
});
