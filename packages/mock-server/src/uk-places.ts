/**
 * Streets and towns, one vocabulary for everything the mock makes up: the data set's accounts
 * (their addresses, in data/accounts.ts) and the sample events (sample-values.ts). The towns are
 * the data set's two real places per GSP group, so a sample's town, county and postcode agree.
 */
import { ADDRESSES, type Address } from './data/grid-supply-points.js';

/** Street names of made-up addresses, the data set's accounts' and the sample events'. */
export const STREETS = [
  'Acacia Avenue',
  'Mill Lane',
  'Station Road',
  'Church Street',
  'Victoria Road',
  'Park Avenue',
] as const;

/** Every place of the data set: town, county (empty where the platform's address has none) and postcode. */
export const PLACES: readonly Address[] = Object.values(ADDRESSES).flat();

/**
 * The outward code of a place's postcode (`SW16 2GY` -> `SW16`).
 * @example outwardCode(['LONDON', '', 'SW16 2GY']) // 'SW16'
 */
export function outwardCode(place: Address): string {
  return place[2].split(' ')[0]!;
}
