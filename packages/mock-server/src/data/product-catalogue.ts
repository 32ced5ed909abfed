/**
 * The hand-written product catalogue: several dozen products across the five brands seen on the
 * platform, with the real codes of platform-facts.md among them. The products are data, in
 * product-catalogue.json (one object per product, as `ProductDefinition` describes). Prices are not
 * there; they are derived from the seed (see prices.ts), so the catalogue itself is stable across
 * seeds. AGILE-24-04-03's price series starts in 2016 so that deep pages of a ten-year range can be
 * exercised; VAR-22-11-01's tariffs are grouped under `varying` alone, in every region, as in the
 * platform's record.
 */
import type { Direction, PaymentMethodKey, Region } from '@energy-contracts/types/rest';
import catalogue from './product-catalogue.json' with { type: 'json' };

/** How a product's unit rates move over time. */
export const PRICING_KINDS = [
  'agile', // half-hourly, dynamic, sometimes negative
  'agile-outgoing', // half-hourly export prices
  'go', // half-hourly time-of-use bands (cheap night window)
  'cosy', // half-hourly time-of-use bands (three cheap windows, evening peak)
  'flux-import',
  'flux-export',
  'variable', // changes at the quarterly price-cap dates
  'tracker', // changes every local day
  'fixed', // one price for the whole term
  'export-fixed',
] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

// Payment-method keys, regions, directions: the contract's types, not a copy.
export type { PaymentMethodKey, Region };

/**
 * The brands the platform's products are sold under.
 * @example BRANDS.includes(definition.brand) // true
 */
export const BRANDS = ['OCTOPUS_ENERGY', 'BULB', 'COOP_ENERGY', 'LONDON_POWER', 'AFFECT_ENERGY'] as const;

/** The first part of a tariff code: the register kind (single rate, dual rate, gas). */
export type TariffPrefix = 'E-1R' | 'E-2R' | 'G-1R';

/** One product of the catalogue, before prices. */
export interface ProductDefinition {
  code: string;
  brand: (typeof BRANDS)[number];
  direction: Direction;
  fullName: string;
  displayName: string;
  description: string;
  pricing: PricingKind;
  isGreen?: boolean;
  isPrepay?: boolean;
  isBusiness?: boolean;
  isRestricted?: boolean;
  /** Local London date the product became available (`YYYY-MM-DD`). */
  availableFrom: string;
  /** Local London date it was withdrawn; absent while still on sale. */
  availableTo?: string;
  /** Local London date the tariffs' price history starts; absent means availableFrom. */
  pricesFrom?: string;
  /** Which tariff groups the product has. */
  registers: { single: boolean; dual: boolean; gas: boolean };
  paymentMethods: readonly PaymentMethodKey[];
}

/** The catalogue, in no particular order (the API sorts by code); test/data/product-catalogue.test.ts checks each field. */
export const PRODUCT_DEFINITIONS = catalogue as readonly ProductDefinition[];

/**
 * The tariff-code prefixes of a product's registers with each register's name, in the order
 * tariff codes are listed: `E-1R` single, `E-2R` dual, `G-1R` gas.
 * @example tariffKinds(definition) // [['E-1R', 'single'], ['G-1R', 'gas']]
 */
export function tariffKinds(def: ProductDefinition): Array<[TariffPrefix, 'single' | 'dual' | 'gas']> {
  const kinds: Array<[TariffPrefix, 'single' | 'dual' | 'gas']> = [];
  if (def.registers.single) kinds.push(['E-1R', 'single']);
  if (def.registers.dual) kinds.push(['E-2R', 'dual']);
  if (def.registers.gas) kinds.push(['G-1R', 'gas']);
  return kinds;
}

/** The 14 GSP groups, as tariff-group keys, in the platform's order. */
const GSP_GROUPS = ['_A', '_B', '_C', '_D', '_E', '_F', '_G', '_H', '_J', '_K', '_L', '_M', '_N', '_P'] as const;
export const REGIONS = GSP_GROUPS satisfies readonly Region[];
// Every region of the contract is in the list (a region added to the contract fails to compile here).
const EVERY_REGION: Exclude<Region, (typeof REGIONS)[number]> extends never ? true : never = true;
void EVERY_REGION;
