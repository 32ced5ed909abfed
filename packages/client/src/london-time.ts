/**
 * Europe/London time computed with `Intl.DateTimeFormat` (the runtime's tz database): no date
 * library, no Node-only API, so the same code runs in Node, browsers and edge runtimes. The
 * platform reads a datetime without a zone as London wall-clock time (GMT in winter, BST in
 * summer), so a local day has 48 half-hours, 46 on the spring clock change and 50 on the autumn one.
 *
 * @example
 * import { londonMidnight, nextDay } from '@energy-contracts/client';
 * (londonMidnight(nextDay('2024-03-31')) - londonMidnight('2024-03-31')) / 3_600_000; // 23
 */

/** Milliseconds in a half-hour. @example 48 * HALF_HOUR_MS === DAY_MS */
export const HALF_HOUR_MS = 30 * 60_000;
/** Milliseconds in an hour. @example londonOffsetMs(Date.UTC(2024, 6, 1)) === HOUR_MS */
export const HOUR_MS = 60 * 60_000;
/** Milliseconds in 24 hours (not always a London day: see {@link londonMidnight}). @example DAY_MS === 86_400_000 */
export const DAY_MS = 24 * HOUR_MS;

let wallClock: Intl.DateTimeFormat | undefined;
// Built on first use: constructing a formatter costs about as much as a thousand calls, and a
// module that only formats query values should not pay it.
function londonFields(): Intl.DateTimeFormat {
  wallClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return wallClock;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The [year, month, day] of a `YYYY-MM-DD` calendar date; throws a RangeError naming `what` otherwise.
 * @example parseDay('2024-02-29') // [2024, 2, 29]; parseDay('2023-02-29', 'day') throws 'day: expected a calendar date ...'
 */
export function parseDay(day: string, what = 'day'): [number, number, number] {
  const m = typeof day === 'string' ? DAY_RE.exec(day) : null;
  if (m !== null) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const check = new Date(Date.UTC(y, mo - 1, d));
    if (check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d) return [y, mo, d];
  }
  throw new RangeError(`${what}: expected a calendar date YYYY-MM-DD, got ${JSON.stringify(day)}`);
}

/**
 * London's offset from UTC at an instant, in milliseconds (0 in GMT, 3 600 000 in BST).
 * @example londonOffsetMs(Date.parse('2024-07-01T00:00:00Z')) // 3600000
 */
export function londonOffsetMs(t: number | Date): number {
  const utcMs = typeof t === 'number' ? t : t.getTime();
  const parts: Record<string, number> = {};
  for (const p of londonFields().formatToParts(utcMs)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant of a London wall-clock time (month 1-12). In the hour skipped in spring there is
 * none (undefined); in the hour repeated in autumn, the first occurrence (BST), as the platform
 * reads it.
 * @example londonWallToUtc(2024, 10, 27, 1, 30) // Date.parse('2024-10-27T00:30:00Z')
 */
export function londonWallToUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number | undefined {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  for (const offset of [HOUR_MS, 0]) {
    const candidate = wall - offset;
    if (londonOffsetMs(candidate) === offset) return candidate;
  }
  return undefined;
}

/**
 * The instant London's local day `YYYY-MM-DD` starts (local midnight is never skipped or repeated).
 * @example new Date(londonMidnight('2024-07-15')).toISOString() // '2024-07-14T23:00:00.000Z'
 */
export function londonMidnight(day: string): number {
  const [y, m, d] = parseDay(day);
  return londonWallToUtc(y, m, d)!;
}

/**
 * The calendar date `n` days after `YYYY-MM-DD` (before, for a negative `n`).
 * @example addDays('2024-02-28', 2) // '2024-03-01'
 */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * The day after `YYYY-MM-DD`.
 * @example nextDay('2024-12-31') // '2025-01-01'
 */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/**
 * London's local date of an instant, `YYYY-MM-DD`.
 * @example londonDate(Date.parse('2024-07-14T23:30:00Z')) // '2024-07-15'
 */
export function londonDate(t: number | Date): string {
  const utcMs = typeof t === 'number' ? t : t.getTime();
  return new Date(utcMs + londonOffsetMs(utcMs)).toISOString().slice(0, 10);
}

/**
 * The days London's clocks change in a year, read from the tz database: `spring` (23 hours) and
 * `autumn` (25 hours); undefined where the year has no such change.
 * @example clockChangeDays(2024) // { spring: '2024-03-31', autumn: '2024-10-27' }
 */
export function clockChangeDays(year: number): { spring: string | undefined; autumn: string | undefined } {
  const noon = (month: number, day: number): number => Date.UTC(year, month - 1, day, 12);
  const result: { spring: string | undefined; autumn: string | undefined } = { spring: undefined, autumn: undefined };
  for (let month = 1; month <= 12; month++) {
    const before = londonOffsetMs(noon(month, 1));
    const after = londonOffsetMs(noon(month + 1, 1));
    if (before === after) continue;
    // Binary search for the first day whose noon has the new offset: the change happens that morning.
    let lo = 1;
    let hi = new Date(Date.UTC(year, month, 0)).getUTCDate() + 1; // the 1st of the next month
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (londonOffsetMs(noon(month, mid)) === before) lo = mid;
      else hi = mid;
    }
    const day = new Date(noon(month, hi)).toISOString().slice(0, 10);
    if (after > before) result.spring = day;
    else result.autumn = day;
  }
  return result;
}

/**
 * An instant as a datetime query value in UTC, the canonical form the contract accepts
 * (`YYYY-MM-DDTHH:MM:SSZ`, with milliseconds only when there are some).
 * @example formatQueryDateTime(Date.UTC(2024, 2, 31)) // '2024-03-31T00:00:00Z'
 */
export function formatQueryDateTime(t: number | Date): string {
  return new Date(t).toISOString().replace(/\.000Z$/, 'Z');
}

const QUERY_DATETIME_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,6})\d{0,6})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Reads a datetime query value as the platform does (Django's `parse_datetime`: one- or two-digit
 * month and day, `T` or a space, seconds and fraction optional, every field in range with no
 * roll-over, `Z`, `±HH:MM`, `±HHMM` or `±HH`; a date alone is local midnight; no zone is
 * Europe/London wall-clock time); undefined when it cannot be read, including a wall time in the
 * hour skipped in spring.
 * @example readQueryDateTime('2024-10-27') // Date.parse('2024-10-26T23:00:00Z')
 */
export function readQueryDateTime(value: string): number | undefined {
  const m = QUERY_DATETIME_RE.exec(value.trim());
  if (m === null) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  // Python's datetime() refuses a field out of its range (2024-02-31, 25:00) rather than rolling it over.
  const fields = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  if (fields.getUTCMonth() !== Number(mo) - 1 || fields.getUTCDate() !== Number(d) || fields.getUTCHours() !== Number(h) || fields.getUTCMinutes() !== Number(mi) || fields.getUTCSeconds() !== Number(s)) return undefined;
  const ms = Math.floor(Number(`0.${frac || '0'}`) * 1000);
  if (zone === undefined) return londonWallToUtc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), ms);
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  if (zone === 'Z') return wall;
  const zm = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const offset = (Number(zm[2]) * 60 + Number(zm[3] ?? 0)) * 60_000;
  return zm[1] === '+' ? wall - offset : wall + offset;
}
