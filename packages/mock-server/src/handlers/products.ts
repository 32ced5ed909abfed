/**
 * The products list and product detail bodies.
 */
import type {
  AnnualCost,
  DualRegisterElectricityTariff,
  Link,
  PaymentMethodKey,
  Product as ProductItem,
  ProductDetail,
  SampleQuote,
  SampleQuotes,
  SingleRegisterElectricityTariff,
  SingleRegisterGasTariff,
  TariffBase,
} from '@energy-contracts/types/rest';
import {
  chargeKindsOf,
  chargeSeries,
  methodIndexFor,
  priceAt,
  priceIndex,
  type ChargeSeries,
  type Dataset,
  type Product,
  type Tariff,
} from '../data/dataset.js';
import { round4, type ChargeKind } from '../data/prices.js';
import {
  ELECTRICITY_DAY_KWH,
  ELECTRICITY_NIGHT_KWH,
  ELECTRICITY_STANDARD_KWH,
  GAS_STANDARD_KWH,
  SAMPLE_CONSUMPTION,
  VAT_FACTOR,
} from '../data/tariff-figures.js';
import { formatLondon, formatUtc } from '@energy-contracts/schema-tools/london-time';
import { PAGE_TAIL, pageHead, paginate, readPagination } from '../http/pagination.js';
import { readBoolean, readDateTime, truncate, type Query } from '../http/query.js';
import {
  addError,
  detail,
  json,
  jsonChunks,
  NOT_FOUND_MESSAGE,
  type Answer,
  type FieldErrors,
} from '../http/response.js';
import { ByteCache, type ByteCacheStats } from './byte-cache.js';

/** What a handler needs from the app besides the request. */
export interface HandlerContext {
  readonly data: Dataset;
  readonly now: number;
  /** `http://host:port` for absolute links. */
  readonly origin: string;
}

const BOOLEAN_FILTERS = ['is_variable', 'is_green', 'is_tracker', 'is_prepay', 'is_business'] as const;

type Flags = Readonly<Record<(typeof BOOLEAN_FILTERS)[number] | 'is_restricted', boolean>>;
// A product's flags never change: computed once per product, as the list filters every product.
const flagsOf = new WeakMap<Product, Flags>();
function flags(p: Product): Flags {
  let f = flagsOf.get(p);
  if (f === undefined) {
    f = computeFlags(p);
    flagsOf.set(p, f);
  }
  return f;
}

function computeFlags(p: Product): Flags {
  const kind = p.def.pricing;
  return {
    is_variable: kind !== 'fixed' && kind !== 'export-fixed',
    is_green: p.def.isGreen === true,
    is_tracker: kind === 'tracker',
    is_prepay: p.def.isPrepay === true,
    is_business: p.def.isBusiness === true,
    is_restricted: p.def.isRestricted === true,
  };
}

function term(p: Product): number | null {
  return p.def.pricing === 'fixed' || p.def.pricing === 'export-fixed' ? 12 : null;
}

function productLinks(ctx: HandlerContext, p: Product): Link[] {
  return [{ href: `${ctx.origin}/v1/products/${encodeURIComponent(p.code)}/`, method: 'GET', rel: 'self' }];
}

/** A product as an element of the list. */
export function productListItem(ctx: HandlerContext, p: Product): ProductItem {
  const f = flags(p);
  return {
    code: p.code,
    direction: p.def.direction,
    full_name: p.def.fullName,
    display_name: p.def.displayName,
    description: p.def.description,
    is_variable: f.is_variable,
    is_green: f.is_green,
    is_tracker: f.is_tracker,
    is_prepay: f.is_prepay,
    is_business: f.is_business,
    is_restricted: f.is_restricted,
    term: term(p),
    available_from: formatLondon(p.availableFrom),
    available_to: p.availableTo === null ? null : formatLondon(p.availableTo),
    links: productLinks(ctx, p),
    brand: p.def.brand,
  };
}

// The list item of a product depends only on the origin of its links, and a page of the list only
// on which products it holds: the items' JSON bytes of a page are cached per (origin, set of
// products), the set as a bit mask of the products' positions in the data set (bounded tables: a
// flood of Host headers or filters only clears them). A list is its envelope and those bytes.
const pageItemsCache = new Map<string, Map<number, Buffer>>();
const MAX_KEPT = 64;

