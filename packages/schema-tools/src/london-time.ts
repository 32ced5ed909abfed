/**
 * Europe/London time and the platform's datetime query values, in plain arithmetic: no `Intl`, no
 * date library, no Node API, so the same code runs in Node, browsers and edge runtimes, answers
 * the same whatever tz data the runtime ships, and allocates no `Date` on the mock's hot paths.
 *
 * The London rule is the time-zone database's from 1972 on (since 1996 BST runs from 01:00 UTC on
 * the last Sunday of March to 01:00 UTC on the last Sunday of October; earlier years ended it on
 * other Sundays of October); before 1972 the 1996 rule is applied proleptically (the tz database
 * has British Standard Time all year 1968-1971 and older irregular rules there). Tests check it
 * against `Intl`'s Europe/London for every year 1972-2100.
 *
 * Instants are UTC epoch milliseconds, read as `Date` and `Intl` read them where they become dates
 * and texts: a fraction of a millisecond is truncated toward zero (before 1970 that is not the
 * floor: -0.5 is 1970-01-01T00:00:00.000Z); `londonHourOfDay` keeps the fraction in its hours.
 * Numeric calendar fields count months from 0, as `Date.UTC` does; days written as text are
 * `YYYY-MM-DD`. Years run from 1 to 9999, as in Python's `datetime` (the platform's): a datetime
 * query value in year 0000 is not one.
 *
 * @example
 * import { londonMidnight, nextDay, parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
 * (londonMidnight(nextDay('2024-03-31')) - londonMidnight('2024-03-31')) / 3_600_000; // 23
 * parseQueryDateTime('2024-05-26', { lenient: true }); // { ok: true, utc: Date.UTC(2024, 4, 25, 23) }
 */

/** Milliseconds in half an hour (London's offsets are whole hours, so half-hours never straddle one). @example 48 * HALF_HOUR_MS === DAY_MS */
export const HALF_HOUR_MS: number = 1_800_000;
/** Milliseconds in an hour. @example londonOffsetMs(Date.UTC(2024, 6, 1)) === HOUR_MS */
export const HOUR_MS: number = 3_600_000;
/** Milliseconds in 24 hours: a UTC day, not always a London day (see {@link londonMidnight}). @example DAY_MS === 86_400_000 */
export const DAY_MS: number = 86_400_000;

// 400 Gregorian years are exactly 146 097 days: the calendar repeats, so a year read 400 later and
// moved back is the same day of the same weekday.
const FOUR_HUNDRED_YEARS_MS = 146_097 * 86_400_000;

// Date's range: 100 000 000 days either side of 1970.
const MAX_INSTANT = 8.64e15;
const MAX_DAYS = 1e8;
// The instants whose UTC date has a four-digit year, 0000-01-01 to 9999-12-31 (Date.UTC reads 0 as 1900).
const YEAR_0_START = -62_167_219_200_000;
const YEAR_10000_START = 253_402_300_800_000;

/**
 * The first instant a query datetime can hold, 0001-01-01T00:00:00Z: its year has four digits, and
 * 0001-01-01 is the first calendar date this module reads.
 * @example formatQueryDateTime(QUERY_YEARS_START_MS) // '0001-01-01T00:00:00Z'
 */
export const QUERY_YEARS_START_MS: number = YEAR_0_START + 366 * DAY_MS;
/**
 * The end of the instants a query datetime can hold, 10000-01-01T00:00:00Z (excluded: past 9999-12-31).
 * @example formatQueryDateTime(QUERY_YEARS_END_MS - 1000) // '9999-12-31T23:59:59Z'
 */
export const QUERY_YEARS_END_MS: number = YEAR_10000_START;

// A value as an error message shows it: text quoted, a Date as Invalid Date or its ISO form.
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (isDate(value)) return Number.isNaN(value.getTime()) ? 'Invalid Date' : String(value.getTime());
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? '[]' : '{}';
  return String(value);
}

