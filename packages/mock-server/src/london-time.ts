/**
 * Europe/London clock arithmetic without Intl: plain arithmetic is both faster and independent of
 * the ICU data shipped with Node. The rules are the time-zone database's for 1972 onwards (since
 * 1996 BST runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October; the earlier UK rules ended it in late October on other Sundays); before 1972 the 1996
 * rule is applied proleptically, which no data of the mock reaches. A property test checks every
 * function against Intl's Europe/London over 1990-2100.
 */

/** Milliseconds in half an hour, an hour and a day of UTC (London's offsets are whole hours). */
export const HALF_HOUR = 1_800_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

const bstCache = new Map<number, readonly [number, number]>();

/**
 * `Date.UTC` without its two-digit-year rule (`Date.UTC(50, 5, 1)` is 1950): years 0-99 stay years
 * 0-99, so `0050-06-01` is read as the year 50, not 1950.
 * @example utcFromFields(50, 5, 1) === Date.UTC(1950, 5, 1) // false
 */
export function utcFromFields(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millis = 0): number {
  const t = Date.UTC(year, month, day, hour, minute, second, millis);
  return year >= 0 && year < 100 ? new Date(t).setUTCFullYear(year, month, day) : t;
}

/** UTC instant of 01:00 UTC on the last Sunday of the given month (0-based) of a year. */
function lastSunday0100Utc(year: number, month: number): number {
  const lastDay = utcFromFields(year, month + 1, 0);
  const weekday = new Date(lastDay).getUTCDay();
  return lastDay - weekday * DAY + HOUR;
}

/** UTC instant of `hour`:00 UTC on the first Sunday on or after `day` of a month (0-based): tzdata's `Sun>=day`. */
function sundayOnOrAfterUtc(year: number, month: number, day: number, hour: number): number {
  const t = utcFromFields(year, month, day);
  return t + ((7 - new Date(t).getUTCDay()) % 7) * DAY + hour * HOUR;
}

/**
 * The [start, end) UTC instants of British Summer Time in a year, by the time-zone database's
 * GB-Eire and EU rules: 1972-1980 `Mar Sun>=16` to `Oct Sun>=23` at 02:00 GMT; 1981-1995 from
 * `Mar lastSun` 01:00 UTC to `Oct Sun>=23` (1981-1989) or `Oct Sun>=22` (1990-1995) at 01:00 UTC;
 * since 1996 `Mar lastSun` to `Oct lastSun` at 01:00 UTC (also used, proleptically, before 1972).
 * @example bstRange(1995) // [Date.UTC(1995, 2, 26, 1), Date.UTC(1995, 9, 22, 1)]
 */
export function bstRange(year: number): readonly [number, number] {
  let range = bstCache.get(year);
  if (range === undefined) {
    if (year >= 1972 && year <= 1980) range = [sundayOnOrAfterUtc(year, 2, 16, 2), sundayOnOrAfterUtc(year, 9, 23, 2)] as const;
    else if (year >= 1981 && year <= 1995) range = [lastSunday0100Utc(year, 2), sundayOnOrAfterUtc(year, 9, year <= 1989 ? 23 : 22, 1)] as const;
    else range = [lastSunday0100Utc(year, 2), lastSunday0100Utc(year, 9)] as const;
    bstCache.set(year, range);
  }
  return range;
}

/**
 * Civil date of a UTC day number (days since 1970-01-01), Howard Hinnant's algorithm: integer
 * arithmetic only, so the hot paths (one or two dates per charge record) allocate no Date.
 * @example civilFromDays(19_723) // [2024, 0, 1] (year, 0-based month, day)
 */
export function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month - 1, day];
}

const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

// A one-day memo: consecutive records of a page share their day, so this hits ~47 times in 48.
let memoDay = Number.NaN;
let memoYear = 1970;
let memoMonth = 0;
let memoPrefix = '';

function useDay(day: number): void {
  if (day === memoDay) return;
  const [y, m, d] = civilFromDays(day);
  memoDay = day;
  memoYear = y;
  memoMonth = m;
  memoPrefix = `${String(y).padStart(4, '0')}-${TWO[m + 1]}-${TWO[d]}T`;
}

/** UTC calendar year of an instant. */
export function utcYear(utcMs: number): number {
  useDay(Math.floor(utcMs / DAY));
  return memoYear;
}

