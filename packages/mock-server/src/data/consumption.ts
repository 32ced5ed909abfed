/**
 * Half-hourly consumption of the data set's meters, as functions of (meter, half-hour index): no
 * table of readings exists, each half-hour is recomputed from a hash of its index, so any page of
 * any range costs what its records cost. Values are integers in thousandths of the unit (Wh for
 * kWh, litres for m³), so a grouped total is an integer sum printed once, and equals the sum of its
 * half-hours as printed.
 */
import {
  DAY_MS,
  fromLondonWallClock,
  HALF_HOUR_MS,
  HOUR_MS,
  londonFields,
  londonHourOfDay,
  londonMidnight,
  londonOffsetMs,
  utcYearMonth,
} from '@energy-contracts/schema-tools/london-time';
import { hashString, hashUnit } from '@energy-contracts/schema-tools/seeded-random';
import { roundHalfUp } from './prices.js';

/** How a meter's readings are shaped through the day and the year. */
export type MeterProfile = 'domestic' | 'economy-7' | 'export' | 'gas';

/** A meter's readings: when they start and end, and their daily and seasonal shape. */
export interface ConsumptionSeries {
  readonly profile: MeterProfile;
  /** UTC instant of the first half-hour (local midnight of the first agreement's start). */
  readonly start: number;
  /** UTC instant the last agreement ends, or null when it is open. */
  readonly end: number | null;
  /** Yearly total in the unit (kWh, or m³ for gas). */
  readonly annual: number;
  /** Hash key of the meter (its serial number). */
  readonly key: number;
}

/**
 * A meter's series.
 * @example consumptionSeries('21L1234567', 'domestic', Date.UTC(2022, 1, 28), null, 3200)
 */
export function consumptionSeries(
  serial: string,
  profile: MeterProfile,
  start: number,
  end: number | null,
  annual: number,
): ConsumptionSeries {
  return { profile, start, end, annual, key: hashString(serial) };
}

/**
 * Number of half-hours readable at clock `now`: readings of a local day arrive at the next local
 * midnight (as smart-meter data does, a day behind), and none exist before the meter's start or after
 * its last agreement.
 */
export function readableHalfHours(series: ConsumptionSeries, now: number): number {
  const cutoff = dayStart(localDay(now));
  const last = series.end === null ? cutoff : Math.min(cutoff, series.end);
  return last <= series.start ? 0 : Math.floor((last - series.start) / HALF_HOUR_MS);
}

// Relative use per local hour of day (index = hour), averaging about 1 over a day.
const DOMESTIC = [
  0.45, 0.4, 0.35, 0.35, 0.35, 0.4, 0.6, 1.1, 1.2, 0.9, 0.8, 0.85, 0.95, 0.9, 0.85, 0.9, 1.2, 1.9, 2.2, 2.0, 1.7, 1.4,
  1.0, 0.7,
];
const GAS = [
  0.05, 0.05, 0.05, 0.05, 0.1, 0.6, 2.6, 3.0, 2.0, 0.8, 0.5, 0.4, 0.4, 0.4, 0.4, 0.6, 1.4, 2.2, 2.4, 2.2, 1.8, 1.2, 0.5,
  0.1,
];
const HALF_HOURS_PER_YEAR = 17_532;

/** How readings are grouped (absent: half-hours). */
export type GroupBy = 'hour' | 'day' | 'week' | 'month' | 'quarter';
/** The `group_by` choices, in the contract's order. */
export const GROUP_BY: readonly GroupBy[] = ['hour', 'day', 'week', 'month', 'quarter'];

// London's local day (days since 1 January 1970) of an instant.
function localDay(t: number): number {
  return Math.floor((t + londonOffsetMs(t)) / DAY_MS);
}

// The instant local day `day` starts: its midnight as a wall-clock time (never skipped, never repeated).
function dayStart(day: number): number {
  return fromLondonWallClock(day * DAY_MS) ?? day * DAY_MS;
}

/**
 * Index of the group (local hour, day, week from Monday, month, quarter) holding instant `t`; groups
 * of one kind are numbered consecutively, so a range of groups is index arithmetic.
 */
