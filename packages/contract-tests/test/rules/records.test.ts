import { describe, expect, test } from 'vitest';
import {
  CHARGE_KEYS,
  CONSUMPTION_KEYS,
  checkAllOverlap,
  checkHalfHours,
  checkOrder,
  overlaps,
  recordKey,
  spanOf,
} from '../../src/rules/records.js';

const r = (from: string, to: string | null): Record<string, unknown> => ({
  valid_from: from,
  valid_to: to,
  value_inc_vat: 1,
});
const T = Date.parse('2024-06-01T12:00:00Z');

describe('overlaps: valid_from < period_to and (valid_to null or > period_from)', () => {
  test.each<[string, [number, number | undefined], [number, number | undefined], boolean]>([
    ['inside', [T, T + 1800e3], [T + 600e3, T + 601e3], true],
    ['starts at period_to (exclusive)', [T, T + 1800e3], [T - 1000, T], false],
    ['ends at period_from', [T, T + 1800e3], [T + 1800e3, T + 1801e3], false],
    ['open-ended, period after its start', [T, undefined], [T + 1e9, T + 2e9], true],
    ['period_from alone, record after', [T, T + 1800e3], [T - 1e9, undefined], true],
    ['period_from alone, record before', [T, T + 1800e3], [T + 1800e3, undefined], false],
  ])('%s', (_n, [start, end], [from, to], want) => expect(overlaps({ start, end }, from, to)).toBe(want));
});

test('spanOf reads both key pairs and open ends', () => {
  expect(spanOf(r('2024-06-01T12:00:00Z', null), CHARGE_KEYS)).toEqual({ start: T, end: undefined });
  expect(
    spanOf(
      { interval_start: '2024-06-01T13:00:00+01:00', interval_end: '2024-06-01T13:30:00+01:00' },
      CONSUMPTION_KEYS,
    ),
  ).toEqual({ start: T, end: T + 1800e3 });
  expect(spanOf({ valid_from: 'nope' }, CHARGE_KEYS)).toBeUndefined();
});

test('checkOrder: newest first, equal starts allowed, oldest first on request', () => {
  const newest = [r('2024-06-01T13:00:00Z', null), r('2024-06-01T12:00:00Z', null), r('2024-06-01T12:00:00Z', null)];
  expect(checkOrder(newest, CHARGE_KEYS)).toEqual([]);
  expect(checkOrder([...newest].reverse(), CHARGE_KEYS)[0]?.message).toMatch(/record 2 .* not newest first/);
  expect(checkOrder([...newest].reverse(), CHARGE_KEYS, true)).toEqual([]);
});

test('checkHalfHours: 30 minutes each, contiguous newest first', () => {
  const good = [r('2024-06-01T12:30:00Z', '2024-06-01T13:00:00Z'), r('2024-06-01T12:00:00Z', '2024-06-01T12:30:00Z')];
  expect(checkHalfHours(good, CHARGE_KEYS)).toEqual([]);
  expect(checkHalfHours([r('2024-06-01T12:00:00Z', '2024-06-01T13:00:00Z')], CHARGE_KEYS)[0]?.message).toMatch(
    /lasts 60 minutes/,
  );
  expect(checkHalfHours([r('2024-06-01T12:00:00Z', null)], CHARGE_KEYS)[0]?.message).toMatch(/open-ended/);
  const gap = [good[0]!, r('2024-06-01T11:00:00Z', '2024-06-01T11:30:00Z')];
  expect(checkHalfHours(gap, CHARGE_KEYS)[0]?.message).toMatch(/a gap or an overlap/);
  expect(checkHalfHours(gap, CHARGE_KEYS, false)).toEqual([]);
});

test('checkAllOverlap names the first record outside the period', () => {
  const records = [
    r('2024-06-01T12:30:00Z', '2024-06-01T13:00:00Z'),
    r('2024-06-01T12:00:00Z', '2024-06-01T12:30:00Z'),
  ];
  expect(checkAllOverlap(records, CHARGE_KEYS, T, T + 3600e3)).toEqual([]);
  expect(checkAllOverlap(records, CHARGE_KEYS, T + 1800e3, T + 3600e3)[0]?.message).toMatch(
    /record 1 .* does not overlap/,
  );
});

test('recordKey ignores key order', () => {
  expect(recordKey({ a: 1, b: { d: 2, c: 3 } })).toBe(recordKey({ b: { c: 3, d: 2 }, a: 1 }));
  expect(recordKey({ a: 1 })).not.toBe(recordKey({ a: 2 }));
});
