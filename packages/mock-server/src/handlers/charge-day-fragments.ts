/**
 * Day fragments of half-hourly charge series: the JSON text of 48 consecutive half-hour records
 * (interval indexes 48b .. 48b+47 of a series, newest first, one day's worth counted from the
 * series' first half-hour), with the offset of each record in it. A record's text depends only on
 * (seed, tariff, charge kind, interval index), never on the clock, the range or the page, so a
 * page of half-hours is a few slices of fragments and never a record formatted per request.
 *
 * The fragments live in one least-recently-used cache bounded in bytes (FRAGMENT_CACHE_BYTES,
 * counted as text length, which is the byte length since the text is ASCII, plus the offsets):
 * a fragment is built lazily the first time a page touches it, and a page ten years back costs
 * what page 1 costs, cold or warm. Nothing proportional to a range is ever built.
 */
import type { ChargeSeries } from '../data/dataset.js';
import { civilFromDays, DAY, HALF_HOUR } from '../london-time.js';
import { valueText } from './charge-page-writer.js';

/** Records per fragment: a day's worth of half-hours. */
export const FRAGMENT_RECORDS = 48;
/** Upper bound of the fragment cache: 8 MiB of text and offsets (about a thousand fragments). */
export const FRAGMENT_CACHE_BYTES = 8 * 1024 * 1024;

// Per-entry cost beyond the text: the Int32Array of offsets, the entry object and the Map slot.
const ENTRY_OVERHEAD = (FRAGMENT_RECORDS + 1) * 4 + 160;

/** One fragment: records newest first, each starting with `,`; offsets[p] = start of record p, offsets[48] = text length. */
interface Fragment {
  readonly text: string;
  readonly offsets: Int32Array;
}

// Map iteration order is insertion order: a hit is re-inserted at the end, eviction takes the first.
// Keys are numbers, series id * 2^21 + fragment index (2^21 fragments are 5 700 years of half-hours).
const cache = new Map<number, Fragment>();
const BLOCKS_PER_SERIES = 2 ** 21;
// Series are built once per (tariff, kind) (data/dataset.ts chargeSeries), so their identity names
// them: the seed is in the tariff object, and a series dropped with its data set leaves only its
// (unreachable, eventually evicted) fragments behind.
const seriesIds = new WeakMap<ChargeSeries, number>();
let nextSeriesId = 0;
let cachedBytes = 0;

/** Current size of the fragment cache, for tests and the benchmark. */
export function fragmentCacheStats(): { entries: number; bytes: number; limit: number } {
  return { entries: cache.size, bytes: cachedBytes, limit: FRAGMENT_CACHE_BYTES };
}

/** Empties the fragment cache (tests measure cold pages with it). */
export function clearFragmentCache(): void {
  cache.clear();
  cachedBytes = 0;
}

const TWO = Array.from({ length: 32 }, (_, i) => String(i).padStart(2, '0'));
// `YYYY-MM-DDT` is per day; `HH:MM:00Z` of each half-hour of a day is a constant.
const SLOT_TIMES = Array.from({ length: 48 }, (_, s) => `${TWO[s >> 1]}:${s % 2 === 0 ? '00' : '30'}:00Z`);
const TAIL = '","payment_method":null}';

function dayPrefix(day: number): string {
  const [y, m, d] = civilFromDays(day);
  return `${String(y).padStart(4, '0')}-${TWO[m + 1]}-${TWO[d]}T`;
}

// The same text writeRecords gives for these records (the equivalence test holds both to the
// reference), written directly: the datetimes of consecutive half-hours are a day prefix and a
// constant time (no table that fills up when pages are scattered over years), and each record's
// end is the next record's start. The parts are joined once into a flat string.
function buildFragment(series: ChargeSeries, block: number): Fragment {
  const offsets = new Int32Array(FRAGMENT_RECORDS + 1);
  const parts: string[] = [];
  const first = block * FRAGMENT_RECORDS + FRAGMENT_RECORDS - 1;
  const origin = series.schedule.start;
  let end = origin + (first + 1) * HALF_HOUR;
  let day = Math.floor(end / DAY);
  let prefix = dayPrefix(day);
  let endText = `${prefix}${SLOT_TIMES[(end - day * DAY) / HALF_HOUR]}`;
  let length = 0;
  for (let p = 0; p < FRAGMENT_RECORDS; p++) {
    const k = first - p;
    const start = end - HALF_HOUR;
    const startDay = Math.floor(start / DAY);
    if (startDay !== day) {
      day = startDay;
      prefix = dayPrefix(day);
    }
    const startText = `${prefix}${SLOT_TIMES[(start - startDay * DAY) / HALF_HOUR]}`;
    const record = `,${valueText(series.value(k, start, 0))}${startText}","valid_to":"${endText}${TAIL}`;
    offsets[p] = length;
    length += record.length;
    parts.push(record);
    end = start;
    endText = startText;
  }
  offsets[FRAGMENT_RECORDS] = length;
  return { text: parts.join(''), offsets };
}

function fragment(seriesId: number, series: ChargeSeries, block: number): Fragment {
  const key = seriesId * BLOCKS_PER_SERIES + block;
  let hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  hit = buildFragment(series, block);
  cache.set(key, hit);
  cachedBytes += hit.text.length + ENTRY_OVERHEAD;
  while (cachedBytes > FRAGMENT_CACHE_BYTES && cache.size > 1) {
    const [oldestKey, oldest] = cache.entries().next().value as [number, Fragment];
    cache.delete(oldestKey);
    cachedBytes -= oldest.text.length + ENTRY_OVERHEAD;
  }
  return hit;
}

/**
 * The records of a half-hourly series (one payment method) from interval `top` down to `bottom`
 * (both included, top >= bottom, bottom >= 0), as JSON text without the leading comma: the
 * `results` content of a page.
 * @example halfHourRecords(chargeSeries(tariff, 'standard-unit-rates')!, 99, 0) // '{"value_exc_vat":...},...'
 */
export function halfHourRecords(series: ChargeSeries, top: number, bottom: number): string {
  let seriesId = seriesIds.get(series);
  if (seriesId === undefined) {
    seriesId = nextSeriesId++;
    seriesIds.set(series, seriesId);
  }
  let text = '';
  for (let b = Math.floor(top / FRAGMENT_RECORDS); b >= 0 && b * FRAGMENT_RECORDS + FRAGMENT_RECORDS > bottom; b--) {
    const f = fragment(seriesId, series, b);
    const newest = b * FRAGMENT_RECORDS + FRAGMENT_RECORDS - 1;
    const from = newest - Math.min(top, newest);
    const to = newest - Math.max(bottom, b * FRAGMENT_RECORDS) + 1;
    text += f.text.slice(f.offsets[from]! + (text === '' ? 1 : 0), f.offsets[to]);
  }
  return text;
}
