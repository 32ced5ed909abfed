/**
 * Price levels as functions of (tariff, interval, instant): no table of prices exists anywhere,
 * each value is recomputed from the seed-derived factors and a hash of the interval index.
 */
import {
  bstRange,
  civilFromDays,
  DAY_MS,
  HALF_HOUR_MS,
  HOUR_MS,
  londonHourOfDay,
  utcFromFields,
  utcYearMonth,
} from '@energy-contracts/schema-tools/london-time';
import { hashUnit, hashUnit32 } from '@energy-contracts/schema-tools/seeded-random';
import type { PricingKind } from './product-catalogue.js';

/** Which charge a series prices. */
export type ChargeKind = 'standard-unit-rates' | 'standing-charges' | 'day-unit-rates' | 'night-unit-rates';

/** Base levels (pence, without VAT) at 2024 prices. */
export const BASE = {
  electricityStandard: 23,
  electricityDay: 27,
  electricityNight: 12.5,
  gasStandard: 5.6,
  electricityStanding: 45,
  gasStanding: 28.5,
  exportFixed: 15,
} as const;

/** Wholesale level relative to 2024: cheap before late 2021, the 2022-23 crisis, then easing. */
export function marketLevel(utcMs: number): number {
  const y = utcYearMonth(utcMs);
  if (y < 2021.75) return 0.55 + 0.01 * Math.max(0, y - 2016);
  if (y < 2022.25) return 0.8;
  if (y < 2022.75) return 1.15;
  if (y < 2023.5) return 1.4;
  if (y < 2024) return 1.1;
  return Math.max(0.9, 1 - 0.02 * (y - 2024));
}

/** Standing charges rose in steps with network costs. */
export function standingLevel(utcMs: number): number {
  const y = utcYearMonth(utcMs);
  if (y < 2022.25) return 0.45;
  if (y < 2023.25) return 0.85;
  return 1;
}

/** Rounds to 2 decimals, never producing -0. */
export function round2(value: number): number {
  const r = Math.round(value * 100) / 100;
  return r === 0 ? 0 : r;
}

/** Rounds to 4 decimals (the inc-VAT value keeps the product's precision), never producing -0. */
export function round4(value: number): number {
  const r = Math.round(value * 10_000) / 10_000;
  return r === 0 ? 0 : r;
}

/** Price of a half-hour of a dynamic or time-of-use tariff, from its local London hour. */
export function halfHourPrice(kind: PricingKind, key: number, index: number, utcMs: number, factor: number): number {
  return priceAtHour(kind, key, index, londonHourOfDay(utcMs), marketLevel(utcMs) * factor);
}

// The batch below steps the London hour by half-hours, which is exact (and the same number
// londonHourOfDay gives) for instants on the half-hour grid within Date's range; it hashes with
// hashUnit32, the same as hashUnit for indexes in [0, 2^32). Other inputs take the per-record path.
const MAX_INSTANT = 8.64e15;
const MAX_INDEX = 0xffff_ffff;

/**
 * `halfHourPrice` of n consecutive half-hours, newest first: out[p] is the price of half-hour
 * `first - p`, starting at `firstStart - p * 30 min`. The same numbers, with the market level and
 * the London offset worked out once per UTC month, the London hour stepped by half an hour per
 * record and one loop per pricing kind (a cold charge page prices some 1 500 half-hours).
 * @example halfHourPrices('agile', key, 1.0, 99, start + 99 * HALF_HOUR_MS, 48, out)
 */
