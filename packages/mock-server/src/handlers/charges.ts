/**
 * The six charge lists (unit rates, standing charges). A page is computed from index arithmetic:
 * the count comes from the schedule's bounds and each record from its interval index, so the cost
 * of a page depends on the page size only, never on how far back it lies. A period selects by
 * overlap, as the platform does: the records of one series are contiguous, so the ones whose
 * validity overlaps [period_from, period_to) are one index range [lo, hi).
 */
import { chargeSeries } from '../data/dataset.js';
import type { ChargeKind } from '../data/prices.js';
import { firstEndingAfter, firstStartingAtOrAfter, intervalEnd, intervalStart, timeline } from '../data/schedule.js';
import { paginate, readPagination } from '../http/pagination.js';
import { readDateTime, type Query } from '../http/query.js';
import { addError, detail, json, jsonString, NOT_FOUND_MESSAGE, type FieldErrors, type MockResponse } from '../http/response.js';
import { halfHourRecords } from './charge-day-fragments.js';
import { pageHead, writeChargePage } from './charge-page-writer.js';
import type { HandlerContext } from './products.js';

/** The path parameters of a charge request. */
export interface ChargeRequest {
  productCode: string;
  tariffCode: string;
  fuel: 'electricity' | 'gas';
  charge: ChargeKind;
  /** The request path (without query) for pagination links. */
  path: string;
}

/** GET .../{electricity|gas}-tariffs/{tariff_code}/{charge}/ */
export function listCharges(ctx: HandlerContext, req: ChargeRequest, query: Query, errors: FieldErrors): MockResponse {
  const from = readDateTime(query, 'period_from', errors);
  const to = readDateTime(query, 'period_to', errors);
  const { page, pageSize } = readPagination(query, errors);
  if (query.values.has('period_to') && !query.values.has('period_from')) {
    addError(errors, 'period_to', 'period_to is only valid together with period_from.');
  } else if (from !== undefined && to !== undefined && from >= to) {
    addError(errors, 'period_to', 'period_to must be later than period_from.');
  }
  if (Object.keys(errors).length > 0) return json(400, errors);
  const tariff = ctx.data.tariffsByCode.get(req.tariffCode);
  if (tariff === undefined || tariff.product.code !== req.productCode || tariff.fuel !== req.fuel) return detail(404, NOT_FOUND_MESSAGE);
  const series = chargeSeries(tariff, req.charge);
  if (series === null) return detail(404, NOT_FOUND_MESSAGE);
  const t = timeline(series.schedule, ctx.now);
  const lo = from === undefined ? 0 : firstEndingAfter(t, from);
  const hi = Math.max(lo, to === undefined ? t.count : firstStartingAtOrAfter(t, to));
  const m = series.methods.length;
  const count = (hi - lo) * m;
  const slice = paginate(count, page, pageSize, `${ctx.origin}${req.path}`, query);
  if (slice === null) return detail(404, 'Invalid page.');
  const offset = slice.offset;
  if (series.schedule.step === 'half-hour' && m === 1) {
    // Half-hourly series: the records are slices of cached day fragments (charge-day-fragments.ts).
    const head = pageHead(count, slice.next, slice.previous);
    const records = slice.end > offset ? halfHourRecords(series, hi - 1 - offset, hi - slice.end) : '';
    const body = `${head}${records}]}`;
    return { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(body.length) }, body };
  }
  const methodJson = series.methods.map((method) => jsonString(method));
  // Newest first: interval k's end is interval k+1's start, so each bound is computed once.
  let nextStartK = -1;
  let nextStart = 0;
  const text = writeChargePage(count, slice.next, slice.previous, methodJson, {
    length: slice.end - offset,
    record(i, out) {
      const j = offset + i;
      const k = hi - 1 - Math.floor(j / m);
      const mi = j % m;
      const start = intervalStart(t, k);
      out.validTo = nextStartK === k + 1 ? nextStart : intervalEnd(t, k);
      out.validFrom = start;
      out.exc = series.value(k, start, mi);
      out.method = mi;
      nextStartK = k;
      nextStart = start;
      return out;
    },
  });
  return { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(text.length) }, body: text };
}
