import { HALF_HOUR_MS } from '@energy-contracts/client';
import { canonicalJson } from '@energy-contracts/schema-tools/json-pointer';
import { violation, type Violation } from './rule-catalogue.js';

/** A record with a validity or an interval, read into instants (`end` undefined when open-ended). */
export interface Span {
  start: number;
  end: number | undefined;
}

/** Charge records have `valid_from`/`valid_to`, consumption records `interval_start`/`interval_end`. */
export type SpanKeys = readonly [startKey: string, endKey: string];
export const CHARGE_KEYS: SpanKeys = ['valid_from', 'valid_to'];
export const CONSUMPTION_KEYS: SpanKeys = ['interval_start', 'interval_end'];

/** Reads a record's span; undefined when its start is not a datetime. */
export function spanOf(record: unknown, [startKey, endKey]: SpanKeys): Span | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const r = record as Record<string, unknown>;
  const start = typeof r[startKey] === 'string' ? Date.parse(r[startKey]) : NaN;
  if (Number.isNaN(start)) return undefined;
  const endValue = r[endKey];
  const end = typeof endValue === 'string' ? Date.parse(endValue) : NaN;
  return { start, end: endValue === null || Number.isNaN(end) ? undefined : end };
}

/** Whether a span overlaps `[from, to)` (`to` undefined: open-ended period). */
export function overlaps(span: Span, from: number, to: number | undefined): boolean {
  return (to === undefined || span.start < to) && (span.end === undefined || span.end > from);
}

const at = (ms: number): string => new Date(ms).toISOString();

/**
 * Checks that records are ordered by start, newest first (or oldest first when `oldestFirst`).
 * Equal starts are allowed (a variable tariff has one record per payment method).
 */
export function checkOrder(records: readonly unknown[], keys: SpanKeys, oldestFirst = false): Violation[] {
  for (let i = 1; i < records.length; i++) {
    const a = spanOf(records[i - 1], keys);
    const b = spanOf(records[i], keys);
    if (a === undefined || b === undefined) continue;
    if (oldestFirst ? b.start < a.start : b.start > a.start) {
      return [
        violation(
          'newest-first',
          `record ${i} (${keys[0]} ${at(b.start)}) comes after record ${i - 1} (${at(a.start)}): not ${oldestFirst ? 'oldest' : 'newest'} first`,
        ),
      ];
    }
  }
  return [];
}

/** Checks that every record spans exactly 30 minutes and, newest first, ends where the previous one (newer) starts. */
export function checkHalfHours(records: readonly unknown[], keys: SpanKeys, contiguous = true): Violation[] {
  const out: Violation[] = [];
  let newer: Span | undefined;
  for (let i = 0; i < records.length && out.length < 3; i++) {
    const span = spanOf(records[i], keys);
    if (span === undefined) continue;
    if (span.end === undefined || span.end - span.start !== HALF_HOUR_MS) {
      const minutes = span.end === undefined ? 'open-ended' : `${(span.end - span.start) / 60_000} minutes`;
      out.push(violation('half-hour-intervals', `record ${i} (${at(span.start)}) lasts ${minutes}, not 30 minutes`));
    } else if (contiguous && newer !== undefined && span.end !== newer.start) {
      out.push(
        violation(
          'half-hour-intervals',
          `record ${i} ends at ${at(span.end)} but the record before it starts at ${at(newer.start)}: a gap or an overlap`,
        ),
      );
    }
    newer = span;
  }
  return out;
}

/** Checks that every record overlaps the period asked for. */
export function checkAllOverlap(
  records: readonly unknown[],
  keys: SpanKeys,
  from: number,
  to: number | undefined,
): Violation[] {
  for (let i = 0; i < records.length; i++) {
    const span = spanOf(records[i], keys);
    if (span !== undefined && !overlaps(span, from, to)) {
      const period = `[${at(from)}, ${to === undefined ? '…' : at(to)})`;
      return [
        violation(
          'period-overlap',
          `record ${i} (${at(span.start)} to ${span.end === undefined ? 'open-ended' : at(span.end)}) does not overlap the period ${period}`,
        ),
      ];
    }
  }
  return [];
}

/**
 * A stable identity of a record for comparing two answers: its span and its other values, as
 * key-order-free JSON text (schema-tools' canonicalJson).
 * @example recordKey({ b: 1, a: 2 }) === recordKey({ a: 2, b: 1 }) // true
 */
export function recordKey(record: unknown): string {
  return canonicalJson(record);
}
