// Europe/London time and the datetime query reader: the readers' table (every value read both
// ways: the contract's canonical form and the platform's lenient reading), the days around the
// clock changes, and the arithmetic checked against an independent implementation (Intl's
// Europe/London) over 1972-2100. The client's and the mock's tables are merged here; the rows
// marked "used to differ" are values the two copies once answered differently.
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isDate,
  DAY_MS,
  HALF_HOUR_MS,
  HOUR_MS,
  INVALID_DATETIME_MESSAGE,
  addDays,
  bstRange,
  civilFromDays,
  clockChangeDays,
  formatLondon,
  formatQueryDateTime,
  formatUtc,
  fromLondonWallClock,
  londonDate,
  londonFields,
  londonHourOfDay,
  londonMidnight,
  londonOffsetMs,
  nextDay,
  parseDay,
  parseQueryDateTime,
  QUERY_YEARS_END_MS,
  QUERY_YEARS_START_MS,
  readQueryDateTime,
  utcFromFields,
  utcYear,
  utcYearMonth,
} from '../src/london-time.js';

/** An instant written as ISO 8601 with Z, or the error a reading answers (an exact message or a pattern). */
type Want = string | { error: string | RegExp };

const refused = (error: string | RegExp): Want => ({ error });
const INVALID = refused(INVALID_DATETIME_MESSAGE);

/** Epoch ms of an ISO instant; `Date.parse` reads years 0000-0099 as written, with Z. */
const Z = (iso: string): number => Date.parse(iso);

