/**
 * Fragments of consumption series, as charge-day-fragments.ts has for prices: the readings of 48
 * consecutive half-hours of a meter (indexes 48b .. 48b+47 from the series' first), in thousandths,
 * and, built the first time a half-hourly page needs them, the JSON bytes of their records in both
 * orders with each record's offset. A record depends only on (meter, half-hour index), never on the
 * clock, the range or the page, so a half-hourly page is a few slices of fragments, and a grouped
 * total sums cached integers instead of recomputing each half-hour. The record of a whole group
 * (hour, day, week, month, quarter: every half-hour of it inside the page's range) depends only on
 * (meter, grouping, group) too and is kept as well; the first and last groups of a range are cut by
 * it and are written per request. Both live in one least-recently-used cache bounded in bytes
 * (CONSUMPTION_CACHE_BYTES).
 */
import { GROUP_BY, groupStart, halfHourUnits, type ConsumptionSeries, type GroupBy } from '../data/consumption.js';
import { formatLondon, HALF_HOUR_MS } from '@energy-contracts/schema-tools/london-time';
import { ByteCache, type ByteCacheStats } from './byte-cache.js';

/** Half-hours per fragment. */
export const CONSUMPTION_FRAGMENT = 48;
/** Upper bound of the consumption fragment cache: 4 MiB. */
export const CONSUMPTION_CACHE_BYTES = 4 * 1024 * 1024;

// The bytes of 48 consecutive records (each preceded by `,`), oldest first and newest first.
interface RecordBytes {
  readonly ascending: Buffer;
  readonly descending: Buffer;
  readonly ascendingOffsets: readonly number[];
  readonly descendingOffsets: readonly number[];
}

// Readings, and their records' bytes once a half-hourly page has needed them.
interface Fragment {
  readonly units: Int32Array;
  text?: RecordBytes;
}

function recordBytes(records: string[]): RecordBytes {
  const n = records.length;
  const ascendingOffsets = new Array<number>(n + 1);
  const descendingOffsets = new Array<number>(n + 1);
  let up = 0;
  let down = 0;
  for (let p = 0; p < n; p++) {
    ascendingOffsets[p] = up;
    up += records[p]!.length;
    descendingOffsets[p] = down;
    down += records[n - 1 - p]!.length;
  }
  ascendingOffsets[n] = up;
  descendingOffsets[n] = down;
  // Numbers and datetimes only: latin1 is the records' UTF-8.
  const ascending = Buffer.from(records.join(''), 'latin1');
  const descending = Buffer.from(records.reverse().join(''), 'latin1');
  return { ascending, descending, ascendingOffsets, descendingOffsets };
}

const cache = new ByteCache<number, Fragment | Buffer | RecordBytes>(CONSUMPTION_CACHE_BYTES);
// Keys: (series id * 16 + kind) * 2^26 + index; kind 0: readings (index: block of 48 half-hours),
// 1-5: a whole group's record (index: the group), 8-12: a block of 48 whole groups (index: block).
// Indexes stay under 2^26: hours since 1970 until the year 9000, half-hour blocks for 170 000 years.
const INDEXES = 2 ** 26;
function cacheKey(series: ConsumptionSeries, kind: number, index: number): number {
  return (seriesId(series) * 16 + kind) * INDEXES + index;
}
const seriesIds = new WeakMap<ConsumptionSeries, number>();
let nextSeriesId = 0;
// The Int32Array of readings and the objects around a fragment.
const UNITS_SIZE = CONSUMPTION_FRAGMENT * 4 + 200;

/** Current size of the consumption fragment cache. */
export function consumptionCacheStats(): ByteCacheStats {
  return cache.stats();
}

/** Empties the consumption fragment cache (tests compare cold and warm answers). */
export function clearConsumptionCache(): void {
  cache.clear();
}

function seriesId(series: ConsumptionSeries): number {
  let id = seriesIds.get(series);
  if (id === undefined) {
    id = nextSeriesId++;
    seriesIds.set(series, id);
  }
  return id;
}

