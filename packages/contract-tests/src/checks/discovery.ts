import type { AuthMode, Exchange } from '../http/exchange.js';
import { isListBody, type ListBody } from '../rules/list-envelope.js';
import { CHARGE_KEYS, spanOf, type Span } from '../rules/records.js';
import { HALF_HOUR_MS } from '@energy-contracts/client';

type Get = (path: string, init?: { auth?: AuthMode }) => Promise<Exchange>;

/** A product as the list and detail give it (only what the checks read). */
export type Product = Record<string, unknown> & { code: string };

/** One tariff found in a product's detail, with the charge lists it has. */
export interface TariffRef {
  product: string;
  code: string;
  fuel: 'electricity' | 'gas';
  /** Path segments of its charge lists, e.g. `standard-unit-rates`. */
  charges: string[];
}

/** The tariffs the checks exercise. */
export interface Tariffs {
  /** An electricity tariff whose unit rates are half-hourly: an Agile product, the `--product`, or one whose records last 30 minutes. */
  halfHourly?: TariffRef;
  /** An electricity tariff whose unit rates change rarely (variable or fixed). */
  stepped?: TariffRef;
  /** A two-rate (day/night) electricity tariff. */
  dual?: TariffRef;
  gas?: TariffRef;
  /** Every product detail read while looking, by code. */
  details: Map<string, Product>;
}

/** A meter of the account, with the meter point it belongs to. */
export interface AccountMeter {
  fuel: 'electricity' | 'gas';
  /** The MPAN or MPRN. */
  pointId: string;
  serial: string;
  agreements: Array<{ tariff_code: string; valid_from: string; valid_to: string | null }>;
  postcode: string;
}

/** The newest and the oldest record of a charge list and its count. */
export interface SeriesBounds {
  count: number;
  newest: Span;
  oldest: Span;
}

/** The path of a tariff's charge list, relative to the base URL. */
export const chargePath = (t: TariffRef, charge: string): string =>
  `/products/${encodeURIComponent(t.product)}/${t.fuel}-tariffs/${encodeURIComponent(t.code)}/${charge}/`;

/** The path of a meter's consumption list. */
export const consumptionPath = (m: AccountMeter): string =>
  `/${m.fuel}-meter-points/${encodeURIComponent(m.pointId)}/meters/${encodeURIComponent(m.serial)}/consumption/`;

const TARIFF_GROUPS = [
  ['single_register_electricity_tariffs', 'electricity', ['standard-unit-rates', 'standing-charges']],
  ['dual_register_electricity_tariffs', 'electricity', ['standing-charges', 'day-unit-rates', 'night-unit-rates']],
  ['single_register_gas_tariffs', 'gas', ['standard-unit-rates', 'standing-charges']],
] as const;
const MAX_CANDIDATES = 10;
const MAX_LIST_PAGES = 50;

/**
 * What the server has, found once per run and shared by the checks: the products, tariffs of each
 * kind, the bounds of a series and the account's meters. Each is looked up on first use.
 */
export class Discovery {
  private productsPromise?: Promise<Product[]>;
  private tariffsPromise?: Promise<Tariffs>;
  private accountPromise?: Promise<{ body: Record<string, unknown>; meters: AccountMeter[] }>;
  private readonly bounds = new Map<string, Promise<SeriesBounds | undefined>>();

  constructor(private readonly options: { product?: string; accountNumber?: string }) {}

  /** Every record of a list, following `next` (bounded); throws when a page is not a list. */
  static async walk(
    get: Get,
    path: string,
    init?: { auth?: AuthMode },
  ): Promise<{ records: unknown[]; first: ListBody }> {
    const records: unknown[] = [];
    let first: ListBody | undefined;
    let current: string | undefined = path;
    const seen = new Set<string>();
    for (let i = 0; current !== undefined && i < MAX_LIST_PAGES; i++) {
      const res = await get(current, init);
      if (res.status !== 200 || !isListBody(res.body))
        throw new Error(`GET ${current} answered ${res.status} ${res.text.slice(0, 120)}, not a list`);
      first ??= res.body;
      records.push(...res.body.results);
      seen.add(current);
      const next: string | null = res.body.next;
      if (next === null) return { records, first };
      const url = new URL(next, 'http://relative.invalid/');
      current = `${path.split('?')[0]}${url.search}`;
      if (seen.has(current)) throw new Error(`next of ${[...seen].pop()} repeats a page already seen (${next})`);
    }
    if (current !== undefined) throw new Error(`${path} has more than ${MAX_LIST_PAGES} pages: stopped following next`);
    return { records, first: first! };
  }

  /** Every product of the default products list. */
  products(get: Get): Promise<Product[]> {
    this.productsPromise ??= Discovery.walk(get, '/products/?page_size=1500').then(
      ({ records }) => records as Product[],
    );
    return this.productsPromise;
  }

  /** Tariffs of each kind, from the details of a few products (Agile-like codes and `--product` first). */
  tariffs(get: Get): Promise<Tariffs> {
    this.tariffsPromise ??= this.findTariffs(get);
    return this.tariffsPromise;
  }