function pageItems(ctx: HandlerContext, products: readonly Product[]): Buffer {
  const all = ctx.data.products;
  // Positions are exact in a double up to 2^53: larger catalogues are joined every time.
  let mask = all.length <= 52 ? 0 : Number.NaN;
  for (const p of products) mask += 2 ** positionOf(p, all);
  let byMask = pageItemsCache.get(ctx.origin);
  if (byMask === undefined) {
    if (pageItemsCache.size >= MAX_KEPT) pageItemsCache.clear();
    byMask = new Map();
    pageItemsCache.set(ctx.origin, byMask);
  }
  // The seed is part of the products' identity but not of the mask: one table per data set object.
  const kept = Number.isNaN(mask) ? undefined : byMask.get(mask);
  if (kept !== undefined && keptData.get(kept) === ctx.data) return kept;
  const items = Buffer.from(products.map((p) => JSON.stringify(productListItem(ctx, p))).join(','), 'utf8');
  if (!Number.isNaN(mask)) {
    if (byMask.size >= MAX_KEPT) byMask.clear();
    byMask.set(mask, items);
    keptData.set(items, ctx.data);
  }
  return items;
}
const keptData = new WeakMap<Buffer, Dataset>();

const positions = new WeakMap<Product, number>();
function positionOf(p: Product, all: readonly Product[]): number {
  let position = positions.get(p);
  if (position === undefined) {
    position = all.indexOf(p);
    positions.set(p, position);
  }
  return position;
}

/** GET /products/ (and /products): filters, then a page. */
export function listProducts(ctx: HandlerContext, query: Query, errors: FieldErrors, listPath: string): Answer {
  const wanted = BOOLEAN_FILTERS.map((name) => [name, readBoolean(query, name, errors)] as const);
  const brand = query.values.get('brand');
  if (brand === '') addError(errors, 'brand', 'This field may not be blank: give a brand code such as OCTOPUS_ENERGY.');
  const availableAt = readDateTime(query, 'available_at', errors) ?? ctx.now;
  const { page, pageSize } = readPagination(query, errors);
  if (Object.keys(errors).length > 0) return json(400, errors);
  const selected = ctx.data.products.filter((p) => {
    if (brand !== undefined && p.def.brand !== brand) return false;
    if (p.availableFrom > availableAt || (p.availableTo !== null && p.availableTo <= availableAt)) return false;
    const f = flags(p);
    for (const [name, value] of wanted) if (value !== undefined && f[name] !== value) return false;
    return true;
  });
  const base = `${ctx.origin}/v1${listPath}`;
  const slice = paginate(selected.length, page, pageSize, base, query);
  if (slice === null) return detail(404, 'Invalid page.');
  const head = pageHead(selected.length, slice.next, slice.previous);
  const items = pageItems(ctx, selected.slice(slice.offset, slice.end));
  return jsonChunks(200, [head, items, PAGE_TAIL], head.length + items.length + PAGE_TAIL.length);
}

function priceFields(
  tariff: Tariff,
  kind: ChargeKind,
  pm: PaymentMethodKey,
  now: number,
  at: number,
): [number, number] {
  const series = chargeSeries(tariff, kind);
  const exc = series === null ? 0 : (priceAt(series, now, at, methodIndexFor(series, pm)) ?? 0);
  return [exc, round4(exc * VAT_FACTOR)];
}

function chargeLink(ctx: HandlerContext, tariff: Tariff, kind: ChargeKind): Link {
  const fuelPath = tariff.fuel === 'gas' ? 'gas-tariffs' : 'electricity-tariffs';
  return {
    href: `${ctx.origin}/v1/products/${encodeURIComponent(tariff.product.code)}/${fuelPath}/${encodeURIComponent(tariff.code)}/${kind}/`,
    method: 'GET',
    rel: kind.replaceAll('-', '_'),
  };
}

// Tariff objects of the detail: the base fields, then links, then the unit rates (the platform's
// order): one literal, the rates added after it (`Object.assign`). Spreading a base object into a
// new literal cost a detail built afresh 1.7 times as much (564 against 328 us in-process).
function tariffBase(
  ctx: HandlerContext,
  tariff: Tariff,
  pm: PaymentMethodKey,
  at: number,
  links: TariffBase['links'],
): TariffBase {
  const [scExc, scInc] = priceFields(tariff, 'standing-charges', pm, ctx.now, at);
  return {
    code: tariff.code,
    standing_charge_exc_vat: scExc,
    standing_charge_inc_vat: scInc,
    online_discount_exc_vat: 0,
    online_discount_inc_vat: 0,
    dual_fuel_discount_exc_vat: 0,
    dual_fuel_discount_inc_vat: 0,
    exit_fees_exc_vat: 0,
    exit_fees_inc_vat: 0,
    exit_fees_type: 'NONE',
    links,
  };
}

