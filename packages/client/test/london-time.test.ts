// The client's London helpers: the rule and the datetime reader are schema-tools' (tested there,
// one table for the client's and the mock's readings); here, that the package's entry point
// exports those very functions and that its two wrappers keep their signatures (a 1-12 month, a
// `YYYY-MM-DD` day).
import * as shared from '@energy-contracts/schema-tools/london-time';
import { describe, expect, test } from 'vitest';
import * as client from '../src/index.js';
import { londonMidnight, londonWallToUtc } from '../src/london-time.js';

describe('the client exports the shared London helpers', () => {
  test.each([
    'DAY_MS',
    'HALF_HOUR_MS',
    'HOUR_MS',
    'addDays',
    'clockChangeDays',
    'formatQueryDateTime',
    'londonDate',
    'londonOffsetMs',
    'nextDay',
    'readQueryDateTime',
  ] as const)("%s is schema-tools' own", (name) => {
    expect(Reflect.get(client, name)).toBe(Reflect.get(shared, name));
  });

  test("londonMidnight and londonWallToUtc are the client's wrappers", () => {
    expect([client.londonMidnight, client.londonWallToUtc]).toEqual([londonMidnight, londonWallToUtc]);
    expect(client.londonMidnight).not.toBe(shared.londonMidnight);
  });
});

describe('londonWallToUtc: a London wall-clock time with its month 1-12', () => {
  test.each<[string, [number, number, number, number?, number?, number?, number?], string | undefined]>([
    ['winter: GMT', [2024, 1, 15, 12], '2024-01-15T12:00:00Z'],
    ['summer: BST', [2024, 7, 15, 12, 30, 15, 250], '2024-07-15T11:30:15.250Z'],
    ['the hour skipped in spring: none', [2024, 3, 31, 1, 30], undefined],
    ['the hour repeated in autumn: the first occurrence (BST)', [2024, 10, 27, 1, 30], '2024-10-27T00:30:00Z'],
    ['midnight by default', [2024, 10, 27], '2024-10-26T23:00:00Z'],
  ])('%s', (_name, args, want) => {
    const got = londonWallToUtc(...args);
    expect(got === undefined ? undefined : shared.formatQueryDateTime(got)).toBe(want);
  });
});

describe('londonMidnight: a YYYY-MM-DD day', () => {
  test.each([
    ['2024-03-31', '2024-03-31T00:00:00Z'],
    ['2024-07-15', '2024-07-14T23:00:00Z'],
  ])('%s starts at %s', (day, want) => {
    expect(shared.formatQueryDateTime(londonMidnight(day))).toBe(want);
  });

  test.each(['2024-02-30', '24-01-01', ''])('%j: a RangeError naming the argument', (bad) => {
    expect(() => londonMidnight(bad)).toThrow(
      new RangeError(`day: expected a calendar date YYYY-MM-DD, got ${JSON.stringify(bad)}`),
    );
  });
});
