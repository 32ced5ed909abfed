// Europe/London arithmetic with Intl: day lengths around the clock changes, offsets, wall times,
// and datetime query values read as the platform reads them.
import { describe, expect, test } from 'vitest';
import {
  HALF_HOUR_MS,
  addDays,
  clockChangeDays,
  formatQueryDateTime,
  londonDate,
  londonMidnight,
  londonOffsetMs,
  londonWallToUtc,
  nextDay,
  parseDay,
  readQueryDateTime,
} from '../src/london-time.js';

const halfHours = (day: string): number => (londonMidnight(nextDay(day)) - londonMidnight(day)) / HALF_HOUR_MS;

describe('Europe/London days', () => {
  test.each([
    ['2024-01-15', 48, '2024-01-15T00:00:00Z'],
    ['2024-07-15', 48, '2024-07-14T23:00:00Z'],
    ['2024-03-31', 46, '2024-03-31T00:00:00Z'],
    ['2024-10-27', 50, '2024-10-26T23:00:00Z'],
    ['2016-03-27', 46, '2016-03-27T00:00:00Z'],
  ])('%s has %i half-hours from %s', (day, n, start) => {
    expect(halfHours(day)).toBe(n);
    expect(formatQueryDateTime(londonMidnight(day))).toBe(start);
  });

  test.each([
    [2016, '2016-03-27', '2016-10-30'],
    [2024, '2024-03-31', '2024-10-27'],
    [2025, '2025-03-30', '2025-10-26'],
    [2026, '2026-03-29', '2026-10-25'],
  ])('clockChangeDays(%i) reads the tz database: %s and %s', (year, spring, autumn) => {
    expect(clockChangeDays(year)).toEqual({ spring, autumn });
    expect(halfHours(spring)).toBe(46);
    expect(halfHours(autumn)).toBe(50);
  });

  test('offsets, dates and wall times', () => {
    expect(londonOffsetMs(Date.parse('2024-07-01T00:00:00Z'))).toBe(3_600_000);
    expect(londonOffsetMs(new Date('2024-12-01T00:00:00Z'))).toBe(0);
    expect(londonDate(Date.parse('2024-07-14T23:30:00Z'))).toBe('2024-07-15');
    expect(londonDate(new Date('2024-12-31T23:30:00Z'))).toBe('2024-12-31');
    expect(londonWallToUtc(2024, 3, 31, 1, 30)).toBeUndefined();
    expect(formatQueryDateTime(londonWallToUtc(2024, 10, 27, 1, 30)!)).toBe('2024-10-27T00:30:00Z');
    expect(formatQueryDateTime(Date.UTC(2024, 0, 1, 0, 0, 0, 250))).toBe('2024-01-01T00:00:00.250Z');
  });

  test.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-10-27', 0, '2024-10-27'],
  ])('addDays(%s, %i) is %s', (day, n, want) => {
    expect(addDays(day, n)).toBe(want);
  });

  test.each(['2024-02-30', '2024-13-01', '24-01-01', '2024-01-01T00:00', ''])('%j is not a calendar date: a RangeError naming the argument', (bad) => {
    expect(() => parseDay(bad, 'day')).toThrow(new RangeError(`day: expected a calendar date YYYY-MM-DD, got ${JSON.stringify(bad)}`));
    expect(() => londonMidnight(bad)).toThrow(RangeError);
  });
});

describe('readQueryDateTime reads what Django parse_datetime reads', () => {
  test.each<[string, string | undefined]>([
    ['2024-10-27', '2024-10-26T23:00:00Z'],
    ['2024-01-15T00:00', '2024-01-15T00:00:00Z'],
    ['2024-07-15T12:00:00Z', '2024-07-15T12:00:00Z'],
    ['2024-07-15 12:00:00+02:00', '2024-07-15T10:00:00Z'],
    ['2024-07-15T12:00:00.250-0130', '2024-07-15T13:30:00.250Z'],
    ['2024-07-15T12:00+01', '2024-07-15T11:00:00Z'],
    ['2024-10-27T01:30', '2024-10-27T00:30:00Z'],
    ['2024-03-31T01:30', undefined],
    ['2024-7-5T12:00Z', '2024-07-05T12:00:00Z'],
    ['2024-02-29T12:00Z', '2024-02-29T12:00:00Z'],
    ['2024-02-31', undefined],
    // Django reads at most 12 fraction digits (6 kept, 6 more dropped); a 13th is no datetime.
    ['2024-07-15T12:00:00.123456789012Z', '2024-07-15T12:00:00.123Z'],
    ['2024-07-15T12:00:00.1234567890123Z', undefined],
    ['2023-02-29T12:00Z', undefined],
    ['2024-13-01', undefined],
    ['2024-07-15T25:00', undefined],
    ['2024-07-15T12:60', undefined],
    ['2024-07-15T12:00:60Z', undefined],
    ['not-a-date', undefined],
  ])('%s', (value, want) => {
    const got = readQueryDateTime(value);
    expect(got === undefined ? undefined : formatQueryDateTime(got)).toBe(want);
  });
});