/** A single-register electricity or gas tariff (both have a standard unit rate). */
function singleRateTariff(
  ctx: HandlerContext,
  tariff: Tariff,
  pm: PaymentMethodKey,
  at: number,
): SingleRegisterElectricityTariff & SingleRegisterGasTariff {
  const [uExc, uInc] = priceFields(tariff, 'standard-unit-rates', pm, ctx.now, at);
  return Object.assign(
    tariffBase(ctx, tariff, pm, at, [
      chargeLink(ctx, tariff, 'standing-charges'),
      chargeLink(ctx, tariff, 'standard-unit-rates'),
    ]),
    {
      standard_unit_rate_exc_vat: uExc,
      standard_unit_rate_inc_vat: uInc,
    },
  );
}

/** A dual-register (day/night) electricity tariff. */
function dualRateTariff(
  ctx: HandlerContext,
  tariff: Tariff,
  pm: PaymentMethodKey,
  at: number,
): DualRegisterElectricityTariff {
  const [dExc, dInc] = priceFields(tariff, 'day-unit-rates', pm, ctx.now, at);
  const [nExc, nInc] = priceFields(tariff, 'night-unit-rates', pm, ctx.now, at);
  return Object.assign(
    tariffBase(ctx, tariff, pm, at, [
      chargeLink(ctx, tariff, 'standing-charges'),
      chargeLink(ctx, tariff, 'day-unit-rates'),
      chargeLink(ctx, tariff, 'night-unit-rates'),
    ]),
    {
      day_unit_rate_exc_vat: dExc,
      day_unit_rate_inc_vat: dInc,
      night_unit_rate_exc_vat: nExc,
      night_unit_rate_inc_vat: nInc,
    },
  );
}

function annual(exc: number): AnnualCost {
  return { annual_cost_inc_vat: Math.round(exc * VAT_FACTOR), annual_cost_exc_vat: Math.round(exc) };
}

// The detail's bytes around `tariffs_active_at`, per (seed, origin, product, price bucket): every
// other byte depends on the instant only through which interval of each of the product's price
// schedules it falls in (and whether prices exist yet), so a detail is two cached slices and the
// instant. Bounded: a client walking many instants or hosts only evicts older entries.
export const DETAIL_CACHE_BYTES = 4 * 1024 * 1024;
const detailCache = new ByteCache<string, readonly [Buffer, Buffer]>(DETAIL_CACHE_BYTES);
// A character JSON.stringify escapes and no catalogue text holds: where the instant goes.
const AT_MARKER = '\u0001';
const AT_ESCAPED = JSON.stringify(AT_MARKER).slice(1, -1);
const AT_FIELD = '"tariffs_active_at":"';

/** Empties the detail cache (tests compare cold and warm answers). */
export function clearDetailCache(): void {
  detailCache.clear();
}

/** Size of the detail cache, for tests and the benchmark. */
export function detailCacheStats(): ByteCacheStats {
  return detailCache.stats();
}

// One series per distinct price schedule of a product (all its tariffs' charges step on a few).
const schedulesOf = new WeakMap<Product, readonly ChargeSeries[]>();
function scheduleSeries(p: Product): readonly ChargeSeries[] {
  let list = schedulesOf.get(p);
  if (list === undefined) {
    const byKey = new Map<string, ChargeSeries>();
    for (const tariff of p.tariffs) {
      for (const kind of chargeKindsOf(tariff)) {
        const series = chargeSeries(tariff, kind);
        if (series !== null) byKey.set(`${series.schedule.step}:${series.schedule.start}`, series);
      }
    }
    list = [...byKey.values()];
    schedulesOf.set(p, list);
  }
  return list;
}

/** What the detail's prices depend on: the interval of each schedule at `at` (clock `now`), or that none are shown. */
function priceBucket(p: Product, now: number, at: number): string {
  if (at < p.pricesFrom) return 'none';
  let key = '';
  for (const series of scheduleSeries(p)) key += `${priceIndex(series, now, at)},`;
  return key;
}

function detailParts(ctx: HandlerContext, p: Product, at: number): readonly [Buffer, Buffer] {
  const key = `${ctx.data.seed}\n${ctx.origin}\n${p.code}\n${priceBucket(p, ctx.now, at)}`;
  let parts = detailCache.get(key);
  if (parts === undefined) {
    const text = JSON.stringify(detailBody(ctx, p, at));
    const split = text.indexOf(`${AT_FIELD}${AT_ESCAPED}"`) + AT_FIELD.length;
    parts = [Buffer.from(text.slice(0, split), 'utf8'), Buffer.from(text.slice(split + AT_ESCAPED.length), 'utf8')];
    detailCache.set(key, parts, parts[0].length + parts[1].length + key.length + 200);
  }
  return parts;
}

