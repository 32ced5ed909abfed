// Byte identity of every answer over a broad sweep of requests: status, headers (names, values and
// their order, which is the order on the wire) and body, hashed per group of requests and compared
// with a file snapshot recorded from the app before any speed work (commit 56764cd). Every change of
// the response path (its cache, how bodies are built and written) must leave it unchanged. The same requests are then asked again in reverse order on the same app (warm
// caches, other eviction orders) and over a real socket (the listener's bytes must be handle()'s).
// A deliberate change of behaviour updates the snapshot: `npx vitest run test/app-bytes.test.ts -u` (the
// data corrections of product details, with the platform's records cited in test/handlers/products.test.ts).
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMockApp, type MockApp, type MockRequest, type MockResponse } from '../src/app.js';
import { buildAccounts } from '../src/data/accounts.js';
import { chargeKindsOf } from '../src/data/dataset.js';
import { buildMeterIndex } from '../src/handlers/consumption.js';
import { startMockServer, type RunningMockServer } from '../src/server.js';
import { HOST } from './helpers.js';

interface SweepRequest {
  /** Group of the snapshot line (category and base path). */
  group: string;
  method: string;
  url: string;
  headers: Record<string, string>;
}

const ACCOUNT = 'A-1A2B3C4D';
const KEY = 'sk_test_energy_contracts_demo_key';
const basic = (user: string): string => `Basic ${Buffer.from(user).toString('base64')}`;
const TEN_YEARS = 'period_from=2016-01-01T00:00Z&period_to=2026-01-01T00:00Z';

