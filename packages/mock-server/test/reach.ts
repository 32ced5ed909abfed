// How the mock's data set reaches each operation of the contract (by operationId): a request that
// answers 200 and the requests that give the statuses no generic request gives. Shared by the
// contract sweep (contract.test.ts) and the request fuzz (request-fuzz.test.ts).
import { buildAccounts } from '../src/data/accounts.js';
import { buildMeterIndex } from '../src/handlers/consumption.js';

export const KEY = { authorization: 'Token sk_test_energy_contracts_demo_key' };
export const CHARGE = (fuel: string, tariff: string, kind: string, product = 'VAR-22-11-01'): string =>
  `/v1/products/${product}/${fuel}-tariffs/${tariff}/${kind}/`;
const chargeRow = (fuel: string, tariff: string, kind: string): Reach => ({
  path: CHARGE(fuel, tariff, kind),
  notFound: `${CHARGE(fuel, tariff, kind)}?page=999`,
  badRequest: `${CHARGE(fuel, tariff, kind)}?period_to=2024-01-01T00:00Z`,
});
const demoMeters = buildMeterIndex(buildAccounts(1, 'A-1A2B3C4D'));
const demoMeter = (fuel: 'electricity' | 'gas'): string => {
  const key = [...demoMeters.meters].find(
    ([k, meter]) => meter.accountNumber === 'A-1A2B3C4D' && k.startsWith(`${fuel}/`),
  )![0];
  const [, point, serial] = key.split('/');
  return `/v1/${fuel}-meter-points/${point}/meters/${serial}/consumption/`;
};

/**
 * How the mock's data set reaches an operation: a request that answers 200, and the requests that
 * give the statuses no generic request gives. Generic ones: 400 for a query over 4096 characters
 * (every operation documents it), 405 for DELETE, 429 from a rate-limited app, 401 without
 * credentials on a secured operation, 301 on the slash-less path of a redirect operation.
 */
export interface Reach {
  path: string;
  auth?: true;
  notFound?: string;
  badRequest?: string;
  forbidden?: string;
  /** Documented statuses the mock's behaviour cannot produce, each with the reason (`Prefer: code=` still forces them). */
  unreachable?: Record<string, string>;
}

/** The mock's knowledge of each operation of the contract, by operationId; the operations themselves come from the bundle. */
export const REACH: Record<string, Reach> = {
  getApiRoot: {
    path: '/v1/',
    badRequest: '/v1/?format=%ZZ',
    unreachable: {
      '404': 'the root always exists; only its path without the slash is a 404, and the contract has no path for that',
    },
  },
  listProducts: {
    path: '/v1/products/',
    notFound: '/v1/products/?page=99',
    badRequest: '/v1/products/?available_at=maybe',
  },
  listProductsWithoutTrailingSlash: {
    path: '/v1/products',
    notFound: '/v1/products?page=99',
    badRequest: '/v1/products?available_at=2024-02-30',
  },
  getProduct: {
    path: '/v1/products/AGILE-24-04-03/',
    notFound: '/v1/products/NOPE/',
    badRequest: '/v1/products/AGILE-24-04-03/?tariffs_active_at=x',
  },
  listElectricityStandardUnitRates: chargeRow('electricity', 'E-1R-VAR-22-11-01-C', 'standard-unit-rates'),
  listElectricityStandingCharges: chargeRow('electricity', 'E-1R-VAR-22-11-01-C', 'standing-charges'),
  listElectricityDayUnitRates: chargeRow('electricity', 'E-2R-VAR-22-11-01-C', 'day-unit-rates'),
  listElectricityNightUnitRates: chargeRow('electricity', 'E-2R-VAR-22-11-01-C', 'night-unit-rates'),
  listGasStandardUnitRates: chargeRow('gas', 'G-1R-VAR-22-11-01-C', 'standard-unit-rates'),
  listGasStandingCharges: chargeRow('gas', 'G-1R-VAR-22-11-01-C', 'standing-charges'),
  getAccount: {
    path: '/v1/accounts/A-1A2B3C4D/',
    auth: true,
    badRequest: '/v1/accounts/a-lower/',
    forbidden: '/v1/accounts/B-1234A1A1/',
    unreachable: {
      '404':
        'a key opens exactly its own account, which exists; any other number is a 403, so that existence does not leak',
    },
  },
  getElectricityMeterPoint: {
    path: `/v1/electricity-meter-points/${[...demoMeters.meterPoints.keys()][0]}/`,
    notFound: '/v1/electricity-meter-points/0000000000000/',
  },
  listElectricityMeterConsumption: {
    path: demoMeter('electricity'),
    auth: true,
    notFound: `${demoMeter('electricity')}?page=99999`,
    badRequest: `${demoMeter('electricity')}?group_by=year`,
  },
  listGasMeterConsumption: {
    path: demoMeter('gas'),
    auth: true,
    notFound: `${demoMeter('gas')}?page=99999`,
    badRequest: `${demoMeter('gas')}?group_by=year`,
  },
  listGridSupplyPoints: {
    path: '/v1/industry/grid-supply-points/?postcode=SW16%202GY',
    notFound: '/v1/industry/grid-supply-points/?page=2',
    badRequest: `/v1/industry/grid-supply-points/?postcode=${'X'.repeat(17)}`,
  },
};
