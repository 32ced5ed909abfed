// The period helpers: London days and months as UTC query values, [t, t+1s), and their errors.
import vm from 'node:vm';
import { describe, expect, test } from 'vitest';
import { inForceAt, londonDay, londonMonth, toEpochMs } from '../src/periods.js';

const hours = (p: { period_from: string; period_to: string }): number =>
  (Date.parse(p.period_to) - Date.parse(p.period_from)) / 3_600_000;

describe('londonDay', () => {
  test.each([
    ['2024-03-31', '2024-03-31T00:00:00Z', '2024-03-31T23:00:00Z', 23],
    ['2024-10-27', '2024-10-26T23:00:00Z', '2024-10-28T00:00:00Z', 25],
    ['2024-07-01', '2024-06-30T23:00:00Z', '2024-07-01T23:00:00Z', 24],
    ['2024-01-01', '2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z', 24],
  ])('%s is [%s, %s), %i hours', (day, from, to, n) => {
    expect(londonDay(day)).toEqual({ period_from: from, period_to: to });
    expect(hours(londonDay(day))).toBe(n);
  });
  test('a Date stands for the London day it falls in', () => {
    expect(londonDay(new Date('2024-06-30T23:30:00Z'))).toEqual(londonDay('2024-07-01'));
    expect(londonDay(new Date('2024-12-31T23:30:00Z'))).toEqual(londonDay('2024-12-31'));
  });
  test("a Date of another realm (an iframe's, a vm context's) is a Date too", () => {
    const foreign = (iso: string) => vm.runInNewContext(`new Date(${JSON.stringify(iso)})`) as Date;
    expect(londonDay(foreign('2024-06-30T23:30:00Z'))).toEqual(londonDay('2024-07-01'));
    expect(londonMonth(foreign('2024-06-30T23:30:00Z'))).toEqual(londonMonth('2024-07'));
    expect(toEpochMs(foreign('2024-06-30T23:30:00Z'), 't')).toBe(Date.parse('2024-06-30T23:30:00Z'));
  });
  test.each(['2024-3-31', '2024-02-30', 'tomorrow'])('%j is a RangeError naming londonDay', (bad) => {
    expect(() => londonDay(bad)).toThrow(/^londonDay: expected a calendar date YYYY-MM-DD, got /);
  });
  test('an invalid Date is a RangeError', () => {
    expect(() => londonDay(new Date('nope'))).toThrow(/^londonDay: expected a Date/);
  });
});

describe('londonMonth', () => {
  test.each([
    ['2024-03', '2024-03-01T00:00:00Z', '2024-03-31T23:00:00Z', 31 * 24 - 1],
    ['2024-10', '2024-09-30T23:00:00Z', '2024-11-01T00:00:00Z', 31 * 24 + 1],
    ['2024-12', '2024-12-01T00:00:00Z', '2025-01-01T00:00:00Z', 31 * 24],
    ['2024-02', '2024-02-01T00:00:00Z', '2024-03-01T00:00:00Z', 29 * 24],
  ])('%s is [%s, %s), %i hours', (month, from, to, n) => {
    expect(londonMonth(month)).toEqual({ period_from: from, period_to: to });
    expect(hours(londonMonth(month))).toBe(n);
  });
  test('a Date stands for its London month', () => {
    expect(londonMonth(new Date('2024-06-30T23:30:00Z'))).toEqual(londonMonth('2024-07'));
  });
  test.each(['2024-13', '2024-1', '2024-03-01'])('%j is a RangeError naming londonMonth', (bad) => {
    expect(() => londonMonth(bad)).toThrow(/^londonMonth: expected a month YYYY-MM, got /);
  });
});

describe('inForceAt', () => {
  test.each<[Date | number | string, string, string]>([
    ['2024-05-01T12:34:56.789Z', '2024-05-01T12:34:56Z', '2024-05-01T12:34:57Z'],
    ['2024-05-01T13:34:56+01:00', '2024-05-01T12:34:56Z', '2024-05-01T12:34:57Z'],
    [new Date('2024-05-01T12:00:00Z'), '2024-05-01T12:00:00Z', '2024-05-01T12:00:01Z'],
    [Date.UTC(2024, 4, 1, 12), '2024-05-01T12:00:00Z', '2024-05-01T12:00:01Z'],
  ])('%s is [%s, %s)', (t, from, to) => {
    expect(inForceAt(t)).toEqual({ period_from: from, period_to: to });
  });
  test.each(['2024-05-01T12:00', '2024-05-01', 'now'])('%j has no zone: a RangeError naming inForceAt', (bad) => {
    expect(() => inForceAt(bad)).toThrow(
      /^inForceAt: expected a Date, epoch milliseconds or an RFC 3339 datetime with Z or an offset/,
    );
  });
  test('NaN is refused', () => {
    expect(() => toEpochMs(Number.NaN, 't')).toThrow(/^t: /);
  });
});

describe('periods a query datetime cannot hold (its year has four digits: 0001-9999)', () => {
  test.each<[string, () => unknown, RegExp]>([
    [
      'inForceAt(1e20)',
      () => inForceAt(1e20),
      /^inForceAt: 100000000000000000000 is outside the years 0001-9999 a query datetime can hold$/,
    ],
    ['inForceAt(-1e15)', () => inForceAt(-1e15), /^inForceAt: -1000000000000000 is outside the years 0001-9999/],
    [
      'inForceAt of the last second of 9999',
      () => inForceAt('9999-12-31T23:59:59Z'),
      /^inForceAt: the period of "9999-12-31T23:59:59Z" ends in the year 10000, past the years 0001-9999 a query datetime can hold$/,
    ],
    [
      "londonDay('9999-12-31')",
      () => londonDay('9999-12-31'),
      /^londonDay: the period of "9999-12-31" ends in the year 10000, past the years 0001-9999 a query datetime can hold$/,
    ],
    [
      'londonDay of a Date in year 10000',
      () => londonDay(new Date(Date.UTC(10000, 0, 2))),
      /^londonDay: .* is outside the years 0001-9999/,
    ],
    [
      "londonMonth('9999-12')",
      () => londonMonth('9999-12'),
      /^londonMonth: the period of "9999-12" ends in the year 10000, past the years 0001-9999/,
    ],
    ["londonMonth('0000-01')", () => londonMonth('0000-01'), /^londonMonth: expected a month YYYY-MM, got "0000-01"$/],
  ])('%s is a RangeError naming the helper', (_name, call, message) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(message);
  });

  test('the first and last periods that fit', () => {
    expect(londonDay('0001-01-01')).toEqual({ period_from: '0001-01-01T00:00:00Z', period_to: '0001-01-02T00:00:00Z' });
    expect(londonDay('9999-12-30')).toEqual({ period_from: '9999-12-30T00:00:00Z', period_to: '9999-12-31T00:00:00Z' });
    expect(londonMonth('9999-11').period_to).toBe('9999-12-01T00:00:00Z');
    expect(inForceAt('9999-12-31T23:59:58Z').period_to).toBe('9999-12-31T23:59:59Z');
  });
});
