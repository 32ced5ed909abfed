/**
 * The client's two London helpers whose signatures differ from schema-tools' (a month 1-12, a
 * `YYYY-MM-DD` day only). The rest of the client's London exports (`londonOffsetMs`, `londonDate`,
 * `readQueryDateTime`, ...) are `@energy-contracts/schema-tools/london-time`'s own, re-exported by
 * the package's entry point: one copy of the London rule and of the platform's datetime reader,
 * which the mock server answers by too.
 *
 * @example
 * import { londonMidnight, nextDay } from '@energy-contracts/client';
 * (londonMidnight(nextDay('2024-03-31')) - londonMidnight('2024-03-31')) / 3_600_000; // 23
 */
import {
  fromLondonWallClock,
  londonMidnight as londonMidnightOf,
  utcFromFields,
} from '@energy-contracts/schema-tools/london-time';

/**
 * The instant of a London wall-clock time (month 1-12). In the hour skipped in spring there is
 * none (undefined); in the hour repeated in autumn, the first occurrence (BST), as the contract's
 * `QueryDateTime` says.
 * @example londonWallToUtc(2024, 10, 27, 1, 30) // Date.parse('2024-10-27T00:30:00Z')
 */
export function londonWallToUtc(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number | undefined {
  return fromLondonWallClock(utcFromFields(year, month - 1, day, hour, minute, second, ms));
}

/**
 * The instant London's local day `YYYY-MM-DD` starts (local midnight is never skipped or
 * repeated); a RangeError naming `day` for anything but a calendar date.
 * @example new Date(londonMidnight('2024-07-15')).toISOString() // '2024-07-14T23:00:00.000Z'
 */
export function londonMidnight(day: string): number {
  return londonMidnightOf(day);
}
