// Sweeps every operation and every status it can answer through @energy-contracts/validator's
// validateResponse (the contract's precompiled schemas), as stripe-mock's sweep tests do.
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { openApiOperations, operationParameters, requiresCredentials } from '@energy-contracts/schema-tools/openapi';
import { beforeAll, describe, expect, test } from 'vitest';
import { createMockApp, type MockApp, type ResponseValidator } from '../src/app.js';
import { buildAccounts } from '../src/data/accounts.js';
import { chargeKindsOf } from '../src/data/dataset.js';
import { buildMeterIndex, MAX_CONSUMPTION_PAGE_SIZE } from '../src/handlers/consumption.js';
import { MAX_PAGE_SIZE } from '../src/http/pagination.js';
import { loadContractValidator } from '../src/validate.js';
import { HOST, NOW } from './helpers.js';
import { CHARGE, KEY, REACH } from './reach.js';

type JsonObject = { [key: string]: unknown };

let validate: ResponseValidator;
/** The apps' validator: the contract's, counting its verdicts, so check() knows which answers the app validated. */
let appValidator: ResponseValidator;
let appVerdicts = 0;
let app: MockApp;
let limited: MockApp;
const violations: string[] = [];

beforeAll(async () => {
  validate = await loadContractValidator();
  appValidator = (input) => {
    appVerdicts++;
    return validate(input);
  };
  const log = (line: string): void => {
    violations.push(line);
  };
  app = createMockApp({ now: NOW, fallbackHost: HOST, validator: appValidator, log });
  limited = createMockApp({ now: NOW, fallbackHost: HOST, validator: appValidator, log, rateLimit: '1/hour' });
});

interface SpecOperation {
  operationId: string;
  template: string;
  statuses: string[];
  secured: boolean;
}

/** Every operation of the bundled contract with its documented statuses: the sweep's list, never written by hand. */
const SPEC: SpecOperation[] = (() => {
  const doc = contractReader(import.meta.url).read<JsonObject>('openapi');
  return openApiOperations(doc)
    .filter((o) => o.method === 'get')
    .map((o) => ({
      operationId: o.operationId,
      template: o.path,
      statuses: Object.keys(o.op.responses as JsonObject).sort(),
      secured: requiresCredentials(doc, o),
    }));
})();
const slashOperationOf = (op: SpecOperation): SpecOperation | undefined =>
  SPEC.find((o) => o.template === `${op.template}/`);
const isRedirect = (op: SpecOperation): boolean => op.statuses.includes('301');

/**
 * Requests `url`, checks its status and that it obeys the contract; returns the parsed body (undefined when empty).
 * Each answer with a body is validated once, by the app: its validator is the contract's, a failing verdict shows
 * as the x-contract-violation header and a logged line, and the app must have given a verdict on the answer.
 */
function check(
  target: MockApp,
  url: string,
  status: number,
  init: { method?: string; headers?: Record<string, string> } = {},
): unknown {
  const before = violations.length;
  const verdictsBefore = appVerdicts;
  const res = target.request(url, { method: init.method ?? 'GET', headers: { host: HOST, ...init.headers } });
  expect(res.status, url).toBe(status);
  expect(res.headers['x-contract-violation'], `${url}: ${violations.slice(before).join('\n')}`).toBeUndefined();
  expect(violations.slice(before)).toEqual([]);
  if (res.body === '') return undefined;
  expect(appVerdicts - verdictsBefore, `${url}: the app gave no verdict on its answer`).toBe(1);
  return JSON.parse(res.body) as unknown;
}

test('the sweep reads the operations from the bundled contract, and knows no operation the contract lacks', () => {
  expect(SPEC.length).toBeGreaterThanOrEqual(26);
  const known = new Set(SPEC.map((op) => op.operationId));
  expect(Object.keys(REACH).filter((id) => !known.has(id))).toEqual([]);
});

