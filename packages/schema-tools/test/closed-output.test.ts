// The one rule for a closed output (src/closed-output.ts): a reader that went away ends a CLI's
// run quietly; any other write error is still an error.
import { describe, expect, test } from 'vitest';
import { isClosedOutput } from '../src/closed-output.js';

const withCode = (code: unknown): Error => Object.assign(new Error(String(code)), { code });

describe('isClosedOutput', () => {
  test.each(['EPIPE', 'ECONNRESET', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END'])(
    '%s: the reader closed the output',
    (code) => {
      expect(isClosedOutput(withCode(code))).toBe(true);
    },
  );
  test.each(['ENOSPC', 'EACCES', 'EBADF', '', 32, undefined])('%s: a real write error', (code) => {
    expect(isClosedOutput(withCode(code))).toBe(false);
  });
  test('anything that is not an error object is not a closed output', () => {
    for (const value of [null, undefined, 'EPIPE', 32, { code: null }]) expect(isClosedOutput(value)).toBe(false);
  });
});