describe('parseQueryDateTime and readQueryDateTime: one table, each value read strictly and leniently', () => {
  const cases: Array<[string, { given: string; strict: Want; lenient: Want }]> = [
    // Canonical forms: both readings agree.
    ['minutes, Z', { given: '2024-05-26T00:00Z', strict: '2024-05-26T00:00:00Z', lenient: '2024-05-26T00:00:00Z' }],
    ['seconds, Z', { given: '2024-05-26T00:00:00Z', strict: '2024-05-26T00:00:00Z', lenient: '2024-05-26T00:00:00Z' }],
    [
      'fraction and offset',
      { given: '2024-05-26T00:00:00.000000+01:00', strict: '2024-05-25T23:00:00Z', lenient: '2024-05-25T23:00:00Z' },
    ],
    [
      'negative offset',
      { given: '2024-05-26T00:00-05:30', strict: '2024-05-26T05:30:00Z', lenient: '2024-05-26T05:30:00Z' },
    ],
    [
      'seconds, Z, summer',
      { given: '2024-07-15T12:00:00Z', strict: '2024-07-15T12:00:00Z', lenient: '2024-07-15T12:00:00Z' },
    ],
    [
      'positive offset, seconds',
      { given: '2024-07-15T12:00:00+02:00', strict: '2024-07-15T10:00:00Z', lenient: '2024-07-15T10:00:00Z' },
    ],
    [
      'fraction kept to the millisecond',
      { given: '2024-07-15T12:00:00.250Z', strict: '2024-07-15T12:00:00.250Z', lenient: '2024-07-15T12:00:00.250Z' },
    ],
    [
      'no zone in winter is GMT',
      { given: '2024-01-15T00:00', strict: '2024-01-15T00:00:00Z', lenient: '2024-01-15T00:00:00Z' },
    ],
    [
      'no zone in summer is BST',
      { given: '2024-07-15T00:00', strict: '2024-07-14T23:00:00Z', lenient: '2024-07-14T23:00:00Z' },
    ],
    [
      'just before the spring gap',
      { given: '2024-03-31T00:59:59', strict: '2024-03-31T00:59:59Z', lenient: '2024-03-31T00:59:59Z' },
    ],
    [
      'just after the spring gap',
      { given: '2024-03-31T02:00', strict: '2024-03-31T01:00:00Z', lenient: '2024-03-31T01:00:00Z' },
    ],
    [
      'repeated autumn hour: first occurrence (BST)',
      { given: '2024-10-27T01:30', strict: '2024-10-27T00:30:00Z', lenient: '2024-10-27T00:30:00Z' },
    ],
    [
      'after the repeated hour: GMT',
      { given: '2024-10-27T02:00', strict: '2024-10-27T02:00:00Z', lenient: '2024-10-27T02:00:00Z' },
    ],
    ['leap day', { given: '2024-02-29T12:00Z', strict: '2024-02-29T12:00:00Z', lenient: '2024-02-29T12:00:00Z' }],
    // Used to differ: the client's Date.UTC read the years 0-99 as 1900-1999.
    [
      'a two-digit year stays itself',
      { given: '0050-06-01T00:00Z', strict: '0050-06-01T00:00:00Z', lenient: '0050-06-01T00:00:00Z' },
    ],
    [
      'the year 99, no zone (December: GMT)',
      { given: '0099-12-31T23:59', strict: '0099-12-31T23:59:00Z', lenient: '0099-12-31T23:59:00Z' },
    ],
    ['the year 1', { given: '0001-01-01T00:00Z', strict: '0001-01-01T00:00:00Z', lenient: '0001-01-01T00:00:00Z' }],
    // Used to differ: the mock read the year 0 and the client read it as 1900; Python's datetime has no year 0.
    ['the year 0', { given: '0000-06-01T00:00Z', strict: refused(/not a real date/), lenient: INVALID }],
    // Used to differ: the client followed the runtime's tz database, which has BST all year 1968-1971;
    // the 1996 rule applies before 1972 (only the offsets of 1968-1971 and older years move).
    [
      'before 1972, the 1996 rule',
      { given: '1970-01-15T12:00', strict: '1970-01-15T12:00:00Z', lenient: '1970-01-15T12:00:00Z' },
    ],
    [
      '1980: BST ended at 02:00 GMT, the repeated hour was 02:00-03:00',
      { given: '1980-10-26T02:30', strict: '1980-10-26T01:30:00Z', lenient: '1980-10-26T01:30:00Z' },
    ],
    // Not datetimes in either reading.
    [
      'spring gap 01:30',
      {
        given: '2024-03-31T01:30',
        strict: refused(/does not exist in Europe\/London/),
        lenient: refused(/does not exist in Europe\/London/),
      },
    ],
    [
      'spring gap 01:00',
      { given: '2024-03-31T01:00', strict: refused(/does not exist/), lenient: refused(/does not exist/) },
    ],
    ['month 13', { given: '2024-13-01T00:00Z', strict: refused(/not a real date/), lenient: INVALID }],
    ['31 April', { given: '2024-04-31T00:00Z', strict: refused(/not a real date/), lenient: INVALID }],
    [
      '29 February in a common year',
      { given: '2023-02-29T00:00Z', strict: refused(/not a real date/), lenient: INVALID },
    ],
    [
      '29 February in a common year, noon',
      { given: '2023-02-29T12:00Z', strict: refused(/not a real date/), lenient: INVALID },
    ],
    ['31 February', { given: '2024-02-31', strict: refused(/valid date\/time/), lenient: INVALID }],
    ['hour 24', { given: '2024-05-26T24:00Z', strict: refused(/not a real date/), lenient: INVALID }],
    ['hour 25, no zone', { given: '2024-07-15T25:00', strict: refused(/not a real date/), lenient: INVALID }],
    ['minute 60', { given: '2024-07-15T12:60', strict: refused(/not a real date/), lenient: INVALID }],
    ['second 60', { given: '2024-07-15T12:00:60Z', strict: refused(/not a real date/), lenient: INVALID }],
    ['words', { given: 'yesterday', strict: refused(/valid date\/time/), lenient: INVALID }],
    ['not-a-date', { given: 'not-a-date', strict: refused(/valid date\/time/), lenient: INVALID }],
    ['a year alone', { given: '2024', strict: refused(/valid date\/time/), lenient: INVALID }],
    [
      'an offset of 24 hours',
      {
        given: '2024-05-26T00:00+24:00',
        strict: refused(/invalid offset/),
        lenient: refused(/^Enter a valid date\/time\. The offset must be under 24 hours/),
      },
    ],
    // Django's forms: canonical under neither reading but the platform's.
    [
      'date only (local midnight, BST)',
      { given: '2024-05-26', strict: refused(/valid date\/time/), lenient: '2024-05-25T23:00:00Z' },
    ],
    [
      'date only (local midnight, GMT)',
      { given: '2024-01-15', strict: refused(/valid date\/time/), lenient: '2024-01-15T00:00:00Z' },
    ],
    [
      'date only, the spring clock-change day',
      { given: '2024-03-31', strict: refused(/valid date\/time/), lenient: '2024-03-31T00:00:00Z' },
    ],
    [
      'date only, the autumn clock-change day',
      { given: '2024-10-27', strict: refused(/valid date\/time/), lenient: '2024-10-26T23:00:00Z' },
    ],
    [
      'space separator',
      { given: '2024-05-26 00:00', strict: refused(/valid date\/time/), lenient: '2024-05-25T23:00:00Z' },
    ],
    [
      'space separator, Z',
      { given: '2024-06-01 00:00Z', strict: refused(/valid date\/time/), lenient: '2024-06-01T00:00:00Z' },
    ],
    [
      'space separator, no zone',
      { given: '2024-06-01 00:00:00', strict: refused(/valid date\/time/), lenient: '2024-05-31T23:00:00Z' },
    ],
    [
      'offset without colon',
      { given: '2024-05-26T00:00+0100', strict: refused(/valid date\/time/), lenient: '2024-05-25T23:00:00Z' },
    ],
    [
      'offset ±HHMM',
      { given: '2024-06-01T00:00:00+0000', strict: refused(/valid date\/time/), lenient: '2024-06-01T00:00:00Z' },
    ],
    [
      'offset ±HH',
      { given: '2024-06-01T00:00+01', strict: refused(/valid date\/time/), lenient: '2024-05-31T23:00:00Z' },
    ],
    [
      'offset ±HH at noon',
      { given: '2024-07-15T12:00+01', strict: refused(/valid date\/time/), lenient: '2024-07-15T11:00:00Z' },
    ],
    [
      'space separator and an offset',
      { given: '2024-07-15 12:00:00+02:00', strict: refused(/valid date\/time/), lenient: '2024-07-15T10:00:00Z' },
    ],
    [
      'negative ±HHMM',
      { given: '2024-06-01T00:00-0530', strict: refused(/valid date\/time/), lenient: '2024-06-01T05:30:00Z' },
    ],
    [
      'negative ±HHMM with a fraction',
      {
        given: '2024-07-15T12:00:00.250-0130',
        strict: refused(/valid date\/time/),
        lenient: '2024-07-15T13:30:00.250Z',
      },
    ],
    [
      'one-digit fields',
      { given: '2024-6-1T0:0Z', strict: refused(/valid date\/time/), lenient: '2024-06-01T00:00:00Z' },
    ],
    [
      'one-digit month and day',
      { given: '2024-7-5T12:00Z', strict: refused(/valid date\/time/), lenient: '2024-07-05T12:00:00Z' },
    ],
    [
      'comma fraction, extra digits ignored',
      {
        given: '2024-06-01T00:00:00,123456789Z',
        strict: refused(/valid date\/time/),
        lenient: '2024-06-01T00:00:00.123Z',
      },
    ],
    [
      'seven fraction digits',
      {
        given: '2024-05-26T00:00:00.1234567Z',
        strict: refused(/valid date\/time/),
        lenient: '2024-05-26T00:00:00.123Z',
      },
    ],
    // Django's parse_datetime regular expression reads at most 12 fraction digits (6 kept, 6 more
    // dropped); a 13th is no datetime (Django 4+ on Python 3.11 tries fromisoformat first, which reads more).
    [
      'twelve fraction digits',
      {
        given: '2024-07-15T12:00:00.123456789012Z',
        strict: refused(/valid date\/time/),
        lenient: '2024-07-15T12:00:00.123Z',
      },
    ],
    [
      'thirteen fraction digits',
      { given: '2024-07-15T12:00:00.1234567890123Z', strict: refused(/valid date\/time/), lenient: INVALID },
    ],
    [
      'blanks before the zone',
      { given: '2024-06-01T00:00:00 Z', strict: refused(/valid date\/time/), lenient: '2024-06-01T00:00:00Z' },
    ],
    [
      'surrounding blanks',
      { given: ' 2024-06-01T00:00Z ', strict: refused(/valid date\/time/), lenient: '2024-06-01T00:00:00Z' },
    ],
    [
      'spring gap, space separator',
      {
        given: '2024-03-31 01:30',
        strict: refused(/valid date\/time/),
        lenient: refused(/does not exist in Europe\/London/),
      },
    ],
    ['hour 24, space separator', { given: '2024-05-26 24:00', strict: refused(/valid date\/time/), lenient: INVALID }],
    ['31 April, date only', { given: '2024-04-31', strict: refused(/valid date\/time/), lenient: INVALID }],
    ['month 13, date only', { given: '2024-13-01', strict: refused(/valid date\/time/), lenient: INVALID }],
    // Used to differ: the mock refused offset minutes over 59; Django adds them (60 * HH + MM minutes).
    [
      'offset minutes 60',
      { given: '2024-05-26T00:00+01:60', strict: refused(/invalid offset/), lenient: '2024-05-25T22:00:00Z' },
    ],
    [
      'offset minutes 90',
      { given: '2024-06-01T00:00+00:90', strict: refused(/invalid offset/), lenient: '2024-05-31T22:30:00Z' },
    ],
    // Used to differ: the client read any two-digit hours; Python's timezone() wants under 24 hours.
    [
      'an offset of 23:99 (over 24 hours)',
      { given: '2024-06-01T00:00+23:99', strict: refused(/invalid offset/), lenient: refused(/under 24 hours/) },
    ],
    [
      'offset hours 99',
      { given: '2024-06-01T00:00-9900', strict: refused(/valid date\/time/), lenient: refused(/under 24 hours/) },
    ],
    // What an unencoded `+` becomes in a query string: refused, with a hint in the lenient reading.
    [
      'an unencoded + (a space before the offset)',
      {
        given: '2024-06-01T00:00:00 01:00',
        strict: refused(/valid date\/time/),
        lenient: refused(
          /^Enter a valid date\/time\. A "\+" in a query string arrives as a space: send the offset encoded as %2B/,
        ),
      },
    ],
    [
      'an unencoded + without seconds',
      { given: '2024-06-01 00:00 0100', strict: refused(/valid date\/time/), lenient: refused(/%2B/) },
    ],
  ];

  const check = (got: ReturnType<typeof parseQueryDateTime>, want: Want): void => {
    if (typeof want === 'string') expect(got).toEqual({ ok: true, utc: Z(want) });
    else {
      expect(got.ok).toBe(false);
      if (!got.ok) expect(got.message).toMatch(want.error);
    }
  };

  test.each(cases)('%s', (_name, { given, strict, lenient }) => {
    check(parseQueryDateTime(given), strict);
    check(parseQueryDateTime(given, { lenient: false }), strict);
    check(parseQueryDateTime(given, { lenient: true }), lenient);
    expect(readQueryDateTime(given)).toBe(typeof lenient === 'string' ? Z(lenient) : undefined);
  });

  test('every value the canonical form accepts reads the same leniently (the strict reading is a subset)', () => {
    for (const [, { given, strict, lenient }] of cases)
      if (typeof strict === 'string') expect(lenient, given).toBe(strict);
  });

  test('a lenient refusal that is not about London time or an encoding starts with the platform message', () => {
    for (const [, { given, lenient }] of cases) {
      const got = parseQueryDateTime(given, { lenient: true });
      if (typeof lenient !== 'string' && !got.ok && !/Europe\/London/.test(got.message))
        expect(got.message.startsWith(INVALID_DATETIME_MESSAGE), given).toBe(true);
    }
  });

  test('every fraction of up to six digits keeps its exact milliseconds (no floating-point rounding down)', () => {
    for (let ms = 0; ms < 1000; ms++) {
      const frac = String(ms).padStart(3, '0');
      expect(readQueryDateTime(`2024-01-01T00:00:00.${frac}999Z`)).toBe(Date.UTC(2024, 0, 1) + ms);
    }
  });
});