describe.each(SPEC.map((op) => [op.operationId, op] as const))('%s', (operationId, op) => {
  const reach = isRedirect(op) ? undefined : REACH[operationId];
  const slash = isRedirect(op) ? slashOperationOf(op) : undefined;
  test('the mock knows how to reach it', () => {
    if (isRedirect(op)) expect(slash, `${operationId}: a 301 operation without its slash path`).toBeDefined();
    else
      expect(
        reach,
        `${operationId} (GET ${op.template}) is in the contract but the mock's sweep does not know how to reach it: teach the mock the operation and add it to REACH`,
      ).toBeDefined();
  });
  if (isRedirect(op)) {
    const target = slash && REACH[slash.operationId];
    test.each(op.statuses)('%s', (status) => {
      expect(target, `${slash?.operationId} has no REACH row`).toBeDefined();
      const [pathPart, query] = target!.path.split('?');
      const bare = `${pathPart!.slice(0, -1)}${query ? `?${query}&` : '?'}page_size=2`;
      const headers = target!.auth ? KEY : {};
      if (status === '301') {
        check(app, bare, 301, { headers });
        check(app, pathPart!.slice(0, -1), 301, { method: 'HEAD', headers });
      } else if (status === '405') check(app, bare, 405, { method: 'DELETE', headers });
      else throw new Error(`${operationId}: no request gives a documented ${status}`);
    });
    return;
  }
  if (!reach) return;
  const headers = reach.auth === true ? KEY : {};
  const trigger: Record<string, () => void> = {
    '200': () => check(app, reach.path, 200, { headers }),
    '400': () => {
      check(app, `${reach.path}${reach.path.includes('?') ? '&' : '?'}q=${'a'.repeat(4100)}`, 400, { headers });
      if (reach.badRequest !== undefined) check(app, reach.badRequest, 400, { headers });
    },
    '401': () => {
      check(app, reach.path, 401);
      check(app, reach.path, 401, { headers: { authorization: 'Token nope' } });
      check(app, reach.path, 401, { headers: { authorization: 'Basic %%%' } });
    },
    '405': () => check(app, reach.path, 405, { method: 'DELETE', headers }),
    '429': () => {
      limited.request(reach.path, { headers: { host: HOST, ...headers } });
      check(limited, reach.path, 429, { headers });
    },
    ...(reach.notFound !== undefined ? { '404': () => check(app, reach.notFound!, 404, { headers }) } : {}),
    ...(reach.forbidden !== undefined ? { '403': () => check(app, reach.forbidden!, 403, { headers }) } : {}),
  };
  test.each(op.statuses)('%s', (status) => {
    if (reach.unreachable?.[status] !== undefined) {
      // Not produced by the mock's behaviour; the documented example is still what Prefer forces, and it validates.
      check(app, reach.path, Number(status), { headers: { ...headers, prefer: `code=${status}` } });
      return;
    }
    const run = trigger[status];
    expect(
      run,
      `${operationId}: the contract documents ${status}, and the mock's sweep has no request that gives it`,
    ).toBeDefined();
    run!();
  });
  test('its unreachable statuses are documented ones', () => {
    for (const status of Object.keys(reach.unreachable ?? {}))
      expect(op.statuses, `${operationId} ${status}`).toContain(status);
    expect(op.secured, `${operationId}: auth in REACH and security in the contract agree`).toBe(reach.auth === true);
  });
});

describe("the strict reading's 400s validate too", () => {
  let strictApp: MockApp;
  beforeAll(() => {
    strictApp = createMockApp({
      now: NOW,
      fallbackHost: HOST,
      validator: appValidator,
      log: (line) => void violations.push(line),
      strict: true,
    });
  });
  test.each([
    '/v1/products/?is_green=True&page_size=99999&brand=',
    '/v1/products?page=abc&available_at=2024-06-01',
    '/v1/products/AGILE-24-04-03/?tariffs_active_at=',
    `${CHARGE('electricity', 'E-1R-VAR-22-11-01-C', 'standard-unit-rates')}?period_from=2024-06-01%2000:00Z`,
  ])('%s', (url) => {
    check(strictApp, url, 400);
  });
});