/** GET /products/{product_code}/ */
export function productDetail(ctx: HandlerContext, code: string, query: Query, errors: FieldErrors): Answer {
  const at = readDateTime(query, 'tariffs_active_at', errors) ?? ctx.now;
  if (Object.keys(errors).length > 0) return json(400, errors);
  const p = ctx.data.productsByCode.get(code);
  if (p === undefined) return detail(404, NOT_FOUND_MESSAGE);
  const [head, tail] = detailParts(ctx, p, at);
  // The instant is ASCII digits and punctuation.
  const instant = Buffer.from(formatUtc(at), 'latin1');
  return jsonChunks(200, [head, instant, tail], head.length + instant.length + tail.length);
}

/** The detail as the contract types it, with AT_MARKER for `tariffs_active_at`. */
function detailBody(ctx: HandlerContext, p: Product, at: number): ProductDetail {
  const single: ProductDetail['single_register_electricity_tariffs'] = {};
  const dual: ProductDetail['dual_register_electricity_tariffs'] = {};
  const gas: ProductDetail['single_register_gas_tariffs'] = {};
  const quotes: SampleQuotes = {};
  // Tariffs show from the first instant they have prices.
  if (at >= p.pricesFrom) {
    const byRegion = new Map<string, { single?: Tariff; dual?: Tariff; gas?: Tariff }>();
    for (const t of p.tariffs) {
      const entry = byRegion.get(t.region) ?? {};
      entry[t.register] = t;
      byRegion.set(t.region, entry);
    }
    for (const [region, entry] of byRegion) {
      const regionQuotes: Record<string, SampleQuote> = {};
      for (const pm of p.def.paymentMethods) {
        const quote: SampleQuote = {};
        let singleCost: number | undefined;
        let dualCost: number | undefined;
        let gasCost: number | undefined;
        if (entry.single !== undefined) {
          const obj = singleRateTariff(ctx, entry.single, pm, at);
          (single[region] ??= {})[pm] = obj;
          singleCost = obj.standard_unit_rate_exc_vat * ELECTRICITY_STANDARD_KWH + obj.standing_charge_exc_vat * 365;
        }
        if (entry.dual !== undefined) {
          const obj = dualRateTariff(ctx, entry.dual, pm, at);
          (dual[region] ??= {})[pm] = obj;
          dualCost =
            obj.day_unit_rate_exc_vat * ELECTRICITY_DAY_KWH +
            obj.night_unit_rate_exc_vat * ELECTRICITY_NIGHT_KWH +
            obj.standing_charge_exc_vat * 365;
        }
        if (entry.gas !== undefined) {
          const obj = singleRateTariff(ctx, entry.gas, pm, at);
          (gas[region] ??= {})[pm] = obj;
          gasCost = obj.standard_unit_rate_exc_vat * GAS_STANDARD_KWH + obj.standing_charge_exc_vat * 365;
        }
        if (singleCost !== undefined) quote.electricity_single_rate = annual(singleCost);
        if (dualCost !== undefined) quote.electricity_dual_rate = annual(dualCost);
        if (singleCost !== undefined && gasCost !== undefined)
          quote.dual_fuel_single_rate = annual(singleCost + gasCost);
        if (dualCost !== undefined && gasCost !== undefined) quote.dual_fuel_dual_rate = annual(dualCost + gasCost);
        regionQuotes[pm] = quote;
      }
      quotes[region] = regionQuotes;
    }
  }
  const item = productListItem(ctx, p);
  // Field order is the platform's (the list fields but direction, then the detail's own).
  return {
    code: item.code,
    full_name: item.full_name,
    display_name: item.display_name,
    description: item.description,
    is_variable: item.is_variable,
    is_green: item.is_green,
    is_tracker: item.is_tracker,
    is_prepay: item.is_prepay,
    is_business: item.is_business,
    is_restricted: item.is_restricted,
    term: item.term,
    available_from: item.available_from,
    available_to: item.available_to,
    tariffs_active_at: AT_MARKER,
    single_register_electricity_tariffs: single,
    dual_register_electricity_tariffs: dual,
    single_register_gas_tariffs: gas,
    ...(p.hasFourRateGroup ? { four_rate_ev_electricity_tariffs: {} } : {}),
    sample_quotes: quotes,
    sample_consumption: SAMPLE_CONSUMPTION,
    links: item.links,
    brand: item.brand,
  };
}

/** Echo-safe product code for messages. */
export function describeCode(code: string): string {
  return truncate(code);
}
