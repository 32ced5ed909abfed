/**
 * The longest timer, in one place for every package that checks a delay or a time limit against it
 * (the client's `timeoutMs` and retry waits, the event router's `handlerTimeout`, the contract-test
 * runner's and proxy's limits). No imports: browser-safe.
 */

/**
 * The longest delay `setTimeout` keeps, 2^31 - 1 ms (about 24.8 days): Node fires a longer one
 * after 1 ms (a TimeoutOverflowWarning), and browsers overflow at the same bound.
 * @example if (timeoutMs > MAX_TIMER_MS) throw new RangeError(`timeoutMs: at most ${MAX_TIMER_MS}`);
 */
export const MAX_TIMER_MS = 2_147_483_647;
