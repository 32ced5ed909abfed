// The charge-page builder as it was before the byte-writer (commit d5cdb94), kept verbatim as the
// reference the equivalence sweep compares the fast path against, byte for byte.
import { chargeSeries, type Dataset } from '../../src/data/dataset.js';
import { scaledJson, type ChargeKind } from '../../src/data/prices.js';
import { firstStartingAtOrAfter, intervalEnd, intervalStart, timeline } from '../../src/data/schedule.js';
import { formatUtc } from '../../src/london-time.js';
import { jsonString } from '../../src/http/response.js';

/** The old body text of a charge page, or null when the tariff or the page does not exist. */
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
  const lo = range.from === undefined ? 0 : firstStartingAtOrAfter(t, range.from);
  const hi = Math.max(lo, range.to === undefined ? t.count : firstStartingAtOrAfter(t, range.to));
  const m = series.methods.length;
  const count = (hi - lo) * m;
  const offset = (range.page - 1) * range.pageSize;
  if (range.page > 1 && offset >= count) return null;
  const end = Math.min(offset + range.pageSize, count);
  const methodJson = series.methods.map((method) => jsonString(method));
  let text = `{"count":${count},"next":${jsonString(range.next)},"previous":${jsonString(range.previous)},"results":[`;
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
    text += `${j === offset ? '' : ','}{"value_exc_vat":${scaledJson(Math.round(exc * 100), 2)},"value_inc_vat":${scaledJson(Math.round(exc * 1.05 * 10_000), 4)},"valid_from":"${startText}","valid_to":${endText},"payment_method":${methodJson[mi]}}`;
  }
  return `${text}]}`;
}
