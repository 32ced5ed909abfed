import { describe, expect, test } from 'vitest';
import { halfHourPrice, halfHourPrices, round2, round4, scaledJson } from '../../src/data/prices.js';
import { HALF_HOUR_MS } from '@energy-contracts/schema-tools/london-time';
import { mulberry32 } from '@energy-contracts/schema-tools/seeded-random';

describe('scaledJson', () => {
  test('is byte-identical to JSON.stringify of the rounded value', () => {
    const random = mulberry32(9);
    for (let i = 0; i < 20_000; i++) {
      const exc = round2((random() - 0.3) * 200);
      expect(scaledJson(Math.round(exc * 100), 2)).toBe(JSON.stringify(exc));
      expect(scaledJson(Math.round(exc * 1.05 * 10_000), 4)).toBe(JSON.stringify(round4(exc * 1.05)));
    }
    expect(scaledJson(-2205, 4)).toBe('-0.2205');
    expect(scaledJson(1050, 4)).toBe('0.105');
    expect(scaledJson(0, 2)).toBe('0');
    // 40 000 comparisons: CPU work that a loaded machine stretches.
  }, 30_000);
});

describe('halfHourPrices (one pass, newest first) = halfHourPrice per half-hour', () => {
  const kinds = ['agile', 'agile-outgoing', 'go', 'cosy', 'flux-import', 'flux-export'] as const;
  // Ranges across both clock changes, a year end and a leap day, starting on and off midnight, and
  // UTC month starts in summer time, which fall at 01:00 London, inside a London day: the market
  // level changes there (monthly before 2021.75 and from 2024) and the batch's runs must end there.
  const starts = [
    Date.UTC(2024, 2, 31, 5),
    Date.UTC(2024, 9, 27, 6, 30),
    Date.UTC(2025, 0, 1, 3),
    Date.UTC(2024, 1, 29, 23, 30),
    Date.UTC(2016, 0, 1, 0),
    Date.UTC(2024, 6, 1, 3),
    Date.UTC(2019, 8, 1, 0, 30),
  ];
  test.each(kinds)('%s', (kind) => {
    const out = new Float64Array(300);
    for (const firstStart of starts) {
      const first = 200_000;
      halfHourPrices(kind, 0x1234abcd, 0.97, first, firstStart, out.length, out);
      for (let p = 0; p < out.length; p++)
        expect(out[p], `${kind} p=${p}`).toBe(
          halfHourPrice(kind, 0x1234abcd, first - p, firstStart - p * HALF_HOUR_MS, 0.97),
        );
    }
  });
  // The batch steps the hour and hashes with hashUnit32 only on the half-hour grid with indexes in
  // [0, 2^32); the rows on either side of those edges take one path or the other.
  const edge = Date.UTC(2024, 9, 27, 6, 30);
  test.each([
    ['last index 0', 299, edge],
    ['last index -1 (per record)', 298, edge],
    ['indexes across 2^31', 2 ** 31 + 100, edge],
    ['first index 2^32 - 1', 2 ** 32 - 1, edge],
    ['first index 2^32 (per record)', 2 ** 32, edge],
    ['index beyond 2^40 (per record)', 2 ** 40 + 3, edge],
    ['fractional index (per record)', 17_000.5, edge],
    ['instant off the grid by 1 ms (per record)', 200_000, edge + 1],
    ['instant off the grid by a quarter ms (per record)', 200_000, edge + 0.25],
    ["at the end of Date's range (per record)", 200_000, 8.64e15 + HALF_HOUR_MS],
  ])('%s', (_name, first, firstStart) => {
    const out = new Float64Array(300);
    for (const kind of kinds) {
      halfHourPrices(kind, 0x1234abcd, 0.97, first, firstStart, out.length, out);
      for (let p = 0; p < out.length; p++)
        expect(out[p], `${kind} p=${p}`).toBe(
          halfHourPrice(kind, 0x1234abcd, first - p, firstStart - p * HALF_HOUR_MS, 0.97),
        );
    }
  });
});