  private async findTariffs(get: Get): Promise<Tariffs> {
    const products = await this.products(get);
    const rank = (p: Product): number =>
      p.code === this.options.product
        ? 0
        : /AGILE/i.test(p.code) && p.direction !== 'EXPORT'
          ? 1
          : p.is_variable === true && p.is_tracker !== true && p.is_business !== true
            ? 2
            : 3;
    const candidates = [...products]
      .filter((p) => p.direction !== 'EXPORT')
      .sort((a, b) => rank(a) - rank(b))
      .map((p) => p.code);
    if (this.options.product !== undefined && !candidates.includes(this.options.product))
      candidates.unshift(this.options.product);
    const found: Tariffs = { details: new Map() };
    for (const code of candidates.slice(0, MAX_CANDIDATES)) {
      if (found.halfHourly && found.stepped && found.dual && found.gas) break;
      const res = await get(`/products/${encodeURIComponent(code)}/`);
      if (res.status !== 200 || typeof res.body !== 'object' || res.body === null) continue;
      const detail = res.body as Product;
      found.details.set(code, detail);
      for (const [group, fuel, charges] of TARIFF_GROUPS) {
        const tariff = firstTariffCode(detail[group]);
        if (tariff === undefined) continue;
        const ref: TariffRef = { product: code, code: tariff, fuel, charges: [...charges] };
        if (group === 'single_register_electricity_tariffs') {
          if (found.halfHourly && found.stepped) continue;
          const page = await get(`${chargePath(ref, 'standard-unit-rates')}?page_size=2`);
          const spans = isListBody(page.body) ? page.body.results.map((r) => spanOf(r, CHARGE_KEYS)) : [];
          if (spans.length === 0 || spans.some((s) => s === undefined)) continue;
          // Agile products (and the one named by --product) are half-hourly by what they are, so a
          // server that gets their intervals wrong is caught, not taken for a stepped tariff.
          const halfHourly =
            code === this.options.product ||
            /AGILE/i.test(code) ||
            spans.every((s) => s!.end !== undefined && s!.end - s!.start === HALF_HOUR_MS);
          if (halfHourly) found.halfHourly ??= ref;
          else found.stepped ??= ref;
        } else if (group === 'dual_register_electricity_tariffs') found.dual ??= ref;
        else found.gas ??= ref;
      }
    }
    return found;
  }

  /** Count, newest and oldest record of a charge list (two requests); undefined when it is empty, throws when it cannot be read. */
  seriesBounds(get: Get, path: string): Promise<SeriesBounds | undefined> {
    let promise = this.bounds.get(path);
    if (!promise) {
      promise = (async () => {
        const first = await get(`${path}?page_size=1`);
        if (!isListBody(first.body) || first.body.count === 0) return undefined;
        const newest = spanOf(first.body.results[0], CHARGE_KEYS);
        const lastPage = first.body.count === 1 ? first : await get(`${path}?page_size=1&page=${first.body.count}`);
        const oldest = isListBody(lastPage.body) ? spanOf(lastPage.body.results[0], CHARGE_KEYS) : undefined;
        // A list that says it has records but cannot show its last one is the server's fault, not an empty list.
        if (newest === undefined || oldest === undefined) {
          throw new Error(
            `${path}: count is ${first.body.count} but page ${first.body.count} of page_size 1 answered ${lastPage.status} ${lastPage.text.slice(0, 80)}`,
          );
        }
        return { count: first.body.count, newest, oldest };
      })();
      this.bounds.set(path, promise);
    }
    return promise;
  }

  /** The account (read with Basic) and its meters, every property's. */
  account(get: Get): Promise<{ body: Record<string, unknown>; meters: AccountMeter[] }> {
    this.accountPromise ??= (async () => {
      const number = this.options.accountNumber!;
      const res = await get(`/accounts/${encodeURIComponent(number)}/`, { auth: 'basic' });
      if (res.status !== 200 || typeof res.body !== 'object' || res.body === null)
        throw new Error(`GET /accounts/${number}/ with Basic answered ${res.status}: cannot read the account's meters`);
      return { body: res.body as Record<string, unknown>, meters: accountMeters(res.body) };
    })();
    return this.accountPromise;
  }
}

/** The first tariff code of a `{region: {payment method: {code}}}` group, region `_C` (London) first. */
function firstTariffCode(group: unknown): string | undefined {
  if (typeof group !== 'object' || group === null) return undefined;
  const regions = Object.keys(group).sort((a, b) => (a === '_C' ? -1 : b === '_C' ? 1 : a < b ? -1 : 1));
  for (const region of regions) {
    const methods = (group as Record<string, unknown>)[region];
    if (typeof methods !== 'object' || methods === null) continue;
    for (const tariff of Object.values(methods)) {
      const code = (tariff as { code?: unknown } | null)?.code;
      if (typeof code === 'string') return code;
    }
  }
  return undefined;
}

/** The meters of an account body, newest property first. */
export function accountMeters(body: unknown): AccountMeter[] {
  const meters: AccountMeter[] = [];
  const properties = (body as { properties?: unknown }).properties;
  if (!Array.isArray(properties)) return meters;
  for (const property of [...properties].reverse()) {
    const postcode = String((property as { postcode?: unknown }).postcode ?? '');
    for (const [key, fuel, idKey] of [
      ['electricity_meter_points', 'electricity', 'mpan'],
      ['gas_meter_points', 'gas', 'mprn'],
    ] as const) {
      const points = (property as Record<string, unknown>)[key];
      if (!Array.isArray(points)) continue;
      for (const point of points as Array<Record<string, unknown>>) {
        for (const meter of (Array.isArray(point.meters) ? point.meters : []) as Array<Record<string, unknown>>) {
          meters.push({
            fuel,
            pointId: String(point[idKey]),
            serial: String(meter.serial_number),
            agreements: (Array.isArray(point.agreements) ? point.agreements : []) as AccountMeter['agreements'],
            postcode,
          });
        }
      }
    }
  }
  return meters;
}