/** UTC year plus month/12 of an instant (e.g. 2024.25 for April 2024), for coarse price levels. */
export function utcYearMonth(utcMs: number): number {
  useDay(Math.floor(utcMs / DAY));
  return memoYear + memoMonth / 12;
}

/**
 * Offset of Europe/London from UTC at an instant, in milliseconds (0 in GMT, 3 600 000 in BST).
 * @example londonOffset(Date.UTC(2024, 6, 1)) // 3600000
 */
export function londonOffset(utcMs: number): number {
  const year = utcYear(utcMs);
  // Called once or twice per charge record: the last year's range is kept outside the Map.
  if (year !== offsetYear) {
    const [start, end] = bstRange(year);
    offsetYear = year;
    offsetStart = start;
    offsetEnd = end;
  }
  return utcMs >= offsetStart && utcMs < offsetEnd ? HOUR : 0;
}

let offsetYear = Number.NaN;
let offsetStart = 0;
let offsetEnd = 0;

/** Local London hour of day of an instant, with the minutes as a fraction (13.5 for 13:30). */
export function londonHourOfDay(utcMs: number): number {
  const local = utcMs + londonOffset(utcMs);
  const inDay = local - Math.floor(local / DAY) * DAY;
  return inDay / HOUR;
}

/** Result of reading a local (zone-less) London wall-clock time. */
export type LocalResolution = { ok: true; utc: number } | { ok: false; reason: 'missing' };

/**
 * Converts a London wall-clock time (given as the UTC instant with the same fields) to UTC.
 * A time in the hour skipped in spring does not exist; a time in the hour repeated in autumn means
 * its first occurrence (BST), which is the contract's rule.
 * @example fromLondonWallClock(Date.UTC(2024, 9, 27, 1, 30)) // { ok: true, utc: Date.UTC(2024, 9, 27, 0, 30) }
 */
export function fromLondonWallClock(naive: number): LocalResolution {
  const [start, end] = bstRange(new Date(naive).getUTCFullYear());
  // In wall-clock terms BST starts at 01:00 GMT (clocks jump to 02:00) and ends at 02:00 BST.
  if (naive < start) return { ok: true, utc: naive };
  if (naive < start + HOUR) return { ok: false, reason: 'missing' };
  if (naive < end + HOUR) return { ok: true, utc: naive - HOUR };
  return { ok: true, utc: naive };
}

/**
 * UTC instant of local midnight in London on a calendar day.
 * @example londonMidnight(2024, 3, 1) // Date.UTC(2024, 2, 31, 23) (1 April 2024 is in BST)
 */
export function londonMidnight(year: number, month: number, day: number): number {
  const naive = utcFromFields(year, month, day);
  const resolved = fromLondonWallClock(naive);
  // Midnight never falls in the skipped hour (01:00-02:00), so this branch is only for safety.
  return resolved.ok ? resolved.utc : naive;
}

/** Local London fields of an instant: calendar date, hour and minute. */
export function londonFields(utcMs: number): { year: number; month: number; day: number; hour: number; minute: number } {
  const d = new Date(utcMs + londonOffset(utcMs));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/**
 * Formats an instant as the platform does: `YYYY-MM-DDTHH:MM:SSZ` (no milliseconds).
 * @example formatUtc(0) // '1970-01-01T00:00:00Z'
 */
export function formatUtc(utcMs: number): string {
  return formatWallClock(utcMs, 'Z');
}

// The wall-clock fields of `wallMs` (an instant shifted by its offset) and the offset's suffix.
function formatWallClock(wallMs: number, suffix: string): string {
  const day = Math.floor(wallMs / DAY);
  useDay(day);
  const seconds = Math.floor((wallMs - day * DAY) / 1000);
  return `${memoPrefix}${TWO[Math.floor(seconds / 3600)]}:${TWO[Math.floor(seconds / 60) % 60]}:${TWO[seconds % 60]}${suffix}`;
}

/**
 * Formats an instant in London local time with its offset, `Z` in GMT and `+01:00` in BST,
 * as the platform shows `available_from`.
 * @example formatLondon(Date.UTC(2024, 3, 2, 23)) // '2024-04-03T00:00:00+01:00'
 */
export function formatLondon(utcMs: number): string {
  const offset = londonOffset(utcMs);
  return offset === 0 ? formatWallClock(utcMs, 'Z') : formatWallClock(utcMs + offset, '+01:00');
}

const QUERY_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:\d{2})?$/;
// Django's parse_datetime (datetime_re: one- or two-digit fields, `T` or a space, `.` or `,` before
// up to 6 fraction digits and 6 more ignored, blanks before the zone, `Z`, `±HH`, `±HHMM`, `±HH:MM`)
// or a date alone, which the platform's datetime filters read as local midnight.
const LENIENT_DATETIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,6})\d{0,6})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
// What `2024-06-01T00:00:00+01:00` becomes when a client sends the `+` unencoded (a `+` in a query is a space).
const PLUS_AS_SPACE = /[T ]\d{1,2}:\d{1,2}(?::\d{1,2}(?:[.,]\d+)?)?\s+\d{2}(?::?\d{2})?$/;