// The RangeError of every refused argument: the function, its parameter, what it takes, the value.
function refuse(fn: string, param: string, expected: string, value: unknown): never {
  throw new RangeError(`${fn}: expected ${param} to be ${expected}, got ${shown(value)}`);
}

// Whether a value is a number within Date's range (NaN and the infinities are not).
function isInstant(value: unknown): value is number {
  return typeof value === 'number' && value >= -MAX_INSTANT && value <= MAX_INSTANT;
}

const INSTANT = "an instant in Date's range (epoch milliseconds)";

/**
 * `Date.UTC` without its two-digit-year rule (`Date.UTC(50, 5, 1)` is 1950): years 0-99 stay years
 * 0-99, so `0050-06-01` is read as the year 50, not 1950. Fields out of range roll over as in
 * `Date.UTC` (hour 25 is 01:00 the next day), those years included.
 * @example utcFromFields(50, 5, 1) === Date.UTC(1950, 5, 1) // false
 */
export function utcFromFields(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millis = 0,
): number {
  // Years 400-499 have no two-digit rule; setUTCFullYear would keep the time of day but lose its roll-over into the date.
  if (year >= 0 && year < 100)
    return Date.UTC(year + 400, month, day, hour, minute, second, millis) - FOUR_HUNDRED_YEARS_MS;
  return Date.UTC(year, month, day, hour, minute, second, millis);
}

/**
 * Day number (days since 1970-01-01) of a proleptic Gregorian date, month 0-11, Howard Hinnant's
 * days_from_civil: integer arithmetic for every integer year, no Date and no two-digit-year rule.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month < 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  // Days since 1 March of the (March-based) year: March is month 0 of it, February the last.
  const doy = Math.floor((153 * (month < 2 ? month + 10 : month - 2) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

// Day 0, 1 January 1970, was a Thursday: the weekday of a day number, 0 for Sunday. (Floors, not
// `%`, which on a double is a call to fmod.)
function weekday(days: number): number {
  return days + 4 - Math.floor((days + 4) / 7) * 7;
}

/** Day number of the last Sunday of a month with 31 days (March and October are). */
function lastSundayOf31(year: number, month: number): number {
  const last = daysFromCivil(year, month, 31);
  return last - weekday(last);
}

/** Day number of the first Sunday on or after `day` of a month: tzdata's `Sun>=day`. */
function sundayOnOrAfter(year: number, month: number, day: number): number {
  const d = daysFromCivil(year, month, day);
  const w = weekday(d);
  return w === 0 ? d : d + 7 - w;
}

/** UTC instant BST starts in a year (see {@link bstRange}). */
function bstStart(year: number): number {
  if (year >= 1972 && year <= 1980) return sundayOnOrAfter(year, 2, 16) * DAY_MS + 2 * HOUR_MS;
  return lastSundayOf31(year, 2) * DAY_MS + HOUR_MS;
}

/** UTC instant BST ends in a year (see {@link bstRange}). */
function bstEnd(year: number): number {
  if (year < 1972 || year >= 1996) return lastSundayOf31(year, 9) * DAY_MS + HOUR_MS;
  if (year <= 1980) return sundayOnOrAfter(year, 9, 23) * DAY_MS + 2 * HOUR_MS;
  return sundayOnOrAfter(year, 9, year <= 1989 ? 23 : 22) * DAY_MS + HOUR_MS;
}

/**
 * The [start, end) UTC instants of British Summer Time in a year, by the time-zone database's
 * GB-Eire and EU rules: 1972-1980 `Mar Sun>=16` to `Oct Sun>=23` at 02:00 GMT; 1981-1995 from
 * `Mar lastSun` 01:00 UTC to `Oct Sun>=23` (1981-1989) or `Oct Sun>=22` (1990-1995) at 01:00 UTC;
 * since 1996 `Mar lastSun` to `Oct lastSun` at 01:00 UTC (also used, proleptically, before 1972).
 * @example bstRange(1995) // [Date.UTC(1995, 2, 26, 1), Date.UTC(1995, 9, 22, 1)]
 */
