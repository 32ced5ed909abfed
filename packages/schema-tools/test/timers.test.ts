// MAX_TIMER_MS is the longest delay Node's setTimeout keeps: one more and Node warns and fires it after 1 ms.
import { afterEach, expect, test, vi } from 'vitest';
import { MAX_TIMER_MS } from '../src/timers.js';

afterEach(() => vi.restoreAllMocks());

/** The warnings Node emits while a timer of `delay` ms is set (and at once cleared). */
function warningsFor(delay: number): string[] {
  const warnings: string[] = [];
  vi.spyOn(process, 'emitWarning').mockImplementation((warning: string | Error) => {
    warnings.push(typeof warning === 'string' ? warning : warning.message);
  });
  clearTimeout(setTimeout(() => {}, delay));
  return warnings;
}

test('a timer of MAX_TIMER_MS is kept as it is; one more is the overflow Node turns into 1 ms', () => {
  expect(MAX_TIMER_MS).toBe(2 ** 31 - 1);
  expect(warningsFor(MAX_TIMER_MS)).toEqual([]);
  expect(warningsFor(MAX_TIMER_MS + 1)).toEqual([expect.stringMatching(/does not fit into a 32-bit signed integer/)]);
});
