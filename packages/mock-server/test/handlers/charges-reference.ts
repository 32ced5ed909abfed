// The charge-page builder as it was before the byte-writer, kept as the reference
// the equivalence sweeps compare the fast paths against, byte for byte. Only the period selection
// changed since: it states the platform's overlap rule on each record's own bounds
// (valid_from < period_to and (valid_to null or valid_to > period_from)) instead of the handler's
// index arithmetic, so the two are independent.
import { chargeSeries, type Dataset } from '../../src/data/dataset.js';
import { round4, type ChargeKind } from '../../src/data/prices.js';
import { intervalEnd, intervalStart, timeline, type Timeline } from '../../src/data/schedule.js';
import { formatUtc } from '@energy-contracts/schema-tools/london-time';

/** Smallest k in [0, count) where `holds(k)` is true, for a predicate false then true along k (count when never). */
function firstWhere(count: number, holds: (k: number) => boolean): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The index range [lo, hi) of the records whose validity overlaps [from, to). A record's start
 * only grows with k and so does its end (null = open-ended, the last), so each half of the rule is
 * a monotone predicate; a binary search over it costs what a plain filter would return.
 */
export function overlapRange(t: Timeline, from: number | undefined, to: number | undefined): [number, number] {
  const endsAfterFrom = (k: number): boolean => {
    const end = intervalEnd(t, k);
    return from === undefined || end === null || end > from;
  };
  const startsAtOrAfterTo = (k: number): boolean => to !== undefined && intervalStart(t, k) >= to;
  const lo = firstWhere(t.count, endsAfterFrom);
  return [lo, Math.max(lo, firstWhere(t.count, startsAtOrAfterTo))];
}

/** The body text of a charge page, or null when the tariff or the page does not exist. */
export function referencePage(
  data: Dataset,
  tariffCode: string,
  charge: ChargeKind,
  now: number,
  range: { from?: number; to?: number; page: number; pageSize: number; next: string | null; previous: string | null },
): string | null {
  const tariff = data.tariffsByCode.get(tariffCode);
  if (tariff === undefined) return null;
  const series = chargeSeries(tariff, charge);
  if (series === null) return null;
  const t = timeline(series.schedule, now);
  const [lo, hi] = overlapRange(t, range.from, range.to);
  const m = series.methods.length;
  const count = (hi - lo) * m;
  const offset = (range.page - 1) * range.pageSize;
  if (range.page > 1 && offset >= count) return null;
  const end = Math.min(offset + range.pageSize, count);
  const methodJson = series.methods.map((method) => JSON.stringify(method));
  let text = `{"count":${count},"next":${JSON.stringify(range.next)},"previous":${JSON.stringify(range.previous)},"results":[`;
  let nextStartK = -1;
  let nextStartText = '';
  for (let j = offset; j < end; j++) {
    const k = hi - 1 - Math.floor(j / m);
    const mi = j % m;
    const start = intervalStart(t, k);
    const startText = formatUtc(start);
    let endText: string;
    if (nextStartK === k + 1) endText = `"${nextStartText}"`;
    else {
      const e = intervalEnd(t, k);
      endText = e === null ? 'null' : `"${formatUtc(e)}"`;
    }
    nextStartK = k;
    nextStartText = startText;
    const exc = series.value(k, start, mi);
    text += `${j === offset ? '' : ','}{"value_exc_vat":${JSON.stringify(exc)},"value_inc_vat":${JSON.stringify(round4(exc * 1.05))},"valid_from":"${startText}","valid_to":${endText},"payment_method":${methodJson[mi]}}`;
  }
  return `${text}]}`;
}
