/**
 * The meter endpoints: consumption of a caller's own electricity or gas meter (credentials needed),
 * an electricity meter point's GSP (public), and the GSP groups of a postcode (public). Pages are
 * index arithmetic over the meter's half-hours, so page 1000 costs what page 1 costs.
 */
import type {
  Agreement,
  Consumption,
  ElectricityMeterPointSummary,
  GridSupplyPointList,
} from '@energy-contracts/types/rest';
import type { AccountBody } from '../data/accounts.js';
import { REGIONS, type Region } from '../data/product-catalogue.js';
import {
  consumptionSeries,
  GROUP_BY,
  groupIndex,
  groupStart,
  readableHalfHours,
  sumUnits,
  type ConsumptionSeries,
  type GroupBy,
} from '../data/consumption.js';
import { regionOfPostcode } from '../data/grid-supply-points.js';
import type { AuthResult } from '../http/auth.js';
import { paginate, readPagination } from '../http/pagination.js';
import { checkPeriod, readDateTime, truncate, type Query } from '../http/query.js';
import {
  addError,
  detail,
  json,
  NOT_FOUND_MESSAGE,
  UNAUTHORIZED_HEADERS,
  type Answer,
  type FieldErrors,
} from '../http/response.js';
import { formatLondon, HALF_HOUR_MS } from '@energy-contracts/schema-tools/london-time';
import type { HandlerContext } from './products.js';

/** Largest consumption page (the platform's). */
export const MAX_CONSUMPTION_PAGE_SIZE = 25_000;
// m³ of gas per kWh (calorific value 39.5 MJ/m³, volume correction 1.02264).
const M3_PER_KWH = 1 / 11.2;

/** A meter of the data set with its owner and readings. */
export interface MeterRecord {
  readonly accountNumber: string;
  readonly series: ConsumptionSeries;
}

/** An electricity meter point as the public endpoint describes it: the contract's summary. */
export type MeterPointSummary = Readonly<ElectricityMeterPointSummary>;

/** The data set's meters, keyed `electricity/<mpan>/<serial>` and `gas/<mprn>/<serial>`, and its electricity meter points. */
export interface MeterIndex {
  readonly meters: ReadonlyMap<string, MeterRecord>;
  readonly meterPoints: ReadonlyMap<string, MeterPointSummary>;
}

function span(agreements: readonly Agreement[]): { start: number; end: number | null } {
  const start = Math.min(...agreements.map((a) => Date.parse(a.valid_from)));
  const end = agreements.some((a) => a.valid_to === null)
    ? null
    : Math.max(...agreements.map((a) => Date.parse(a.valid_to!)));
  return { start, end };
}

/**
 * Indexes every meter of the accounts: its owner and its readings, which cover its meter point's
 * agreements. A meter point's GSP is the region of its latest agreement's tariff code.
 * @example buildMeterIndex(buildAccounts(1, 'A-1A2B3C4D')).meterPoints.size // 4
 */
export function buildMeterIndex(accounts: readonly AccountBody[]): MeterIndex {
  const meters = new Map<string, MeterRecord>();
  const meterPoints = new Map<string, MeterPointSummary>();
  for (const account of accounts) {
    for (const property of account.properties) {
      // biome-ignore lint/suspicious/noExplicitAny: the dataset's meter points are untyped JSON
      for (const point of property.electricity_meter_points as Array<Record<string, any>>) {
        const agreements = point.agreements as Agreement[];
        const latest = agreements.reduce((a, b) => (Date.parse(b.valid_from) > Date.parse(a.valid_from) ? b : a));
        meterPoints.set(point.mpan, {
          gsp: `_${latest.tariff_code.slice(-1)}` as Region,
          mpan: point.mpan,
          profile_class: point.profile_class,
        });
        const { start, end } = span(agreements);
        const profile = point.is_export === true ? 'export' : point.profile_class === 2 ? 'economy-7' : 'domestic';
        // An export meter point records no expected consumption; 2 500 kWh a year is a 3 kW roof.
        const annual =
          profile === 'export'
            ? 2500
            : profile === 'economy-7'
              ? point.consumption_day + point.consumption_night
              : point.consumption_standard;
        for (const meter of point.meters as Array<{ serial_number: string }>) {
          meters.set(`electricity/${point.mpan}/${meter.serial_number}`, {
            accountNumber: account.number,
            series: consumptionSeries(meter.serial_number, profile, start, end, annual),
          });
        }
      }
      // biome-ignore lint/suspicious/noExplicitAny: the dataset's meter points are untyped JSON
      for (const point of property.gas_meter_points as Array<Record<string, any>>) {
        const { start, end } = span(point.agreements as Agreement[]);
        for (const meter of point.meters as Array<{ serial_number: string }>) {
          // SMETS2 gas meters (serials E6S...) report cubic metres.
          meters.set(`gas/${point.mprn}/${meter.serial_number}`, {
            accountNumber: account.number,
            series: consumptionSeries(meter.serial_number, 'gas', start, end, point.consumption_standard * M3_PER_KWH),
          });
        }
      }
    }
  }
  return { meters, meterPoints };
}

/** The path parameters of a consumption request. */
export interface ConsumptionRequest {
  fuel: 'electricity' | 'gas';
  meterPoint: string;
  serialNumber: string;
  /** The request path (without query) for pagination links. */
  path: string;
}

function readChoice<T extends string>(
  query: Query,
  name: string,
  choices: readonly T[],
  errors: FieldErrors,
): T | undefined {
  // The lenient reading has already dropped empty values; the strict one keeps them, and refuses them here.
  const value = query.values.get(name);
  if (value === undefined) return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T;
  addError(errors, name, `Select a valid choice. ${truncate(value)} is not one of the available choices.`);
  return undefined;
}