export function bstRange(year: number): readonly [number, number] {
  // Date.UTC's reading of a fractional or non-finite year.
  const y = Number.isFinite(year) ? Math.trunc(year) : Number.NaN;
  return [bstStart(y), bstEnd(y)] as const;
}

// The hot paths (several calls per record of a page) read the calendar and BST from tables of the
// years 1900-2299, computed once at load and never changed; other years are computed as they come.
const TABLE_FROM = 1900;
const TABLE_YEARS = 400;
// Day number of 1 January of each year of the table, and of the year after it.
const YEAR_START = Int32Array.from({ length: TABLE_YEARS + 1 }, (_, i) => daysFromCivil(TABLE_FROM + i, 0, 1));
// BST's start and end of each year of the table, side by side.
const BST_BOUNDS = Float64Array.from({ length: 2 * TABLE_YEARS }, (_, i) =>
  i % 2 === 0 ? bstStart(TABLE_FROM + i / 2) : bstEnd(TABLE_FROM + (i - 1) / 2),
);
// First day of each month in a leap year (0 = 1 January), and the month of each day of a leap year.
const LEAP_MONTH_START = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366];
const MONTH_OF_LEAP_DAY = Uint8Array.from({ length: 366 }, (_, d) => LEAP_MONTH_START.findIndex((s) => s > d) - 1);
const DAYS_PER_MEAN_YEAR = 365.2425;

// The table's index of the year holding a day number, or -1 outside the table. A count of mean
// Gregorian years is the calendar year but within a few days of 1 January: one step corrects it.
function tableYear(days: number): number {
  let i = Math.floor((days - YEAR_START[0]!) / DAYS_PER_MEAN_YEAR);
  if (!(i >= 0 && i < TABLE_YEARS)) return -1;
  if (days < YEAR_START[i]!) i--;
  else if (days >= YEAR_START[i + 1]!) i++;
  return i >= 0 && i < TABLE_YEARS ? i : -1;
}

/**
 * Civil date of a UTC day number (days since 1970-01-01): read from the table of years for
 * 1900-2299, otherwise Howard Hinnant's civil_from_days. No Date is made.
 * @example civilFromDays(19_723) // [2024, 0, 1] (year, 0-based month, day)
 */
export function civilFromDays(days: number): [number, number, number] {
  const i = tableYear(days);
  if (i < 0) {
    if (!(typeof days === 'number' && Math.abs(days) <= MAX_DAYS))
      refuse('civilFromDays', 'days', "a day number in Date's range (±100 000 000)", days);
    return civilByArithmetic(days);
  }
  const doy = leapDayOfYear(days, i);
  const month = MONTH_OF_LEAP_DAY[doy]!;
  return [TABLE_FROM + i, month, doy - LEAP_MONTH_START[month]! + 1];
}

// The day of its year (0 = 1 January) of a day number in the table's year i, counted as in a leap
// year: a common year's days from 1 March on are shifted by one.
function leapDayOfYear(days: number, i: number): number {
  const doy = days - YEAR_START[i]!;
  return doy >= 59 && YEAR_START[i + 1]! - YEAR_START[i]! === 365 ? doy + 1 : doy;
}