describe('every record of the data set validates', () => {
  test('every product detail, at now and in the past', () => {
    for (const product of app.data.products) {
      check(app, `/v1/products/${product.code}/`, 200);
      check(app, `/v1/products/${product.code}/?tariffs_active_at=2019-06-01T00:00`, 200);
    }
  });
  test('every product list page, with every filter', () => {
    for (const q of [
      '',
      '?page_size=5&page=2',
      '?available_at=2018-01-01T00:00Z',
      '?is_green=true&is_prepay=false&brand=BULB',
      '?is_business=true&is_tracker=false&is_variable=true',
    ]) {
      check(app, `/v1/products/${q}`, 200);
    }
  });
  test('every meter of every account: half-hours and every grouping, first and last page, both orders', () => {
    const accounts = buildAccounts(1, 'A-1A2B3C4D');
    for (const [key, meter] of buildMeterIndex(accounts).meters) {
      if (meter.accountNumber !== 'A-1A2B3C4D') continue;
      const [fuel, point, serial] = key.split('/');
      const url = `/v1/${fuel}-meter-points/${point}/meters/${serial}/consumption/`;
      for (const q of [
        '?page_size=25000',
        '?order_by=period&page_size=1000',
        '?group_by=hour&page_size=500',
        '?group_by=day&period_from=2024-03-30T00:00&period_to=2024-04-02T00:00',
        '?group_by=week',
        '?group_by=month&order_by=period',
        '?group_by=quarter',
      ]) {
        const { count } = check(app, `${url}${q}`, 200, { headers: KEY }) as { count: number };
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
          const { count } = check(app, url, 200) as { count: number };
          check(app, `${url}?page_size=1500&page=${Math.max(1, Math.ceil(count / 1500))}`, 200);
        }
      }
    }
    // Pages of 1500 records, each validated.
  }, 30_000);
});

describe('--validate flags violations', () => {
  test('the contract validator does reject a wrong body (the sweep can fail)', () => {
    const verdict = validate({
      method: 'GET',
      path: '/v1/products/',
      operation: '/products/',
      status: 200,
      body: { count: 'many', results: {} },
      headers: {},
    });
    expect(verdict.valid).toBe(false);
  });
  test('a failing verdict adds x-contract-violation and logs', () => {
    const lines: string[] = [];
    const strict = createMockApp({
      now: NOW,
      validator: () => ({ valid: false, errors: [{ message: 'nope' }] }),
      log: (l) => lines.push(l),
    });
    const res = strict.request('/v1/products/');
    expect(res.headers['x-contract-violation']).toBe('true');
    expect(lines[0]).toMatch(/contract violation on GET \/v1\/products\/ -> 200/);
    expect(strict.stats.violations).toBe(1);
  });
});

describe("limits the mock writes down are the contract's", () => {
  const doc = contractReader(import.meta.url).read<JsonObject>('openapi');
  /** The page_size maximum of every list operation, by operationId. */
  const maxima = openApiOperations(doc)
    .filter((o) => o.method === 'get')
    .flatMap((o) => {
      const maximum = (
        operationParameters(doc, o).find((p) => p.name === 'page_size' && p.in === 'query')?.schema as
          | { maximum?: number }
          | undefined
      )?.maximum;
      return maximum === undefined ? [] : [[o.operationId, maximum] as const];
    });
  test.each(maxima)('%s: page_size up to %d', (operationId, maximum) => {
    expect(operationId.includes('Consumption') ? MAX_CONSUMPTION_PAGE_SIZE : MAX_PAGE_SIZE).toBe(maximum);
  });
  test('there are list operations to compare', () => expect(maxima.length).toBeGreaterThanOrEqual(10));
});
