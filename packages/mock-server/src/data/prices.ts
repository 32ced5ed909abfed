/**
 * Price levels as functions of (tariff, interval, instant): no table of prices exists anywhere,
 * each value is recomputed from the seed-derived factors and a hash of the interval index.
 */
import { londonHourOfDay, utcYearMonth } from '@energy-contracts/schema-tools/london-time';
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

/**
 * `Math.round` in the form V8's optimised code (Node 20) makes cheaper, for the per-record loops: the same
 * integer below 2^52 in magnitude (+0 for its -0); x + 0.5 is exact there but for the double below 0.5.
 */
export function roundHalfUp(x: number): number {
  return x === 0.49999999999999994 ? 0 : Math.floor(x + 0.5);
}

/** Rounds to 2 decimals, never producing -0. */
export function round2(value: number): number {
  const r = roundHalfUp(value * 100) / 100;
  return r === 0 ? 0 : r;
}

/** Rounds to 4 decimals (the inc-VAT value keeps the product's precision), never producing -0. */
export function round4(value: number): number {
  const r = roundHalfUp(value * 10_000) / 10_000;
  return r === 0 ? 0 : r;
}

/** Price of a half-hour of a dynamic or time-of-use tariff, from its local London hour. */
export function halfHourPrice(kind: PricingKind, key: number, index: number, utcMs: number, factor: number): number {
  return priceAtHour(kind, key, index, londonHourOfDay(utcMs), marketLevel(utcMs) * factor);
}

function priceAtHour(kind: PricingKind, key: number, index: number, h: number, level: number): number {
  if (kind === 'agile') return agilePrice(key, index, h, level);
  if (kind === 'agile-outgoing') return agilePrice(key, index, h, level) * 0.45 + 1.5;
  const rate = TIME_OF_USE.get(kind);
  return (rate === undefined ? 20 : rate(h)) * level;
}

// The price shapes, from the London hour h (13.5 for 13:30) and the level (market level times the
// tariff's factor).

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

function agilePrice(key: number, index: number, h: number, level: number): number {
  const noise = (hashUnit(key, index, 1) - 0.5) * 8;
  let price = 16 * level + agileShape(h) * level + noise;
  if (agileMayGoNegative(h) && hashUnit(key, index, 2) < 0.025) price = -0.1 - hashUnit(key, index, 3) * 6;
  return Math.min(price, 100);
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

// The time-of-use kinds: price = rate by London hour * level.
const TIME_OF_USE: ReadonlyMap<PricingKind, (h: number) => number> = new Map([
  ['go', goRate],
  ['cosy', cosyRate],
  ['flux-import', fluxImportRate],
  ['flux-export', fluxExportRate],
]);
