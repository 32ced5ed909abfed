/**
 * The embedded data set: the catalogue plus seed-derived price factors, indexed for the routes.
 * Built once per app; everything time-dependent is computed per request from the clock.
 */
import { HALF_HOUR_MS, londonMidnight } from '@energy-contracts/schema-tools/london-time';
import { hashString, hashUnit, mulberry32 } from '@energy-contracts/schema-tools/seeded-random';
import {
  PRODUCT_DEFINITIONS,
  REGIONS,
  tariffKinds,
  type PaymentMethodKey,
  type PricingKind,
  type ProductDefinition,
  type Region,
} from './product-catalogue.js';
import { BASE, halfHourPrice, marketLevel, round2, standingLevel, type ChargeKind } from './prices.js';
import { intervalStart, timeline, type Schedule, type Timeline } from './schedule.js';

/** A variable tariff's price for payers without direct debit, relative to direct debit's (the data set's choice, not VAT). */
const NON_DIRECT_DEBIT_UPLIFT = 1.05;

/** A product with its instants resolved. */
export interface Product {
  readonly def: ProductDefinition;
  readonly code: string;
  readonly availableFrom: number;
  readonly availableTo: number | null;
  readonly pricesFrom: number;
  /** Seed-derived price factor of the product (about 0.95-1.05). */
  readonly factor: number;
  /** Products of 2023 also carry an (empty) four-rate EV tariff group, as on the platform; 2024's do not. */
  readonly hasFourRateGroup: boolean;
  readonly tariffs: readonly Tariff[];
}

/** One tariff: a product in one region for one register kind. */
export interface Tariff {
  readonly code: string;
  readonly product: Product;
  readonly region: Region;
  readonly fuel: 'electricity' | 'gas';
  readonly register: 'single' | 'dual' | 'gas';
  /** Hash key of the tariff code and seed: the random-access noise source of its prices. */
  readonly key: number;
  readonly regionFactor: number;
}

/** A charge series of a tariff: its schedule, the payment methods priced per interval and the price function. */
export interface ChargeSeries {
  readonly schedule: Schedule;
  /** Records per interval, one per payment method (null on dynamic tariffs). */
  readonly methods: readonly (string | null)[];
  /** Price without VAT of interval k (starting at `start`) for payment method index m. */
  value(k: number, start: number, m: number): number;
}

/** The whole data set. */
export interface Dataset {
  readonly seed: number;
  /** Products sorted by code. */
  readonly products: readonly Product[];
  readonly productsByCode: ReadonlyMap<string, Product>;
  readonly tariffsByCode: ReadonlyMap<string, Tariff>;
}

function parseLocalDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return londonMidnight(y, m - 1, d);
}

const HALF_HOURLY: ReadonlySet<PricingKind> = new Set([
  'agile',
  'agile-outgoing',
  'go',
  'cosy',
  'flux-import',
  'flux-export',
]);

/**
 * Builds the data set for a seed.
 * @example const data = buildDataset(1); data.productsByCode.get('AGILE-24-04-03')
 */
