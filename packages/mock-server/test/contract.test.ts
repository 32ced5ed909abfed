// Sweeps every operation and every status it can answer through @energy-contracts/validator's
// validateResponse (the contract's precompiled schemas), as stripe-mock's sweep tests do.
import { beforeAll, describe, expect, test } from 'vitest';
import { createMockApp, type MockApp, type ResponseValidator } from '../src/app.js';
import { buildAccounts } from '../src/data/accounts.js';
import { chargeKindsOf } from '../src/data/dataset.js';
import { buildMeterIndex } from '../src/handlers/consumption.js';
import { loadContractValidator } from '../src/validate.js';
import { HOST, NOW } from './helpers.js';

let validate: ResponseValidator;
let app: MockApp;
let limited: MockApp;
const violations: string[] = [];

beforeAll(async () => {
  validate = await loadContractValidator();
  const log = (line: string): void => {
    violations.push(line);
  };
  app = createMockApp({ now: NOW, fallbackHost: HOST, validator: validate, log });
  limited = createMockApp({ now: NOW, fallbackHost: HOST, validator: validate, log, rateLimit: '1/hour' });
});

const KEY = { authorization: 'Token sk_test_energy_contracts_demo_key' };
const CHARGE = (fuel: string, tariff: string, kind: string, product = 'VAR-22-11-01'): string => `/v1/products/${product}/${fuel}-tariffs/${tariff}/${kind}/`;
const OPERATIONS: Array<{ name: string; path: string; auth?: boolean; notFound: string; badRequest: string }> = [
  { name: 'products list', path: '/v1/products/', notFound: '/v1/products/?page=99', badRequest: '/v1/products/?available_at=maybe' },
  { name: 'products list without slash', path: '/v1/products', notFound: '/v1/products?page=99', badRequest: '/v1/products?available_at=2024-02-30' },
  { name: 'product detail', path: '/v1/products/AGILE-24-04-03/', notFound: '/v1/products/NOPE/', badRequest: '/v1/products/AGILE-24-04-03/?tariffs_active_at=x' },
  ...(
    [
      ['electricity', 'E-1R-VAR-22-11-01-C', 'standard-unit-rates'],
      ['electricity', 'E-1R-VAR-22-11-01-C', 'standing-charges'],
      ['electricity', 'E-2R-VAR-22-11-01-C', 'day-unit-rates'],
      ['electricity', 'E-2R-VAR-22-11-01-C', 'night-unit-rates'],
      ['gas', 'G-1R-VAR-22-11-01-C', 'standard-unit-rates'],
      ['gas', 'G-1R-VAR-22-11-01-C', 'standing-charges'],
    ] as const
  ).map(([fuel, tariff, kind]) => ({
    name: `${fuel} ${kind}`,
    path: CHARGE(fuel, tariff, kind),
    notFound: `${CHARGE(fuel, tariff, kind)}?page=999`,
    badRequest: `${CHARGE(fuel, tariff, kind)}?period_to=2024-01-01T00:00Z`,
  })),
  { name: 'account', path: '/v1/accounts/A-1A2B3C4D/', auth: true, notFound: '', badRequest: '/v1/accounts/a-lower/' },
  // The demo account's meters (seed 1): every meter, half-hourly and grouped, answers and validates.
  ...[...buildMeterIndex(buildAccounts(1, 'A-1A2B3C4D')).meters]
    .filter(([, meter]) => meter.accountNumber === 'A-1A2B3C4D')
    .map(([key]) => {
      const [fuel, point, serial] = key.split('/');
      const path = `/v1/${fuel}-meter-points/${point}/meters/${serial}/consumption/`;
      return { name: `consumption of ${key}`, path, auth: true, notFound: `${path}?page=99999`, badRequest: `${path}?group_by=year` };
    }),
  { name: 'electricity meter point', path: `/v1/electricity-meter-points/${[...buildMeterIndex(buildAccounts(1, 'A-1A2B3C4D')).meterPoints.keys()][0]}/`, notFound: '/v1/electricity-meter-points/0000000000000/', badRequest: `/v1/electricity-meter-points/1/?q=${'a'.repeat(4100)}` },
  { name: 'grid supply points', path: '/v1/industry/grid-supply-points/?postcode=SW16%202GY', notFound: '/v1/industry/grid-supply-points/?page=2', badRequest: `/v1/industry/grid-supply-points/?postcode=${'X'.repeat(17)}` },
];

function check(target: MockApp, url: string, status: number, init: { method?: string; headers?: Record<string, string> } = {}): void {
  const before = violations.length;
  const res = target.request(url, { method: init.method ?? 'GET', headers: { host: HOST, ...init.headers } });
  expect(res.status, url).toBe(status);
  expect(res.headers['x-contract-violation'], `${url}: ${violations.slice(before).join('\n')}`).toBeUndefined();
  expect(violations.slice(before)).toEqual([]);
  if (res.body !== '') {
    const verdict = validate({ method: 'GET', path: url.split('?')[0] ?? url, operation: '/products/', status: res.status, body: JSON.parse(res.body), headers: res.headers });
    expect(verdict.errors, url).toEqual([]);
    expect(verdict.valid).toBe(true);
  }
}