/** Howard Hinnant's civil_from_days, for any day number (years outside the table). */
function civilByArithmetic(days: number): [number, number, number] {
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

const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
// The texts a formatted datetime is made of, for the table's years: `2024-`, then `07-15T` by the
// day of a leap year, then `13:30:` by the minute of the day.
const YEAR_TEXT = Array.from({ length: TABLE_YEARS }, (_, i) => `${TABLE_FROM + i}-`);
const DATE_TEXT = Array.from(
  { length: 366 },
  (_, d) => `${TWO[MONTH_OF_LEAP_DAY[d]! + 1]}-${TWO[d - LEAP_MONTH_START[MONTH_OF_LEAP_DAY[d]!]! + 1]}T`,
);
const MINUTE_TEXT = Array.from({ length: 1440 }, (_, m) => `${TWO[Math.floor(m / 60)]}:${TWO[m % 60]}:`);

/**
 * UTC calendar year of an instant.
 * @example utcYear(Date.UTC(2024, 11, 31, 23, 30)) // 2024
 */
export function utcYear(utcMs: number): number {
  if (!isInstant(utcMs)) refuse('utcYear', 'utcMs', INSTANT, utcMs);
  const days = Math.floor(Math.trunc(utcMs) / DAY_MS);
  const i = tableYear(days);
  return i < 0 ? civilByArithmetic(days)[0] : TABLE_FROM + i;
}

/**
 * UTC year plus month/12 of an instant: a position in time by the month, for levels that change
 * with the months (the mock's price levels).
 * @example utcYearMonth(Date.UTC(2024, 3, 15)) // 2024.25
 */
export function utcYearMonth(utcMs: number): number {
  if (!isInstant(utcMs)) refuse('utcYearMonth', 'utcMs', INSTANT, utcMs);
  const days = Math.floor(Math.trunc(utcMs) / DAY_MS);
  const i = tableYear(days);
  if (i >= 0) return TABLE_FROM + i + MONTH_OF_LEAP_DAY[leapDayOfYear(days, i)]! / 12;
  const [year, month] = civilByArithmetic(days);
  return year + month / 12;
}

// Whether an instant is in BST, given a year within a few days of its own (BST starts and ends
// months away from 1 January, so the neighbouring year's range gives the same answer there).
function inBst(utcMs: number, year: number): boolean {
  const i = year - TABLE_FROM;
  if (i >= 0 && i < TABLE_YEARS) return utcMs >= BST_BOUNDS[2 * i]! && utcMs < BST_BOUNDS[2 * i + 1]!;
  return utcMs >= bstStart(year) && utcMs < bstEnd(year);
}

// A year within a few days of an instant's own: its count of mean Gregorian years from 1970.
function nearYear(utcMs: number): number {
  return 1970 + Math.floor(utcMs / (DAYS_PER_MEAN_YEAR * DAY_MS));
}

// London's offset at a UTC instant.
function offsetAt(utcMs: number): number {
  return inBst(utcMs, nearYear(utcMs)) ? HOUR_MS : 0;
}

/**
 * Whether a value is a Date, of any realm (an iframe's or a vm context's too, which `instanceof
 * Date` refuses): its built-in tag, which an object merely having a `getTime` method lacks.
 * @example isDate(new Date()) // true; isDate('2024-07-01') // false
 */
export function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

/** Epoch ms of a number or a Date (of any realm: isDate); a RangeError naming `what` and `t` when it is no instant in Date's range. */
function epochMs(t: number | Date, what: string): number {
  const utcMs = typeof t === 'number' ? t : isDate(t) ? t.getTime() : Number.NaN;
  if (!isInstant(utcMs)) refuse(what, 't', "an instant in Date's range (epoch milliseconds or a valid Date)", t);
  return Math.trunc(utcMs);
}

/**
 * London's offset from UTC at an instant, in milliseconds (0 in GMT, 3 600 000 in BST); a
 * RangeError naming `t` for NaN, an infinity, a value past Date's range or an invalid Date.
 * @example londonOffsetMs(Date.parse('2024-07-01T00:00:00Z')) // 3600000
 */
export function londonOffsetMs(t: number | Date): number {
  return offsetAt(epochMs(t, 'londonOffsetMs'));
}

/**
 * Local London hour of day of an instant, with the minutes and seconds as a fraction (13.5 for 13:30).
 * @example londonHourOfDay(Date.UTC(2024, 6, 1, 12, 30)) // 13.5
 */
export function londonHourOfDay(utcMs: number): number {
  if (!isInstant(utcMs)) refuse('londonHourOfDay', 'utcMs', INSTANT, utcMs);
  const local = utcMs + offsetAt(utcMs);
  const inDay = local - Math.floor(local / DAY_MS) * DAY_MS;
  return inDay / HOUR_MS;
}

/**
 * Local London fields of an instant: year, month (0-11), day, hour and minute.
 * @example londonFields(Date.UTC(2024, 6, 14, 23, 30)) // { year: 2024, month: 6, day: 15, hour: 0, minute: 30 }
 */
export function londonFields(utcMs: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  if (!isInstant(utcMs)) refuse('londonFields', 'utcMs', INSTANT, utcMs);
  const t = Math.trunc(utcMs);
  const local = t + offsetAt(t);
  const days = Math.floor(local / DAY_MS);
  const [year, month, day] = civilFromDays(days);
  const minutes = Math.floor((local - days * DAY_MS) / 60_000);
  const hour = Math.floor(minutes / 60);
  return { year, month, day, hour, minute: minutes - hour * 60 };
}

/**
 * The instant of a London wall-clock time, given as the UTC instant with the same fields
 * (`utcFromFields(2024, 9, 27, 1, 30)` for 01:30 on 27 October 2024). In the hour skipped in
 * spring there is none (undefined); in the hour repeated in autumn, the first occurrence (BST),
 * which is the contract's rule.
 * @example fromLondonWallClock(Date.UTC(2024, 9, 27, 1, 30)) // Date.UTC(2024, 9, 27, 0, 30)
 */
export function fromLondonWallClock(naive: number): number | undefined {
  if (!isInstant(naive)) refuse('fromLondonWallClock', 'naive', INSTANT, naive);
  // In wall-clock terms the hour after BST's start (01:00 GMT, 02:00 in 1972-1980) is skipped and
  // the hour before its end + 1 h (02:00 BST, 03:00 in 1972-1980) comes twice: the first pass is BST.
  // Decided on the wall clock's whole milliseconds, as londonOffsetMs reads an instant.
  const wall = Math.trunc(naive);
  const year = nearYear(wall);
  if (inBst(wall - HOUR_MS, year)) return naive - HOUR_MS;
  return inBst(wall, year) ? undefined : naive;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether year-month(0-11)-day is a day of the calendar, years 1-9999 (Python's datetime range). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 0 || month > 11 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 1 ? (leap ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!);
}

/**
 * The [year, month (0-11), day] of a `YYYY-MM-DD` calendar date (years 0001-9999); a RangeError
 * naming `what` otherwise.
 * @example parseDay('2024-02-29') // [2024, 1, 29]; parseDay('2023-02-29', 'day') throws 'day: expected a calendar date ...'
 */
export function parseDay(day: string, what = 'day'): [number, number, number] {
  const m = typeof day === 'string' ? DAY_RE.exec(day) : null;
  if (m !== null) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    if (isCalendarDay(y, mo, d)) return [y, mo, d];
  }
  throw new RangeError(`${what}: expected a calendar date YYYY-MM-DD, got ${JSON.stringify(day)}`);
}

/**
 * The instant London's local day starts (local midnight is never skipped or repeated): of a
 * `YYYY-MM-DD` day (a RangeError naming `day` otherwise), or of year, month (0-11) and day.
 * @example new Date(londonMidnight('2024-07-15')).toISOString() // '2024-07-14T23:00:00.000Z'
 * @example londonMidnight(2024, 3, 1) // Date.UTC(2024, 2, 31, 23) (1 April 2024 is in BST)
 */
export function londonMidnight(day: string): number;
export function londonMidnight(year: number, month: number, day: number): number;
export function londonMidnight(dayOrYear: string | number, month = 0, day = 1): number {
  const naive =
    typeof dayOrYear === 'string' ? utcFromFields(...parseDay(dayOrYear)) : utcFromFields(dayOrYear, month, day);
  if (!isInstant(naive) || !isInstant(naive - HOUR_MS))
    refuse(
      'londonMidnight',
      'year, month and day',
      "a date in Date's range",
      `${shown(dayOrYear)}, ${shown(month)}, ${shown(day)}`,
    );
  // Midnight never falls in the skipped hour (01:00-02:00): the fallback is never taken.
  return fromLondonWallClock(naive) ?? naive;
}

// `YYYY-MM-DD` of a UTC instant's date, years 0000-9999 (the callers keep to them).
function isoDay(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

// The date n days after a parsed day; undefined when n is no whole number or the date leaves the years 0001-9999.
function shiftDay(day: string, n: number, what: string): string | undefined {
  const [y, m, d] = parseDay(day, what);
  if (!Number.isSafeInteger(n)) return undefined;
  const t = utcFromFields(y, m, d + n);
  return t >= QUERY_YEARS_START_MS && t < QUERY_YEARS_END_MS ? isoDay(t) : undefined;
}

/**
 * The calendar date `n` days after `YYYY-MM-DD` (before, for a negative `n`); a RangeError naming
 * `n` when it is no whole number or the date would leave the years 0001-9999.
 * @example addDays('2024-02-28', 2) // '2024-03-01'
 */
export function addDays(day: string, n: number): string {
  return (
    shiftDay(day, n, 'day') ??
    refuse('addDays', 'n', 'a whole number of days keeping the date in the years 0001-9999', n)
  );
}

/**
 * The day after `YYYY-MM-DD`; a RangeError naming `day` for 9999-12-31, the last day this module reads.
 * @example nextDay('2024-12-31') // '2025-01-01'
 */
export function nextDay(day: string): string {
  return shiftDay(day, 1, 'day') ?? refuse('nextDay', 'day', 'a date before 9999-12-31', day);
}

/**
 * London's local date of an instant, `YYYY-MM-DD`; a RangeError naming `t` for a value that is no
 * instant, or one whose London date is outside the years 0000-9999 (no `YYYY-MM-DD` for it).
 * @example londonDate(Date.parse('2024-07-14T23:30:00Z')) // '2024-07-15'
 */
export function londonDate(t: number | Date): string {
  const utcMs = epochMs(t, 'londonDate');
  const local = utcMs + offsetAt(utcMs);
  if (local < YEAR_0_START || local >= YEAR_10000_START)
    refuse('londonDate', 't', 'an instant whose London date is in the years 0000-9999', t);
  return isoDay(local);
}

/**
 * The days London's clocks change in a year: `spring` (a 23-hour day) and `autumn` (25 hours).
 * By this module's rule every year has both; the type leaves room for a year without a change.
 * @example clockChangeDays(2024) // { spring: '2024-03-31', autumn: '2024-10-27' }
 */
export function clockChangeDays(year: number): { spring: string | undefined; autumn: string | undefined } {
  if (!(Number.isInteger(year) && year >= 1 && year <= 9999))
    refuse('clockChangeDays', 'year', 'an integer 1-9999', year);
  // Both changes happen at 01:00 or 02:00 GMT, so the UTC date is London's date.
  const [start, end] = bstRange(year);
  return { spring: isoDay(start), autumn: isoDay(end) };
}

/**
 * Formats an instant as the platform writes datetimes in UTC: `YYYY-MM-DDTHH:MM:SSZ` (no
 * milliseconds: they are dropped).
 * @example formatUtc(0) // '1970-01-01T00:00:00Z'
 */
export function formatUtc(utcMs: number): string {
  if (!isInstant(utcMs)) refuse('formatUtc', 'utcMs', INSTANT, utcMs);
  return formatWallClock(Math.trunc(utcMs), 'Z');
}

// The wall-clock fields of `wallMs` (an instant shifted by its offset, finite) and the offset's suffix.
function formatWallClock(wallMs: number, suffix: string): string {
  const days = Math.floor(wallMs / DAY_MS);
  const seconds = Math.floor((wallMs - days * DAY_MS) / 1000);
  const minutes = Math.floor(seconds / 60);
  const i = tableYear(days);
  if (i >= 0)
    return `${YEAR_TEXT[i]}${DATE_TEXT[leapDayOfYear(days, i)]}${MINUTE_TEXT[minutes]}${TWO[seconds - minutes * 60]}${suffix}`;
  const [year, month, day] = civilByArithmetic(days);
  const hour = Math.floor(minutes / 60);
  return `${String(year).padStart(4, '0')}-${TWO[month + 1]}-${TWO[day]}T${TWO[hour]}:${TWO[minutes - hour * 60]}:${TWO[seconds - minutes * 60]}${suffix}`;
}

/**
 * Formats an instant in London local time with its offset, `Z` in GMT and `+01:00` in BST,
 * as the platform writes `available_from` and consumption intervals.
 * @example formatLondon(Date.UTC(2024, 3, 2, 23)) // '2024-04-03T00:00:00+01:00'
 */
export function formatLondon(utcMs: number): string {
  if (!isInstant(utcMs)) refuse('formatLondon', 'utcMs', INSTANT, utcMs);
  const t = Math.trunc(utcMs);
  const offset = offsetAt(t);
  return offset === 0 ? formatWallClock(t, 'Z') : formatWallClock(t + offset, '+01:00');
}

/**
 * An instant as a datetime query value in UTC, the canonical form the contract accepts
 * (`YYYY-MM-DDTHH:MM:SSZ`, with milliseconds only when there are some).
 * @example formatQueryDateTime(Date.UTC(2024, 2, 31)) // '2024-03-31T00:00:00Z'
 */
export function formatQueryDateTime(t: number | Date): string {
  const utcMs = epochMs(t, 'formatQueryDateTime');
  // The canonical form has a four-digit year and parseQueryDateTime reads the years 0001-9999.
  if (utcMs < YEAR_0_START + 366 * DAY_MS || utcMs >= YEAR_10000_START)
    refuse('formatQueryDateTime', 't', 'an instant of the years 0001-9999 (epoch milliseconds or a valid Date)', t);
  return new Date(utcMs).toISOString().replace(/\.000Z$/, 'Z');
}

// The contract's canonical form (QueryDateTime's x-strict-pattern).
const STRICT_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:\d{2})?$/;
// Django's parse_datetime (datetime_re: one- or two-digit fields, `T` or a space, `.` or `,` before
// up to 6 fraction digits and 6 more ignored, blanks before the zone, `Z`, `±HH`, `±HHMM`, `±HH:MM`)
// or a date alone, which the platform's datetime filters read as local midnight.
const LENIENT_DATETIME =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,6})\d{0,6})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
// What `2024-06-01T00:00:00+01:00` becomes when a client sends the `+` unencoded (a `+` in a query is a space).
const PLUS_AS_SPACE = /[T ]\d{1,2}:\d{1,2}(?::\d{1,2}(?:[.,]\d+)?)?\s+\d{2}(?::?\d{2})?$/;

