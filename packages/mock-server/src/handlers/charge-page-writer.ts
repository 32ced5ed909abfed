/**
 * Writes the JSON text of charge records and pages (stepped series per request; half-hourly series
 * through the day fragments of charge-day-fragments.ts, which reuse `valueText` and `pageHead`).
 * The pieces come from small tables instead of per-record formatting:
 * - the value part of a record (`{"value_exc_vat":X,"value_inc_vat":Y,"valid_from":"`) depends only
 *   on the price, which has two decimals, so it is formatted once per distinct price;
 * - a datetime is a per-day prefix (`YYYY-MM-DDT`) plus a per-half-hour suffix (`HH:MM:SSZ`).
 * Output is byte-identical to the template version it replaced (test/handlers/charge-page-writer.test.ts
 * compares them over many pages, tariffs and DST days). The tables only hold formatted numbers and
 * dates, never a response: the size of each is bounded and the output never depends on their state.
 */
import { scaledJson } from '../data/prices.js';
import { civilFromDays, DAY, formatUtc, HALF_HOUR } from '../london-time.js';


/** One record's fields; the same object is refilled for every record of a page. */
export interface ChargeRecordFields {
  /** Price without VAT, as the series returns it (rounded to 2 decimals). */
  exc: number;
  validFrom: number;
  /** End of the interval; null for an open-ended current price. */
  validTo: number | null;
  /** Index into the page's payment-method texts. */
  method: number;
}

/** The records of a page, produced on demand. */
export interface ChargeRecordSource {
  /** Number of records. */
  readonly length: number;
  /** Fills `out` for record i (0 = first on the page) and returns it. */
  record(i: number, out: ChargeRecordFields): ChargeRecordFields;
}

// Value part of a record per price, keyed by the price in hundredths of a penny; the entry keeps
// the exact double it was formatted from, so a (never expected) different double is formatted afresh.
const MAX_VALUE_ENTRIES = 50_000;
const valueTexts = new Map<number, { exc: number; text: string }>();

/** `{"value_exc_vat":X,"value_inc_vat":Y,"valid_from":"`, as the template version wrote it. */
export function valueText(exc: number): string {
  const units = Math.round(exc * 100);
  const hit = valueTexts.get(units);
  if (hit !== undefined && hit.exc === exc) return hit.text;
  const text = `{"value_exc_vat":${scaledJson(units, 2)},"value_inc_vat":${scaledJson(Math.round(exc * 1.05 * 10_000), 4)},"valid_from":"`;
  // A bound, not an LRU: prices span a few thousand hundredths, so this never fills in practice.
  if (valueTexts.size >= MAX_VALUE_ENTRIES) valueTexts.clear();
  valueTexts.set(units, { exc, text });
  return text;
}

const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const HALF_HOURS_PER_DAY = 48;

// Per UTC day and record tail, the 48 texts `FROM","valid_to":"TO","payment_method":M}` of the
// day's half-hours. A page touches two or three days; 256 days (~12k short strings) bound the table.
const MAX_DAYS = 256;
const slotTexts = new Map<string, string[]>();

function dayPrefix(day: number): string {
  const [y, m, d] = civilFromDays(day);
  return `${String(y).padStart(4, '0')}-${TWO[m + 1]}-${TWO[d]}T`;
}

function slotsOf(day: number, tail: string): string[] {
  const key = `${day} ${tail}`;
  let slots = slotTexts.get(key);
  if (slots === undefined) {
    const today = dayPrefix(day);
    const tomorrow = dayPrefix(day + 1);
    slots = [];
    for (let s = 0; s < HALF_HOURS_PER_DAY; s++) {
      const e = s + 1;
      const from = `${today}${TWO[s >> 1]}:${s % 2 === 0 ? '00' : '30'}:00Z`;
      const to = e === HALF_HOURS_PER_DAY ? `${tomorrow}00:00:00Z` : `${today}${TWO[e >> 1]}:${e % 2 === 0 ? '00' : '30'}:00Z`;
      slots.push(`${from}","valid_to":"${to}${tail}`);
    }
    if (slotTexts.size >= MAX_DAYS) slotTexts.clear();
    slotTexts.set(key, slots);
  }
  return slots;
}

/**
 * The JSON text of a charge page: the envelope and its records, newest first as the source gives them.
 * @example writeChargePage(0, null, null, ['null'], { length: 0, record: (_i, out) => out }) // '{"count":0,"next":null,"previous":null,"results":[]}'
 */
export function writeChargePage(count: number, next: string | null, previous: string | null, methodJson: readonly string[], records: ChargeRecordSource): string {
  const results = writeRecords(methodJson, records);
  return `${pageHead(count, next, previous)}${results.length === 0 ? '' : results.slice(1)}]}`;
}

/**
 * The envelope of a page up to the opening bracket of `results`.
 * @example pageHead(0, null, null) // '{"count":0,"next":null,"previous":null,"results":['
 */
export function pageHead(count: number, next: string | null, previous: string | null): string {
  return `{"count":${count},"next":${next === null ? 'null' : JSON.stringify(next)},"previous":${previous === null ? 'null' : JSON.stringify(previous)},"results":[`;
}

/**
 * The records of a source as JSON text, each preceded by a comma (`,{...},{...}`).
 * @example writeRecords(['null'], { length: 0, record: (_i, out) => out }) // ''
 */
export function writeRecords(methodJson: readonly string[], records: ChargeRecordSource): string {
  let text = '';
  const tails = methodJson.map((method) => `","payment_method":${method}}`);
  const fields: ChargeRecordFields = { exc: 0, validFrom: 0, validTo: null, method: 0 };
  let slotsDay = Number.NaN;
  let slotsMethod = -1;
  let slots: string[] = [];
  for (let i = 0; i < records.length; i++) {
    records.record(i, fields);
    text += ',';
    text += valueText(fields.exc);
    const from = fields.validFrom;
    const to = fields.validTo;
    const day = Math.floor(from / DAY);
    const slot = (from - day * DAY) / HALF_HOUR;
    if (to !== null && to - from === HALF_HOUR && Number.isInteger(slot)) {
      // Half-hourly series: both datetimes and the tail in one precomputed piece.
      if (day !== slotsDay || fields.method !== slotsMethod) {
        slotsDay = day;
        slotsMethod = fields.method;
        slots = slotsOf(day, tails[fields.method]!);
      }
      text += slots[slot]!;
    } else {
      text += `${formatUtc(from)}","valid_to":${to === null ? 'null' : `"${formatUtc(to)}"`},"payment_method":${methodJson[fields.method]!}}`;
    }
  }
  return text;
}