export function buildDataset(seed: number): Dataset {
  const random = mulberry32(seed);
  const regionFactors = new Map<Region, number>(REGIONS.map((r) => [r, 0.92 + random() * 0.16]));
  const products: Product[] = [];
  const tariffsByCode = new Map<string, Tariff>();
  const definitions = [...PRODUCT_DEFINITIONS].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  for (const def of definitions) {
    const tariffs: Tariff[] = [];
    const availableFrom = parseLocalDate(def.availableFrom);
    const product: Product = {
      def,
      code: def.code,
      availableFrom,
      availableTo: def.availableTo === undefined ? null : parseLocalDate(def.availableTo),
      pricesFrom: def.pricesFrom === undefined ? availableFrom : parseLocalDate(def.pricesFrom),
      factor: 0.95 + random() * 0.1,
      hasFourRateGroup: def.availableFrom.startsWith('2023'),
      tariffs,
    };
    for (const [prefix, register] of tariffKinds(def)) {
      for (const region of REGIONS) {
        const code = `${prefix}-${def.code}-${region.slice(1)}`;
        const tariff: Tariff = {
          code,
          product,
          region,
          fuel: register === 'gas' ? 'gas' : 'electricity',
          register,
          key: (hashString(code) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0,
          regionFactor: regionFactors.get(region) ?? 1,
        };
        tariffs.push(tariff);
        tariffsByCode.set(code, tariff);
      }
    }
    products.push(product);
  }
  return { seed, products, productsByCode: new Map(products.map((p) => [p.code, p])), tariffsByCode };
}

/** Payment methods of the charge records of a product (one record per method per interval). */
function chargeMethods(def: ProductDefinition, halfHourly: boolean): readonly (string | null)[] {
  if (halfHourly || def.pricing === 'tracker') return NO_METHOD;
  if (def.isPrepay) return PREPAY;
  if (def.pricing === 'variable') return BOTH_METHODS;
  return DIRECT_DEBIT;
}

const NO_METHOD = [null] as const;
const PREPAY = ['NON_DIRECT_DEBIT'] as const;
const BOTH_METHODS = ['DIRECT_DEBIT', 'NON_DIRECT_DEBIT'] as const;
const DIRECT_DEBIT = ['DIRECT_DEBIT'] as const;
// The noise key of each charge kind, mixed into the tariff's.
const KIND_KEYS: Readonly<Record<ChargeKind, number>> = {
  'standard-unit-rates': hashString('standard-unit-rates'),
  'standing-charges': hashString('standing-charges'),
  'day-unit-rates': hashString('day-unit-rates'),
  'night-unit-rates': hashString('night-unit-rates'),
};

/** The charge kinds a tariff serves, per register kind. */
export function chargeKindsOf(tariff: Tariff): readonly ChargeKind[] {
  if (tariff.register === 'dual') return ['standing-charges', 'day-unit-rates', 'night-unit-rates'];
  return ['standard-unit-rates', 'standing-charges'];
}

/**
 * The series behind a charge endpoint, or null when the tariff has no such charge (e.g. day rates
 * of a single-register tariff).
 * @example chargeSeries(buildDataset(1).tariffsByCode.get('E-1R-AGILE-24-04-03-C')!, 'standard-unit-rates')?.schedule.step // 'half-hour'
 */
export function chargeSeries(tariff: Tariff, kind: ChargeKind): ChargeSeries | null {
  // Built on each call, not kept: a few multiplications, where keeping every tariff's series cost
  // more memory than the rest of the data set.
  return chargeKindsOf(tariff).includes(kind) ? buildChargeSeries(tariff, kind) : null;
}

function buildChargeSeries(
  tariff: Pick<Tariff, 'product' | 'key' | 'regionFactor' | 'fuel'>,
  kind: ChargeKind,
): ChargeSeries {
  const { def, pricesFrom } = tariff.product;
  const halfHourly = HALF_HOURLY.has(def.pricing) && kind === 'standard-unit-rates';
  const methods = chargeMethods(def, HALF_HOURLY.has(def.pricing));
  const fixed = def.pricing === 'fixed' || def.pricing === 'export-fixed';
  const factor = tariff.product.factor * tariff.regionFactor * (def.isBusiness ? 1.1 : 1) * (def.isPrepay ? 1.01 : 1);
  const methodFactor = (m: number): number =>
    methods[m] === 'NON_DIRECT_DEBIT' && methods.length > 1 ? NON_DIRECT_DEBIT_UPLIFT : 1;
  const key = tariff.key ^ KIND_KEYS[kind];
  if (halfHourly) {
    return {
      schedule: { step: 'half-hour', start: pricesFrom },
      methods,
      value: (k, start) =>
        round2(halfHourPrice(def.pricing, key, k, start, tariff.regionFactor * tariff.product.factor)),
    };
  }
  const step: Schedule['step'] = fixed
    ? 'once'
    : kind !== 'standing-charges' && def.pricing === 'tracker'
      ? 'day'
      : 'quarter';
  let base: number;
  if (kind === 'standing-charges') base = tariff.fuel === 'gas' ? BASE.gasStanding : BASE.electricityStanding;
  else if (def.pricing === 'export-fixed') base = BASE.exportFixed;
  else if (kind === 'day-unit-rates') base = BASE.electricityDay;
  else if (kind === 'night-unit-rates') base = BASE.electricityNight;
  else base = tariff.fuel === 'gas' ? BASE.gasStandard : BASE.electricityStandard;
  const standing = kind === 'standing-charges';
  const spread = step === 'day' ? 0.3 : 0.06;
  return {
    schedule: { step, start: pricesFrom },
    methods,
    value: (k, start, m) => {
      const level = standing
        ? standingLevel(start)
        : def.pricing === 'export-fixed'
          ? 1
          : marketLevel(start) * (fixed ? 0.95 : 1);
      const noise = 1 + spread * (hashUnit(key, k, 4) - 0.5);
      return round2(base * level * factor * noise * methodFactor(m));
    },
  };
}

function intervalIndexAt(t: Timeline, instant: number): number {
  const { schedule } = t;
  if (t.count === 0 || instant < schedule.start) return -1;
  if (schedule.step === 'half-hour')
    return Math.min(Math.floor((instant - schedule.start) / HALF_HOUR_MS), t.count - 1);
  let lo = 0;
  let hi = t.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (intervalStart(t, mid) <= instant) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where instants fall in schedules, by schedule (step and start): one request's table, so the tariffs of a product detail, which share a few schedules, find each interval once. */
export type Positions = Map<number, { k: number; start: number }>;

// A schedule's key in Positions: its start (a whole second) plus a step code under a second.
const STEP_CODE = { 'half-hour': 0, day: 1, quarter: 2, once: 3 } as const;

/**
 * The price of a series at an instant (the interval containing it, clamped to the last one
 * published at clock `now`), or null before the series starts.
 */
export function priceAt(
  series: ChargeSeries,
  now: number,
  instant: number,
  m = 0,
  positions?: Positions,
): number | null {
  const key = series.schedule.start + STEP_CODE[series.schedule.step];
  let p = positions?.get(key);
  if (p === undefined) {
    const t = timeline(series.schedule, now);
    const k = intervalIndexAt(t, instant);
    p = { k, start: k < 0 ? 0 : intervalStart(t, k) };
    positions?.set(key, p);
  }
  return p.k < 0 ? null : series.value(p.k, p.start, m);
}

/** The payment-method key of a tariff group -> which charge record (method index) prices it. */
export function methodIndexFor(series: ChargeSeries, key: PaymentMethodKey): number {
  if (key === 'varying' || key === 'porob') {
    const i = series.methods.indexOf('NON_DIRECT_DEBIT');
    return Math.max(i, 0);
  }
  return 0;
}