/**
 * Outcome of reading a datetime query value: the instant, or the message a server answers with.
 * @example const r: QueryDateTimeResult = parseQueryDateTime('2024-03-31T01:30'); // { ok: false, message: '"2024-03-31T01:30" does not exist in Europe/London: ...' }
 */
export type QueryDateTimeResult = { ok: true; utc: number } | { ok: false; message: string };

/**
 * How a datetime query value is read: the contract's canonical form only, or as the platform reads it.
 * @example const platform: QueryDateTimeOptions = { lenient: true };
 */
export interface QueryDateTimeOptions {
  /** Accept Django's forms and a date alone (the platform's reading). Absent or false: the canonical form only. */
  lenient?: boolean;
}

/**
 * The platform's message for an unreadable datetime (Django forms' `invalid` message).
 * @example parseQueryDateTime('yesterday', { lenient: true }) // { ok: false, message: INVALID_DATETIME_MESSAGE }
 */
export const INVALID_DATETIME_MESSAGE = 'Enter a valid date/time.';

/**
 * Reads a datetime query value. Canonical (strict, the default) form:
 * `YYYY-MM-DDTHH:MM[:SS[.ffffff]][Z|±HH:MM]`; lenient form (`{ lenient: true }`): Django's
 * `parse_datetime` forms plus a date alone (local midnight), with the platform's message for what
 * it cannot read. Every field is in range with no roll-over (2024-02-31 and 24:00 are no
 * datetimes), years 0001-9999. No zone means Europe/London wall-clock time: in the hour skipped in
 * spring an error, in the hour repeated in autumn the first occurrence (BST). An offset is under
 * 24 hours; strict also wants its minutes 00-59, while Django adds any two digits of minutes.
 * @example parseQueryDateTime('2024-05-26T00:00') // { ok: true, utc: Date.UTC(2024, 4, 25, 23) }
 * @example parseQueryDateTime('2024-05-26 00:00+0100', { lenient: true }) // { ok: true, utc: Date.UTC(2024, 4, 25, 23) }
 */