const LIST_QUERIES = [
  '',
  'is_green=true',
  'is_green=True',
  'is_green=1',
  'is_green=maybe',
  'is_green=',
  'is_variable=false&is_prepay=true',
  'is_business=true',
  'is_tracker=true&brand=OCTOPUS_ENERGY',
  'brand=BULB',
  'brand=',
  'brand=NOPE',
  'available_at=2018-01-01T00:00Z',
  'available_at=2024-06-01',
  'available_at=2024-06-01%2000:00Z',
  'available_at=2024-06-01T00:00:00%2B0000',
  'available_at=2024-06-01T00:00:00+01:00',
  'available_at=soon',
  'available_at=2025-03-30T01:15',
  'available_at=2022-11-01T00:00',
  'available_at=2022-10-31T23:59:59.999999Z',
  'page_size=5',
  'page_size=5&page=2',
  'page_size=5&page=last',
  'page=2',
  'page=abc',
  'page=0',
  'page_size=abc',
  'page_size=99999',
  'page_size=7&page=3&is_green=true&z=1&a=2',
  'b=%20x&page_size=10&page=2',
  'page_size=10&page=2&page=3',
  'brand=%E0%A4%A',
  `brand=${'A'.repeat(5000)}`,
  'x=%ZZ',
  '%ZZ=1',
  '&&&',
  'page_size=1&page=41',
  'q=caf%C3%A9&page_size=3&page=2',
];
const DETAIL_QUERIES = [
  '',
  'tariffs_active_at=',
  'tariffs_active_at=2017-06-01T00:00Z',
  'tariffs_active_at=2019-06-01T00:00',
  'tariffs_active_at=2022-09-30T22:59:59.999Z',
  'tariffs_active_at=2022-09-30T23:00Z',
  'tariffs_active_at=2024-03-31T01:30',
  'tariffs_active_at=2024-10-27T01:30',
  'tariffs_active_at=2024-06-01T12:15:00Z',
  'tariffs_active_at=2024-06-01T12:29:59.999999Z',
  'tariffs_active_at=2099-01-01T00:00Z',
  'tariffs_active_at=x',
  'tariffs_active_at=0050-06-01T00:00Z',
];
const HALF_HOURLY_CHARGE_QUERIES = [
  '',
  'page=2',
  'page=last',
  'page_size=1',
  'page_size=7&page=3',
  'page_size=1500',
  'page_size=1500&page=2',
  'page_size=47&page=5',
  'period_from=2024-03-31&period_to=2024-04-01',
  'period_from=2024-10-27T00:00&period_to=2024-10-28T00:00',
  'period_from=2024-10-27T12:10Z&period_to=2024-10-27T12:50Z',
  TEN_YEARS,
  `${TEN_YEARS}&page=1750`,
  `${TEN_YEARS}&page_size=1500&page=117`,
  'period_from=2023-01-15T00:00Z',
  'period_to=2024-01-01T00:00Z',
  'period_from=2025-01-01T00:00Z&period_to=2024-01-01T00:00Z',
  'period_from=2099-01-01T00:00Z',
  'page=abc',
  'page_size=0',
  'period_from=x',
  'page=99999',
];
const STEPPED_CHARGE_QUERIES = [
  '',
  'page=2',
  'page=last',
  'page_size=1',
  'page_size=3&page=2',
  'page_size=1500',
  'period_from=2023-01-15T00:00Z',
  'period_from=2023-01-15T00:00Z&period_to=2023-01-15T00:00:01Z',
  'period_from=2099-01-01T00:00Z',
  TEN_YEARS,
  'page=99',
];
const CHARGE_PRODUCTS = [
  'AGILE-24-04-03',
  'AGILE-OUTGOING-19-05-13',
  'AGILE-18-02-21',
  'GO-VAR-22-10-14',
  'COSY-22-12-08',
  'FLUX-IMPORT-23-02-14',
  'VAR-22-11-01',
  'PREPAY-VAR-18-09-21',
  'SILVER-23-12-06',
  'OE-FIX-12M-24-05-24',
  'BUS-VAR-22-11-01',
  'OUTGOING-FIX-12M-19-05-13',
  'VAR-BB-23-04-01',
];
const CONSUMPTION_QUERIES = [
  '',
  'page=2',
  'page=last',
  'page_size=1',
  'order_by=period',
  'order_by=x',
  'group_by=hour&page_size=50',
  'group_by=day',
  'group_by=week&order_by=period',
  'group_by=month',
  'group_by=quarter',
  'group_by=year',
  'period_from=2024-03-30T00:00&period_to=2024-04-02T00:00&group_by=day',
  'period_from=2024-10-27&period_to=2024-10-28',
  'period_to=2024-01-01T00:00Z',
  'page=99999',
  'page_size=3000&page=2',
];
const AUTHORIZATIONS: Array<[string, (token: string) => string | undefined]> = [
  ['none', () => undefined],
  ['basic', () => basic(`${KEY}:`)],
  ['basic lower-case scheme', () => basic(`${KEY}:`).replace('Basic', 'basic')],
  ['basic with password', () => basic(`${KEY}:pw`)],
  ['basic wrong key', () => basic('nope:')],
  ['basic bad base64', () => 'Basic %%%'],
  ['basic empty', () => 'Basic '],
  ['basic spaces', () => 'Basic a b'],
  ['basic no colon', () => basic(KEY)],
  ['token', () => `Token ${KEY}`],
  ['token wrong', () => 'Token nope'],
  ['token empty', () => 'Token '],
  ['jwt raw', (token) => token],
  ['jwt scheme', (token) => `JWT ${token}`],
  ['bearer', () => 'Bearer x'],
  ['token padded', () => `  Token ${KEY}  `],
];
const PREFERS = [
  'code=404',
  'example=invalid_page',
  'code=200, example=empty',
  'code=418',
  'code=401',
  'code=403',
  'example=nope',
  'foo=bar',
  'code=200;x=1',
  'code="404"',
];
const HOSTS = ['localhost', '[::1]:8080', 'bad host', 'x'.repeat(300), 'a.b:99999', 'UPPER.Example:80', ''];
const METHODS = ['HEAD', 'OPTIONS', 'POST', 'DELETE', 'PATCH', 'M-SEARCH', 'WEIRD_METHOD1'];