describe.each(OPERATIONS)('$name', (op) => {
  const headers = op.auth === true ? KEY : {};
  test('200', () => check(app, op.path, 200, { headers }));
  if (op.badRequest !== '') test('400', () => check(app, op.badRequest, 400, { headers }));
  if (op.notFound !== '') test('404', () => check(app, op.notFound, 404, { headers }));
  test('405', () => check(app, op.path, 405, { method: 'DELETE', headers }));
  // /v1/products/ has no redirect: /v1/products is an operation of its own.
  if (op.path.endsWith('/') && op.path !== '/v1/products/') {
    test('301 and 405 without the trailing slash', () => {
      const bare = op.path.slice(0, -1);
      check(app, `${bare}?page_size=2`, 301, { headers });
      check(app, bare, 301, { method: 'HEAD', headers });
      check(app, bare, 405, { method: 'DELETE', headers });
    });
  }
  test('429', () => {
    limited.request(op.path, { headers: { host: HOST, ...headers } });
    check(limited, op.path, 429, { headers });
  });
  if (op.auth === true) {
    test('401 missing, wrong and malformed', () => {
      check(app, op.path, 401);
      check(app, op.path, 401, { headers: { authorization: 'Token nope' } });
      check(app, op.path, 401, { headers: { authorization: 'Basic %%%' } });
    });
    if (op.name === 'account') test('403', () => check(app, '/v1/accounts/B-1234A1A1/', 403, { headers }));
  }
});

describe('the strict reading\'s 400s validate too', () => {
  let strictApp: MockApp;
  beforeAll(() => {
    strictApp = createMockApp({ now: NOW, fallbackHost: HOST, validator: validate, log: (line) => void violations.push(line), strict: true });
  });
  test.each([
    '/v1/products/?is_green=True&page_size=99999&brand=',
    '/v1/products?page=abc&available_at=2024-06-01',
    '/v1/products/AGILE-24-04-03/?tariffs_active_at=',
    `${CHARGE('electricity', 'E-1R-VAR-22-11-01-C', 'standard-unit-rates')}?period_from=2024-06-01%2000:00Z`,
  ])('%s', (url) => check(strictApp, url, 400));
});

describe('every record of the data set validates', () => {
  test('every product detail, at now and in the past', () => {
    for (const product of app.data.products) {
      check(app, `/v1/products/${product.code}/`, 200);
      check(app, `/v1/products/${product.code}/?tariffs_active_at=2019-06-01T00:00`, 200);
    }
  });
  test('every product list page, with every filter', () => {
    for (const q of ['', '?page_size=5&page=2', '?available_at=2018-01-01T00:00Z', '?is_green=true&is_prepay=false&brand=BULB', '?is_business=true&is_tracker=false&is_variable=true']) {
      check(app, `/v1/products/${q}`, 200);
    }
  });
  test('every meter of every account: half-hours and every grouping, first and last page, both orders', () => {
    const accounts = buildAccounts(1, 'A-1A2B3C4D');
    for (const [key, meter] of buildMeterIndex(accounts).meters) {
      if (meter.accountNumber !== 'A-1A2B3C4D') continue;
      const [fuel, point, serial] = key.split('/');
      const url = `/v1/${fuel}-meter-points/${point}/meters/${serial}/consumption/`;
      for (const q of ['?page_size=25000', '?order_by=period&page_size=1000', '?group_by=hour&page_size=500', '?group_by=day&period_from=2024-03-30T00:00&period_to=2024-04-02T00:00', '?group_by=week', '?group_by=month&order_by=period', '?group_by=quarter']) {
        check(app, `${url}${q}`, 200, { headers: KEY });
        const count = (JSON.parse(app.request(`${url}${q}`, { headers: KEY }).body) as { count: number }).count;
        const size = Number(/page_size=(\d+)/.exec(q)?.[1] ?? 100);
        check(app, `${url}${q}&page=${Math.max(1, Math.ceil(count / size))}`, 200, { headers: KEY });
      }
    }
  }, 60_000);
  test('every charge list of every product (region _C), first and last page', () => {
    for (const product of app.data.products) {
      for (const tariff of product.tariffs.filter((t) => t.region === '_C')) {
        for (const kind of chargeKindsOf(tariff)) {
          const url = `/v1/products/${product.code}/${tariff.fuel}-tariffs/${tariff.code}/${kind}/`;
          check(app, url, 200);
          const count = (JSON.parse(app.request(url).body) as { count: number }).count;
          check(app, `${url}?page_size=1500&page=${Math.max(1, Math.ceil(count / 1500))}`, 200);
        }
      }
    }
    // Pages of 1500 records, each validated: 0.1 s on an idle machine, 1.7 s at a load average of 13 on 2 cores.
  }, 30_000);
});

describe('--validate flags violations', () => {
  test('the contract validator does reject a wrong body (the sweep can fail)', () => {
    const verdict = validate({ method: 'GET', path: '/v1/products/', operation: '/products/', status: 200, body: { count: 'many', results: {} }, headers: {} });
    expect(verdict.valid).toBe(false);
  });
  test('a failing verdict adds x-contract-violation and logs', () => {
    const lines: string[] = [];
    const strict = createMockApp({ now: NOW, validator: () => ({ valid: false, errors: [{ message: 'nope' }] }), log: (l) => lines.push(l) });
    const res = strict.request('/v1/products/');
    expect(res.headers['x-contract-violation']).toBe('true');
    expect(lines[0]).toMatch(/contract violation on GET \/v1\/products\/ -> 200/);
    expect(strict.stats.violations).toBe(1);
  });
});
