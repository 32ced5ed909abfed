import { describe, expect, test, vi } from 'vitest';
import { parseRetryAfter } from '../src/retry-after.js';

describe('parseRetryAfter', () => {
  const now = Date.parse('2024-05-01T12:00:00Z');
  test.each<[string | null, number | undefined]>([
    ['0', 0],
    ['3', 3000],
    [' 12 ', 12_000],
    ['Wed, 01 May 2024 12:00:05 GMT', 5000],
    ['Wed, 01 May 2024 11:59:00 GMT', 0],
    // The two obsolete forms RFC 9110 still asks a recipient to accept.
    ['Wednesday, 01-May-24 12:00:07 GMT', 7000],
    ['Wed May  1 12:00:09 2024', 9000],
    ['Thu, 01 Jan 1970 00:00:00 GMT', 0],
    ['soon', undefined],
    ['-1', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %j ms', (value, want) => {
    expect(parseRetryAfter(value, now)).toBe(want);
  });

  test('now defaults to the clock', () => {
    vi.useFakeTimers({ now: Date.parse('2024-05-01T09:30:00Z'), toFake: ['Date'] });
    try {
      expect(parseRetryAfter('Wed, 01 May 2024 09:31:00 GMT')).toBe(60_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