/** The sweep for one app: every operation, its errors, methods, redirects, hosts and Prefer. */
function sweep(app: MockApp, seed: number): SweepRequest[] {
  const out: SweepRequest[] = [];
  const add = (group: string, url: string, headers: Record<string, string | undefined> = {}, method = 'GET'): void => {
    const h: Record<string, string> = {};
    for (const [k, v] of Object.entries({ host: HOST, ...headers })) if (v !== undefined) h[k] = v;
    out.push({ group, method, url, headers: h });
  };
  const withQuery = (path: string, q: string): string => (q === '' ? path : `${path}?${q}`);
  const token = app.credentials.token;
  const auth = { authorization: `Token ${KEY}` };
  for (const path of ['/v1/products/', '/v1/products'])
    for (const q of LIST_QUERIES) add(`products list ${path}`, withQuery(path, q));
  for (const product of app.data.products) {
    for (const q of DETAIL_QUERIES)
      add(`product detail ${product.code}`, withQuery(`/v1/products/${product.code}/`, q));
  }
  add('product detail others', '/v1/products/AGILE%2D24-04-03/');
  add('product detail others', '/v1/products/NOPE/');
  add('product detail others', '/v1/products/AGILE-24-04-03/?tariffs_active_at=2025-01-16T22:30Z');
  add('product detail others', '/v1/products/AGILE-24-04-03/?tariffs_active_at=2025-01-16T23:00Z');
  add('product detail others', '/v1/products/AGILE-24-04-03/?tariffs_active_at=2026-07-02T22:59:59Z');
  for (const code of CHARGE_PRODUCTS) {
    const product = app.data.productsByCode.get(code)!;
    for (const tariff of product.tariffs.filter(
      (t) => t.region === '_C' || (code === 'AGILE-24-04-03' && t.region === '_P'),
    )) {
      const fuelPath = `${tariff.fuel}-tariffs`;
      for (const kind of ['standard-unit-rates', 'standing-charges', 'day-unit-rates', 'night-unit-rates'] as const) {
        const path = `/v1/products/${code}/${fuelPath}/${tariff.code}/${kind}/`;
        if (!chargeKindsOf(tariff).includes(kind)) {
          add(`charges 404 ${tariff.code}`, path);
          continue;
        }
        const halfHourly = kind === 'standard-unit-rates' && /AGILE|GO-|COSY|FLUX/.test(code);
        for (const q of halfHourly ? HALF_HOURLY_CHARGE_QUERIES : STEPPED_CHARGE_QUERIES)
          add(`charges ${tariff.code} ${kind}`, withQuery(path, q));
      }
    }
  }
  add('charges others', '/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/');
  add('charges others', '/v1/products/VAR-22-11-01/gas-tariffs/E-1R-VAR-22-11-01-C/standard-unit-rates/');
  add('charges others', '/v1/products/VAR-22-11-01/gas-tariffs/G-1R-VAR-22-11-01-C/day-unit-rates/');
  add('charges others', '/v1/products/VAR-22-11-01/heat-tariffs/G-1R-VAR-22-11-01-C/standing-charges/');
  for (const number of [ACCOUNT, 'B-1234A1A1', 'a-lower', `${ACCOUNT}%20`]) {
    for (const [name, authorization] of AUTHORIZATIONS)
      add(`account ${number} ${name}`, `/v1/accounts/${number}/`, { authorization: authorization(token) });
  }
  const meters = buildMeterIndex(buildAccounts(seed, ACCOUNT));
  for (const [key, meter] of meters.meters) {
    const [fuel, point, serial] = key.split('/');
    const path = `/v1/${fuel}-meter-points/${point}/meters/${serial}/consumption/`;
    if (meter.accountNumber !== ACCOUNT) {
      add('consumption of another account', path, auth);
      continue;
    }
    for (const q of CONSUMPTION_QUERIES) add(`consumption ${key}`, withQuery(path, q), auth);
    add(`consumption ${key}`, path);
    add(`consumption ${key}`, path, { authorization: 'Token nope' });
  }
  add('consumption others', '/v1/electricity-meter-points/0000000000000/meters/X/consumption/', auth);
  add('consumption others', '/v1/gas-meter-points/1/meters/X/consumption/?group_by=day', auth);
  for (const mpan of meters.meterPoints.keys()) add('meter points', `/v1/electricity-meter-points/${mpan}/`);
  add('meter points', '/v1/electricity-meter-points/0000000000000/');
  add('meter points', `/v1/electricity-meter-points/1/?q=${'a'.repeat(4100)}`);
  for (const q of [
    '',
    'postcode=SW16%202GY',
    'postcode=sw16',
    'postcode=ZZ1',
    'postcode=',
    `postcode=${'X'.repeat(17)}`,
    'page=2',
    'page_size=5&page=2',
    'postcode=EH1+1AA',
    'page_size=3&page=last',
  ]) {
    add('grid supply points', withQuery('/v1/industry/grid-supply-points/', q));
  }
  const [firstMeter] = meters.meters.keys();
  const [mFuel, mPoint, mSerial] = firstMeter!.split('/');
  const slashless = [
    '/v1/products/AGILE-24-04-03',
    '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates',
    `/v1/accounts/${ACCOUNT}`,
    `/v1/${mFuel}-meter-points/${mPoint}/meters/${mSerial}/consumption`,
    `/v1/electricity-meter-points/${[...meters.meterPoints.keys()][0]}`,
    '/v1/industry/grid-supply-points',
  ];
  for (const path of slashless) {
    for (const q of ['', 'a=1&b=%ZZ', 'x=caf\u00e9 y', `page=${'9'.repeat(40)}`]) {
      for (const method of ['GET', 'HEAD', 'OPTIONS', 'DELETE'])
        add(`redirects ${path}`, withQuery(path, q), {}, method);
    }
  }
  for (const url of [
    '/',
    '/v1/',
    '/v1',
    '/v2/products/',
    '/v1/products/AGILE-24-04-03/extra/',
    '/v1/products//',
    '/v1/products/%/',
    '/v1/accounts/',
    `/v1/${'a'.repeat(3000)}`,
    `/v1/products/${'b'.repeat(3000)}`,
    'http://example.com/v1/products/?page_size=1',
    'HTTPS://EXAMPLE.COM',
    'http://x',
    '*',
    '',
  ]) {
    add('unknown and odd targets', url);
  }
  for (const url of ['/v1/products/', '/v1/products/VAR-22-11-01/', `/v1/accounts/${ACCOUNT}/`, '/v1/nope/']) {
    for (const method of METHODS) add(`methods ${url}`, url, { authorization: `Token ${KEY}` }, method);
  }
  const preferTargets = [
    '/v1/products/',
    '/v1/products/VAR-22-11-01/',
    `/v1/accounts/${ACCOUNT}/`,
    '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/',
    '/v1/industry/grid-supply-points/',
    '/v1/products/AGILE-24-04-03',
  ];
  for (const url of preferTargets) {
    for (const prefer of PREFERS) {
      add(`prefer ${url}`, url, { prefer });
      if (url.includes('accounts')) add(`prefer ${url}`, url, { prefer, authorization: `Token ${KEY}` });
    }
  }
  for (const host of HOSTS) {
    for (const url of [
      '/v1/products/?page_size=5&page=2',
      `/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?${TEN_YEARS}&page=2`,
      '/v1/products/GO-VAR-22-10-14/',
    ]) {
      add(`hosts ${host.slice(0, 20)}`, url, { host: host === '' ? undefined : host });
    }
  }
  return out;
}

