/**
 * The six charge lists (unit rates, standing charges). A page is computed from index arithmetic:
 * the count comes from the schedule's bounds and each record from its interval index, so the cost
 * of a page depends on the page size only, never on how far back it lies. A period selects by
 * overlap, as the platform does: the records of one series are contiguous, so the ones whose
 * validity overlaps [period_from, period_to) are one index range [lo, hi).
 */
import { chargeSeries } from '../data/dataset.js';
import type { ChargeKind } from '../data/prices.js';
import { firstEndingAfter, firstStartingAtOrAfter, timeline } from '../data/schedule.js';
import { PAGE_TAIL, pageHead, paginate, readPagination } from '../http/pagination.js';
import { readDateTime, type Query } from '../http/query.js';
import {
  addError,
  detail,
  json,
  jsonChunks,
  NOT_FOUND_MESSAGE,
  type Answer,
  type FieldErrors,
} from '../http/response.js';
import { recordChunks } from './charge-day-fragments.js';
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
export function listCharges(ctx: HandlerContext, req: ChargeRequest, query: Query, errors: FieldErrors): Answer {
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
  if (tariff === undefined || tariff.product.code !== req.productCode || tariff.fuel !== req.fuel)
    return detail(404, NOT_FOUND_MESSAGE);
  const series = chargeSeries(tariff, req.charge);
  if (series === null) return detail(404, NOT_FOUND_MESSAGE);
  const t = timeline(series.schedule, ctx.now);
  const lo = from === undefined ? 0 : firstEndingAfter(t, from);
  const hi = Math.max(lo, to === undefined ? t.count : firstStartingAtOrAfter(t, to));
  const m = series.methods.length;
  const count = (hi - lo) * m;
  const slice = paginate(count, page, pageSize, `${ctx.origin}${req.path}`, query);
  if (slice === null) return detail(404, 'Invalid page.');
  // The records are slices of cached fragments (charge-day-fragments.ts) between the envelope's
  // head and tail, written to the socket as they are: no record is formatted or copied here.
  const chunks: Buffer[] = [pageHead(count, slice.next, slice.previous)];
  const length = chunks[0]!.length + recordChunks(series, t, hi, slice.offset, slice.end, chunks) + PAGE_TAIL.length;
  chunks.push(PAGE_TAIL);
  return jsonChunks(200, chunks, length);
}
