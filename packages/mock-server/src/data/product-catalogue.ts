/**
 * The hand-written product catalogue: several dozen products across the five brands seen on the
 * platform, with the real codes of platform-facts.md among them. Prices are not here; they are
 * derived from the seed (see prices.ts), so the catalogue itself is stable across seeds.
 */
import type { Direction, PaymentMethodKey, Region } from '@energy-contracts/types/rest';

/** How a product's unit rates move over time. */
export type PricingKind =
  | 'agile' // half-hourly, dynamic, sometimes negative
  | 'agile-outgoing' // half-hourly export prices
  | 'go' // half-hourly time-of-use bands (cheap night window)
  | 'cosy' // half-hourly time-of-use bands (three cheap windows, evening peak)
  | 'flux-import'
  | 'flux-export'
  | 'variable' // changes at the quarterly price-cap dates
  | 'tracker' // changes every local day
  | 'fixed' // one price for the whole term
  | 'export-fixed';

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

const ALL = { single: true, dual: true, gas: true } as const;
const SINGLE_GAS = { single: true, dual: false, gas: true } as const;
const SINGLE = { single: true, dual: false, gas: false } as const;
const ELEC = { single: true, dual: true, gas: false } as const;
const DD = ['direct_debit_monthly'] as const;
const VARIABLE_PM = ['direct_debit_monthly', 'varying'] as const;
const PREPAY = ['prepayment'] as const;
const BUSINESS_PM = ['direct_debit_quarterly', 'porob'] as const;