function fragment(series: ConsumptionSeries, block: number, withText: boolean): Fragment {
  const key = cacheKey(series, 0, block);
  let f = cache.get(key) as Fragment | undefined;
  if (f === undefined) {
    const units = new Int32Array(CONSUMPTION_FRAGMENT);
    for (let p = 0; p < CONSUMPTION_FRAGMENT; p++) units[p] = halfHourUnits(series, block * CONSUMPTION_FRAGMENT + p);
    f = { units };
    cache.set(key, f, UNITS_SIZE);
  }
  if (withText && f.text === undefined) {
    const records: string[] = [];
    // Consecutive half-hours share a bound: each instant is formatted once.
    let start = series.start + block * CONSUMPTION_FRAGMENT * HALF_HOUR_MS;
    let startText = formatLondon(start);
    for (let p = 0; p < CONSUMPTION_FRAGMENT; p++) {
      const end = start + HALF_HOUR_MS;
      const endText = formatLondon(end);
      records.push(
        `,{"consumption":${f.units[p]! / 1000},"interval_start":"${startText}","interval_end":"${endText}"}`,
      );
      start = end;
      startText = endText;
    }
    f.text = recordBytes(records);
    cache.set(key, f, UNITS_SIZE + f.text.ascending.length * 2 + (CONSUMPTION_FRAGMENT + 1) * 16);
  }
  return f;
}

/**
 * Sum of the readings of half-hours [from, to) of a series, in thousandths: `sumUnits` of
 * data/consumption.ts over cached readings.
 * @example cachedSumUnits(series, 0, 48) === sumUnits(series, 0, 48) // true
 */
export function cachedSumUnits(series: ConsumptionSeries, from: number, to: number): number {
  let total = 0;
  for (let b = Math.floor(from / CONSUMPTION_FRAGMENT); b * CONSUMPTION_FRAGMENT < to; b++) {
    const { units } = fragment(series, b, false);
    const first = b * CONSUMPTION_FRAGMENT;
    const lo = Math.max(from, first) - first;
    const hi = Math.min(to, first + CONSUMPTION_FRAGMENT) - first;
    for (let p = lo; p < hi; p++) total += units[p]!;
  }
  return total;
}

/**
 * The records of half-hours `first` .. `last` (inclusive, any order: newest first when first >
 * last) appended to `out` as byte slices, the first without its leading comma: the `results`
 * content of a half-hourly page. Returns the number of bytes appended.
 * @example halfHourRecordChunks(series, 99, 0, chunks) // the newest-first records of half-hours 99..0
 */
export function halfHourRecordChunks(series: ConsumptionSeries, first: number, last: number, out: Buffer[]): number {
  return chunks((b) => fragment(series, b, true).text!, first, last, out, true);
}

// Slices of blocks of 48 records (record i is in block floor(i/48)) for records first..last in
// that order; `leading`: the first slice loses its comma.
function chunks(
  block: (b: number) => RecordBytes,
  first: number,
  last: number,
  out: Buffer[],
  leading: boolean,
): number {
  let bytes = 0;
  const descending = first > last;
  const top = descending ? first : last;
  const bottom = descending ? last : first;
  const step = descending ? -1 : 1;
  for (
    let b = Math.floor(first / CONSUMPTION_FRAGMENT);
    descending ? b >= Math.floor(bottom / CONSUMPTION_FRAGMENT) : b <= Math.floor(top / CONSUMPTION_FRAGMENT);
    b += step
  ) {
    const text = block(b);
    const lo = Math.max(bottom, b * CONSUMPTION_FRAGMENT) - b * CONSUMPTION_FRAGMENT;
    const hi = Math.min(top, b * CONSUMPTION_FRAGMENT + CONSUMPTION_FRAGMENT - 1) - b * CONSUMPTION_FRAGMENT;
    // Positions of records lo..hi in this order's bytes.
    const from = descending ? CONSUMPTION_FRAGMENT - 1 - hi : lo;
    const to = descending ? CONSUMPTION_FRAGMENT - lo : hi + 1;
    const [source, offsets] = descending
      ? [text.descending, text.descendingOffsets]
      : [text.ascending, text.ascendingOffsets];
    const chunk = source.subarray(offsets[from]! + (leading && bytes === 0 ? 1 : 0), offsets[to]);
    out.push(chunk);
    bytes += chunk.length;
  }
  return bytes;
}

