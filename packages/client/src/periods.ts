/**
 * Periods as the platform selects them: a record is returned when its validity overlaps
 * `[period_from, period_to)`. Each helper returns the two query values, in UTC, ready to spread
 * into the parameters of a charge or consumption call.
 *
 * @example
 * import { londonDay } from '@energy-contracts/client';
 * londonDay('2024-03-31'); // { period_from: '2024-03-31T00:00:00Z', period_to: '2024-03-31T23:00:00Z' } (23 hours)
 */
import {
  formatQueryDateTime,
  isDate,
  londonDate,
  londonMidnight,
  nextDay,
  parseDay,
  QUERY_YEARS_END_MS,
  QUERY_YEARS_START_MS,
} from '@energy-contracts/schema-tools/london-time';

/** `[period_from, period_to)` as datetime query values. */
export interface Period {
  period_from: string;
  period_to: string;
}

/** An instant: a `Date`, epoch milliseconds, or an RFC 3339 string with a zone (`Z` or an offset). */
export type Instant = Date | number | string;

// `endsPast`: the input is inside the years, but the end of its period (the next day, month or second) is not.
function outsideYears(what: string, input: unknown, endsPast = false): RangeError {
  const shown = typeof input === 'string' ? JSON.stringify(input) : isDate(input) ? input.toISOString() : String(input);
  return new RangeError(
    endsPast
      ? `${what}: the period of ${shown} ends in the year 10000, past the years 0001-9999 a query datetime can hold`
      : `${what}: ${shown} is outside the years 0001-9999 a query datetime can hold`,
  );
}

const ZONED_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * Epoch milliseconds of an {@link Instant}; throws a RangeError naming `what` for an invalid Date
 * or a string without a zone (such a string is ambiguous: use the London helpers for wall times).
 * @example toEpochMs('2024-03-31T00:00:00Z', 't') // 1711843200000
 */
export function toEpochMs(t: Instant, what: string): number {
  let ms: number;
  if (isDate(t)) ms = t.getTime();
  else if (typeof t === 'number') ms = t;
  else if (typeof t === 'string' && ZONED_RE.test(t)) ms = Date.parse(t);
  else ms = Number.NaN;
  if (!Number.isFinite(ms)) {
    throw new RangeError(
      `${what}: expected a Date, epoch milliseconds or an RFC 3339 datetime with Z or an offset, got ${typeof t === 'string' ? JSON.stringify(t) : String(t)}`,
    );
  }
  if (ms < QUERY_YEARS_START_MS || ms >= QUERY_YEARS_END_MS) throw outsideYears(what, t);
  return ms;
}

/**
 * The period of one London local day: 24 hours, 23 on the spring clock change, 25 on the autumn one.
 * A `Date` stands for the London day it falls in.
 * @example londonDay('2024-10-27') // { period_from: '2024-10-26T23:00:00Z', period_to: '2024-10-28T00:00:00Z' } (25 hours)
 */
export function londonDay(day: string | Date): Period {
  if (!isDate(day)) parseDay(day, 'londonDay');
  const d = isDate(day) ? londonDate(toEpochMs(day, 'londonDay')) : day;
  // Its end, the next day's midnight, is in year 10000.
  if (d === '9999-12-31') throw outsideYears('londonDay', day, true);
  return {
    period_from: formatQueryDateTime(londonMidnight(d)),
    period_to: formatQueryDateTime(londonMidnight(nextDay(d))),
  };
}

/**
 * The period of one London calendar month, `YYYY-MM` (a `Date` stands for the London month it falls in).
 * @example londonMonth('2024-07') // { period_from: '2024-06-30T23:00:00Z', period_to: '2024-07-31T23:00:00Z' }
 */
export function londonMonth(month: string | Date): Period {
  let y: number;
  let m: number;
  if (isDate(month)) {
    const [year, month0] = parseDay(londonDate(toEpochMs(month, 'londonMonth')));
    [y, m] = [year, month0 + 1];
  } else {
    const match = typeof month === 'string' ? /^(\d{4})-(\d{2})$/.exec(month) : null;
    if (match === null || Number(match[1]) < 1 || Number(match[2]) < 1 || Number(match[2]) > 12) {
      throw new RangeError(`londonMonth: expected a month YYYY-MM, got ${JSON.stringify(month)}`);
    }
    [y, m] = [Number(match[1]), Number(match[2])];
  }
  // Its end, the next month's first midnight, is in year 10000.
  if (y === 9999 && m === 12) throw outsideYears('londonMonth', month, true);
  const first = (year: number, mon: number): string =>
    `${String(year).padStart(4, '0')}-${String(mon).padStart(2, '0')}-01`;
  const next = m === 12 ? first(y + 1, 1) : first(y, m + 1);
  return {
    period_from: formatQueryDateTime(londonMidnight(first(y, m))),
    period_to: formatQueryDateTime(londonMidnight(next)),
  };
}

/**
 * `[t, t+1s)`: the period that selects the record(s) in force at `t` (the platform's way to ask
 * for "the price now"). `t` is truncated to the whole second, which the window still contains.
 * @example inForceAt('2024-05-01T12:34:56.789Z') // { period_from: '2024-05-01T12:34:56Z', period_to: '2024-05-01T12:34:57Z' }
 */
export function inForceAt(t: Instant): Period {
  const ms = Math.floor(toEpochMs(t, 'inForceAt') / 1000) * 1000;
  if (ms + 1000 >= QUERY_YEARS_END_MS) throw outsideYears('inForceAt', t, true);
  return { period_from: formatQueryDateTime(ms), period_to: formatQueryDateTime(ms + 1000) };
}