export function halfHourPrices(
  kind: PricingKind,
  key: number,
  factor: number,
  first: number,
  firstStart: number,
  n: number,
  out: Float64Array,
): void {
  const onGrid =
    firstStart % HALF_HOUR_MS === 0 && firstStart <= MAX_INSTANT && firstStart - (n - 1) * HALF_HOUR_MS >= -MAX_INSTANT;
  if (!(onGrid && Number.isInteger(first) && first <= MAX_INDEX && first - (n - 1) >= 0)) {
    for (let p = 0; p < n; p++) out[p] = halfHourPrice(kind, key, first - p, firstStart - p * HALF_HOUR_MS, factor);
    return;
  }
  const rates = TIME_OF_USE.get(kind)?.table;
  let p = 0;
  while (p < n) {
    // One run: the half-hours from utcMs back that share the UTC month (market level, BST range),
    // the London offset and the London day, so their London hours fall by exactly 0.5 each.
    const utcMs = firstStart - p * HALF_HOUR_MS;
    if (!(utcMs >= monthFrom && utcMs < monthTo)) useMonth(utcMs);
    const level = monthMarket * factor;
    // londonHourOfDay, with the month's BST range.
    const local = utcMs + (utcMs >= monthBstStart && utcMs < monthBstEnd ? HOUR_MS : 0);
    const inDay = local - Math.floor(local / DAY_MS) * DAY_MS;
    let from = Math.max(monthFrom, utcMs - inDay);
    if (monthBstStart <= utcMs && monthBstStart > from) from = monthBstStart;
    if (monthBstEnd <= utcMs && monthBstEnd > from) from = monthBstEnd;
    const count = Math.min(n - p, (utcMs - from) / HALF_HOUR_MS + 1);
    const slot = inDay / HALF_HOUR_MS;
    if (rates !== undefined) timeOfUseRun(rates, slot, level, out, p, count);
    else if (kind === 'agile') agileRun(key, first - p, slot, level, out, p, count);
    else if (kind === 'agile-outgoing') agileOutgoingRun(key, first - p, slot, level, out, p, count);
    else for (let q = 0; q < count; q++) out[p + q] = priceAtHour(kind, key, first - p - q, (slot - q) / 2, level);
    p += count;
  }
}

// The UTC month of the last run: its [from, to) instants, market level and its year's BST range
// (marketLevel reads the UTC month; the BST range is the UTC year's). Consecutive pages walk the
// same months.
let monthFrom = 0;
let monthTo = 0;
let monthMarket = 0;
let monthBstStart = 0;
let monthBstEnd = 0;

function useMonth(utcMs: number): void {
  const days = Math.floor(utcMs / DAY_MS);
  const [year, month, day] = civilFromDays(days);
  monthFrom = (days - day + 1) * DAY_MS;
  monthTo = utcFromFields(year, month + 1, 1);
  monthMarket = marketLevel(utcMs);
  const range = bstRange(year);
  monthBstStart = range[0];
  monthBstEnd = range[1];
}

// The runs: out[at + q] for q < count is the price of half-hour index - q, at London half-hour slot
// slot - q (hour (slot - q) / 2). One small function per kind, so that each loop is optimised alone.

function agileRun(
  key: number,
  index: number,
  slot: number,
  level: number,
  out: Float64Array,
  at: number,
  count: number,
): void {
  for (let q = 0; q < count; q++)
    out[at + q] = agilePrice(
      hashUnit32,
      key,
      index - q,
      AGILE_SHAPE[slot - q]!,
      AGILE_MAY_GO_NEGATIVE[slot - q]!,
      level,
    );
}

function agileOutgoingRun(
  key: number,
  index: number,
  slot: number,
  level: number,
  out: Float64Array,
  at: number,
  count: number,
): void {
  for (let q = 0; q < count; q++)
    out[at + q] = agileOutgoingPrice(
      agilePrice(hashUnit32, key, index - q, AGILE_SHAPE[slot - q]!, AGILE_MAY_GO_NEGATIVE[slot - q]!, level),
    );
}

function timeOfUseRun(
  rates: Float64Array,
  slot: number,
  level: number,
  out: Float64Array,
  at: number,
  count: number,
): void {
  for (let q = 0; q < count; q++) out[at + q] = rates[slot - q]! * level;
}

function priceAtHour(kind: PricingKind, key: number, index: number, h: number, level: number): number {
  if (kind === 'agile') return agilePrice(hashUnit, key, index, agileShape(h), agileMayGoNegative(h), level);
  if (kind === 'agile-outgoing')
    return agileOutgoingPrice(agilePrice(hashUnit, key, index, agileShape(h), agileMayGoNegative(h), level));
  const timeOfUse = TIME_OF_USE.get(kind);
  return (timeOfUse === undefined ? 20 : timeOfUse.rate(h)) * level;
}