function digest(response: MockResponse): string {
  return createHash('sha256')
    .update(`${response.status}\n${JSON.stringify(Object.entries(response.headers))}\n`)
    .update(response.body)
    .digest('hex');
}

function toMockRequest(r: SweepRequest): MockRequest {
  return { method: r.method, url: r.url, headers: r.headers, remoteAddress: '127.0.0.1' };
}

const APPS: Array<{ name: string; seed: number; now: string; strict?: boolean }> = [
  { name: 'seed 1, 2025-01-15T12:00Z', seed: 1, now: '2025-01-15T12:00:00Z' },
  { name: 'seed 7, 2026-07-01T09:30Z', seed: 7, now: '2026-07-01T09:30:00Z' },
  { name: 'seed 3, strict, 2024-10-27T01:15:30.5Z', seed: 3, now: '2024-10-27T01:15:30.5Z', strict: true },
];

/** One line per (app, group): the number of requests and a hash over their answers in order. */
function snapshotLines(name: string, requests: readonly SweepRequest[], digests: readonly string[]): string[] {
  const groups = new Map<string, { n: number; hash: ReturnType<typeof createHash> }>();
  requests.forEach((r, i) => {
    let g = groups.get(r.group);
    if (g === undefined) {
      g = { n: 0, hash: createHash('sha256') };
      groups.set(r.group, g);
    }
    g.n++;
    g.hash.update(digests[i]!);
  });
  return [...groups].map(([group, g]) => `${name} | ${group} | ${g.n} | ${g.hash.digest('hex').slice(0, 20)}`);
}

