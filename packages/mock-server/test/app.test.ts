import { describe, expect, test } from 'vitest';
import { createMockApp, MockOptionError } from '../src/app.js';
import { AGILE_C, HOST, get, makeApp } from './helpers.js';
import type { RateLimit } from '../src/http/rate-limit.js';
import { createPrng } from '@energy-contracts/schema-tools/seeded-random';

const app = makeApp();

describe('bad input is a 400 naming the parameter', () => {
  // Strict mode (--strict) answers every case with a 400 naming the parameter; the default,
  // lenient mode reads some as the platform does (200, or DRF's 404 "Invalid page."): the exact
  // lenient readings are tested in test/http/query.test.ts.
  const strictApp = makeApp({ strict: true });
  const cases: Array<[string, { url: string; parameter: string; lenient: 200 | 400 | 404 }]> = [
    ['boolean "yes"', { url: '/v1/products/?is_green=yes', parameter: 'is_green', lenient: 200 }],
    ['boolean "True"', { url: '/v1/products/?is_prepay=True', parameter: 'is_prepay', lenient: 200 }],
    ['boolean "1"', { url: '/v1/products/?is_business=1', parameter: 'is_business', lenient: 200 }],
    ['empty boolean', { url: '/v1/products?is_tracker=', parameter: 'is_tracker', lenient: 200 }],
    ['is_variable "no"', { url: '/v1/products/?is_variable=no', parameter: 'is_variable', lenient: 200 }],
    ['blank brand', { url: '/v1/products/?brand=', parameter: 'brand', lenient: 200 }],
    ['non-numeric page_size', { url: '/v1/products/?page_size=ten', parameter: 'page_size', lenient: 200 }],
    ['page_size 0', { url: '/v1/products/?page_size=0', parameter: 'page_size', lenient: 200 }],
    ['page_size 1501', { url: '/v1/products/?page_size=1501', parameter: 'page_size', lenient: 200 }],
    ['negative page_size', { url: '/v1/products/?page_size=-5', parameter: 'page_size', lenient: 200 }],
    ['page_size 1.5', { url: '/v1/products?page_size=1.5', parameter: 'page_size', lenient: 200 }],
    ['page 0', { url: '/v1/products/?page=0', parameter: 'page', lenient: 404 }],
    ['non-numeric page', { url: '/v1/products/?page=two', parameter: 'page', lenient: 404 }],
    ['huge page', { url: '/v1/products/?page=99999999999999999999', parameter: 'page', lenient: 404 }],
    [
      'malformed available_at',
      { url: '/v1/products/?available_at=yesterday', parameter: 'available_at', lenient: 400 },
    ],
    [
      'malformed tariffs_active_at',
      {
        url: '/v1/products/VAR-22-11-01/?tariffs_active_at=2024-02-30T00:00Z',
        parameter: 'tariffs_active_at',
        lenient: 400,
      },
    ],
    ['malformed period_from', { url: `${AGILE_C}?period_from=2024-01-01`, parameter: 'period_from', lenient: 200 }],
    [
      'malformed period_to',
      { url: `${AGILE_C}?period_from=2024-01-01T00:00Z&period_to=soon`, parameter: 'period_to', lenient: 400 },
    ],
    ['period_to alone', { url: `${AGILE_C}?period_to=2024-01-01T00:00Z`, parameter: 'period_to', lenient: 400 }],
    [
      'period_from after period_to',
      {
        url: `${AGILE_C}?period_from=2024-01-02T00:00Z&period_to=2024-01-01T00:00Z`,
        parameter: 'period_to',
        lenient: 400,
      },
    ],
    [
      'period_from equal to period_to',
      {
        url: `${AGILE_C}?period_from=2024-01-01T00:00Z&period_to=2024-01-01T00:00Z`,
        parameter: 'period_to',
        lenient: 400,
      },
    ],
    [
      'spring-gap local time',
      { url: '/v1/products/?available_at=2025-03-30T01:15', parameter: 'available_at', lenient: 400 },
    ],
    ['bad percent-encoding', { url: '/v1/products/?brand=%E0%A4%A', parameter: 'brand', lenient: 400 }],
    [
      'oversized query string',
      { url: `/v1/products/?brand=${'A'.repeat(5000)}`, parameter: 'non_field_errors', lenient: 400 },
    ],
  ];
  test.each(cases)('%s (strict)', (_name, { url, parameter }) => {
    const res = get(strictApp, url);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json');
    expect(Object.keys(res.body)).toEqual([parameter]);
    expect(res.body[parameter][0]).toEqual(expect.any(String));
  });
  test.each(cases)('%s (default, lenient)', (_name, { url, parameter, lenient }) => {
    const res = get(app, url);
    expect(res.status).toBe(lenient);
    expect(res.headers['content-type']).toBe('application/json');
    if (lenient === 400) expect(Object.keys(res.body)).toEqual([parameter]);
    if (lenient === 404) expect(res.body).toEqual({ detail: 'Invalid page.' });
  });

  test('charge lists read page and page_size leniently', () => {
    expect(get(app, `${AGILE_C}?page_size=abc`).status).toBe(200);
    expect(get(app, `${AGILE_C}?page=abc`).body).toEqual({ detail: 'Invalid page.' });
  });

  test('a two-digit year is that year, not 19xx (tariffs_active_at=0050-06-01 echoes 0050)', () => {
    expect(get(app, '/v1/products/AGILE-24-04-03/?tariffs_active_at=0050-06-01T00:00Z').body.tariffs_active_at).toBe(
      '0050-06-01T00:00:00Z',
    );
  });

  test('a clock whose answers could not be written as RFC 3339 is refused, naming now', () => {
    expect(() => createMockApp({ now: '9999-12-31T23:59:59Z' })).toThrow(MockOptionError);
    expect(() => createMockApp({ now: '9999-12-31T23:59:59Z' })).toThrow(
      /^now: expected a clock from 0000-01-01T00:00:00Z to 9999-12-29T00:00:00Z/,
    );
    expect(createMockApp({ now: '9999-12-28T12:00Z' }).request('/v1/products/AGILE-24-04-03/').status).toBe(200);
  });

  test('the exact message of period_to alone', () => {
    expect(get(app, `${AGILE_C}?period_to=2024-01-01T00:00Z`).body).toEqual({
      period_to: ['period_to is only valid together with period_from.'],
    });
  });

  test('several bad parameters are all reported', () => {
    expect(Object.keys(get(strictApp, '/v1/products/?is_green=x&page_size=0&available_at=no').body).sort()).toEqual([
      'available_at',
      'is_green',
      'page_size',
    ]);
    expect(Object.keys(get(app, '/v1/products/?available_at=no&tariffs_active_at=x').body)).toEqual(['available_at']);
  });

  test('unknown query parameters are ignored', () => {
    expect(get(app, '/v1/products/?colour=blue').status).toBe(200);
  });
});

