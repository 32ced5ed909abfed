// Suggestions for an unknown event type on the real catalogue: the index of
// @energy-contracts/schema-tools/nearest-names over today's types, and the error of validateEvent,
// whose message is computed only when read.
import { editDistance, MAX_PROBE_LENGTH, NameIndex } from '@energy-contracts/schema-tools/nearest-names';
import { describe, expect, test } from 'vitest';
import { eventCatalogue, validateEvent } from '../src/events.js';

const types = eventCatalogue().map((e) => e.type);
const index = new NameIndex(types);

describe('NameIndex.nearest over the catalogue', () => {
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

  test('the probe cap covers the longest known type', () => {
    expect(MAX_PROBE_LENGTH).toBeGreaterThanOrEqual(Math.max(...types.map((t) => t.length)));
  });

  // The index computes edit distances for a few candidates only; for a one-edit typo of any
  // known type (the fourth character dropped) its first answer is as near as the nearest of all.
  test.each(types.map((type) => [type.slice(0, 3) + type.slice(4)]))(
    'typo %s: the first answer is an exhaustive best',
    (typo) => {
      const best = Math.min(...types.map((t) => editDistance(typo, t)));
      expect(editDistance(typo, index.nearest(typo)[0]!)).toBe(best);
    },
  );
});

describe('the unknown-type error of validateEvent', () => {
  test('its message is computed when read, then kept, and is seen by JSON and spreading', () => {
    const error = validateEvent('acount.created', 'v1', {}).errors[0]!;
    expect(Object.getOwnPropertyDescriptor(error, 'message')!.get).toBeTypeOf('function');
    expect(error.message).toBe(
      'unknown event type "acount.created"; nearest known types: account.created, account_user.created, account_metadata.created',
    );
    expect(Object.getOwnPropertyDescriptor(error, 'message')!.value).toBe(error.message);
    expect(JSON.parse(JSON.stringify(validateEvent('acount.created', 'v1', {}).errors[0]))).toMatchObject({
      message: expect.stringContaining('nearest known types: account.created'),
    });
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