const halfHours = (day: string): number => (londonMidnight(nextDay(day)) - londonMidnight(day)) / HALF_HOUR_MS;

describe('Europe/London days', () => {
  test.each([
    ['2024-01-15', 48, '2024-01-15T00:00:00Z'],
    ['2024-07-15', 48, '2024-07-14T23:00:00Z'],
    ['2024-03-31', 46, '2024-03-31T00:00:00Z'],
    ['2024-10-27', 50, '2024-10-26T23:00:00Z'],
    ['2016-03-27', 46, '2016-03-27T00:00:00Z'],
    ['1995-10-22', 50, '1995-10-21T23:00:00Z'],
  ])('%s has %i half-hours from %s', (day, n, start) => {
    expect(halfHours(day)).toBe(n);
    expect(formatQueryDateTime(londonMidnight(day))).toBe(start);
    const [y, m, d] = parseDay(day);
    expect(londonMidnight(y, m, d)).toBe(londonMidnight(day));
  });

  test.each([
    [2016, '2016-03-27', '2016-10-30'],
    [2024, '2024-03-31', '2024-10-27'],
    [2025, '2025-03-30', '2025-10-26'],
    [2026, '2026-03-29', '2026-10-25'],
    [1995, '1995-03-26', '1995-10-22'],
    [1980, '1980-03-16', '1980-10-26'],
  ])('clockChangeDays(%i): %s and %s', (year, spring, autumn) => {
    expect(clockChangeDays(year)).toEqual({ spring, autumn });
    expect(halfHours(spring)).toBe(46);
    expect(halfHours(autumn)).toBe(50);
  });

  test('offsets, dates, wall times and formats', () => {
    expect(londonOffsetMs(Z('2024-07-01T00:00:00Z'))).toBe(HOUR_MS);
    expect(londonOffsetMs(new Date('2024-12-01T00:00:00Z'))).toBe(0);
    // A Date of another realm (an iframe's, a vm context's) is a Date too.
    expect(londonDate(vm.runInNewContext('new Date("2024-07-14T23:30:00Z")') as Date)).toBe('2024-07-15');
    expect(londonDate(Z('2024-07-14T23:30:00Z'))).toBe('2024-07-15');
    expect(londonDate(new Date('2024-12-31T23:30:00Z'))).toBe('2024-12-31');
    expect(fromLondonWallClock(Date.UTC(2024, 2, 31, 1, 30))).toBeUndefined();
    expect(fromLondonWallClock(Date.UTC(2024, 9, 27, 1, 30))).toBe(Z('2024-10-27T00:30:00Z'));
    expect(formatQueryDateTime(Date.UTC(2024, 0, 1, 0, 0, 0, 250))).toBe('2024-01-01T00:00:00.250Z');
    expect(formatQueryDateTime(new Date(Date.UTC(2024, 2, 31)))).toBe('2024-03-31T00:00:00Z');
    expect(formatUtc(Date.UTC(2024, 0, 1, 0, 0, 0, 999))).toBe('2024-01-01T00:00:00Z');
    expect(formatUtc(utcFromFields(50, 5, 1))).toBe('0050-06-01T00:00:00Z');
    expect(utcFromFields(50, 5, 1)).toBe(Z('0050-06-01T00:00:00Z'));
    expect(londonFields(Z('2024-07-14T23:30:00Z'))).toEqual({ year: 2024, month: 6, day: 15, hour: 0, minute: 30 });
    expect(londonHourOfDay(Z('2024-07-01T12:30:00Z'))).toBe(13.5);
    expect([utcYear(Z('2024-12-31T23:30:00Z')), utcYearMonth(Z('2024-04-15T00:00:00Z'))]).toEqual([2024, 2024.25]);
  });
  test.each([
    ['a Date', new Date(0), true],
    ["a vm context's Date", vm.runInNewContext('new Date(0)'), true],
    ['an invalid Date (still a Date)', new Date('nope'), true],
    ['epoch milliseconds', 0, false],
    ['a datetime string', '2024-07-01T00:00:00Z', false],
    ['null', null, false],
    ['an object without getTime', { time: 0 }, false],
    ['an object with a getTime method, no Date', { getTime: () => 0 }, false],
  ])('isDate: %s -> %s', (_name, value, want) => {
    expect(isDate(value)).toBe(want);
  });

  // Date.UTC's roll-over of every field (25:00 is 01:00 the next day), for the years 0-99 too,
  // whose two-digit-year rule utcFromFields undoes.
  test.each([
    ['hour 24, year 2024', [2024, 0, 1, 24], '2024-01-02T00:00:00Z'],
    ['hour 25, year 50', [50, 0, 1, 25], '0050-01-02T01:00:00Z'],
    ['hour 24 on 31 December 99', [99, 11, 31, 24], '0100-01-01T00:00:00Z'],
    ['minute -1, year 0', [0, 0, 1, 0, -1], '-000001-12-31T23:59:00Z'],
    ['second 86400, year 1', [1, 0, 1, 0, 0, 86_400], '0001-01-02T00:00:00Z'],
    ['day 0 and month 12, year 50', [50, 12, 0], '0050-12-31T00:00:00Z'],
    ['29 February of the year 0 (a leap year)', [0, 1, 29], '0000-02-29T00:00:00Z'],
  ] as Array<[string, number[], string]>)('utcFromFields rolls over like Date.UTC: %s', (_name, fields, want) => {
    const [year, month, day, ...time] = fields as [number, number, number, ...number[]];
    expect(utcFromFields(year, month, day, ...time)).toBe(Date.parse(want));
  });

  test('BST starts 01:00 UTC on the last Sunday of March and ends 01:00 UTC on the last Sunday of October', () => {
    expect(londonOffsetMs(Z('2024-03-31T00:59:59Z'))).toBe(0);
    expect(londonOffsetMs(Z('2024-03-31T01:00:00Z'))).toBe(HOUR_MS);
    expect(londonOffsetMs(Z('2024-10-27T00:59:59Z'))).toBe(HOUR_MS);
    expect(londonOffsetMs(Z('2024-10-27T01:00:00Z'))).toBe(0);
    expect(bstRange(1995)).toEqual([Date.UTC(1995, 2, 26, 1), Date.UTC(1995, 9, 22, 1)]);
  });

  test('formatLondon shows Z in GMT and +01:00 in BST', () => {
    expect(formatLondon(Z('2024-04-02T23:00:00Z'))).toBe('2024-04-03T00:00:00+01:00');
    expect(formatLondon(Z('2023-01-01T00:00:00Z'))).toBe('2023-01-01T00:00:00Z');
  });

  test.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-10-27', 0, '2024-10-27'],
    // Used to differ from Date.UTC, which reads the year 50 as 1950.
    ['0050-12-31', 1, '0051-01-01'],
  ])('addDays(%s, %i) is %s', (day, n, want) => {
    expect(addDays(day, n)).toBe(want);
    if (n === 1) expect(nextDay(day)).toBe(want);
  });

  test.each(['2024-02-30', '2024-13-01', '2024-00-10', '0000-01-01', '24-01-01', '2024-01-01T00:00', ''])(
    '%j is not a calendar date: a RangeError naming the argument',
    (bad) => {
      expect(() => parseDay(bad, 'day')).toThrow(
        new RangeError(`day: expected a calendar date YYYY-MM-DD, got ${JSON.stringify(bad)}`),
      );
      expect(() => londonMidnight(bad)).toThrow(RangeError);
    },
  );

  test.each([Number.NaN, Number.POSITIVE_INFINITY, new Date('not a date')])(
    '%s is not an instant: a RangeError naming the function and its parameter',
    (bad) => {
      expect(() => londonOffsetMs(bad)).toThrow(/^londonOffsetMs: expected t to be an instant in Date's range/);
      expect(() => londonDate(bad)).toThrow(/^londonDate: expected t to be an instant in Date's range/);
    },
  );
});

