/**
 * Grid supply point groups of postcodes: a table of real postcode areas (the leading letters of the
 * outward code) per GSP group, and two addresses per group for the data set's accounts, so an
 * account's postcode, its meter points' GSP and its tariff codes' region always agree. The same
 * places and streets are the one vocabulary of addresses for everything the mock makes up: the
 * data set's accounts and the sample events (events/sample-values.ts), so a sample's town, county
 * and postcode agree too. The tables are data, in places.json.
 */
import { REGIONS, type Region } from './product-catalogue.js';
import places from './places.json' with { type: 'json' };

/** Postcode areas per GSP group (the table the contract's `postcode` parameter documents). */
export const POSTCODE_AREAS: Readonly<Record<Region, readonly string[]>> = places.postcodeAreas;

const REGION_OF_AREA: ReadonlyMap<string, Region> = new Map(
  REGIONS.flatMap((region) => POSTCODE_AREAS[region].map((area) => [area, region] as const)),
);

// An outward code (area letters, district digits, optional letter), optionally followed by the inward
// code (digit, two letters). Spaces and case are ignored before matching.
const POSTCODE = /^([A-Z]{1,2})[0-9][0-9A-Z]?(?:[0-9][A-Z]{2})?$/;

/**
 * The GSP group of a postcode, by its area; null when the text is not a postcode or its area is not in
 * the table.
 * @example regionOfPostcode('SW16 2GY') // '_C'
 */
export function regionOfPostcode(postcode: string): Region | null {
  const match = POSTCODE.exec(postcode.replaceAll(' ', '').toUpperCase());
  return match === null ? null : (REGION_OF_AREA.get(match[1]!) ?? null);
}

/** Town, county and postcode. */
export type Address = readonly [town: string, county: string, postcode: string];

/** Two real places per GSP group, for the data set's properties. */
// JSON types the pairs as string[][]; the tuples are what places.json holds.
export const ADDRESSES = places.addresses as unknown as Readonly<Record<Region, readonly [Address, Address]>>;

/** Every place of the data set: town, county (empty where the platform's address has none) and postcode. */
export const PLACES: readonly Address[] = Object.values(ADDRESSES).flat();

/** Street names of made-up addresses, the data set's accounts' and the sample events'. */
export const STREETS: readonly string[] = places.streets;

/**
 * The outward code of a place's postcode (`SW16 2GY` -> `SW16`).
 * @example outwardCode(['LONDON', '', 'SW16 2GY']) // 'SW16'
 */
export function outwardCode(place: Address): string {
  return place[2].split(' ')[0]!;
}