/**
 * GET /{electricity|gas}-meter-points/{id}/meters/{serial_number}/consumption/: authentication first
 * (401), then the parameters (400), then ownership (404 for another account's meter or an unknown one).
 */
export function listConsumption(
  ctx: HandlerContext,
  index: MeterIndex,
  req: ConsumptionRequest,
  query: Query,
  errors: FieldErrors,
  auth: AuthResult,
): Answer {
  if (!auth.ok) return detail(401, auth.message, UNAUTHORIZED_HEADERS);
  const from = readDateTime(query, 'period_from', errors);
  const to = readDateTime(query, 'period_to', errors);
  const order = readChoice(query, 'order_by', ['period', '-period'] as const, errors) ?? '-period';
  const groupBy = readChoice<GroupBy>(query, 'group_by', GROUP_BY, errors);
  const { page, pageSize } = readPagination(query, errors, { maxPageSize: MAX_CONSUMPTION_PAGE_SIZE });
  checkPeriod(query, from, to, errors);
  if (Object.keys(errors).length > 0) return json(400, errors);
  const meter = index.meters.get(`${req.fuel}/${req.meterPoint}/${req.serialNumber}`);
  if (meter === undefined || meter.accountNumber !== auth.accountNumber) return detail(404, NOT_FOUND_MESSAGE);
  const { series } = meter;
  const start = series.start;
  const n = readableHalfHours(series, ctx.now);
  // The half-hours overlapping [from, to): k with start + k*30min < to and start + (k+1)*30min > from.
  const kLo = from === undefined ? 0 : Math.min(n, Math.max(0, Math.floor((from - start) / HALF_HOUR_MS)));
  const kHi = to === undefined ? n : Math.min(n, Math.max(0, Math.ceil((to - start) / HALF_HOUR_MS)));
  // Half-hours, or groups (a group starts at its group's start and ends with its last half-hour inside
  // the period and the data, as the platform, which truncates each reading's time to its group).
  const lo = start + kLo * HALF_HOUR_MS;
  const hi = start + kHi * HALF_HOUR_MS;
  const empty = kHi <= kLo;
  const base = groupBy === undefined ? kLo : empty ? 0 : groupIndex(groupBy, lo);
  const count = empty ? 0 : groupBy === undefined ? kHi - kLo : groupIndex(groupBy, hi - 1) - base + 1;
  const slice = paginate(count, page, pageSize, `${ctx.origin}${req.path}`, query);
  if (slice === null) return detail(404, 'Invalid page.');
  const descending = order === '-period';
  // The page's boundaries in time order, each computed and written once (an interval ends where the
  // next starts), and its readings summed in one pass.
  const first = base + (descending ? count - slice.end : slice.offset);
  const bounds: number[] = [];
  const labels: string[] = [];
  const edges: number[] = [];
  for (let i = first; i <= first + slice.end - slice.offset; i++) {
    const t = groupBy === undefined ? start + i * HALF_HOUR_MS : groupStart(groupBy, i);
    bounds.push(t);
    labels.push(formatLondon(t));
    edges.push((Math.min(hi, Math.max(lo, t)) - start) / HALF_HOUR_MS);
  }
  const sums = sumUnits(series, edges);
  const results: Consumption[] = [];
  for (let j = slice.offset; j < slice.end; j++) {
    const i = descending ? slice.end - 1 - j : j - slice.offset;
    results.push({
      consumption: sums[i]! / 1000,
      interval_start: labels[i]!,
      interval_end: bounds[i + 1]! <= hi ? labels[i + 1]! : formatLondon(hi),
    });
  }
  return json(200, { count, next: slice.next, previous: slice.previous, results });
}

/** GET /electricity-meter-points/{mpan}/: public; 400 for a query the app refused (too long), 404 for an MPAN the data set does not know. */
export function getMeterPoint(index: MeterIndex, mpan: string, errors: FieldErrors): Answer {
  if (Object.keys(errors).length > 0) return json(400, errors);
  const point = index.meterPoints.get(mpan);
  return point === undefined ? detail(404, NOT_FOUND_MESSAGE) : json(200, point);
}

/** GET /industry/grid-supply-points/: the group of `postcode`'s area, every group without one. */
export function listGridSupplyPoints(ctx: HandlerContext, query: Query, errors: FieldErrors, path: string): Answer {
  const postcode = query.values.get('postcode');
  if (postcode !== undefined && postcode.length > 16)
    addError(errors, 'postcode', `Ensure this field has no more than 16 characters, got ${postcode.length}.`);
  // Under the strict reading an empty value is not "absent" but a non-canonical one.
  if (postcode === '') addError(errors, 'postcode', 'This field may not be blank.');
  const { page, pageSize } = readPagination(query, errors);
  if (Object.keys(errors).length > 0) return json(400, errors);
  let groups: readonly Region[] = REGIONS;
  if (postcode !== undefined && postcode.trim() !== '') {
    const region = regionOfPostcode(postcode);
    groups = region === null ? [] : [region];
  }
  const slice = paginate(groups.length, page, pageSize, `${ctx.origin}${path}`, query);
  if (slice === null) return detail(404, 'Invalid page.');
  const body: GridSupplyPointList = {
    count: groups.length,
    next: slice.next,
    previous: slice.previous,
    results: groups.slice(slice.offset, slice.end).map((group_id) => ({ group_id })),
  };
  return json(200, body);
}