describe('paths and methods', () => {
  test('request() given something else than a target string throws a TypeError naming url, not a 500', () => {
    const fresh = makeApp();
    const misuse = () => fresh.request({ method: 'GET', url: '/v1/products/' } as unknown as string);
    expect(misuse).toThrow(TypeError);
    expect(misuse).toThrow(/^request\(url\): expected the request target as a string .*got object$/);
    expect(fresh.stats.internalErrors).toBe(0);
  });

  const unknown = [
    '/',
    '/v1',
    '/v2/products/',
    '/v1/product/',
    '/v1/products//',
    '/v1/products/VAR-22-11-01/electricity-tariffs',
    '/v1/accounts',
    '/v1/products/X/electricity-tariffs/Y/unit-rates/',
    '/v1/products/%E0%A4%A/',
    `/v1/products/${'x'.repeat(5000)}/`,
  ];
  test.each(unknown)('unknown path %s is a JSON 404', (url) => {
    const res = get(app, url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'])('%s is a 405 with Allow', (method) => {
    const res = app.request('/v1/products/', { method, headers: { host: HOST } });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(JSON.parse(res.body)).toEqual({ detail: `Method "${method}" not allowed.` });
  });

  test('HEAD has the GET headers and no body; OPTIONS is 204 with Allow', () => {
    const getRes = app.request('/v1/products/', { headers: { host: HOST } });
    const head = app.request('/v1/products/', { method: 'HEAD', headers: { host: HOST } });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(getRes.headers['content-length']);
    const options = app.request('/v1/products/', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  const lengthCases = [
    '/v1/products/BB-VAR-17-10-01/',
    '/v1/products/',
    '/v1/products/?page_size=3&page=2',
    '/v1/products/?available_at=2019-01-01T00:00',
    '/v1/products?brand=BULB',
  ];
  test.each(lengthCases)('content-length matches the body bytes: %s', (url) => {
    const res = app.request(url, { headers: { host: HOST } });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });
});

describe('rate limiting', () => {
  test('is off by default', () => {
    const fresh = makeApp();
    for (let i = 0; i < 50; i++) expect(get(fresh, '/v1/products/?page_size=1').status).toBe(200);
  });
  test('answers 429 with Retry-After once the window is used up', () => {
    const limited = makeApp({ rateLimit: '3/minute' });
    for (let i = 0; i < 3; i++) expect(get(limited, '/v1/products/?page_size=1').status).toBe(200);
    const res = get(limited, '/v1/products/?page_size=1');
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds?\.$/);
  });
  test('a rule with its own clock: the window follows it, so Retry-After is the same on every run', () => {
    let now = Date.UTC(2025, 0, 15, 12, 0, 20);
    const limited = makeApp({ rateLimit: { limit: 1, windowMs: 60_000, clock: () => now } });
    expect(get(limited, '/v1/products/?page_size=1').status).toBe(200);
    const res = get(limited, '/v1/products/?page_size=1');
    expect([res.status, res.headers['retry-after']]).toEqual([429, '40']);
    expect(res.body.detail).toBe('Request was throttled. Expected available in 40 seconds.');
    now += 40_000;
    expect(get(limited, '/v1/products/?page_size=1').status).toBe(200);
  });
  test('a malformed rule is refused at start', () => {
    expect(() => createMockApp({ rateLimit: 'lots' })).toThrow(/rateLimit/);
  });
  test.each([
    [{ limit: 0, windowMs: 1000 }, 'rateLimit.limit: expected a whole number of requests, at least 1, got 0'],
    [{ limit: 1.5, windowMs: 1000 }, 'rateLimit.limit: expected a whole number of requests, at least 1, got 1.5'],
    [{ limit: 3, windowMs: 0 }, 'rateLimit.windowMs: expected a window in milliseconds, above 0, got 0'],
    [{ limit: 3, windowMs: Number.NaN }, 'rateLimit.windowMs: expected a window in milliseconds, above 0, got NaN'],
    [
      { limit: 3, windowMs: 1000, clock: 5 },
      'rateLimit.clock: expected a function returning the time in ms, got number',
    ],
  ])('a malformed rule object %j is refused at start, naming the field', (rule, message) => {
    expect(() => createMockApp({ rateLimit: rule as RateLimit })).toThrow(new MockOptionError(message));
  });
});

describe('the fixed clock', () => {
  test.each(['2025', 'tomorrow', '2024-03-31T01:30'])('now %j is refused at start', (now) => {
    expect(() => createMockApp({ now })).toThrow(/^now: /);
  });
});

describe('a clock function', () => {
  test.each([Number.NaN, Number.POSITIVE_INFINITY, Date.UTC(9999, 11, 31), '2025-01-15T12:00:00Z', undefined])(
    'a reading of %j is a 500 naming now and what it returned, on every route, and logged',
    (reading) => {
      const logged: string[] = [];
      const bad = createMockApp({ now: () => reading as number, log: (line) => logged.push(line) });
      for (const url of ['/v1/products/', AGILE_C, '/v1/products/VAR-22-11-01/']) {
        const res = bad.request(url);
        expect(res.status, url).toBe(500);
        expect(res.json(), url).toEqual({
          detail: `Mock server misconfigured: now: the clock function returned ${String(reading)}; expected epoch milliseconds from 0000-01-01T00:00:00Z to 9999-12-29T00:00:00Z`,
        });
      }
      expect(logged).toHaveLength(3);
      expect(logged[0]).toContain('now: the clock function returned');
    },
  );
  test('a good reading after a bad one answers as usual', () => {
    let reading = Number.NaN;
    const app = createMockApp({ now: () => reading, log: () => {} });
    expect(app.request('/v1/products/').status).toBe(500);
    reading = Date.UTC(2025, 0, 15, 12);
    expect(app.request('/v1/products/').status).toBe(200);
  });
});

describe('determinism', () => {
  const urls = ['/v1/products/', '/v1/products/AGILE-24-04-03/', `${AGILE_C}?page=42`, '/v1/accounts/A-1A2B3C4D/'];
  const auth = { authorization: 'Token sk_test_energy_contracts_demo_key' };
  test('same seed, clock and request give the same bytes', () => {
    const a = makeApp({ seed: 7 });
    const b = makeApp({ seed: 7 });
    for (const url of urls) expect(get(a, url, auth).raw).toBe(get(b, url, auth).raw);
  });
  test('another seed gives other prices and another account', () => {
    const a = makeApp({ seed: 1 });
    const b = makeApp({ seed: 2 });
    expect(get(a, AGILE_C).raw).not.toBe(get(b, AGILE_C).raw);
    expect(get(a, '/v1/products/VAR-22-11-01/').raw).not.toBe(get(b, '/v1/products/VAR-22-11-01/').raw);
    expect(get(a, '/v1/accounts/A-1A2B3C4D/', auth).raw).not.toBe(
      get(b, '/v1/accounts/A-1A2B3C4D/', { authorization: `Token ${b.credentials.apiKey}` }).raw,
    );
  });
});

describe('robustness', () => {
  test('garbage requests never produce a 5xx', () => {
    const fuzz = makeApp();
    const pieces = [
      '/v1',
      '/products',
      '/',
      'AGILE-24-04-03',
      '/electricity-tariffs',
      '/E-1R-AGILE-24-04-03-C',
      '/standard-unit-rates',
      '?',
      '&',
      '=',
      'page',
      'page_size',
      'period_from',
      '%',
      '%ZZ',
      '..',
      '\u00e9',
      '2024-01-01T00:00Z',
      '-1',
      '1e9',
      'accounts',
      'A-1A2B3C4D',
    ];
    const rng = createPrng('garbage requests');
    for (let i = 0; i < 3000; i++) {
      let url = '';
      const n = rng.int(1, 10);
      for (let j = 0; j < n; j++) url += rng.pick(pieces);
      const res = fuzz.request(url.startsWith('/') ? url : `/${url}`, {
        headers: { host: HOST, authorization: i % 3 === 0 ? 'Basic %%%' : '' },
      });
      expect(res.status, url).toBeLessThan(500);
      expect(() => JSON.parse(res.body), url).not.toThrow();
    }
    expect(fuzz.stats.internalErrors).toBe(0);
  }, 30_000);
});
