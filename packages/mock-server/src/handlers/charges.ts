/**
 * The six charge lists (unit rates, standing charges). A page is computed from index arithmetic:
 * the count comes from the schedule's bounds and each record from its interval index, so the cost
 * of a page depends on the page size only, never on how far back it lies. A period selects by
 * overlap, as the platform does: the records of one series are contiguous, so the ones whose
 * validity overlaps [period_from, period_to) are one index range [lo, hi).
 */
import type { Charge } from '@energy-contracts/types/rest';
import { formatUtc } from '@energy-contracts/schema-tools/london-time';
import { chargeSeries } from '../data/dataset.js';
import { round4, type ChargeKind } from '../data/prices.js';
import { firstEndingAfter, firstStartingAtOrAfter, intervalEnd, intervalStart, timeline } from '../data/schedule.js';
import { VAT_FACTOR } from '../data/tariff-figures.js';
import { paginate, readPagination } from '../http/pagination.js';
import { checkPeriod, readDateTime, type Query } from '../http/query.js';
import { detail, json, NOT_FOUND_MESSAGE, type Answer, type FieldErrors } from '../http/response.js';
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
  checkPeriod(query, from, to, errors);
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
  // Newest first: record j is interval hi-1-floor(j/m), payment method j%m. An interval's end is the
  // next one's start, so each instant is formatted once.
  const results: Charge[] = [];
  let k = Number.NaN;
  let start = 0;
  let validFrom = '';
  let validTo: string | null = null;
  for (let j = slice.offset; j < slice.end; j++) {
    const kj = hi - 1 - Math.floor(j / m);
    if (kj !== k) {
      const end = kj === k - 1 ? start : intervalEnd(t, kj);
      validTo = kj === k - 1 ? validFrom : end === null ? null : formatUtc(end);
      k = kj;
      start = intervalStart(t, k);
      validFrom = formatUtc(start);
    }
    const exc = series.value(k, start, j % m);
    results.push({
      value_exc_vat: exc,
      value_inc_vat: round4(exc * VAT_FACTOR),
      valid_from: validFrom,
      valid_to: validTo,
      payment_method: series.methods[j % m] as Charge['payment_method'],
    });
  }
  return json(200, { count, next: slice.next, previous: slice.previous, results });
}