export function groupIndex(by: GroupBy, t: number): number {
  switch (by) {
    case 'hour':
      // London's offsets are whole hours: a local hour is a UTC hour (the repeated 01:00 is two).
      return Math.floor(t / HOUR_MS);
    case 'day':
      return localDay(t);
    case 'week':
      // Day 0 (1 January 1970) was a Thursday: day -3 is the Monday of week 0.
      return Math.floor((localDay(t) + 3) / 7);
    case 'month': {
      const f = londonFields(t);
      return f.year * 12 + f.month;
    }
    case 'quarter': {
      const f = londonFields(t);
      return f.year * 4 + Math.floor(f.month / 3);
    }
  }
}

/** UTC instant a group starts (local midnight for days and longer). */
export function groupStart(by: GroupBy, index: number): number {
  switch (by) {
    case 'hour':
      return index * HOUR_MS;
    case 'day':
      return dayStart(index);
    case 'week':
      return dayStart(index * 7 - 3);
    case 'month':
      return londonMidnight(Math.floor(index / 12), index % 12, 1);
    case 'quarter':
      return londonMidnight(Math.floor(index / 4), (index % 4) * 3, 1);
  }
}

/**
 * Sums of the readings of consecutive ranges of half-hours, in thousandths: the i-th covers half-hours
 * [edges[i], edges[i + 1]) (edges ascending; 0 = the series' first half-hour). One pass over them all,
 * so the day's state is carried from range to range.
 * @example sumUnits(series, [0, 1, 49]) // e.g. [87, 4210]: half-hour 0, then the next 48
 */
export function sumUnits(series: ConsumptionSeries, edges: readonly number[]): number[] {
  const { key, profile } = series;
  const mean = (series.annual * 1000) / HALF_HOURS_PER_YEAR;
  const totals: number[] = [];
  const from = edges[0]!;
  // h: London hour of day (13.5 for 13:30); winter: 1 in mid-winter, -1 in mid-summer.
  let h = 0;
  let winter = 0;
  let t = series.start + from * HALF_HOUR_MS;
  let inDay = t - Math.floor(t / DAY_MS) * DAY_MS;
  let k = from;
  for (let e = 1; e < edges.length; e++) {
    const end = edges[e]!;
    let total = 0;
    for (; k < end; k++) {
      // The season changes at UTC midnights, London's offset at 01:00 UTC: between them each
      // half-hour is the previous one's hour plus a half.
      if (k === from || inDay <= HOUR_MS) {
        h = londonHourOfDay(t);
        if (k === from || inDay === 0) winter = Math.cos(2 * Math.PI * (utcYearMonth(t) % 1) - 0.3);
      } else h = h === 23.5 ? 0 : h + 0.5;
      const noise = hashUnit(key, k, 7);
      let shape: number;
      if (profile === 'domestic') shape = DOMESTIC[Math.floor(h)]! * (1 + 0.2 * winter) * (0.6 + 0.8 * noise);
      else if (profile === 'economy-7')
        // Storage heating and water on the night rate, 00:30-07:30 local.
        shape =
          h >= 0.5 && h < 7.5
            ? (2.2 + 1.2 * winter) * (0.8 + 0.4 * noise)
            : 0.55 * DOMESTIC[Math.floor(h)]! * (0.6 + 0.8 * noise);
      else if (profile === 'gas') shape = GAS[Math.floor(h)]! * Math.max(0.15, 1 + 0.9 * winter) * (0.6 + 0.8 * noise);
      else {
        // Solar generation: a bell over the daylight hours, longer and higher in summer, cloud noise.
        const x = (h - 13) / (4.5 - 2.5 * winter);
        shape =
          x <= -1 || x >= 1 ? 0 : 4.2 * (1 - 0.55 * winter) * Math.cos((x * Math.PI) / 2) ** 2 * (0.25 + 0.75 * noise);
      }
      total += roundHalfUp(mean * shape);
      t += HALF_HOUR_MS;
      inDay += HALF_HOUR_MS;
      if (inDay >= DAY_MS) inDay -= DAY_MS;
    }
    totals.push(total);
  }
  return totals;
}
