/**
 * The products list and product detail bodies, built as the contract's objects.
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
import { formatLondon, formatUtc } from '@energy-contracts/schema-tools/london-time';
import {
  chargeSeries,
  type Dataset,
  methodIndexFor,
  type Positions,
  type Product,
  priceAt,
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
import { paginate, readPagination } from '../http/pagination.js';
import { readBoolean, readDateTime, type Query } from '../http/query.js';
import { addError, detail, json, NOT_FOUND_MESSAGE, type Answer, type FieldErrors } from '../http/response.js';

/** What a handler needs from the app besides the request. */
export interface HandlerContext {
  readonly data: Dataset;
  readonly now: number;
  /** `http://host:port` for absolute links. */
  readonly origin: string;
  /** Set by a handler whose answer holds the clock's instant itself (not only what follows from it). */
  echoesNow?: boolean;
  /** The request's positions of instants in price schedules (product details). */
  positions?: Positions;
}

const BOOLEAN_FILTERS = ['is_variable', 'is_green', 'is_tracker', 'is_prepay', 'is_business'] as const;

type Flags = Readonly<Record<(typeof BOOLEAN_FILTERS)[number] | 'is_restricted', boolean>>;

function flags(p: Product): Flags {
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

/** A product as an element of the list. */
export function productListItem(ctx: HandlerContext, p: Product): ProductItem {
  const f = flags(p);
  const fixed = p.def.pricing === 'fixed' || p.def.pricing === 'export-fixed';
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
    term: fixed ? 12 : null,
    available_from: formatLondon(p.availableFrom),
    available_to: p.availableTo === null ? null : formatLondon(p.availableTo),
    links: [{ href: `${ctx.origin}/v1/products/${encodeURIComponent(p.code)}/`, method: 'GET', rel: 'self' }],
    brand: p.def.brand,
  };
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
  const slice = paginate(selected.length, page, pageSize, `${ctx.origin}/v1${listPath}`, query);
  if (slice === null) return detail(404, 'Invalid page.');
  return json(200, {
    count: selected.length,
    next: slice.next,
    previous: slice.previous,
    results: selected.slice(slice.offset, slice.end).map((p) => productListItem(ctx, p)),
  });
}

function priceFields(
  tariff: Tariff,
  kind: ChargeKind,
  pm: PaymentMethodKey,
  now: number,
  at: number,
  positions?: Positions,
): [number, number] {
  const series = chargeSeries(tariff, kind);
  const exc = series === null ? 0 : (priceAt(series, now, at, methodIndexFor(series, pm), positions) ?? 0);
  return [exc, round4(exc * VAT_FACTOR)];
}

function chargeLink(ctx: HandlerContext, tariff: Tariff, kind: ChargeKind): Link {
  // Product and tariff codes are upper-case letters, digits and dashes: nothing to encode.
  const href = `${ctx.origin}/v1/products/${tariff.product.code}/${tariff.fuel}-tariffs/${tariff.code}/${kind}/`;
  return { href, method: 'GET', rel: REL[kind] };
}

const REL = {
  'standard-unit-rates': 'standard_unit_rates',
  'standing-charges': 'standing_charges',
  'day-unit-rates': 'day_unit_rates',
  'night-unit-rates': 'night_unit_rates',
} as const satisfies Record<ChargeKind, string>;

// The base fields, then links, then the unit rates: the platform's order.
function tariffBase(ctx: HandlerContext, tariff: Tariff, pm: PaymentMethodKey, at: number, rates: ChargeKind[]) {
  const [scExc, scInc] = priceFields(tariff, 'standing-charges', pm, ctx.now, at, ctx.positions);
  const base: TariffBase = {
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
    links: [chargeLink(ctx, tariff, 'standing-charges'), ...rates.map((kind) => chargeLink(ctx, tariff, kind))],
  };
  return base;
}

/** A single-register electricity or gas tariff (both have a standard unit rate). */
function singleRateTariff(
  ctx: HandlerContext,
  tariff: Tariff,
  pm: PaymentMethodKey,
  at: number,
): SingleRegisterElectricityTariff & SingleRegisterGasTariff {
  const [uExc, uInc] = priceFields(tariff, 'standard-unit-rates', pm, ctx.now, at, ctx.positions);
  return Object.assign(tariffBase(ctx, tariff, pm, at, ['standard-unit-rates']), {
    standard_unit_rate_exc_vat: uExc,
    standard_unit_rate_inc_vat: uInc,
  });
}

/** A dual-register (day/night) electricity tariff. */
function dualRateTariff(
  ctx: HandlerContext,
  tariff: Tariff,
  pm: PaymentMethodKey,
  at: number,
): DualRegisterElectricityTariff {
  const [dExc, dInc] = priceFields(tariff, 'day-unit-rates', pm, ctx.now, at, ctx.positions);
  const [nExc, nInc] = priceFields(tariff, 'night-unit-rates', pm, ctx.now, at, ctx.positions);
  return Object.assign(tariffBase(ctx, tariff, pm, at, ['day-unit-rates', 'night-unit-rates']), {
    day_unit_rate_exc_vat: dExc,
    day_unit_rate_inc_vat: dInc,
    night_unit_rate_exc_vat: nExc,
    night_unit_rate_inc_vat: nInc,
  });
}

function annual(exc: number): AnnualCost {
  return { annual_cost_inc_vat: Math.round(exc * VAT_FACTOR), annual_cost_exc_vat: Math.round(exc) };
}

/** GET /products/{product_code}/ */
export function productDetail(ctx: HandlerContext, code: string, query: Query, errors: FieldErrors): Answer {
  const asked = readDateTime(query, 'tariffs_active_at', errors);
  if (Object.keys(errors).length > 0) return json(400, errors);
  const p = ctx.data.productsByCode.get(code);
  if (p === undefined) return detail(404, NOT_FOUND_MESSAGE);
  if (asked === undefined) ctx.echoesNow = true;
  ctx.positions = new Map();
  return json(200, detailBody(ctx, p, asked ?? ctx.now));
}

/** The detail as the contract types it. */
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
    tariffs_active_at: formatUtc(at),
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