describe('against Intl Europe/London over 1972-2100 (the arithmetic checked by an independent implementation)', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  });
  /** Intl's local fields and offset of an instant. */
  const local = (t: number) => {
    const p = Object.fromEntries(intl.formatToParts(t).map((x) => [x.type, x.value]));
    const zone = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(p.timeZoneName!)!;
    const offset = zone[1] ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * HOUR_MS + Number(zone[3]) * 60_000) : 0;
    return {
      year: Number(p.year),
      month: Number(p.month) - 1,
      day: Number(p.day),
      hour: Number(p.hour),
      minute: Number(p.minute),
      second: Number(p.second),
      offset,
    };
  };
  const FROM = Date.UTC(1972, 0, 1);
  const TO = Date.UTC(2101, 0, 1);
  const instant = fc.integer({ min: FROM / 1000, max: TO / 1000 - 1 }).map((s) => s * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');

  test('every instant: offset, local fields and date, hour of day and the platform formats', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 999 }), (t, ms) => {
        const want = local(t);
        expect(londonOffsetMs(t)).toBe(want.offset);
        expect(londonFields(t)).toEqual({
          year: want.year,
          month: want.month,
          day: want.day,
          hour: want.hour,
          minute: want.minute,
        });
        expect(londonDate(t + ms)).toBe(`${want.year}-${pad(want.month + 1)}-${pad(want.day)}`);
        expect(Math.round(londonHourOfDay(t) * 3600)).toBe(want.hour * 3600 + want.minute * 60 + want.second);
        const wall = `${want.year}-${pad(want.month + 1)}-${pad(want.day)}T${pad(want.hour)}:${pad(want.minute)}:${pad(want.second)}`;
        expect(formatLondon(t)).toBe(`${wall}${want.offset === 0 ? 'Z' : '+01:00'}`);
        expect(formatUtc(t + ms)).toBe(new Date(t).toISOString().replace('.000Z', 'Z'));
        const [y, m, d] = civilFromDays(Math.floor(t / DAY_MS));
        expect([y, m, d, utcYear(t)]).toEqual([
          new Date(t).getUTCFullYear(),
          new Date(t).getUTCMonth(),
          new Date(t).getUTCDate(),
          y,
        ]);
      }),
      { numRuns: 5_000, seed: 20_260_101 },
    );
  }, 60_000); // Intl formatting of 5,000 instants: CPU work that a loaded machine stretches

  test('every instant: its wall clock reads back to it, but for the second pass of the repeated autumn hour', () => {
    fc.assert(
      fc.property(instant, (t) => {
        const want = local(t);
        const naive = Date.UTC(want.year, want.month, want.day, want.hour, want.minute, want.second);
        const secondPass =
          want.offset === 0 && local(t - HOUR_MS).offset === HOUR_MS && londonFields(t - HOUR_MS).hour === want.hour;
        expect(fromLondonWallClock(naive)).toBe(secondPass ? t - HOUR_MS : t);
        const text = `${want.year}-${pad(want.month + 1)}-${pad(want.day)}T${pad(want.hour)}:${pad(want.minute)}:${pad(want.second)}`;
        expect(readQueryDateTime(text)).toBe(secondPass ? t - HOUR_MS : t);
      }),
      { numRuns: 5_000, seed: 20_260_102 },
    );
  }, 60_000);

  test('every year: both clock changes at the instant Intl has them, the spring gap, clockChangeDays and the local midnights around them', () => {
    for (let year = 1972; year <= 2100; year++) {
      const [start, end] = bstRange(year);
      expect([local(start - 1000).offset, local(start).offset], `${year} spring`).toEqual([0, HOUR_MS]);
      expect([local(end - 1000).offset, local(end).offset], `${year} autumn`).toEqual([HOUR_MS, 0]);
      const s = local(start - 1000);
      const gap = Date.UTC(year, s.month, s.day, s.hour + 1, 30);
      expect(fromLondonWallClock(gap), `${year} spring gap`).toBeUndefined();
      const days = clockChangeDays(year);
      expect(days, `${year}`).toEqual({
        spring: `${year}-${pad(s.month + 1)}-${pad(s.day)}`,
        autumn: `${year}-${pad(local(end).month + 1)}-${pad(local(end).day)}`,
      });
      expect([halfHours(days.spring!), halfHours(days.autumn!)], `${year}`).toEqual([46, 50]);
      for (const change of [start, end]) {
        for (const shift of [-1, 0, 1]) {
          const d = new Date(change + shift * DAY_MS);
          const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
          expect(local(londonMidnight(y, m, day)), `${y}-${m + 1}-${day}`).toMatchObject({
            year: y,
            month: m,
            day,
            hour: 0,
            minute: 0,
            second: 0,
          });
        }
      }
    }
  }, 60_000);
});

