// Issue 14: suggestions for an unknown event type in bounded time (a trigram index and a bounded
// edit distance over a few candidates), computed only when the message is read.
import { describe, expect, test } from 'vitest';
import { eventCatalogue, validateEvent } from '../src/events.js';
import { editDistance, MAX_PROBE_LENGTH, NameIndex, nearestNames } from '../src/nearest-names.js';

const types = eventCatalogue().map((e) => e.type);
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
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

test('editDistance (bit-parallel up to 32 characters, the matrix beyond) agrees with the textbook matrix on 3,000 random pairs', () => {
  let seed = 7;
  const random = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const alphabet = ['a', 'b', 'c', '.', '_', 'é', '\u4e2d'];
  const word = (max: number): string => Array.from({ length: Math.floor(random() * max) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const wrong: string[] = [];
  for (let k = 0; k < 3000; k++) {
    const a = word(k % 3 === 0 ? 80 : 34);
    const b = word(k % 5 === 0 ? 80 : 34);
    if (editDistance(a, b) !== matrixDistance(a, b)) wrong.push(`${JSON.stringify(a)} ${JSON.stringify(b)}`);
  }
  expect(wrong).toEqual([]);
});

describe('NameIndex.nearest', () => {
  test.each([
    ['a typo', 'acount.created', 'account.created'],
    ['a swap', 'account.craeted', 'account.created'],
    ['a missing letter at the end', 'billing.ledger.entry_poste', 'billing.ledger.entry_posted'],
    ['another case', 'ACCOUNT.CREATED', 'account.created'],
    ['one character', 'a', undefined],
  ])('%s: %j', (_name, probe, first) => {
    const near = index.nearest(probe);
    expect(near).toHaveLength(3);
    if (first !== undefined) expect(near[0]).toBe(first);
    for (const n of near) expect(types).toContain(n);
  });

  test('a long or hostile name is cut to the first characters and still answers', () => {
    expect(index.nearest(`account.created${'x'.repeat(100_000)}`)).toHaveLength(3);
    expect(index.nearest('\u0000\uFFFF'.repeat(50))).toHaveLength(3);
    expect(MAX_PROBE_LENGTH).toBeGreaterThanOrEqual(Math.max(...types.map((t) => t.length)));
  });

  test('agrees with an exhaustive edit distance on the best answer for one-edit typos of every type', () => {
    const misses: string[] = [];
    for (const type of types) {
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

describe('the unknown-type error of validateEvent', () => {
  test('its message is computed when read, then kept, and is seen by JSON and spreading', () => {
    const error = validateEvent('acount.created', 'v1', {}).errors[0]!;
    expect(Object.getOwnPropertyDescriptor(error, 'message')!.get).toBeTypeOf('function');
    expect(error.message).toBe('unknown event type "acount.created"; nearest known types: account.created, account_user.created, account_metadata.created');
    expect(Object.getOwnPropertyDescriptor(error, 'message')!.value).toBe(error.message);
    expect(JSON.parse(JSON.stringify(validateEvent('acount.created', 'v1', {}).errors[0]))).toMatchObject({ message: expect.stringContaining('nearest known types: account.created') });
    expect({ ...validateEvent('acount.created', 'v1', {}).errors[0] }.message).toContain('account.created');
  });

  test('a caller may overwrite the message', () => {
    const error = validateEvent('nope', 'v1', {}).errors[0]!;
    error.message = 'mine';
    expect(error.message).toBe('mine');
  });

  test('a non-string type has no suggestions', () => {
    expect(validateEvent(5 as unknown as string, 'v1', {}).errors[0]!.message).toBe('unknown event type number');
  });
});
