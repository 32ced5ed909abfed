/**
 * Whether a write error means the reader closed the output (`| head -1`), which a command-line tool
 * treats as the end of its run, not as a failure: one rule for every CLI of the project (the
 * validator, the mock's `events`, `energy-contract-test`).
 */

// EPIPE: a pipe whose reader has gone. ECONNRESET: the same on a socket pair, which is what Node's
// child_process gives a child as its stdout. The last two: a Node stream ended or destroyed by
// its reader in-process.
const CLOSED_OUTPUT_CODES: ReadonlySet<string> = new Set([
  'EPIPE',
  'ECONNRESET',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
]);

/**
 * True when `error` (an output stream's 'error') says the reader closed the output.
 * @example isClosedOutput(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })) // true
 * @example isClosedOutput(Object.assign(new Error('no space'), { code: 'ENOSPC' })) // false
 */
export function isClosedOutput(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CLOSED_OUTPUT_CODES.has(code);
}
