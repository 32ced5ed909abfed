/**
 * Fragments of charge series: the JSON bytes of the records of 48 consecutive intervals of a series
 * (interval indexes 48b .. 48b+47, newest first, each interval's records in payment-method order),
 * with the offset of each record in them. For a half-hourly series a fragment is a day's worth of
 * half-hours counted from the series' first; for a stepped one (daily trackers, quarterly variable
 * prices) 48 days or quarters. A record's bytes depend only on (seed, tariff, charge kind, interval
 * index, method), never on the clock, the range or the page: the one record that does, a stepped
 * series' open-ended current price (`valid_to: null`), is never in a fragment and is written per
 * request. So a page is a few slices of fragments and never a record formatted per request.
 *
 * The fragments live in one least-recently-used cache bounded in bytes (FRAGMENT_CACHE_BYTES, the
 * bytes plus the offsets): a fragment is built lazily the first time a page touches it, and a page
 * ten years back costs what page 1 costs, cold or warm. Nothing proportional to a range is built.
 */
import type { ChargeSeries } from '../data/dataset.js';
import { intervalStart, type Timeline } from '../data/schedule.js';
import { civilFromDays, DAY, formatUtc, HALF_HOUR } from '../london-time.js';
import { ByteCache, type ByteCacheStats } from './byte-cache.js';
import { valueText } from './charge-page-writer.js';

/** Intervals per fragment: a day's worth of half-hours. */
export const FRAGMENT_RECORDS = 48;
/** Upper bound of the fragment cache: 8 MiB of bytes and offsets (about a thousand half-hourly fragments). */
export const FRAGMENT_CACHE_BYTES = 8 * 1024 * 1024;

// Per-entry cost beyond the bytes: the offsets, the Buffer and entry objects and the Map slot.
const ENTRY_OVERHEAD = 240;

/** One fragment: records newest first, each starting with `,`; offsets[p] = start of record p, offsets[last] = byte length. */
interface Fragment {
  readonly bytes: Buffer;
  // A plain array of small integers lives on the heap: a typed array this size would allocate its
  // store outside it, which costs more than the fragment's records on a cold page.
  readonly offsets: readonly number[];
}

// Keys are numbers, series id * 2^21 + fragment index (2^21 fragments are 5 700 years of half-hours).
const cache = new ByteCache<number, Fragment>(FRAGMENT_CACHE_BYTES);
const BLOCKS_PER_SERIES = 2 ** 21;
// Series are built once per (tariff, kind) (data/dataset.ts chargeSeries), so their identity names
// them: the seed is in the tariff object, and a series dropped with its data set leaves only its
// (unreachable, eventually evicted) fragments behind.
const seriesIds = new WeakMap<ChargeSeries, number>();
let nextSeriesId = 0;

/** Current size of the fragment cache, for tests and the benchmark. */
export function fragmentCacheStats(): ByteCacheStats {
  return cache.stats();
}

/** Empties the fragment cache (tests and the benchmark measure cold pages with it). */
export function clearFragmentCache(): void {
  cache.clear();
}

const TWO = Array.from({ length: 32 }, (_, i) => String(i).padStart(2, '0'));
// `HH:MM:00Z` of each half-hour of a day.
const SLOT_TIMES = Array.from({ length: 48 }, (_, s) => `${TWO[s >> 1]}:${s % 2 === 0 ? '00' : '30'}:00Z`);
const NULL_METHOD_TAIL = '","payment_method":null}';

/** `"METHOD"` or `null`, as the records write `payment_method`. */
function methodJson(method: string | null): string {
  return method === null ? 'null' : JSON.stringify(method);
}

// Half-hourly records, written straight into the fragment's bytes (a cold page builds dozens of
// fragments, so this is the cold path's whole cost). A record is its value part, one byte string per
// price (valueBytes), then a time part of fixed length: start date and time, `","valid_to":"`, end
// date and time, and the tail. The time parts of a start slot of the day are constants but for
// their dates: they are copied from a template row and the ten date digits are written into them.
const MID = '","valid_to":"';
const TIME_PART = 11 + 9 + MID.length + 11 + 9 + NULL_METHOD_TAIL.length;
// Row s: the time part of the half-hour starting at slot s, dates left as `0000-00-00`.
const TIME_ROWS = SLOT_TIMES.map((time, s) => Buffer.from(`0000-00-00T${time}${MID}0000-00-00T${SLOT_TIMES[(s + 1) % 48]}${NULL_METHOD_TAIL}`, 'latin1'));
const END_DATE_AT = 11 + 9 + MID.length;