// The price shapes, from the London hour h (13.5 for 13:30) and the level (market level times the
// tariff's factor). halfHourPrice calls them; halfHourPrices reads them from tables of the 48
// half-hours of a London day built by the same functions.

function agileShape(h: number): number {
  if (h < 4) return -5;
  if (h < 7) return -3;
  if (h >= 16 && h < 19) return 14;
  if (h >= 19 && h < 23) return 2;
  if (h >= 23) return -3;
  return 0;
}

// Windy nights and sunny middays push wholesale prices below zero now and then.
function agileMayGoNegative(h: number): boolean {
  return h < 7 || (h >= 11 && h < 16);
}

// `hash` is hashUnit, or hashUnit32 where the index is known to be in [0, 2^32) (the same values).
function agilePrice(
  hash: typeof hashUnit,
  key: number,
  index: number,
  shape: number,
  mayGoNegative: boolean,
  level: number,
): number {
  const noise = (hash(key, index, 1) - 0.5) * 8;
  let price = 16 * level + shape * level + noise;
  if (mayGoNegative && hash(key, index, 2) < 0.025) price = -0.1 - hash(key, index, 3) * 6;
  return Math.min(price, 100);
}

function agileOutgoingPrice(agile: number): number {
  return agile * 0.45 + 1.5;
}

function goRate(h: number): number {
  return h >= 0.5 && h < 4.5 ? 8.5 : 26;
}

function cosyRate(h: number): number {
  if ((h >= 4 && h < 7) || (h >= 13 && h < 16) || h >= 22) return 13;
  if (h >= 16 && h < 19) return 40;
  return 27;
}

function fluxImportRate(h: number): number {
  if (h >= 2 && h < 5) return 15;
  if (h >= 16 && h < 19) return 35;
  return 25;
}

function fluxExportRate(h: number): number {
  if (h >= 2 && h < 5) return 7;
  if (h >= 16 && h < 19) return 26;
  return 15;
}

/** A function of the hour of day, tabled for the 48 half-hours of a London day (slot s is hour s / 2). */
function halfHourTable(f: (h: number) => number): Float64Array {
  return Float64Array.from({ length: 48 }, (_, slot) => f(slot / 2));
}

const AGILE_SHAPE = halfHourTable(agileShape);
const AGILE_MAY_GO_NEGATIVE = Array.from({ length: 48 }, (_, slot) => agileMayGoNegative(slot / 2));
// The time-of-use kinds (price = rate * level), each with its rate by London hour (priceAtHour)
// and that rate tabled for the 48 half-hours (halfHourPrices): one list for both paths.
const TIME_OF_USE: ReadonlyMap<PricingKind, { rate: (h: number) => number; table: Float64Array }> = new Map(
  (
    [
      ['go', goRate],
      ['cosy', cosyRate],
      ['flux-import', fluxImportRate],
      ['flux-export', fluxExportRate],
    ] as const
  ).map(([kind, rate]) => [kind, { rate, table: halfHourTable(rate) }]),
);

const FRACTION_PAD = ['', '0', '00', '000'];

/**
 * JSON text of an integer count of 10^-digits units, byte-identical to JSON.stringify(units / 10^digits)
 * for the magnitudes prices have, but built from integers (double-to-string is the hot spot of a
 * charge page).
 * @example scaledJson(-2205, 3) // '-2.205'
 */
export function scaledJson(units: number, digits: 2 | 4): string {
  if (units === 0) return '0';
  const scale = digits === 2 ? 100 : 10_000;
  const abs = units < 0 ? -units : units;
  const whole = Math.floor(abs / scale);
  let frac = abs - whole * scale;
  const sign = units < 0 ? '-' : '';
  if (frac === 0) return `${sign}${whole}`;
  let width = digits;
  while (frac % 10 === 0) {
    frac /= 10;
    width--;
  }
  const text = String(frac);
  return `${sign}${whole}.${FRACTION_PAD[width - text.length] ?? ''}${text}`;
}
