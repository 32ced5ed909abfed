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
import { civilFromDays, DAY_MS, formatUtc, HALF_HOUR_MS } from '@energy-contracts/schema-tools/london-time';
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
  /**
   * While `bytes` is a view of a batch's buffer (halfHourFragments): the cache keys of the batch's
   * fragments, this one's included; null once the fragment has bytes of its own.
   */
  readonly batch: readonly number[] | null;
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

/**
 * Bytes of the buffers the cached fragments hold alive: a fragment built in a batch keeps the
 * batch's whole buffer (halfHourFragments), so this can exceed `bytes` by at most about a batch.
 * @example fragmentBackingBytes() <= fragmentCacheStats().bytes + 210_000 // a 1500-record batch
 */
export function fragmentBackingBytes(): number {
  const buffers = new Set<ArrayBufferLike>();
  let total = 0;
  for (const f of cache.values()) {
    if (buffers.has(f.bytes.buffer)) continue;
    buffers.add(f.bytes.buffer);
    total += f.bytes.buffer.byteLength;
  }
  return total;
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
// date and time, and the tail. The time parts of a day's 48 start slots differ from one day to the
// next only in their dates: they are kept in one scratch block (DAY_ROWS, a view per slot) holding
// the dates of the day being written, and moving to another day rewrites only the date digits that
// differ (usually one or two of ten), so a record costs two copies and no per-byte stores.
const MID = '","valid_to":"';
const TIME_PART = 11 + 9 + MID.length + 11 + 9 + NULL_METHOD_TAIL.length;
const END_DATE_AT = 11 + 9 + MID.length;
const dayBlock = Buffer.from(
  SLOT_TIMES.map((time, s) => `0000-00-00T${time}${MID}0000-00-00T${SLOT_TIMES[(s + 1) % 48]}${NULL_METHOD_TAIL}`).join(
    '',
  ),
  'latin1',
);
// Row s: the time part of the half-hour starting at slot s of the block's day.
const DAY_ROWS = Array.from({ length: 48 }, (_, s) => dayBlock.subarray(s * TIME_PART, (s + 1) * TIME_PART));
// The dates the block holds: its day's (every start date, and every end date but the last slot's)
// and the next day's (the last slot's end date), as byte codes; NaN until first written.
const blockDate = Uint8Array.from(Buffer.from('0000-00-00', 'latin1'));
const blockNextDate = Uint8Array.from(blockDate);
let blockDay = Number.NaN;
const newDate = Uint8Array.from(blockDate);

// `YYYY-MM-DD` of a UTC day number as ten byte codes (four-digit years: the clock's range keeps them so).
function dateCodes(day: number, into: Uint8Array): void {
  const [y, m, d] = civilFromDays(day);
  into[0] = 48 + Math.floor(y / 1000);
  into[1] = 48 + (Math.floor(y / 100) % 10);
  into[2] = 48 + (Math.floor(y / 10) % 10);
  into[3] = 48 + (y % 10);
  into[5] = 48 + Math.floor((m + 1) / 10);
  into[6] = 48 + ((m + 1) % 10);
  into[8] = 48 + Math.floor(d / 10);
  into[9] = 48 + (d % 10);
}

// Makes DAY_ROWS the time parts of UTC day `day`.
function useBlockDay(day: number): void {
  if (day === blockDay) return;
  dateCodes(day, newDate);
  for (let i = 0; i < 10; i++) {
    const code = newDate[i]!;
    if (code === blockDate[i]) continue;
    blockDate[i] = code;
    for (let at = i; at < dayBlock.length; at += TIME_PART) dayBlock[at] = code;
    for (let at = END_DATE_AT + i; at < dayBlock.length - TIME_PART; at += TIME_PART) dayBlock[at] = code;
  }
  dateCodes(day + 1, newDate);
  for (let i = 0; i < 10; i++) {
    if (newDate[i] === blockNextDate[i]) continue;
    blockNextDate[i] = newDate[i]!;
    dayBlock[47 * TIME_PART + END_DATE_AT + i] = newDate[i]!;
  }
  blockDay = day;
}

// Value part of a record per price as bytes (`,` then valueText), indexed by the price in
// hundredths of a penny plus VALUE_UNITS_LOW (prices lie between -6 and 100 pence), beside the
// exact double it stands for (NaN: none yet); a price outside the table is formatted each time.
// The doubles are a typed array of their own: the lookup compares one in a dense run of memory.
const VALUE_UNITS_LOW = 2_000;
const VALUE_SLOTS = VALUE_UNITS_LOW + 20_000;
const valueExc = new Float64Array(VALUE_SLOTS).fill(Number.NaN);
const valueBytesTable = new Array<Buffer | undefined>(VALUE_SLOTS).fill(undefined);
function valueBytes(exc: number): Buffer {
  const slot = Math.round(exc * 100) + VALUE_UNITS_LOW;
  if (slot >= 0 && slot < VALUE_SLOTS && valueExc[slot] === exc) return valueBytesTable[slot]!;
  const bytes = Buffer.from(`,${valueText(exc)}`, 'latin1');
  if (slot >= 0 && slot < VALUE_SLOTS) {
    valueExc[slot] = exc;
    valueBytesTable[slot] = bytes;
  }
  return bytes;
}

// Scratch space of a batch: the prices and value parts of its records, grown as needed.
let prices = new Float64Array(FRAGMENT_RECORDS * 32);
let values = new Array<Buffer>(FRAGMENT_RECORDS * 32);

// Scratch: each fragment's byte length in a batch.
let lengths = new Array<number>(32);
// Batches of this many fragments or more build their first and last apart (halfHourFragments); a
// smaller one is cheap to unbatch, and two more allocations cost a 3-fragment page 10 %.
const OWN_EDGES_FROM = 8;

/**
 * The half-hourly fragments `blocks` of a series, built together: their records are written into
 * one buffer, allocated once at its exact size, and each fragment is a view of it (a cold
 * 1500-record page builds 32 fragments, and an allocation each cost a third of it). A view keeps
 * the whole buffer alive: the first time any fragment of a batch is used again, `fragments` gives
 * every fragment of the batch still cached its own copy (unbatch), so a batch is only held by
 * fragments none of which was used since it was built, which the cache evicts together (they are
 * next to each other in its order, and an unused entry is never moved): beyond the bound, the
 * cache holds at most the batch it is evicting. (Copying only the fragment used again left the
 * others pinning the whole buffer: a page using 29 of a batch's 32 fragments kept 61 fragments'
 * bytes alive for 32 charged, 1.7 times the bound in all.) In a batch of OWN_EDGES_FROM or more,
 * the first and last of `blocks` (a page's newest and oldest, as `fragments` lists them) get
 * buffers of their own from the start: pages read in turn share their edge fragment, and
 * unbatching the whole batch for it cost cold 1500-record pages read in turn 5 %.
 */
function halfHourFragments(series: ChargeSeries, seriesId: number, blocks: readonly number[]): Fragment[] {
  const n = blocks.length * FRAGMENT_RECORDS;
  if (prices.length < n) {
    prices = new Float64Array(n);
    values = new Array<Buffer>(n);
  }
  if (lengths.length < blocks.length) lengths = new Array<number>(blocks.length);
  const edges = blocks.length >= OWN_EDGES_FROM;
  const own = (f: number): boolean => edges && (f === 0 || f === blocks.length - 1);
  // Values first, so the bytes are allocated at their exact size.
  let shared = 0;
  for (let f = 0; f < blocks.length; f++) {
    const first = blocks[f]! * FRAGMENT_RECORDS + FRAGMENT_RECORDS - 1;
    const top = series.schedule.start + (first + 1) * HALF_HOUR_MS;
    const at = f * FRAGMENT_RECORDS;
    const batch = prices.subarray(at, at + FRAGMENT_RECORDS);
    if (series.values !== undefined) series.values(first, top - HALF_HOUR_MS, FRAGMENT_RECORDS, batch);
    else for (let p = 0; p < FRAGMENT_RECORDS; p++) batch[p] = series.value(first - p, top - (p + 1) * HALF_HOUR_MS, 0);
    let length = FRAGMENT_RECORDS * TIME_PART;
    for (let p = at; p < at + FRAGMENT_RECORDS; p++) {
      const value = valueBytes(prices[p]!);
      values[p] = value;
      length += value.length;
    }
    lengths[f] = length;
    if (!own(f)) shared += length;
  }
  const out = shared === 0 ? null : Buffer.allocUnsafeSlow(shared);
  const fragments: Fragment[] = [];
  const batch = out === null ? null : (edges ? blocks.slice(1, -1) : blocks).map((b) => cacheKey(seriesId, b));
  let sharedAt = 0;
  let r = 0;
  for (let f = 0; f < blocks.length; f++) {
    const first = blocks[f]! * FRAGMENT_RECORDS + FRAGMENT_RECORDS - 1;
    const top = series.schedule.start + (first + 1) * HALF_HOUR_MS;
    const alone = own(f);
    const buf = alone ? Buffer.allocUnsafeSlow(lengths[f]!) : out!;
    const begin = alone ? 0 : sharedAt;
    let at = begin;
    const offsets = new Array<number>(FRAGMENT_RECORDS + 1);
    // Newest first: the slot of the day steps down, and the block moves a day back past slot 0.
    const newest = top - HALF_HOUR_MS;
    let day = Math.floor(newest / DAY_MS);
    let slot = (newest - day * DAY_MS) / HALF_HOUR_MS;
    useBlockDay(day);
    for (let p = 0; p < FRAGMENT_RECORDS; p++, r++) {
      if (slot < 0) {
        slot = 47;
        useBlockDay(--day);
      }
      offsets[p] = at - begin;
      const value = values[r]!;
      buf.set(value, at);
      at += value.length;
      buf.set(DAY_ROWS[slot--]!, at);
      at += TIME_PART;
    }
    offsets[FRAGMENT_RECORDS] = at - begin;
    if (alone) fragments.push({ bytes: buf, offsets, batch: null });
    else {
      fragments.push({ bytes: buf.subarray(begin, at), offsets, batch });
      sharedAt = at;
    }
  }
  return fragments;
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
    for (let m = 0; m < tails.length; m++)
      parts.push(`,${valueText(series.value(k, start, m))}${startText}","valid_to":"${endText}${tails[m]}`);
    end = start;
    endText = startText;
  }
}

