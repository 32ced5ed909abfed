/**
 * When a tariff's prices change, as pure index arithmetic: interval k's start is computed
 * directly, so finding a page ten years back never walks the intervals before it.
 */
import {
  DAY_MS,
  HALF_HOUR_MS,
  HOUR_MS,
  londonFields,
  londonMidnight,
  utcFromFields,
} from '@energy-contracts/schema-tools/london-time';

/** How often a price changes. */
export type Step = 'half-hour' | 'day' | 'quarter' | 'once';

/** A price schedule: where it starts and how it steps. */
export interface Schedule {
  readonly step: Step;
  /** UTC instant the first interval starts (local midnight of the first price day). */
  readonly start: number;
}

/** A schedule evaluated at a clock instant: how many intervals exist by then. */
export interface Timeline {
  readonly schedule: Schedule;
  readonly count: number;
  /** Index of the first day/quarter (step-specific origin), precomputed once per timeline. */
  readonly origin: number;
}

function quarterIndex(utcMs: number): number {
  const f = londonFields(utcMs);
  return f.year * 4 + Math.floor(f.month / 3);
}

function dayIndex(utcMs: number): number {
  const f = londonFields(utcMs);
  return utcFromFields(f.year, f.month, f.day) / DAY_MS;
}

/**
 * The last instant half-hourly prices are published for at clock `now`: 23:00 UTC the next day,
 * like a day-ahead auction published every afternoon.
 */
export function halfHourHorizon(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS + 2 * DAY_MS - HOUR_MS;
}

/**
 * Evaluates a schedule at clock `now`: the number of intervals that have started (half-hourly:
 * that are published) by then.
 * @example timeline({ step: 'quarter', start: Date.UTC(2022, 10, 1) }, Date.UTC(2024, 0, 2)).count // 6
 */
export function timeline(schedule: Schedule, now: number): Timeline {
  const { step, start } = schedule;
  if (now < start) return { schedule, count: 0, origin: 0 };
  switch (step) {
    case 'half-hour':
      return { schedule, count: Math.max(0, Math.floor((halfHourHorizon(now) - start) / HALF_HOUR_MS)), origin: 0 };
    case 'day': {
      const origin = dayIndex(start);
      return { schedule, count: dayIndex(now) - origin + 1, origin };
    }
    case 'quarter': {
      const origin = quarterIndex(start);
      return { schedule, count: quarterIndex(now) - origin + 1, origin };
    }
    case 'once':
      return { schedule, count: 1, origin: 0 };
  }
}

/** Start (UTC ms) of interval k (0 = oldest) of a timeline. */
export function intervalStart(t: Timeline, k: number): number {
  const { step, start } = t.schedule;
  if (k === 0) return start;
  switch (step) {
    case 'half-hour':
      return start + k * HALF_HOUR_MS;
    case 'day': {
      const d = new Date((t.origin + k) * DAY_MS);
      return londonMidnight(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    }
    case 'quarter': {
      const q = t.origin + k;
      return londonMidnight(Math.floor(q / 4), (q % 4) * 3, 1);
    }
    case 'once':
      return start;
  }
}

/** End (UTC ms) of interval k, or null for the open-ended current price of a stepped schedule. */
export function intervalEnd(t: Timeline, k: number): number | null {
  if (t.schedule.step === 'half-hour') return t.schedule.start + (k + 1) * HALF_HOUR_MS;
  return k + 1 >= t.count ? null : intervalStart(t, k + 1);
}

/** Smallest k in [0, count] whose start is >= instant (count when none). */
export function firstStartingAtOrAfter(t: Timeline, instant: number): number {
  if (t.schedule.step === 'half-hour') {
    const k = Math.ceil((instant - t.schedule.start) / HALF_HOUR_MS);
    return Math.min(Math.max(k, 0), t.count);
  }
  // Stepped schedules have at most a few thousand intervals: a binary search is O(log n).
  let lo = 0;
  let hi = t.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (intervalStart(t, mid) >= instant) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Smallest k in [0, count] whose interval ends after instant (count when none): the first record
 * an overlap window starting at `instant` returns. Stepped schedules end with an open-ended
 * interval, so only a timeline with no intervals has none; half-hourly ones end at the horizon.
 * @example firstEndingAfter(timeline({ step: 'quarter', start: Date.UTC(2022, 10, 1) }, Date.UTC(2024, 0, 2)), Date.UTC(2023, 0, 15)) // 1: Q1 2023
 */
export function firstEndingAfter(t: Timeline, instant: number): number {
  if (t.schedule.step === 'half-hour') {
    const k = Math.floor((instant - t.schedule.start) / HALF_HOUR_MS);
    return Math.min(Math.max(k, 0), t.count);
  }
  return Math.max(intervalAt(t, instant), 0);
}

/** Index of the interval containing an instant, or -1 before the first one (clamped to the last). */
export function intervalAt(t: Timeline, instant: number): number {
  if (t.count === 0 || instant < t.schedule.start) return -1;
  return Math.min(firstStartingAtOrAfter(t, instant + 1), t.count) - 1;
}