export function parseQueryDateTime(value: string, options: QueryDateTimeOptions = {}): QueryDateTimeResult {
  if (typeof value !== 'string') refuse('parseQueryDateTime', 'value', 'a string', value);
  const lenient = options.lenient === true;
  const m = (lenient ? LENIENT_DATETIME : STRICT_DATETIME).exec(lenient ? value.trim() : value);
  if (m === null) {
    if (lenient && PLUS_AS_SPACE.test(value.trim())) {
      // Django rejects it too; the hint names the usual cause instead of guessing the sign.
      return {
        ok: false,
        message: `${INVALID_DATETIME_MESSAGE} A "+" in a query string arrives as a space: send the offset encoded as %2B (%2B01:00).`,
      };
    }
    if (lenient) return { ok: false, message: INVALID_DATETIME_MESSAGE };
    return {
      ok: false,
      message: 'Enter a valid date/time: YYYY-MM-DDTHH:MM, optional :SS and .ffffff, then optional Z or ±HH:MM.',
    };
  }
  const year = Number(m[1]);
  const month = Number(m[2]) - 1;
  const day = Number(m[3]);
  const hour = m[4] === undefined ? 0 : Number(m[4]);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  // Django keeps the first six digits (microseconds); an instant keeps milliseconds, truncated.
  const millis = m[7] === undefined ? 0 : Number(m[7].padEnd(3, '0').slice(0, 3));
  // Python's datetime() refuses a field out of its range rather than rolling it over.
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) {
    if (lenient) return { ok: false, message: INVALID_DATETIME_MESSAGE };
    return {
      ok: false,
      message: `"${value}" is not a real date and time (year 0001-9999, month 01-12, a day of that month, hour 00-23, minute and second 00-59).`,
    };
  }
  const naive = utcFromFields(year, month, day, hour, minute, second, millis);
  const zone = m[8];
  if (zone === undefined) {
    const utc = fromLondonWallClock(naive);
    if (utc === undefined) {
      return {
        ok: false,
        message: `"${value}" does not exist in Europe/London: the clocks go forward from 01:00 to 02:00 that day. Add Z or an offset.`,
      };
    }
    return { ok: true, utc };
  }
  if (zone === 'Z') return { ok: true, utc: naive };
  const digits = zone.slice(1).replace(':', '');
  const offHours = Number(digits.slice(0, 2));
  const offMinutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  // Django builds the offset as 60 * HH + MM minutes and Python's timezone() wants it under 24 hours.
  const offset = offHours * 60 + offMinutes;
  if (lenient && offset >= 24 * 60)
    return { ok: false, message: `${INVALID_DATETIME_MESSAGE} The offset must be under 24 hours.` };
  if (!lenient && (offHours > 23 || offMinutes > 59)) {
    return { ok: false, message: `"${value}" has an invalid offset: expected ±HH:MM with HH 00-23 and MM 00-59.` };
  }
  const sign = zone[0] === '-' ? -1 : 1;
  return { ok: true, utc: naive - sign * offset * 60_000 };
}

/**
 * A datetime query value read as the platform reads it (`parseQueryDateTime` with `lenient`), as
 * epoch milliseconds; undefined when the platform would refuse it, including a wall time in the
 * hour skipped in spring.
 * @example readQueryDateTime('2024-10-27') // Date.parse('2024-10-26T23:00:00Z')
 */
export function readQueryDateTime(value: string): number | undefined {
  if (typeof value !== 'string') refuse('readQueryDateTime', 'value', 'a string', value);
  const parsed = parseQueryDateTime(value, { lenient: true });
  return parsed.ok ? parsed.utc : undefined;
}