// Whether a series' fragments are half-hourly ones (halfHourFragments): one record per interval,
// no payment method (data/dataset.ts).
function isHalfHourly(series: ChargeSeries): boolean {
  return series.schedule.step === 'half-hour' && series.methods.length === 1 && series.methods[0] === null;
}

function steppedFragment(series: ChargeSeries, t: Timeline, block: number): Fragment {
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
  return { bytes: Buffer.from(parts.join(''), 'latin1'), offsets, batch: null };
}

function cacheKey(seriesId: number, block: number): number {
  return seriesId * BLOCKS_PER_SERIES + block;
}

function remember(key: number, f: Fragment): void {
  cache.set(key, f, f.bytes.length + f.offsets.length * 8 + ENTRY_OVERHEAD);
}

// Gives every fragment of `used`'s batch still cached (and still a view of its buffer) bytes of its
// own, in place (same charge, same place in the cache's order), so the batch's buffer can go.
function unbatch(used: Fragment): void {
  const buffer = used.bytes.buffer;
  for (const key of used.batch!) {
    const f = cache.peek(key);
    if (f === undefined || f.batch === null || f.bytes.buffer !== buffer) continue;
    const own = Buffer.allocUnsafeSlow(f.bytes.length);
    own.set(f.bytes);
    cache.replace(key, { bytes: own, offsets: f.offsets, batch: null });
  }
}