/**
 * The record of whole group `g` (every half-hour of it inside the page's range), preceded by `,`:
 * `{"consumption":SUM,"interval_start":"START","interval_end":"END"}`, cached per (meter, grouping, group).
 * @example wholeGroupRecord(series, 'day', 19_723) // the record of 2024-01-01
 */
function wholeGroupRecord(series: ConsumptionSeries, groupBy: GroupBy, g: number): Buffer {
  const key = cacheKey(series, 1 + GROUP_BY.indexOf(groupBy), g);
  let record = cache.get(key) as Buffer | undefined;
  if (record === undefined) {
    record = Buffer.from(wholeGroupText(series, groupStart(groupBy, g), groupStart(groupBy, g + 1)), 'latin1');
    cache.set(key, record, record.length + 120);
  }
  return record;
}

// Groupings whose blocks of 48 groups span little enough data to build at once (48 hours, 48 days,
// 48 weeks); months and quarters are kept one record each.
const BLOCKED: ReadonlySet<GroupBy> = new Set(['hour', 'day', 'week']);
const EMPTY_RECORD = '';

function groupBlock(series: ConsumptionSeries, groupBy: GroupBy, block: number): RecordBytes {
  const key = cacheKey(series, 8 + GROUP_BY.indexOf(groupBy), block);
  let text = cache.get(key) as RecordBytes | undefined;
  if (text === undefined) {
    const records: string[] = [];
    for (let g = block * CONSUMPTION_FRAGMENT; g < block * CONSUMPTION_FRAGMENT + CONSUMPTION_FRAGMENT; g++) {
      const from = groupStart(groupBy, g);
      const to = groupStart(groupBy, g + 1);
      // Only a group inside the meter's data can be whole on a page; the others are never asked for.
      if (from < series.start || (series.end !== null && to > series.end)) records.push(EMPTY_RECORD);
      else records.push(wholeGroupText(series, from, to));
    }
    text = recordBytes(records);
    cache.set(key, text, text.ascending.length * 2 + (CONSUMPTION_FRAGMENT + 1) * 16 + 200);
  }
  return text;
}

function wholeGroupText(series: ConsumptionSeries, from: number, to: number): string {
  const sum = cachedSumUnits(series, (from - series.start) / HALF_HOUR_MS, (to - series.start) / HALF_HOUR_MS);
  return `,{"consumption":${sum / 1000},"interval_start":"${formatLondon(from)}","interval_end":"${formatLondon(to)}"}`;
}

/**
 * The records of whole groups `first` .. `last` (inclusive, in that order: newest first when first >
 * last; every half-hour of each inside the page's range), appended to `out` as byte slices; with
 * `leading` the first loses its comma. Returns the number of bytes appended.
 * @example wholeGroupChunks(series, 'day', 19_820, 19_723, chunks, true) // newest-first days
 */
export function wholeGroupChunks(
  series: ConsumptionSeries,
  groupBy: GroupBy,
  first: number,
  last: number,
  out: Buffer[],
  leading: boolean,
): number {
  if (BLOCKED.has(groupBy)) return chunks((b) => groupBlock(series, groupBy, b), first, last, out, leading);
  let bytes = 0;
  const step = first > last ? -1 : 1;
  for (let g = first; g !== last + step; g += step) {
    const record = wholeGroupRecord(series, groupBy, g);
    const chunk = leading && bytes === 0 ? record.subarray(1) : record;
    out.push(chunk);
    bytes += chunk.length;
  }
  return bytes;
}