describe('every answer is byte-identical to the recorded one', () => {
  const runs = APPS.map((spec) => {
    const app = createMockApp({ seed: spec.seed, now: spec.now, strict: spec.strict ?? false, fallbackHost: HOST });
    return { spec, app, requests: sweep(app, spec.seed) };
  });
  const first = new Map<string, string[]>();

  test('status, headers in order and body, per group of requests', async () => {
    const lines: string[] = [];
    for (const { spec, app, requests } of runs) {
      const digests = requests.map((r) => digest(app.handle(toMockRequest(r))));
      first.set(spec.name, digests);
      lines.push(...snapshotLines(spec.name, requests, digests));
    }
    expect(runs.reduce((n, r) => n + r.requests.length, 0)).toBeGreaterThan(5000);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/app-bytes.sweep.txt');
  }, 120_000);

  test('the same requests in reverse order on the warm app give the same bytes', () => {
    for (const { spec, app, requests } of runs) {
      const before = first.get(spec.name)!;
      for (let i = requests.length - 1; i >= 0; i--) {
        const d = digest(app.handle(toMockRequest(requests[i]!)));
        if (d !== before[i])
          expect(`${requests[i]!.method} ${requests[i]!.url}`).toBe('the same bytes on the second asking');
      }
    }
    for (const { app } of runs) expect(app.stats.internalErrors).toBe(0);
  }, 120_000);
});

describe('the listener writes on the wire exactly what handle() answers', () => {
  let mock: RunningMockServer;
  let reference: MockApp;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, seed: 1, now: '2025-01-15T12:00:00Z' });
    // Links fall back to the server's own address when the Host header is missing or implausible.
    reference = createMockApp({ seed: 1, now: '2025-01-15T12:00:00Z', fallbackHost: `127.0.0.1:${mock.port}` });
  });
  afterAll(async () => {
    await mock.close();
  });

  /** Sends one request on its own connection and returns the raw response bytes. */
  function exchange(r: SweepRequest): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const socket = connect(mock.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const head = Object.entries(r.headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.on('connect', () => socket.end(`${r.method} ${r.url} HTTP/1.1\r\n${head}connection: close\r\n\r\n`));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks)));
      socket.on('error', reject);
      socket.setTimeout(10_000, () => reject(new Error(`timed out: ${r.url}`)));
    });
  }

  const REASONS: Record<number, string> = {
    200: 'OK',
    204: 'No Content',
    301: 'Moved Permanently',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
  };

  test('a sample of every kind of answer, byte for byte (Date aside)', async () => {
    const all = sweep(reference, 1).filter(
      (r) =>
        r.headers.host !== undefined &&
        r.url.length < 2000 &&
        r.url !== '' &&
        r.url !== '*' &&
        !r.url.includes(' ') &&
        !/[^\x21-\x7e]/.test(r.url) &&
        r.method !== 'M-SEARCH' &&
        r.method !== 'WEIRD_METHOD1',
    );
    // Every 4th request, plus every request of the groups whose headers differ (redirects, auth, methods).
    const sample = all.filter(
      (r, i) =>
        i % 4 === 0 ||
        r.group.startsWith('redirects') ||
        r.group.startsWith('methods') ||
        r.group.startsWith('account A-1A2B3C4D '),
    );
    expect(sample.length).toBeGreaterThan(500);
    for (const r of sample) {
      const expected = reference.handle(toMockRequest(r));
      const wire = await exchange(r);
      const split = wire.indexOf('\r\n\r\n');
      const head = wire.subarray(0, split).toString('latin1');
      const body = wire.subarray(split + 4);
      const lines = head.split('\r\n').filter((line) => !line.startsWith('Date: '));
      const want = [
        `HTTP/1.1 ${expected.status} ${REASONS[expected.status]}`,
        ...Object.entries(expected.headers).map(([k, v]) => `${k}: ${v}`),
        'Connection: close',
      ];
      expect(lines, `${r.method} ${r.url}`).toEqual(want);
      expect(body.equals(Buffer.from(expected.body)), `${r.method} ${r.url}`).toBe(true);
    }
  }, 120_000);
});
