// The chart's days as the mock answers them: 48, 46 and 50 half-hours, contiguous, oldest first.
import { createMockApp, type MockApp } from '@energy-contracts/mock-server';
import { describe, expect, test } from 'vitest';
import { CHART_CLOCK, rateChartData } from '../../src/model/rate-chart-data.js';

describe('rateChartData', () => {
  const days = rateChartData();
  test('the days: an ordinary one and the two clock changes of 2024', () => {
    expect(days.map((d) => [d.date, d.kind])).toEqual([
      ['2024-06-12', 'ordinary'],
      ['2024-03-31', 'spring'],
      ['2024-10-27', 'autumn'],
    ]);
  });
  test.each(days.map((d) => [d.date, d] as const))('%s', (_date, day) => {
    const want = { ordinary: 48, spring: 46, autumn: 50 }[day.kind];
    expect(day.intervals).toHaveLength(want);
    day.intervals.forEach((interval, i) => {
      expect(Date.parse(interval.validTo) - Date.parse(interval.validFrom)).toBe(30 * 60_000);
      if (i > 0) expect(interval.validFrom).toBe(day.intervals[i - 1]!.validTo);
    });
    // The first interval starts at local midnight.
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(day.intervals[0]!.validFrom)),
    ).toBe('00:00');
  });

  test('a mock that answers another number of half-hours fails the build, naming the day', () => {
    const real = createMockApp({ now: CHART_CLOCK });
    const short: MockApp = {
      ...real,
      request: (url, init) => {
        const res = real.request(url, init);
        const body = res.json() as { count: number; results: unknown[] };
        const cut = { ...body, count: body.count - 1, results: body.results.slice(1) };
        return { ...res, body: JSON.stringify(cut), json: () => cut };
      },
    };
    expect(() => rateChartData(short)).toThrow(
      /2024-06-12 \(ordinary\) should have 48 half-hours in Europe\/London; the mock answered 47/,
    );
  });
});
