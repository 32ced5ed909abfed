// firstEndingAfter (the first record an overlap window returns) against its definition, checked on
// each interval's own bounds over every step kind, at instants on, just before and just after each
// boundary, before the first interval and past the last.
import { describe, expect, test } from 'vitest';
import { firstEndingAfter, intervalEnd, intervalStart, timeline, type Schedule } from '../../src/data/schedule.js';

const NOW = Date.UTC(2025, 0, 15, 12);
const SCHEDULES: Array<[string, Schedule]> = [
  ['half-hour', { step: 'half-hour', start: Date.UTC(2024, 9, 20) }],
  ['day (across the autumn clock change)', { step: 'day', start: Date.UTC(2024, 9, 20, 23) }],
  ['quarter', { step: 'quarter', start: Date.UTC(2022, 10, 1) }],
  ['once', { step: 'once', start: Date.UTC(2024, 4, 23, 23) }],
  ['starting after the clock', { step: 'quarter', start: Date.UTC(2026, 0, 1) }],
];

describe('firstEndingAfter', () => {
  test.each(SCHEDULES)('%s: the smallest k whose interval ends after the instant', (_name, schedule) => {
    const t = timeline(schedule, NOW);
    const ends = Array.from({ length: t.count }, (_, k) => intervalEnd(t, k));
    const want = (instant: number): number => {
      const k = ends.findIndex((end) => end === null || end > instant);
      return k === -1 ? t.count : k;
    };
    const instants = [schedule.start - 86_400_000, schedule.start - 1, NOW, NOW + 400 * 86_400_000];
    // Around every boundary when there are few, else around the first and last 200.
    const ks =
      t.count <= 400
        ? [...Array(t.count).keys()]
        : [...Array(200).keys(), ...Array.from({ length: 200 }, (_, i) => t.count - 200 + i)];
    for (const k of ks) {
      const start = intervalStart(t, k);
      instants.push(start - 1, start, start + 1);
      const end = ends[k];
      if (end !== null && end !== undefined) instants.push(end - 1, end, end + 1);
    }
    for (const instant of instants)
      expect(firstEndingAfter(t, instant), new Date(instant).toISOString()).toBe(want(instant));
  });

  test('a stepped schedule always has its open-ended current interval; a half-hourly one ends at the horizon', () => {
    const quarter = timeline({ step: 'quarter', start: Date.UTC(2022, 10, 1) }, NOW);
    expect(firstEndingAfter(quarter, Date.UTC(2030, 0, 1))).toBe(quarter.count - 1);
    const halfHour = timeline({ step: 'half-hour', start: Date.UTC(2024, 9, 20) }, NOW);
    expect(firstEndingAfter(halfHour, Date.UTC(2030, 0, 1))).toBe(halfHour.count);
  });
});

describe('timeline is kept per schedule while the clock stays inside its window', () => {
  // A wall clock moving back and forth across every kind of boundary: the kept timeline must equal
  // one evaluated afresh (a new schedule object has nothing kept).
  const starts = [Date.UTC(2016, 0, 1), Date.UTC(2022, 10, 1), Date.UTC(2023, 11, 5, 23, 59, 59)];
  const steps = ['half-hour', 'day', 'quarter', 'once'] as const;
  const around = (t: number): number[] => [t - 1, t, t + 1];
  const clocks = [
    ...around(Date.UTC(2024, 2, 31, 0)),
    ...around(Date.UTC(2024, 2, 31, 1)),
    ...around(Date.UTC(2024, 9, 26, 23)),
    ...around(Date.UTC(2024, 9, 27, 0)),
    ...around(Date.UTC(2024, 5, 30, 23)),
    ...around(Date.UTC(2024, 11, 31, 0)),
    ...around(Date.UTC(2024, 0, 1)),
    ...around(Date.UTC(2016, 0, 1)),
    ...around(Date.UTC(2015, 11, 31, 23, 59, 59)),
  ];
  test.each(steps.flatMap((step) => starts.map((start) => [step, start] as const)))('%s from %s', (step, start) => {
    const kept: Schedule = { step, start };
    const order = [...clocks, ...[...clocks].reverse(), ...clocks.filter((_, i) => i % 2 === 0)];
    for (const now of order) {
      const fresh = timeline({ step, start }, now);
      const t = timeline(kept, now);
      expect({ count: t.count, origin: t.origin }, `${step} ${new Date(now).toISOString()}`).toEqual({
        count: fresh.count,
        origin: fresh.origin,
      });
    }
  });
});
