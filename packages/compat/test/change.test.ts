// Class -> bump and the ordering of bumps.
import { describe, expect, test } from 'vitest';
import { bumpOf, covers, maxBump, requiredBump, worseClass, type Bump } from '../src/change.js';

describe('bumps', () => {
  test('breaking is major, minor is minor, patch is patch', () => {
    expect([bumpOf('breaking'), bumpOf('minor'), bumpOf('patch')]).toEqual(['major', 'minor', 'patch']);
  });
  const order: Bump[] = ['none', 'patch', 'minor', 'major'];
  for (const [i, have] of order.entries()) {
    for (const [j, need] of order.entries()) {
      test(`${have} covers ${need}: ${i >= j}`, () => {
        expect(covers(have, need)).toBe(i >= j);
        expect(maxBump(have, need)).toBe(order[Math.max(i, j)]);
      });
    }
  }
  test('the required bump is the highest class', () => {
    expect(requiredBump([])).toBe('none');
    expect(
      requiredBump([
        { contract: 'rest', location: '', class: 'patch', what: '' },
        { contract: 'events', location: '', class: 'breaking', what: '' },
      ]),
    ).toBe('major');
  });
  test('worseClass', () =>
    expect([worseClass('minor', 'breaking'), worseClass('minor', 'patch')]).toEqual(['breaking', 'minor']));
});