// `YYYY-MM-DD` of a UTC day number (four-digit years: the clock's range keeps them so).
function dateBytes(day: number): Buffer {
  const [y, m, d] = civilFromDays(day);
  return Buffer.from(`${String(y).padStart(4, '0')}-${TWO[m + 1]}-${TWO[d]}`, 'latin1');
}

// Value part of a record per price as bytes (`,` then valueText), keyed like valueText's table
// (hundredths of a penny), with the exact double it stands for.
const valueBytesTable = new Map<number, { exc: number; bytes: Buffer }>();
function valueBytes(exc: number): Buffer {
  const units = Math.round(exc * 100);
  const hit = valueBytesTable.get(units);
  if (hit !== undefined && hit.exc === exc) return hit.bytes;
  const bytes = Buffer.from(`,${valueText(exc)}`, 'latin1');
  if (valueBytesTable.size >= 50_000) valueBytesTable.clear();
  valueBytesTable.set(units, { exc, bytes });
  return bytes;
}

const values = new Array<Buffer>(FRAGMENT_RECORDS);
const prices = new Float64Array(FRAGMENT_RECORDS);
const EMPTY = Buffer.alloc(0);

function halfHourFragment(series: ChargeSeries, block: number): Fragment | null {
  // Half-hourly series price one record per interval with no payment method (data/dataset.ts).
  if (series.methods.length !== 1 || series.methods[0] !== null) return null;
  const first = block * FRAGMENT_RECORDS + FRAGMENT_RECORDS - 1;
  const top = series.schedule.start + (first + 1) * HALF_HOUR;
  // Values first, so the bytes are allocated at their exact size.
  if (series.values !== undefined) series.values(first, top - HALF_HOUR, FRAGMENT_RECORDS, prices);
  else for (let p = 0; p < FRAGMENT_RECORDS; p++) prices[p] = series.value(first - p, top - (p + 1) * HALF_HOUR, 0);
  let length = FRAGMENT_RECORDS * TIME_PART;
  for (let p = 0; p < FRAGMENT_RECORDS; p++) {
    const value = valueBytes(prices[p]!);
    values[p] = value;
    length += value.length;
  }
  const out = Buffer.allocUnsafe(length);
  const offsets = new Array<number>(FRAGMENT_RECORDS + 1);
  let at = 0;
  // A fragment spans one or two days: their dates are made once.
  let day = Number.NaN;
  let date: Buffer = EMPTY;
  let nextDate: Buffer = EMPTY;
  for (let p = 0; p < FRAGMENT_RECORDS; p++) {
    const start = top - (p + 1) * HALF_HOUR;
    const startDay = Math.floor(start / DAY);
    if (startDay !== day) {
      nextDate = startDay === day - 1 ? date : dateBytes(startDay + 1);
      day = startDay;
      date = dateBytes(day);
    }
    const slot = (start - day * DAY) / HALF_HOUR;
    offsets[p] = at;
    const value = values[p]!;
    out.set(value, at);
    at += value.length;
    out.set(TIME_ROWS[slot]!, at);
    out.set(date, at);
    out.set(slot === 47 ? nextDate : date, at + END_DATE_AT);
    at += TIME_PART;
  }
  offsets[FRAGMENT_RECORDS] = at;
  return { bytes: out, offsets };
}

// Stepped records (days, quarters): interval k's end is interval k+1's start, which the timeline
// computes from the schedule alone (its count, the only clock-dependent part, is not used).
function steppedParts(series: ChargeSeries, t: Timeline, block: number, parts: string[]): void {
  const first = block * FRAGMENT_RECORDS + FRAGMENT_RECORDS - 1;
  const tails = series.methods.map((method) => `","payment_method":${methodJson(method)}}`);
  let end = intervalStart(t, first + 1);
  let endText = formatUtc(end);
  for (let p = 0; p < FRAGMENT_RECORDS; p++) {
    const k = first - p;
    const start = intervalStart(t, k);
    const startText = formatUtc(start);
    for (let m = 0; m < tails.length; m++) parts.push(`,${valueText(series.value(k, start, m))}${startText}","valid_to":"${endText}${tails[m]}`);
    end = start;
    endText = startText;
  }
}

