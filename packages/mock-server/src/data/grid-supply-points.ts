/**
 * Grid supply point groups of postcodes: a table of real postcode areas (the leading letters of the
 * outward code) per GSP group, and two addresses per group for the data set's accounts, so an
 * account's postcode, its meter points' GSP and its tariff codes' region always agree.
 */
import { REGIONS, type Region } from './product-catalogue.js';

/** Postcode areas per GSP group (the table the contract's `postcode` parameter documents). */
export const POSTCODE_AREAS: Readonly<Record<Region, readonly string[]>> = {
  _A: ['NR', 'IP', 'CB', 'CO', 'CM', 'SG', 'LU', 'AL', 'SS', 'PE'],
  _B: ['NG', 'DE', 'LE', 'LN', 'NN'],
  _C: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'],
  _D: ['L', 'CH', 'LL'],
  _E: ['B', 'CV', 'WV', 'WS', 'DY', 'ST', 'WR', 'HR', 'TF'],
  _F: ['NE', 'SR', 'DH', 'DL', 'TS'],
  _G: ['M', 'BL', 'OL', 'SK', 'WN', 'PR', 'BB', 'FY', 'LA', 'CA', 'WA', 'CW'],
  _H: ['SO', 'PO', 'BH', 'SP', 'RG', 'OX', 'GU', 'SL', 'HP'],
  _J: ['BN', 'TN', 'ME', 'CT', 'RH', 'CR', 'BR', 'DA', 'KT'],
  _K: ['CF', 'SA', 'NP', 'LD'],
  _L: ['BS', 'BA', 'EX', 'PL', 'TQ', 'TR', 'TA', 'DT', 'GL'],
  _M: ['LS', 'BD', 'HX', 'HD', 'WF', 'S', 'DN', 'HG', 'YO', 'HU'],
  _N: ['EH', 'G', 'KA', 'ML', 'TD', 'DG', 'PA', 'FK', 'KY'],
  _P: ['AB', 'IV', 'DD', 'PH', 'KW', 'HS', 'ZE'],
};

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
export const ADDRESSES: Readonly<Record<Region, readonly [Address, Address]>> = {
  _A: [
    ['NORWICH', 'NORFOLK', 'NR2 4SS'],
    ['IPSWICH', 'SUFFOLK', 'IP1 2DE'],
  ],
  _B: [
    ['NOTTINGHAM', 'NOTTINGHAMSHIRE', 'NG1 5FS'],
    ['LEICESTER', 'LEICESTERSHIRE', 'LE1 6ZG'],
  ],
  _C: [
    ['LONDON', '', 'N1 9GU'],
    ['LONDON', '', 'SW16 2GY'],
  ],
  _D: [
    ['LIVERPOOL', 'MERSEYSIDE', 'L1 8JQ'],
    ['BANGOR', 'GWYNEDD', 'LL57 1UT'],
  ],
  _E: [
    ['BIRMINGHAM', 'WEST MIDLANDS', 'B1 1BB'],
    ['COVENTRY', 'WEST MIDLANDS', 'CV1 2GT'],
  ],
  _F: [
    ['NEWCASTLE UPON TYNE', 'TYNE AND WEAR', 'NE1 7RU'],
    ['DURHAM', 'COUNTY DURHAM', 'DH1 3HP'],
  ],
  _G: [
    ['MANCHESTER', 'GREATER MANCHESTER', 'M1 1AE'],
    ['PRESTON', 'LANCASHIRE', 'PR1 2HE'],
  ],
  _H: [
    ['SOUTHAMPTON', 'HAMPSHIRE', 'SO14 7DU'],
    ['OXFORD', 'OXFORDSHIRE', 'OX1 1BY'],
  ],
  _J: [
    ['BRIGHTON', 'EAST SUSSEX', 'BN1 1AE'],
    ['CANTERBURY', 'KENT', 'CT1 2HX'],
  ],
  _K: [
    ['CARDIFF', 'SOUTH GLAMORGAN', 'CF10 1EP'],
    ['SWANSEA', 'WEST GLAMORGAN', 'SA1 3SN'],
  ],
  _L: [
    ['BRISTOL', '', 'BS1 4DJ'],
    ['EXETER', 'DEVON', 'EX1 1HS'],
  ],
  _M: [
    ['LEEDS', 'WEST YORKSHIRE', 'LS1 4AP'],
    ['YORK', 'NORTH YORKSHIRE', 'YO1 7HH'],
  ],
  _N: [
    ['EDINBURGH', 'MIDLOTHIAN', 'EH1 1YZ'],
    ['GLASGOW', 'LANARKSHIRE', 'G1 1XQ'],
  ],
  _P: [
    ['ABERDEEN', 'ABERDEENSHIRE', 'AB10 1XG'],
    ['INVERNESS', 'INVERNESS-SHIRE', 'IV1 1HY'],
  ],
};