describe('the calendar tables and the arithmetic against Date and a Date-built BST rule, years 1-9999', () => {
  /** 00:00 UTC of a proleptic Gregorian date (month 0-11), any year: setUTCFullYear has no two-digit-year rule. */
  const utc = (year: number, month: number, day: number, hour = 0): number => {
    const d = new Date(0);
    d.setUTCFullYear(year, month, day);
    d.setUTCHours(hour);
    return d.getTime();
  };
  /** `Sun>=day` of a month at `hour` UTC, and the last Sunday of March or October at 01:00 UTC, by Date. */
  const sundayOnOrAfter = (year: number, month: number, day: number, hour: number): number => {
    const t = utc(year, month, day);
    return t + ((7 - new Date(t).getUTCDay()) % 7) * DAY_MS + hour * HOUR_MS;
  };
  const lastSunday = (year: number, month: number): number => {
    const t = utc(year, month, 31);
    return t - new Date(t).getUTCDay() * DAY_MS + HOUR_MS;
  };
  /** The tz database's rule as bstRange documents it, built with Date. */
  const referenceBst = (year: number): [number, number] => {
    if (year >= 1972 && year <= 1980) return [sundayOnOrAfter(year, 2, 16, 2), sundayOnOrAfter(year, 9, 23, 2)];
    if (year >= 1981 && year <= 1995) return [lastSunday(year, 2), sundayOnOrAfter(year, 9, year <= 1989 ? 23 : 22, 1)];
    return [lastSunday(year, 2), lastSunday(year, 9)];
  };
  const referenceOffset = (t: number): number => {
    const [start, end] = referenceBst(new Date(t).getUTCFullYear());
    return t >= start && t < end ? HOUR_MS : 0;
  };
  /** `YYYY-MM-DDTHH:MM:SS` of an instant's UTC fields, by Date. */
  const isoSeconds = (t: number): string => {
    const d = new Date(t);
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };

  test('bstRange is the rule built with Date, every year 1-9999', () => {
    const wrong: number[] = [];
    for (let year = 1; year <= 9999; year++) {
      const [start, end] = bstRange(year);
      const [wantStart, wantEnd] = referenceBst(year);
      if (start !== wantStart || end !== wantEnd) wrong.push(year);
    }
    expect(wrong).toEqual([]);
  });

  test("civilFromDays is Date's calendar every day 1850-2350 (the tables' years and both sides of them)", () => {
    const wrong: number[] = [];
    for (let days = Math.floor(utc(1850, 0, 1) / DAY_MS); days < utc(2350, 0, 1) / DAY_MS; days++) {
      const d = new Date(days * DAY_MS);
      const [y, m, day] = civilFromDays(days);
      if (y !== d.getUTCFullYear() || m !== d.getUTCMonth() || day !== d.getUTCDate()) wrong.push(days);
    }
    expect(wrong).toEqual([]);
  });

  // Instants around year ends, leap days and both clock changes of years inside and outside the
  // tables: each boundary, a millisecond, half an hour, an hour and a day either side.
  const YEARS = [
    1, 4, 99, 100, 400, 1600, 1899, 1900, 1901, 1969, 1970, 1971, 1972, 1980, 1981, 1989, 1990, 1995, 1996,
  ];
  YEARS.push(2000, 2023, 2024, 2025, 2099, 2100, 2101, 2200, 2298, 2299, 2300, 2301, 2400, 4000, 9999);
  const SHIFTS = [-DAY_MS, -HOUR_MS, -HALF_HOUR_MS, -1, 0, 1, HALF_HOUR_MS, HOUR_MS, DAY_MS];
  const instants = YEARS.flatMap((year) =>
    [utc(year, 0, 1), utc(year, 1, 28), utc(year, 1, 29), utc(year, 2, 1), utc(year, 11, 31), ...referenceBst(year)]
      .flatMap((t) => SHIFTS.map((s) => t + s))
      .filter((t) => t >= utc(1, 0, 1) && t < utc(10_000, 0, 1)),
  );

  test('utcYear, utcYearMonth, civilFromDays and formatUtc against Date', () => {
    expect(instants.length).toBeGreaterThan(1500);
    for (const t of instants) {
      const d = new Date(t);
      const at = isoSeconds(t);
      expect([utcYear(t), utcYearMonth(t), civilFromDays(Math.floor(t / DAY_MS))], at).toEqual([
        d.getUTCFullYear(),
        d.getUTCFullYear() + d.getUTCMonth() / 12,
        [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()],
      ]);
      expect(formatUtc(t), at).toBe(`${at}Z`);
    }
  });

  test("the Date-built rule is Intl's Europe/London at every instant of the sweep in 1972-2100", () => {
    const zone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'longOffset' });
    const inIntlYears = instants.filter((t) => t >= utc(1972, 0, 1) && t < utc(2101, 0, 1));
    expect(inIntlYears.length).toBeGreaterThan(700);
    for (const t of inIntlYears) {
      const name = zone.formatToParts(t).find((p) => p.type === 'timeZoneName')!.value;
      expect(referenceOffset(t), isoSeconds(t)).toBe(name === 'GMT+01:00' ? HOUR_MS : 0);
    }
  });

  test('londonOffsetMs, londonFields, londonHourOfDay, formatLondon and fromLondonWallClock against the Date-built rule', () => {
    for (const t of instants) {
      const offset = referenceOffset(t);
      const wall = new Date(t + offset);
      const at = isoSeconds(t);
      expect(londonOffsetMs(t), at).toBe(offset);
      expect(londonFields(t), at).toEqual({
        year: wall.getUTCFullYear(),
        month: wall.getUTCMonth(),
        day: wall.getUTCDate(),
        hour: wall.getUTCHours(),
        minute: wall.getUTCMinutes(),
      });
      const secondOfDay = wall.getUTCHours() * 3600 + wall.getUTCMinutes() * 60 + wall.getUTCSeconds();
      expect(Math.floor(londonHourOfDay(t) * 3600 + 1e-6), at).toBe(secondOfDay);
      expect(formatLondon(t), at).toBe(`${isoSeconds(t + offset)}${offset === 0 ? 'Z' : '+01:00'}`);
      // The wall clock reads back to the instant, but for the second pass of the repeated autumn hour.
      const secondPass = offset === 0 && referenceOffset(t - HOUR_MS) === HOUR_MS;
      expect(fromLondonWallClock(t + offset), at).toBe(secondPass ? t - HOUR_MS : t);
    }
  });

  test("the spring gap's wall times have no instant, years inside and outside the tables", () => {
    for (const year of YEARS) {
      const [start] = referenceBst(year);
      for (const s of [0, 1, HALF_HOUR_MS, HOUR_MS - 1])
        expect(fromLondonWallClock(start + s), `${year}`).toBeUndefined();
      expect(fromLondonWallClock(start - 1), `${year}`).toBe(start - 1);
      expect(fromLondonWallClock(start + HOUR_MS), `${year}`).toBe(start);
    }
  });
});

