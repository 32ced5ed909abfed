/** The numeric options of the runner and the proxy: one range check, one name for Node's longest timer. */

import { MAX_TIMER_MS } from '@energy-contracts/schema-tools/timers';

// The longest timer Node keeps (schema-tools' one constant): a longer one fires after 1 ms, which
// would end a run, or every request, at once.
export { MAX_TIMER_MS };

/**
 * A numeric option is absent or an integer from `min` to `max`; anything else (NaN, Infinity, a
 * fraction, out of range) is a RangeError naming it.
 * @example checkLimit('timeoutMs', 2 ** 31, 1, MAX_TIMER_MS) // throws 'timeoutMs must be an integer from 1 to 2147483647 (got 2147483648)'
 */
export function checkLimit(name: string, value: number | undefined, min: number, max: number): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be an integer from ${min} to ${max} (got ${value})`);
}
