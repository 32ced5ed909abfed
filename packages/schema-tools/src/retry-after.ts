/**
 * `Retry-After` (RFC 9110 section 10.2.3), read the same way by every package that waits on it: the
 * client's retries and the mock's event delivery.
 */

/**
 * A `Retry-After` value in ms: delay-seconds, or an HTTP date (any of the three forms a recipient
 * must accept) less `now`, never negative; undefined when absent or unreadable.
 * @example parseRetryAfter('3') // 3000
 * @example parseRetryAfter('Wed, 01 May 2024 12:00:05 GMT', Date.parse('2024-05-01T12:00:00Z')) // 5000
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday and month; Date.parse alone would read '-1' as a year. The
  // asctime form carries no zone and means GMT, which Date.parse would read as local time.
  const zoned = /(GMT|UTC)$/i.test(text) ? text : `${text} GMT`;
  const at = /[A-Za-z]/.test(text) ? Date.parse(zoned) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