describe('an instant with a fraction of a millisecond is read as Date reads it (truncated toward zero)', () => {
  // Before 1970 truncating and flooring differ: -0.5 is 1970-01-01T00:00:00.000Z to Date and Intl.
  const boundaries = [
    0,
    Date.UTC(1969, 11, 31, 23, 59),
    Date.UTC(1969, 6, 1, 12, 0, 1),
    Date.UTC(1900, 0, 1),
    Date.UTC(1899, 11, 31, 23, 59, 59),
    Date.UTC(1500, 5, 1),
    ...[1, 1600, 1899, 1900, 1950, 1969].flatMap((year) => bstRange(year)),
  ];
  const instants = boundaries.flatMap((b) => [-0.999, -0.5, -0.25, 0.5].map((f) => b + f)).filter((t) => t < 0);

  test('formatUtc, utcYear and utcYearMonth are those of new Date(t)', () => {
    for (const t of instants) {
      const d = new Date(t);
      expect(formatUtc(t), String(t)).toBe(`${d.toISOString().slice(0, 19)}Z`);
      expect(utcYear(t), String(t)).toBe(d.getUTCFullYear());
      expect(utcYearMonth(t), String(t)).toBe(d.getUTCFullYear() + d.getUTCMonth() / 12);
    }
  });

  test("londonFields, londonDate, londonOffsetMs and formatLondon are those of Date's instant", () => {
    expect(londonFields(-0.5)).toEqual({ year: 1970, month: 0, day: 1, hour: 0, minute: 0 });
    for (const t of instants) {
      const clipped = new Date(t).getTime();
      expect(londonFields(t), String(t)).toEqual(londonFields(clipped));
      expect(londonDate(t), String(t)).toBe(londonDate(clipped));
      expect(londonOffsetMs(t), String(t)).toBe(londonOffsetMs(clipped));
      expect(formatLondon(t), String(t)).toBe(formatLondon(clipped));
      expect(londonDate(t), String(t)).toBe(formatLondon(t).slice(0, 10));
    }
  });

  test('fromLondonWallClock reads the wall clock of such an instant back to an instant with that wall clock', () => {
    for (const t of instants) {
      const wall = t + londonOffsetMs(t);
      const back = fromLondonWallClock(wall);
      expect(back, String(t)).toBeDefined();
      expect(back! + londonOffsetMs(back!), String(t)).toBe(wall);
    }
  });
});

