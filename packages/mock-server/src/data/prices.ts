/**
 * Price levels as functions of (tariff, interval, instant): no table of prices exists anywhere,
 * each value is recomputed from the seed-derived factors and a hash of the interval index.
 */
import { bstRange, DAY_MS, HALF_HOUR_MS, HOUR_MS, londonHourOfDay, utcYear, utcYearMonth } from '@energy-contracts/schema-tools/london-time';
import { hashUnit } from '@energy-contracts/schema-tools/seeded-random';
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
// londonHourOfDay gives) only for instants on the half-hour grid that stay integers.
const MAX_INSTANT = 8.64e15;

/**
 * `halfHourPrice` of n consecutive half-hours, newest first: out[p] is the price of half-hour
 * `first - p`, starting at `firstStart - p * 30 min`. The same numbers, with the market level and
 * the London offset worked out once per UTC day and the London hour stepped by half an hour per
 * record (a cold charge page prices some 1 500 half-hours). An instant off the half-hour grid
 * takes the per-record path.
 * @example halfHourPrices('agile', key, 1.0, 99, start + 99 * HALF_HOUR_MS, 48, out)
 */
export function halfHourPrices(kind: PricingKind, key: number, factor: number, first: number, firstStart: number, n: number, out: Float64Array): void {
  const last = firstStart - (n - 1) * HALF_HOUR_MS;
  if (!(firstStart % HALF_HOUR_MS === 0 && firstStart <= MAX_INSTANT && last >= -MAX_INSTANT)) {
    for (let p = 0; p < n; p++) out[p] = halfHourPrice(kind, key, first - p, firstStart - p * HALF_HOUR_MS, factor);
    return;
  }
  let day = Number.NaN;
  let level = 0;
  let bstStart = 0;
  let bstEnd = 0;
  let p = 0;
  while (p < n) {
    // One run: the half-hours from utcMs back that share the UTC day (market level, BST range),
    // the London offset and the London day, so their London hours fall by exactly 0.5 each.
    const utcMs = firstStart - p * HALF_HOUR_MS;
    const d = Math.floor(utcMs / DAY_MS);
    if (d !== day) {
      // marketLevel reads the UTC month, and the BST range is the UTC year's: both hold for the day.
      day = d;
      level = marketLevel(utcMs) * factor;
      const range = bstRange(utcYear(utcMs));
      bstStart = range[0];
      bstEnd = range[1];
    }
    // londonHourOfDay, with the day's BST range.
    const local = utcMs + (utcMs >= bstStart && utcMs < bstEnd ? HOUR_MS : 0);
    const inDay = local - Math.floor(local / DAY_MS) * DAY_MS;
    let from = Math.max(d * DAY_MS, utcMs - inDay);
    if (bstStart <= utcMs && bstStart > from) from = bstStart;
    if (bstEnd <= utcMs && bstEnd > from) from = bstEnd;
    const count = Math.min(n - p, (utcMs - from) / HALF_HOUR_MS + 1);
    fillRun(kind, key, first - p, inDay / HALF_HOUR_MS, level, out, p, count);
    p += count;
  }
}

// out[at + q] = price of index - q at London half-hour slot - q (hour (slot - q) / 2), q < count:
// the kind's switch once per run, not per record.
function fillRun(kind: PricingKind, key: number, index: number, slot: number, level: number, out: Float64Array, at: number, count: number): void {
  switch (kind) {
    case 'agile':
      for (let q = 0; q < count; q++) out[at + q] = agilePrice(key, index - q, (slot - q) * 0.5, level);
      return;
    case 'agile-outgoing':
      for (let q = 0; q < count; q++) out[at + q] = agileOutgoingPrice(agilePrice(key, index - q, (slot - q) * 0.5, level));
      return;
    case 'go':
      for (let q = 0; q < count; q++) out[at + q] = goPrice((slot - q) * 0.5, level);
      return;
    case 'cosy':
      for (let q = 0; q < count; q++) out[at + q] = cosyPrice((slot - q) * 0.5, level);
      return;
    case 'flux-import':
      for (let q = 0; q < count; q++) out[at + q] = fluxImportPrice((slot - q) * 0.5, level);
      return;
    case 'flux-export':
      for (let q = 0; q < count; q++) out[at + q] = fluxExportPrice((slot - q) * 0.5, level);
      return;
    default:
      for (let q = 0; q < count; q++) out[at + q] = priceAtHour(kind, key, index - q, (slot - q) * 0.5, level);
  }
}

function priceAtHour(kind: PricingKind, key: number, index: number, h: number, level: number): number {
  switch (kind) {
    case 'agile':
      return agilePrice(key, index, h, level);
    case 'agile-outgoing':
      return agileOutgoingPrice(agilePrice(key, index, h, level));
    case 'go':
      return goPrice(h, level);
    case 'cosy':
      return cosyPrice(h, level);
    case 'flux-import':
      return fluxImportPrice(h, level);
    case 'flux-export':
      return fluxExportPrice(h, level);
    default:
      return 20 * level;
  }
}

// The price shapes, one per pricing kind, from the London hour h (13.5 for 13:30) and the level
// (market level times the tariff's factor): halfHourPrice and halfHourPrices both call these.

function agilePrice(key: number, index: number, h: number, level: number): number {
  let shape = 0;
  if (h < 4) shape = -5;
  else if (h < 7) shape = -3;
  else if (h >= 16 && h < 19) shape = 14;
  else if (h >= 19 && h < 23) shape = 2;
  else if (h >= 23) shape = -3;
  const noise = (hashUnit(key, index, 1) - 0.5) * 8;
  let price = 16 * level + shape * level + noise;
  // Windy nights and sunny middays push wholesale prices below zero now and then.
  if ((h < 7 || (h >= 11 && h < 16)) && hashUnit(key, index, 2) < 0.025) price = -0.1 - hashUnit(key, index, 3) * 6;
  return Math.min(price, 100);
}

function agileOutgoingPrice(agile: number): number {
  return agile * 0.45 + 1.5;
}

function goPrice(h: number, level: number): number {
  return h >= 0.5 && h < 4.5 ? 8.5 * level : 26 * level;
}

function cosyPrice(h: number, level: number): number {
  if ((h >= 4 && h < 7) || (h >= 13 && h < 16) || h >= 22) return 13 * level;
  if (h >= 16 && h < 19) return 40 * level;
  return 27 * level;
}

function fluxImportPrice(h: number, level: number): number {
  if (h >= 2 && h < 5) return 15 * level;
  if (h >= 16 && h < 19) return 35 * level;
  return 25 * level;
}

function fluxExportPrice(h: number, level: number): number {
  if (h >= 2 && h < 5) return 7 * level;
  if (h >= 16 && h < 19) return 26 * level;
  return 15 * level;
}

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
