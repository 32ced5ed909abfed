import { describe, expect, test } from 'vitest';
import { HALF_HOUR_MS, lastSunday, londonDate, londonMidnight, londonOffsetMs, londonWallToUtc, nextDay, readQueryDateTime, utcQueryValue } from '../src/london-time.js';

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
    expect(new Date(londonMidnight(day)).toISOString()).toBe(start.replace('Z', '.000Z'));
  });
  test('clock-change days are the last Sundays of March and October', () => {
    expect([lastSunday(2024, 3), lastSunday(2024, 10), lastSunday(2025, 3), lastSunday(2025, 10)]).toEqual(['2024-03-31', '2024-10-27', '2025-03-30', '2025-10-26']);
  });
  test('offsets, dates and wall times', () => {
    expect(londonOffsetMs(Date.parse('2024-07-01T00:00:00Z'))).toBe(3_600_000);
    expect(londonOffsetMs(Date.parse('2024-12-01T00:00:00Z'))).toBe(0);
    expect(londonDate(Date.parse('2024-07-14T23:30:00Z'))).toBe('2024-07-15');
    expect(londonWallToUtc(2024, 3, 31, 1, 30)).toBeUndefined();
    expect(utcQueryValue(londonWallToUtc(2024, 10, 27, 1, 30)!)).toBe('2024-10-27T00:30:00Z');
  });
});

describe('readQueryDateTime reads what Django parse_datetime reads', () => {
  test.each<[string, string | undefined]>([
    ['2024-10-27', '2024-10-26T23:00:00Z'],
    ['2024-01-15T00:00', '2024-01-15T00:00:00Z'],
    ['2024-07-15T12:00:00Z', '2024-07-15T12:00:00Z'],
    ['2024-07-15 12:00:00+02:00', '2024-07-15T10:00:00Z'],
    ['2024-07-15T12:00:00.250-0130', '2024-07-15T13:30:00Z'],
    ['2024-03-31T01:30', undefined],
    ['not-a-date', undefined],
  ])('%s', (value, want) => {
    const got = readQueryDateTime(value);
    expect(got === undefined ? undefined : utcQueryValue(Math.floor(got / 1000) * 1000)).toBe(want);
  });
});
