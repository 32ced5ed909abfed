/**
 * Customer accounts of the data set. The demo account (the one the demo credentials open) has a
 * past and a current property whose agreements point at real tariff codes of the catalogue; a few
 * other accounts exist so that asking for someone else's number can be refused.
 */
import type { Account } from '@energy-contracts/types/rest';
import { formatLondon, londonMidnight } from '@energy-contracts/schema-tools/london-time';
import { mulberry32 } from '@energy-contracts/schema-tools/seeded-random';
import { REGIONS } from './product-catalogue.js';
import { ADDRESSES, STREETS } from './grid-supply-points.js';
import {
  ELECTRICITY_DAY_KWH,
  ELECTRICITY_NIGHT_KWH,
  ELECTRICITY_STANDARD_KWH,
  GAS_STANDARD_KWH,
} from './tariff-figures.js';

/** An account body exactly as the endpoint returns it: the contract's `Account`. */
export type AccountBody = Account;

function digits(random: () => number, n: number): string {
  let s = String(1 + Math.floor(random() * 9));
  while (s.length < n) s += String(Math.floor(random() * 10));
  return s;
}

function hex8(random: () => number): string {
  return Math.floor(random() * 0x1_0000_0000)
    .toString(16)
    .toUpperCase()
    .padStart(8, '0');
}

function at(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return formatLondon(londonMidnight(y, m - 1, d));
}

/**
 * Builds the accounts for a seed; the first is the demo account with the given number.
 * @example buildAccounts(1, 'A-1A2B3C4D')[0].number // 'A-1A2B3C4D'
 */
export function buildAccounts(seed: number, demoNumber: string): AccountBody[] {
  const random = mulberry32((seed ^ 0x5eed_acc7) >>> 0);
  const region = REGIONS[Math.floor(random() * REGIONS.length)] ?? '_C';
  const r = region.slice(1);
  // Both properties lie in the region of the tariffs their agreements name, so postcode, GSP and
  // tariff codes agree (data/grid-supply-points.ts).
  const towns = ADDRESSES[region];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const [oldTown, oldCounty, oldPostcode] = pick(towns);
  const [town, county, postcode] = pick(towns);
  const demo: AccountBody = {
    number: demoNumber,
    properties: [
      {
        id: 1_000_000 + Math.floor(random() * 8_999_999),
        moved_in_at: at('2019-05-01'),
        moved_out_at: at('2022-02-28'),
        address_line_1: `${1 + Math.floor(random() * 120)} ${pick(STREETS)}`,
        address_line_2: '',
        address_line_3: '',
        town: oldTown,
        county: oldCounty,
        postcode: oldPostcode,
        electricity_meter_points: [
          {
            mpan: digits(random, 13),
            profile_class: 2,
            consumption_day: ELECTRICITY_DAY_KWH,
            consumption_night: ELECTRICITY_NIGHT_KWH,
            meters: [
              {
                serial_number: `${String(15 + Math.floor(random() * 5))}P${digits(random, 7)}`,
                registers: [
                  { identifier: '1', rate: 'DAY', is_settlement_register: true },
                  { identifier: '2', rate: 'NIGHT', is_settlement_register: true },
                ],
              },
            ],
            agreements: [
              { tariff_code: `E-2R-VAR-19-04-12-${r}`, valid_from: at('2019-05-01'), valid_to: at('2022-02-28') },
            ],
            is_export: false,
          },
        ],
        gas_meter_points: [
          {
            mprn: digits(random, 10),
            consumption_standard: GAS_STANDARD_KWH,
            meters: [{ serial_number: `E6S${digits(random, 11)}` }],
            agreements: [
              { tariff_code: `G-1R-VAR-19-04-12-${r}`, valid_from: at('2019-05-01'), valid_to: at('2022-02-28') },
            ],
          },
        ],
      },
      {
        id: 1_000_000 + Math.floor(random() * 8_999_999),
        moved_in_at: at('2022-02-28'),
        moved_out_at: null,
        address_line_1: `${1 + Math.floor(random() * 120)} ${pick(STREETS)}`,
        address_line_2: 'Flat 2',
        address_line_3: '',
        town,
        county,
        postcode,
        electricity_meter_points: [
          {
            mpan: digits(random, 13),
            profile_class: 1,
            consumption_standard: ELECTRICITY_STANDARD_KWH + Math.floor(random() * 1500),
            meters: [
              {
                serial_number: `${String(19 + Math.floor(random() * 5))}L${digits(random, 7)}`,
                registers: [{ identifier: '1', rate: 'STANDARD', is_settlement_register: true }],
              },
            ],
            agreements: [
              { tariff_code: `E-1R-VAR-19-04-12-${r}`, valid_from: at('2022-02-28'), valid_to: at('2022-11-01') },
              { tariff_code: `E-1R-VAR-22-11-01-${r}`, valid_from: at('2022-11-01'), valid_to: at('2024-04-10') },
              { tariff_code: `E-1R-AGILE-24-04-03-${r}`, valid_from: at('2024-04-10'), valid_to: null },
            ],
            is_export: false,
          },
          {
            mpan: digits(random, 13),
            profile_class: 8,
            consumption_standard: 0,
            meters: [
              {
                serial_number: `${String(19 + Math.floor(random() * 5))}E${digits(random, 7)}`,
                registers: [{ identifier: '1', rate: 'STANDARD', is_settlement_register: true }],
              },
            ],
            agreements: [
              { tariff_code: `E-1R-AGILE-OUTGOING-19-05-13-${r}`, valid_from: at('2023-06-01'), valid_to: null },
            ],
            is_export: true,
          },
        ],
        gas_meter_points: [
          {
            mprn: digits(random, 10),
            consumption_standard: 9000 + Math.floor(random() * 5000),
            meters: [{ serial_number: `E6S${digits(random, 11)}` }],
            agreements: [
              { tariff_code: `G-1R-VAR-22-11-01-${r}`, valid_from: at('2022-02-28'), valid_to: at('2023-12-06') },
              { tariff_code: `G-1R-SILVER-23-12-06-${r}`, valid_from: at('2023-12-06'), valid_to: null },
            ],
          },
        ],
      },
    ],
  };
  const accounts = [demo];
  const others = new Set<string>(['B-1234A1A1']);
  while (others.size < 4) others.add(`${'ABCDEFGH'[Math.floor(random() * 8)]}-${hex8(random)}`);
  others.delete(demoNumber);
  for (const number of others) {
    accounts.push({
      number,
      properties: [
        {
          id: 1_000_000 + Math.floor(random() * 8_999_999),
          moved_in_at: at('2021-09-15'),
          moved_out_at: null,
          address_line_1: `${1 + Math.floor(random() * 120)} ${pick(STREETS)}`,
          address_line_2: '',
          address_line_3: '',
          town,
          county,
          postcode,
          electricity_meter_points: [
            {
              mpan: digits(random, 13),
              profile_class: 1,
              consumption_standard: 3100,
              meters: [
                {
                  serial_number: `21L${digits(random, 7)}`,
                  registers: [{ identifier: '1', rate: 'STANDARD', is_settlement_register: true }],
                },
              ],
              agreements: [
                {
                  tariff_code: `E-1R-OE-FIX-12M-24-05-24-${r}`,
                  valid_from: at('2024-06-01'),
                  valid_to: at('2025-06-01'),
                },
              ],
              is_export: false,
            },
          ],
          gas_meter_points: [],
        },
      ],
    });
  }
  return accounts;
}
