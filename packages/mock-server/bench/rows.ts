// The rows the mock-server benchmark measures (and its smoke test expects printed): every operation,
// each a path with query and the headers it sends, on the clock the bench's servers run on.

/** The clock every server of the bench runs on. */
export const NOW = '2026-01-15T12:00:00Z';
const KEY = 'sk_test_energy_contracts_demo_key';
/** The demo account the credentials open. */
export const ACCOUNT = 'A-1A2B3C4D';
/** The Agile unit rates of region C, ten years of half-hours. */
export const AGILE = '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/';
export const TEN_YEARS = 'period_from=2016-01-01T00:00Z&period_to=2026-01-01T00:00Z';
const basic = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
/** `Authorization` with the Token scheme. */
export const token = `Token ${KEY}`;

/** One measured request: a path with query and the headers it sends. */
export interface Row {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** Paths of the demo account's current meters (read from the mock at bench start). */
export interface Meters {
  electricity: string;
  gas: string;
  mpan: string;
}

/** The row whose cold pages (distinct pages of the same range) the bench measures too, beside the baseline's. */
export const WARM_1500 = 'Agile unit rates, 1500 half-hours';

/**
 * Every row, in the order printed.
 * @example benchRows({ electricity: '/v1/...', gas: '/v1/...', mpan: '1' }).length // 15
 */
export function benchRows(meters: Meters): Row[] {
  return [
    { name: 'products list', path: '/v1/products/', headers: {} },
    {
      name: 'product detail (VAR-22-11-01, 3 registers x 14 regions)',
      path: '/v1/products/VAR-22-11-01/',
      headers: {},
    },
    { name: 'account (Basic)', path: `/v1/accounts/${ACCOUNT}/`, headers: { authorization: basic } },
    { name: 'Agile unit rates, 100 half-hours', path: `${AGILE}?${TEN_YEARS}`, headers: {} },
    { name: WARM_1500, path: `${AGILE}?${TEN_YEARS}&page_size=1500`, headers: {} },
    { name: 'Agile unit rates, 100, page 1750 (ten years back)', path: `${AGILE}?${TEN_YEARS}&page=1750`, headers: {} },
    {
      name: 'tracker unit rates, 100 days',
      path: '/v1/products/SILVER-23-12-06/electricity-tariffs/E-1R-SILVER-23-12-06-C/standard-unit-rates/',
      headers: {},
    },
    {
      name: 'standing charges (quarterly, 2 methods)',
      path: '/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-VAR-22-11-01-C/standing-charges/',
      headers: {},
    },
    {
      name: 'day unit rates (dual register)',
      path: '/v1/products/VAR-22-11-01/electricity-tariffs/E-2R-VAR-22-11-01-C/day-unit-rates/',
      headers: {},
    },
    {
      name: 'electricity consumption, 100 half-hours (Token)',
      path: meters.electricity,
      headers: { authorization: token },
    },
    { name: 'gas consumption, 100 half-hours (Token)', path: meters.gas, headers: { authorization: token } },
    {
      name: 'electricity consumption, 100 daily totals',
      path: `${meters.electricity}?group_by=day`,
      headers: { authorization: token },
    },
    { name: 'electricity meter point', path: `/v1/electricity-meter-points/${meters.mpan}/`, headers: {} },
    {
      name: 'grid supply points (postcode)',
      path: '/v1/industry/grid-supply-points/?postcode=SW16%202GY',
      headers: {},
    },
    {
      name: 'redirect (slash-less detail, 301)',
      path: '/v1/products/VAR-22-11-01?tariffs_active_at=2024-06-01',
      headers: {},
    },
  ];
}
