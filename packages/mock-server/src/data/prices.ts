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

/**
 * `halfHourPrice` of n consecutive half-hours, newest first: out[p] is the price of half-hour
 * `first - p`, starting at `firstStart - p * 30 min`. The same numbers, with the market level and
 * the London offset worked out once per UTC day instead of once per half-hour (a cold charge page
 * prices some 1 500 half-hours).
 * @example halfHourPrices('agile', key, 1.0, 99, start + 99 * HALF_HOUR_MS, 48, out)
 */
export function halfHourPrices(kind: PricingKind, key: number, factor: number, first: number, firstStart: number, n: number, out: Float64Array): void {
  let day = Number.NaN;
  let level = 0;
  let bstStart = 0;
  let bstEnd = 0;
  for (let p = 0; p < n; p++) {
    const utcMs = firstStart - p * HALF_HOUR_MS;
    const d = Math.floor(utcMs / DAY_MS);
    if (d !== day) {
      // marketLevel reads the UTC month, and the BST range is the UTC year's: both hold for the day.
      day = d;
      level = marketLevel(utcMs) * factor;
      [bstStart, bstEnd] = bstRange(utcYear(utcMs));
    }
    // londonHourOfDay, with the day's BST range.
    const local = utcMs + (utcMs >= bstStart && utcMs < bstEnd ? HOUR_MS : 0);
    out[p] = priceAtHour(kind, key, first - p, (local - Math.floor(local / DAY_MS) * DAY_MS) / HOUR_MS, level);
  }
}

function priceAtHour(kind: PricingKind, key: number, index: number, h: number, level: number): number {
  switch (kind) {
    case 'agile':
    case 'agile-outgoing': {
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
      price = Math.min(price, 100);
      return kind === 'agile' ? price : price * 0.45 + 1.5;
    }
    case 'go':
      return h >= 0.5 && h < 4.5 ? 8.5 * level : 26 * level;
    case 'cosy':
      if ((h >= 4 && h < 7) || (h >= 13 && h < 16) || h >= 22) return 13 * level;
      if (h >= 16 && h < 19) return 40 * level;
      return 27 * level;
    case 'flux-import':
      if (h >= 2 && h < 5) return 15 * level;
      if (h >= 16 && h < 19) return 35 * level;
      return 25 * level;
    case 'flux-export':
      if (h >= 2 && h < 5) return 7 * level;
      if (h >= 16 && h < 19) return 26 * level;
      return 15 * level;
    default:
      return 20 * level;
  }
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