/** Outcome of parsing a datetime query parameter. */
export type QueryDateTimeResult = { ok: true; utc: number } | { ok: false; message: string };

/** How a datetime query parameter is read: `strict` (the canonical form only) or as the platform reads it. */
export interface QueryDateTimeOptions {
  /** Accept Django's forms and a date alone (the platform's reading). Absent or false: the canonical form only. */
  lenient?: boolean;
}

/** The platform's message for an unreadable datetime (Django forms' `invalid` message). */
export const INVALID_DATETIME_MESSAGE = 'Enter a valid date/time.';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Parses a datetime query parameter. Canonical (strict) form: `YYYY-MM-DDTHH:MM[:SS[.ffffff]][Z|±HH:MM]`;
 * lenient form (`{ lenient: true }`): Django's `parse_datetime` forms plus a date alone (local
 * midnight). No zone means Europe/London local time (spring gap: error; autumn overlap: first occurrence).
 * @example parseQueryDateTime('2024-05-26T00:00') // { ok: true, utc: Date.UTC(2024, 4, 25, 23) }
 * @example parseQueryDateTime('2024-05-26 00:00+0100', { lenient: true }) // { ok: true, utc: Date.UTC(2024, 4, 25, 23) }
 */
export function parseQueryDateTime(value: string, options: QueryDateTimeOptions = {}): QueryDateTimeResult {
  const lenient = options.lenient === true;
  const m = (lenient ? LENIENT_DATETIME : QUERY_DATETIME).exec(lenient ? value.trim() : value);
  if (m === null) {
    if (lenient && PLUS_AS_SPACE.test(value.trim())) {
      // Django rejects it too; the hint names the usual cause instead of guessing the sign.
      return { ok: false, message: `${INVALID_DATETIME_MESSAGE} A "+" in a query string arrives as a space: send the offset encoded as %2B (%2B01:00).` };
    }
    if (lenient) return { ok: false, message: INVALID_DATETIME_MESSAGE };
    return { ok: false, message: 'Enter a valid date/time: YYYY-MM-DDTHH:MM, optional :SS and .ffffff, then optional Z or ±HH:MM.' };
  }
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = m[4] === undefined ? 0 : Number(m[4]);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const millis = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1];
  if (month < 1 || month > 12 || monthDays === undefined || day < 1 || day > monthDays || hour > 23 || minute > 59 || second > 59) {
    if (lenient) return { ok: false, message: INVALID_DATETIME_MESSAGE };
    return { ok: false, message: `"${value}" is not a real date and time (month 01-12, a day of that month, hour 00-23, minute and second 00-59).` };
  }
  const naive = utcFromFields(year, month - 1, day, hour, minute, second, millis);
  const zone = m[8];
  if (zone === undefined) {
    const local = fromLondonWallClock(naive);
    if (!local.ok) {
      return {
        ok: false,
        message: `"${value}" does not exist in Europe/London: the clocks go forward from 01:00 to 02:00 that day. Add Z or an offset.`,
      };
    }
    return { ok: true, utc: local.utc };
  }
  if (zone === 'Z') return { ok: true, utc: naive };
  const digits = zone.slice(1).replace(':', '');
  const offHours = Number(digits.slice(0, 2));
  const offMinutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  if (offHours > 23 || offMinutes > 59) {
    return { ok: false, message: `"${value}" has an invalid offset: expected ±HH:MM with HH 00-23 and MM 00-59.` };
  }
  const sign = zone[0] === '-' ? -1 : 1;
  return { ok: true, utc: naive - sign * (offHours * HOUR + offMinutes * 60_000) };
}