/**
 * The fragments of blocks `top` down to `bottom` of a series, newest first: cached ones, and the
 * missing ones built (half-hourly ones in one batch) and cached.
 */
function fragments(series: ChargeSeries, t: Timeline, top: number, bottom: number): Fragment[] {
  const seriesId = idOf(series);
  const found = new Array<Fragment>(top - bottom + 1);
  let missing: number[] | undefined;
  for (let b = top; b >= bottom; b--) {
    const key = cacheKey(seriesId, b);
    let hit = cache.get(key);
    if (hit === undefined) (missing ??= []).push(b);
    else {
      if (hit.batch !== null) {
        // Used again: the batch it was built in goes (halfHourFragments).
        unbatch(hit);
        hit = cache.peek(key)!;
      }
      found[top - b] = hit;
    }
  }
  if (missing === undefined) return found;
  const built = isHalfHourly(series)
    ? halfHourFragments(series, seriesId, missing)
    : missing.map((b) => steppedFragment(series, t, b));
  for (let i = 0; i < missing.length; i++) {
    remember(cacheKey(seriesId, missing[i]!), built[i]!);
    found[top - missing[i]!] = built[i]!;
  }
  return found;
}

// The open-ended records (one per method, each preceded by `,`) of a series' current interval, kept
// per series until a new interval starts.
const openKept = new WeakMap<ChargeSeries, { k: number; records: readonly Buffer[] }>();
function openRecords(series: ChargeSeries, t: Timeline, k: number): readonly Buffer[] {
  const kept = openKept.get(series);
  if (kept !== undefined && kept.k === k) return kept.records;
  const start = intervalStart(t, k);
  const records = series.methods.map((method, m) =>
    Buffer.from(
      `,${valueText(series.value(k, start, m))}${formatUtc(start)}","valid_to":null,"payment_method":${methodJson(method)}}`,
      'latin1',
    ),
  );
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
export function recordChunks(
  series: ChargeSeries,
  t: Timeline,
  hi: number,
  offset: number,
  end: number,
  out: Buffer[],
): number {
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
  const kTop = hi - 1 - Math.floor(j / m);
  const kBottom = hi - 1 - Math.floor((end - 1) / m);
  const top = Math.floor(kTop / FRAGMENT_RECORDS);
  const all = fragments(series, t, top, Math.max(0, Math.floor(kBottom / FRAGMENT_RECORDS)));
  for (let i = 0; i < all.length; i++) {
    const f = all[i]!;
    const b = top - i;
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