/** The catalogue, in no particular order (the API sorts by code). */
export const PRODUCT_DEFINITIONS: readonly ProductDefinition[] = [
  // Octopus Energy: dynamic and time-of-use
  {
    code: 'AGILE-18-02-21',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Agile Octopus February 2018',
    displayName: 'Agile Octopus',
    description: 'Half-hourly prices that follow the wholesale market, published a day ahead.',
    pricing: 'agile',
    isGreen: true,
    availableFrom: '2018-02-21',
    availableTo: '2022-11-25',
    registers: SINGLE,
    paymentMethods: DD,
  },
  {
    code: 'AGILE-FLEX-22-11-25',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Agile Octopus November 2022 v1',
    displayName: 'Agile Octopus',
    description: 'Half-hourly prices that follow the wholesale market, capped at 100p/kWh.',
    pricing: 'agile',
    isGreen: true,
    availableFrom: '2022-11-25',
    availableTo: '2024-04-03',
    registers: SINGLE,
    paymentMethods: DD,
  },
  // The long price series (since 2016) exists so that deep pages of a ten-year range can be exercised.
  {
    code: 'AGILE-24-04-03',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Agile Octopus April 2024 v1',
    displayName: 'Agile Octopus',
    description:
      'With Agile Octopus, you get access to half-hourly energy prices, tied to wholesale prices and updated daily. Prices can go negative.',
    pricing: 'agile',
    isGreen: true,
    availableFrom: '2024-04-03',
    pricesFrom: '2016-01-01',
    registers: SINGLE,
    paymentMethods: DD,
  },
  {
    code: 'AGILE-OUTGOING-19-05-13',
    brand: 'OCTOPUS_ENERGY',
    direction: 'EXPORT',
    fullName: 'Agile Outgoing Octopus May 2019',
    displayName: 'Agile Outgoing Octopus',
    description: 'Half-hourly export prices for the electricity you sell back to the grid.',
    pricing: 'agile-outgoing',
    isGreen: true,
    availableFrom: '2019-05-13',
    registers: SINGLE,
    paymentMethods: DD,
  },
  {
    code: 'COSY-22-12-08',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Cosy Octopus',
    displayName: 'Cosy Octopus',
    description: 'A heat pump tariff with two cheap windows a day and an evening peak.',
    pricing: 'cosy',
    isGreen: true,
    availableFrom: '2022-12-08',
    registers: SINGLE,
    paymentMethods: DD,
  },
  {
    code: 'FLUX-IMPORT-23-02-14',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus Flux Import February 2023',
    displayName: 'Octopus Flux',
    description: 'For homes with solar and a battery: cheap overnight, dear at the evening peak.',
    pricing: 'flux-import',
    isGreen: true,
    availableFrom: '2023-02-14',
    registers: SINGLE,
    paymentMethods: DD,
  },
  {
    code: 'FLUX-EXPORT-23-02-14',
    brand: 'OCTOPUS_ENERGY',
    direction: 'EXPORT',
    fullName: 'Octopus Flux Export February 2023',
    displayName: 'Octopus Flux Export',
    description: '',
    pricing: 'flux-export',
    isGreen: true,
    availableFrom: '2023-02-14',
    registers: SINGLE,
    paymentMethods: DD,
  },
  {
    code: 'GO-18-06-12',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus Go June 2018',
    displayName: 'Octopus Go',
    description: 'A cheap overnight window for charging an electric vehicle.',
    pricing: 'go',
    isGreen: true,
    availableFrom: '2018-06-12',
    availableTo: '2020-02-12',
    registers: SINGLE,
    paymentMethods: DD,
  },
  {
    code: 'GO-VAR-22-10-14',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus Go October 2022 v1',
    displayName: 'Octopus Go',
    description: 'A cheap overnight window (00:30 to 04:30) for charging an electric vehicle.',
    pricing: 'go',
    isGreen: true,
    availableFrom: '2022-10-14',
    registers: SINGLE,
    paymentMethods: DD,
  },
  {
    code: 'INTELLI-VAR-22-10-14',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Intelligent Octopus Go',
    displayName: 'Intelligent Octopus Go',
    description: 'Smart charging for compatible cars and chargers.',
    pricing: 'go',
    isGreen: true,
    isRestricted: true,
    availableFrom: '2022-10-14',
    registers: SINGLE,
    paymentMethods: DD,
  },
  // Octopus Energy: variable, fixed, tracker, prepay, business, export
  {
    code: 'VAR-17-01-11',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Flexible Octopus January 2017',
    displayName: 'Flexible Octopus',
    description: 'Flexible Octopus offers great value and 100% renewable electricity.',
    pricing: 'variable',
    availableFrom: '2017-01-11',
    availableTo: '2019-04-12',
    registers: ALL,
    paymentMethods: VARIABLE_PM,
  },
  {
    code: 'VAR-19-04-12',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Flexible Octopus April 2019 v1',
    displayName: 'Flexible Octopus',
    description: 'Flexible Octopus offers great value and 100% renewable electricity.',
    pricing: 'variable',
    availableFrom: '2019-04-12',
    availableTo: '2022-11-01',
    registers: ALL,
    paymentMethods: VARIABLE_PM,
  },
  {
    code: 'VAR-22-11-01',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Flexible Octopus November 2022 v1',
    displayName: 'Flexible Octopus',
    description: 'Flexible Octopus prices follow wholesale costs and change at the quarterly price-cap dates.',
    pricing: 'variable',
    availableFrom: '2022-11-01',
    registers: ALL,
    // The platform's record groups this product's tariffs under `varying` alone, in every region.
    paymentMethods: ['varying'],
  },
  {
    code: 'OE-FIX-12M-18-06-01',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus 12M Fixed June 2018',
    displayName: 'Octopus 12M Fixed',
    description: 'Prices fixed for 12 months.',
    pricing: 'fixed',
    availableFrom: '2018-06-01',
    availableTo: '2018-12-01',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'OE-FIX-12M-23-09-01',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus 12M Fixed September 2023 v1',
    displayName: 'Octopus 12M Fixed',
    description: 'Prices fixed for 12 months.',
    pricing: 'fixed',
    availableFrom: '2023-09-01',
    availableTo: '2024-05-24',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'OE-FIX-12M-24-05-24',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus 12M Fixed May 2024 v1',
    displayName: 'Octopus 12M Fixed',
    description:
      'This tariff features 100% renewable electricity and fixes your unit rates and standing charge for 12 months.',
    pricing: 'fixed',
    availableFrom: '2024-05-24',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'OE-FIX-12M-25-01-07',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus 12M Fixed January 2025 v1',
    displayName: 'Octopus 12M Fixed',
    description: 'Prices fixed for 12 months.',
    pricing: 'fixed',
    availableFrom: '2025-01-07',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'GREEN-12M-24-09-05',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus 12M Green Fixed September 2024',
    displayName: 'Octopus 12M Green Fixed',
    description: '100% renewable electricity and carbon-offset gas, fixed for 12 months.',
    pricing: 'fixed',
    isGreen: true,
    availableFrom: '2024-09-05',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'SILVER-FLEX-22-11-25',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus Tracker November 2022 v1',
    displayName: 'Octopus Tracker',
    description: 'Prices change every day with the wholesale market.',
    pricing: 'tracker',
    availableFrom: '2022-11-25',
    availableTo: '2023-12-06',
    registers: SINGLE_GAS,
    paymentMethods: DD,
  },
  {
    code: 'SILVER-23-12-06',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus Tracker December 2023 v1',
    displayName: 'Octopus Tracker',
    description: 'Prices change every day with the wholesale market, within a cap.',
    pricing: 'tracker',
    availableFrom: '2023-12-06',
    registers: SINGLE_GAS,
    paymentMethods: DD,
  },
  {
    code: 'PREPAY-VAR-18-09-21',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Prepay Variable September 2018',
    displayName: 'Prepay Variable',
    description: 'A variable tariff for prepayment meters.',
    pricing: 'variable',
    isPrepay: true,
    availableFrom: '2018-09-21',
    registers: ALL,
    paymentMethods: PREPAY,
  },
  {
    code: 'BUS-VAR-22-11-01',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus Business Variable November 2022',
    displayName: 'Business Flexible',
    description: 'A variable tariff for businesses.',
    pricing: 'variable',
    isBusiness: true,
    availableFrom: '2022-11-01',
    registers: ALL,
    paymentMethods: BUSINESS_PM,
  },
  {
    code: 'BUS-FIX-12M-24-04-01',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus Business 12M Fixed April 2024',
    displayName: 'Business 12M Fixed',
    description: 'Business prices fixed for 12 months.',
    pricing: 'fixed',
    isBusiness: true,
    availableFrom: '2024-04-01',
    registers: ELEC,
    paymentMethods: BUSINESS_PM,
  },
  {
    code: 'BUS-GREEN-VAR-18-04-01',
    brand: 'OCTOPUS_ENERGY',
    direction: 'IMPORT',
    fullName: 'Octopus Business Green Variable April 2018',
    displayName: 'Business Green',
    description: '',
    pricing: 'variable',
    isBusiness: true,
    isGreen: true,
    availableFrom: '2018-04-01',
    availableTo: '2022-11-01',
    registers: ELEC,
    paymentMethods: BUSINESS_PM,
  },
  {
    code: 'OUTGOING-FIX-12M-19-05-13',
    brand: 'OCTOPUS_ENERGY',
    direction: 'EXPORT',
    fullName: 'Outgoing Octopus 12M Fixed May 2019',
    displayName: 'Outgoing Octopus',
    description: 'A fixed price for every kWh you export.',
    pricing: 'export-fixed',
    isGreen: true,
    availableFrom: '2019-05-13',
    registers: SINGLE,
    paymentMethods: DD,
  },
  // Bulb
  {
    code: 'VAR-BB-23-04-01',
    brand: 'BULB',
    direction: 'IMPORT',
    fullName: 'Bulb Vari-Fair April 2023',
    displayName: 'Vari-Fair',
    description: 'Bulb’s variable tariff, now supplied by Octopus Energy.',
    pricing: 'variable',
    isGreen: true,
    availableFrom: '2023-04-01',
    registers: ALL,
    paymentMethods: VARIABLE_PM,
  },
  {
    code: 'BB-VAR-17-10-01',
    brand: 'BULB',
    direction: 'IMPORT',
    fullName: 'Bulb Vari-Fair October 2017',
    displayName: 'Vari-Fair',
    description: '',
    pricing: 'variable',
    isGreen: true,
    availableFrom: '2017-10-01',
    availableTo: '2023-04-01',
    registers: ALL,
    paymentMethods: VARIABLE_PM,
  },
  {
    code: 'BB-FIX-12M-23-10-01',
    brand: 'BULB',
    direction: 'IMPORT',
    fullName: 'Bulb 12M Fixed October 2023',
    displayName: 'Bulb 12M Fixed',
    description: 'Prices fixed for 12 months.',
    pricing: 'fixed',
    availableFrom: '2023-10-01',
    availableTo: '2024-02-01',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'BB-PREPAY-VAR-23-04-01',
    brand: 'BULB',
    direction: 'IMPORT',
    fullName: 'Bulb Prepay Vari-Fair April 2023',
    displayName: 'Prepay Vari-Fair',
    description: '',
    pricing: 'variable',
    isPrepay: true,
    isGreen: true,
    availableFrom: '2023-04-01',
    registers: ALL,
    paymentMethods: PREPAY,
  },
  {
    code: 'BB-GO-VAR-23-02-07',
    brand: 'BULB',
    direction: 'IMPORT',
    fullName: 'Bulb EV Go February 2023',
    displayName: 'Bulb EV',
    description: '',
    pricing: 'go',
    isGreen: true,
    availableFrom: '2023-02-07',
    registers: SINGLE,
    paymentMethods: DD,
  },
  // Co-op Energy
  {
    code: 'COOP-VAR-22-10-01',
    brand: 'COOP_ENERGY',
    direction: 'IMPORT',
    fullName: 'Co-op Pay Monthly Variable October 2022',
    displayName: 'Co-op Variable',
    description: 'Co-op Energy’s standard variable tariff.',
    pricing: 'variable',
    availableFrom: '2022-10-01',
    registers: ALL,
    paymentMethods: VARIABLE_PM,
  },
  {
    code: 'COOP-FIX-12M-17-11-01',
    brand: 'COOP_ENERGY',
    direction: 'IMPORT',
    fullName: 'Co-op Fixed November 2017',
    displayName: 'Co-op Fixed',
    description: '',
    pricing: 'fixed',
    availableFrom: '2017-11-01',
    availableTo: '2018-11-01',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'COOP-GREEN-FIX-12M-24-01-15',
    brand: 'COOP_ENERGY',
    direction: 'IMPORT',
    fullName: 'Co-op Green Pioneer 12M Fixed January 2024',
    displayName: 'Green Pioneer Fixed',
    description: 'Renewable electricity, prices fixed for 12 months.',
    pricing: 'fixed',
    isGreen: true,
    availableFrom: '2024-01-15',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'COOP-PREPAY-VAR-22-10-01',
    brand: 'COOP_ENERGY',
    direction: 'IMPORT',
    fullName: 'Co-op Prepay Variable October 2022',
    displayName: 'Co-op Prepay',
    description: '',
    pricing: 'variable',
    isPrepay: true,
    availableFrom: '2022-10-01',
    registers: ALL,
    paymentMethods: PREPAY,
  },
  // London Power
  {
    code: 'LP-VAR-22-04-01',
    brand: 'LONDON_POWER',
    direction: 'IMPORT',
    fullName: 'London Power Variable April 2022',
    displayName: 'London Power Variable',
    description: '',
    pricing: 'variable',
    availableFrom: '2022-04-01',
    registers: ALL,
    paymentMethods: VARIABLE_PM,
  },
  {
    code: 'LP-FIX-12M-24-06-01',
    brand: 'LONDON_POWER',
    direction: 'IMPORT',
    fullName: 'London Power 12M Fixed June 2024',
    displayName: 'London Power Fixed',
    description: 'Prices fixed for 12 months.',
    pricing: 'fixed',
    availableFrom: '2024-06-01',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'LP-PREPAY-VAR-22-04-01',
    brand: 'LONDON_POWER',
    direction: 'IMPORT',
    fullName: 'London Power Prepay April 2022',
    displayName: 'London Power Prepay',
    description: '',
    pricing: 'variable',
    isPrepay: true,
    availableFrom: '2022-04-01',
    registers: ALL,
    paymentMethods: PREPAY,
  },
  // Affect Energy
  {
    code: 'AFFECT-GREEN-VAR-18-01-01',
    brand: 'AFFECT_ENERGY',
    direction: 'IMPORT',
    fullName: 'Affect Green Variable January 2018',
    displayName: 'Affect Green',
    description: '',
    pricing: 'variable',
    isGreen: true,
    availableFrom: '2018-01-01',
    availableTo: '2021-10-01',
    registers: ALL,
    paymentMethods: VARIABLE_PM,
  },
  {
    code: 'AFFECT-VAR-22-04-01',
    brand: 'AFFECT_ENERGY',
    direction: 'IMPORT',
    fullName: 'Affect Standard Variable April 2022',
    displayName: 'Affect Variable',
    description: '',
    pricing: 'variable',
    availableFrom: '2022-04-01',
    registers: ALL,
    paymentMethods: VARIABLE_PM,
  },
  {
    code: 'AFFECT-FIX-12M-24-03-01',
    brand: 'AFFECT_ENERGY',
    direction: 'IMPORT',
    fullName: 'Affect 12M Fixed March 2024',
    displayName: 'Affect Fixed',
    description: 'Prices fixed for 12 months.',
    pricing: 'fixed',
    availableFrom: '2024-03-01',
    registers: ALL,
    paymentMethods: DD,
  },
  {
    code: 'AFFECT-BUS-VAR-23-01-01',
    brand: 'AFFECT_ENERGY',
    direction: 'IMPORT',
    fullName: 'Affect Business Variable January 2023',
    displayName: 'Affect Business',
    description: '',
    pricing: 'variable',
    isBusiness: true,
    availableFrom: '2023-01-01',
    registers: ELEC,
    paymentMethods: BUSINESS_PM,
  },
];

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
export const REGIONS = [
  '_A',
  '_B',
  '_C',
  '_D',
  '_E',
  '_F',
  '_G',
  '_H',
  '_J',
  '_K',
  '_L',
  '_M',
  '_N',
  '_P',
] as const satisfies readonly Region[];
// Every region of the contract is in the list (a region added to the contract fails to compile here).
const EVERY_REGION: Exclude<Region, (typeof REGIONS)[number]> extends never ? true : never = true;
void EVERY_REGION;