function buildFragment(series: ChargeSeries, t: Timeline, block: number): Fragment {
  const halfHourly = series.schedule.step === 'half-hour' ? halfHourFragment(series, block) : null;
  if (halfHourly !== null) return halfHourly;
  const parts: string[] = [];
  steppedParts(series, t, block, parts);
  const offsets = new Array<number>(parts.length + 1);
  let length = 0;
  for (let p = 0; p < parts.length; p++) {
    offsets[p] = length;
    length += parts[p]!.length;
  }
  offsets[parts.length] = length;
  // Every record is ASCII (numbers, datetimes, method names), so latin1 is its UTF-8.
  return { bytes: Buffer.from(parts.join(''), 'latin1'), offsets };
}

function fragment(seriesId: number, series: ChargeSeries, t: Timeline, block: number): Fragment {
  const key = seriesId * BLOCKS_PER_SERIES + block;
  let hit = cache.get(key);
  if (hit === undefined) {
    hit = buildFragment(series, t, block);
    cache.set(key, hit, hit.bytes.length + hit.offsets.length * 8 + ENTRY_OVERHEAD);
  }
  return hit;
}

// The open-ended records (one per method, each preceded by `,`) of a series' current interval, kept
// per series until a new interval starts.
const openKept = new WeakMap<ChargeSeries, { k: number; records: readonly Buffer[] }>();
function openRecords(series: ChargeSeries, t: Timeline, k: number): readonly Buffer[] {
  const kept = openKept.get(series);
  if (kept !== undefined && kept.k === k) return kept.records;
  const start = intervalStart(t, k);
  const records = series.methods.map((method, m) => Buffer.from(`,${valueText(series.value(k, start, m))}${formatUtc(start)}","valid_to":null,"payment_method":${methodJson(method)}}`, 'latin1'));
  openKept.set(series, { k, records });
  return records;
}

function idOf(series: ChargeSeries): number {
  let seriesId = seriesIds.get(series);
  if (seriesId === undefined) {
    seriesId = nextSeriesId++;
    seriesIds.set(series, seriesId);
  }
  return seriesId;
}

/**
 * The records [offset, end) of a page of a series whose newest selected interval is `hi - 1`
 * (record j is interval hi-1-floor(j/m), method j%m, for m payment methods), appended to `out` as
 * byte slices, the first without its leading comma: the `results` content of a page. A stepped
 * series' open-ended current interval (the timeline's last) is written here, the rest are slices
 * of cached fragments. Returns the number of bytes appended.
 * @example recordChunks(series, timeline(series.schedule, now), 100, 0, 100, chunks) // bytes of 100 records
 */
export function recordChunks(series: ChargeSeries, t: Timeline, hi: number, offset: number, end: number, out: Buffer[]): number {
  const m = series.methods.length;
  let bytes = 0;
  let j = offset;
  // The open-ended current price of a stepped series: only on the first page, at most m records.
  const open = series.schedule.step === 'half-hour' ? -1 : t.count - 1;
  if (open >= 0 && j < end && hi - 1 - Math.floor(j / m) === open) {
    const records = openRecords(series, t, open);
    for (; j < end && hi - 1 - Math.floor(j / m) === open; j++) {
      const chunk = records[j % m]!.subarray(j === offset ? 1 : 0);
      out.push(chunk);
      bytes += chunk.length;
    }
  }
  if (j >= end) return bytes;
  const seriesId = idOf(series);
  const kTop = hi - 1 - Math.floor(j / m);
  const kBottom = hi - 1 - Math.floor((end - 1) / m);
  for (let b = Math.floor(kTop / FRAGMENT_RECORDS); b >= 0 && b >= Math.floor(kBottom / FRAGMENT_RECORDS); b--) {
    const f = fragment(seriesId, series, t, b);
    const newest = b * FRAGMENT_RECORDS + FRAGMENT_RECORDS - 1;
    const from = kTop <= newest ? (newest - kTop) * m + (j % m) : 0;
    const to = kBottom >= b * FRAGMENT_RECORDS ? (newest - kBottom) * m + ((end - 1) % m) + 1 : FRAGMENT_RECORDS * m;
    // The page's first record loses its comma (unless open-ended records came before it).
    const chunk = f.bytes.subarray(f.offsets[from]! + (bytes === 0 ? 1 : 0), f.offsets[to]);
    out.push(chunk);
    bytes += chunk.length;
  }
  return bytes;
}