describe('the formatters refuse an instant that is not finite', () => {
  test.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%s', (t) => {
    expect(() => formatUtc(t)).toThrow(
      new RangeError(`formatUtc: expected utcMs to be an instant in Date's range (epoch milliseconds), got ${t}`),
    );
    expect(() => formatLondon(t)).toThrow(
      new RangeError(`formatLondon: expected utcMs to be an instant in Date's range (epoch milliseconds), got ${t}`),
    );
  });
});

// What a JavaScript caller may pass where an instant, a count or a year is expected: values past
// Date's range (±8.64e15 ms), the non-finite numbers and values of other types. Each exported
// function answers with a RangeError naming itself, its parameter and the value, never Date's bare
// "Invalid time value", a result made of NaN, or text cut from an expanded year.
const NOT_INSTANTS: unknown[] = [
  8.64e15 + 1,
  -8.64e15 - 1,
  1.5e300,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '5',
  undefined,
  null,
  {},
  new Date(Number.NaN),
];
const describeBad = (v: unknown): string =>
  typeof v === 'string'
    ? JSON.stringify(v)
    : isDate(v)
      ? 'Invalid Date'
      : v !== null && typeof v === 'object'
        ? '{}'
        : String(v);

describe('every exported function refuses what is no instant, naming its parameter and the value', () => {
  const INSTANT_FUNCTIONS: Array<[string, string, (v: never) => unknown]> = [
    ['londonDate', 't', londonDate],
    ['londonOffsetMs', 't', londonOffsetMs],
    ['formatQueryDateTime', 't', formatQueryDateTime],
    ['londonHourOfDay', 'utcMs', londonHourOfDay],
    ['londonFields', 'utcMs', londonFields],
    ['formatUtc', 'utcMs', formatUtc],
    ['formatLondon', 'utcMs', formatLondon],
    ['utcYear', 'utcMs', utcYear],
    ['utcYearMonth', 'utcMs', utcYearMonth],
    ['fromLondonWallClock', 'naive', fromLondonWallClock],
  ];
  for (const [name, param, fn] of INSTANT_FUNCTIONS) {
    test.each(NOT_INSTANTS.map((v) => [describeBad(v), v]))(`${name}(%s)`, (_label, bad) => {
      expect(() => fn(bad as never)).toThrow(RangeError);
      expect(() => fn(bad as never)).toThrow(`${name}: expected ${param} to be `);
      expect(() => fn(bad as never)).toThrow(`, got ${describeBad(bad)}`);
    });
  }

  test.each([
    ["londonDate at the end of Date's range", () => londonDate(8.64e15), 'londonDate: expected t to be '],
    ["londonDate at the start of Date's range", () => londonDate(-8.64e15), 'londonDate: expected t to be '],
    [
      'londonDate of a Date at the end of its range',
      () => londonDate(new Date(8.64e15)),
      'londonDate: expected t to be ',
    ],
    ['londonDate in the year 10000', () => londonDate(Date.UTC(10_000, 0, 1)), 'londonDate: expected t to be '],
    [
      'formatQueryDateTime past the year 9999',
      () => formatQueryDateTime(8.64e15),
      'formatQueryDateTime: expected t to be ',
    ],
    [
      'formatQueryDateTime before the year 1',
      () => formatQueryDateTime(Date.UTC(-1, 0, 1)),
      'formatQueryDateTime: expected t to be ',
    ],
    ['addDays by NaN', () => addDays('2024-01-01', Number.NaN), 'addDays: expected n to be '],
    ['addDays by a fraction', () => addDays('2024-01-01', 1.5), 'addDays: expected n to be '],
    ['addDays by a string', () => addDays('2024-01-01', '1' as never), 'addDays: expected n to be '],
    ['addDays past the year 9999', () => addDays('2024-01-01', 1e9), 'addDays: expected n to be '],
    ['nextDay of the last day of 9999', () => nextDay('9999-12-31'), 'nextDay: expected day to be '],
    ['clockChangeDays(NaN)', () => clockChangeDays(Number.NaN), 'clockChangeDays: expected year to be '],
    ['clockChangeDays(1e6)', () => clockChangeDays(1e6), 'clockChangeDays: expected year to be '],
    ['clockChangeDays of a string', () => clockChangeDays('2024' as never), 'clockChangeDays: expected year to be '],
    ['civilFromDays(NaN)', () => civilFromDays(Number.NaN), 'civilFromDays: expected days to be '],
    ["civilFromDays past Date's range", () => civilFromDays(1e8 + 1), 'civilFromDays: expected days to be '],
    [
      'londonMidnight of a NaN month',
      () => londonMidnight(2024, Number.NaN, 1),
      'londonMidnight: expected year, month and day to be ',
    ],
    [
      'londonMidnight of the year 1e6',
      () => londonMidnight(1e6, 0, 1),
      'londonMidnight: expected year, month and day to be ',
    ],
    [
      'parseQueryDateTime of a number',
      () => parseQueryDateTime(5 as never, { lenient: true }),
      'parseQueryDateTime: expected value to be a string, got 5',
    ],
    [
      'readQueryDateTime of undefined',
      () => readQueryDateTime(undefined as never),
      'readQueryDateTime: expected value to be a string, got undefined',
    ],
  ])('%s', (_name, call, message) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(message);
  });

  test('the edges that are answerable still answer', () => {
    expect(londonDate(Date.UTC(9999, 11, 31, 23, 59, 59, 999))).toBe('9999-12-31');
    expect(londonDate(Date.parse('0000-01-01T12:00:00Z'))).toBe('0000-01-01');
    expect(formatQueryDateTime(Date.UTC(9999, 11, 31, 23, 59, 59))).toBe('9999-12-31T23:59:59Z');
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(addDays('0001-01-02', -1)).toBe('0001-01-01');
    expect(formatUtc(8.64e15)).toBe(formatUtc(8.64e15 - 0.5));
    expect(utcYear(-8.64e15)).toBe(-271_821);
    expect(clockChangeDays(9999)).toEqual({ spring: '9999-03-28', autumn: '9999-10-31' });
    expect(civilFromDays(1e8)).toEqual([275_760, 8, 13]);
  });
});

describe('the instants a query datetime can hold', () => {
  test('from 0001-01-01T00:00:00Z up to, not including, 10000-01-01T00:00:00Z', () => {
    expect(formatQueryDateTime(QUERY_YEARS_START_MS)).toBe('0001-01-01T00:00:00Z');
    expect(formatQueryDateTime(QUERY_YEARS_END_MS - 1000)).toBe('9999-12-31T23:59:59Z');
    expect(new Date(QUERY_YEARS_END_MS).toISOString()).toBe('+010000-01-01T00:00:00.000Z');
    expect(addDays('0001-01-02', -1)).toBe('0001-01-01');
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
  });
});
