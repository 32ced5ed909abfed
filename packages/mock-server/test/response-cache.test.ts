// The response cache belongs to the app and never changes an answer: two apps on different clocks
// in one process each answer for their own clock, and an app whose clock moves (across half-hours,
// UTC and London midnights, a quarter start and a product's launch) answers every request exactly
// as an app without the cache does.
import { describe, expect, test } from 'vitest';
import { DAY_MS, HALF_HOUR_MS } from '@energy-contracts/schema-tools/london-time';
import { createMockApp, type MockApp } from '../src/app.js';
import { AGILE_C, HOST } from './helpers.js';

const KEY = 'sk_test_energy_contracts_demo_key';
const TOKEN = { authorization: `Token ${KEY}` };

function meterPaths(app: MockApp): string[] {
  const account = app.request('/v1/accounts/A-1A2B3C4D/', { headers: { host: HOST, ...TOKEN } }).json() as {
    properties: Array<{
      electricity_meter_points: Array<{ mpan: string; meters: Array<{ serial_number: string }> }>;
      gas_meter_points: Array<{ mprn: string; meters: Array<{ serial_number: string }> }>;
    }>;
  };
  const current = account.properties[account.properties.length - 1]!;
  const e = current.electricity_meter_points[0]!;
  const g = current.gas_meter_points[0]!;
  return [
    `/v1/electricity-meter-points/${e.mpan}/meters/${e.meters[0]!.serial_number}/consumption/`,
    `/v1/gas-meter-points/${g.mprn}/meters/${g.meters[0]!.serial_number}/consumption/?group_by=day&page_size=3`,
  ];
}

function answer(app: MockApp, url: string, headers: Record<string, string> = {}): string {
  const res = app.request(url, { headers: { host: HOST, ...headers } });
  return `${res.status} ${JSON.stringify(res.headers)} ${res.body}`;
}

describe('two apps with different clocks in one process', () => {
  test('each answers for its own clock, asked in turn', () => {
    const winter = createMockApp({ now: '2024-01-15T12:00:00Z', fallbackHost: HOST });
    const summer = createMockApp({ now: '2025-07-15T12:00:00Z', fallbackHost: HOST });
    const urls = [
      '/v1/products/VAR-22-11-01/',
      '/v1/products/?page_size=100',
      `${AGILE_C}?page_size=2`,
      '/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-VAR-22-11-01-C/standard-unit-rates/',
    ];
    for (let round = 0; round < 3; round++) {
      for (const url of urls) {
        const w = winter.request(url, { headers: { host: HOST } }).json() as Record<string, unknown>;
        const s = summer.request(url, { headers: { host: HOST } }).json() as Record<string, unknown>;
        expect(JSON.stringify(w), url).not.toBe(JSON.stringify(s));
        if ('tariffs_active_at' in w) {
          expect(w.tariffs_active_at).toBe('2024-01-15T12:00:00Z');
          expect(s.tariffs_active_at).toBe('2025-07-15T12:00:00Z');
        }
      }
    }
    // A fresh app on each clock gives the very same bytes as the app that answered the other's requests in between.
    for (const [app, now] of [
      [winter, '2024-01-15T12:00:00Z'],
      [summer, '2025-07-15T12:00:00Z'],
    ] as const) {
      const fresh = createMockApp({ now, fallbackHost: HOST, responseCacheBytes: 0 });
      for (const url of urls) expect(answer(app, url), url).toBe(answer(fresh, url));
    }
    // The Agile page ends at the half-hourly horizon of its own clock (23:00 UTC the next day).
    const newest = (app: MockApp) =>
      (app.request(`${AGILE_C}?page_size=1`).json() as { results: Array<{ valid_to: string }> }).results[0]!.valid_to;
    expect(newest(winter)).toBe('2024-01-16T23:00:00Z');
    expect(newest(summer)).toBe('2025-07-16T23:00:00Z');
  });
});

describe('an injected clock that moves', () => {
  // Instants around every kind of boundary an answer depends on; each visited twice, out of order.
  const boundaries = [
    Date.UTC(2024, 2, 30, 23, 30), // London midnight, GMT
    Date.UTC(2024, 3, 30, 23), // London midnight in BST, 1 May, and the quarter's month
    Date.UTC(2024, 5, 30, 23), // London midnight: 1 July, a quarter start
    Date.UTC(2024, 6, 1, 0), // UTC midnight: the half-hourly horizon moves
    Date.UTC(2024, 3, 2, 23), // 3 April 2024 (London): AGILE-24-04-03 becomes available
  ];
  const clocks = boundaries.flatMap((t) => [t - 1, t, t + 1, t + HALF_HOUR_MS - 1, t + HALF_HOUR_MS, t - DAY_MS]);
  const order = [...clocks, ...[...clocks].reverse()];

  test('answers as an app without the cache at every instant, for every kind of request', () => {
    let now = clocks[0]!;
    const clock = () => now;
    const cached = createMockApp({ now: clock, fallbackHost: HOST });
    const uncached = createMockApp({ now: clock, fallbackHost: HOST, responseCacheBytes: 0 });
    const meters = meterPaths(cached);
    const requests: Array<[string, Record<string, string>]> = [
      ['/v1/products/', {}],
      ['/v1/products/?is_tracker=true', {}],
      ['/v1/products/AGILE-24-04-03/', {}],
      ['/v1/products/VAR-22-11-01/?tariffs_active_at=2024-06-30T12:00Z', {}],
      ['/v1/products/SILVER-23-12-06/', {}],
      [`${AGILE_C}?page_size=3`, {}],
      ['/v1/products/SILVER-23-12-06/electricity-tariffs/E-1R-SILVER-23-12-06-C/standard-unit-rates/?page_size=2', {}],
      ['/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-VAR-22-11-01-C/standing-charges/?page_size=3', {}],
      [`${meters[0]}?page_size=2`, TOKEN],
      [meters[1]!, TOKEN],
    ];
    let compared = 0;
    for (const t of order) {
      now = t;
      for (const [url, headers] of requests) {
        expect(answer(cached, url, headers), `${new Date(t).toISOString()} ${url}`).toBe(
          answer(uncached, url, headers),
        );
        compared++;
      }
    }
    expect(compared).toBe(order.length * requests.length);
  });

  test('a detail at "now" shows the instant of each request, also within one half-hour', () => {
    let now = Date.UTC(2024, 5, 1, 12, 0, 1);
    const app = createMockApp({ now: () => now, fallbackHost: HOST });
    const at = () =>
      (app.request('/v1/products/VAR-22-11-01/').json() as { tariffs_active_at: string }).tariffs_active_at;
    expect(at()).toBe('2024-06-01T12:00:01Z');
    now += 1000;
    expect(at()).toBe('2024-06-01T12:00:02Z');
  });

  test('a failed authentication is never answered from the cache', () => {
    const app = createMockApp({ now: '2024-01-15T12:00:00Z', fallbackHost: HOST });
    expect(app.request('/v1/accounts/A-1A2B3C4D/', { headers: TOKEN }).status).toBe(200);
    expect(app.request('/v1/accounts/A-1A2B3C4D/').status).toBe(401);
    expect(app.request('/v1/accounts/A-1A2B3C4D/', { headers: { authorization: 'Token wrong' } }).status).toBe(401);
  });

  test('a kept answer never skips what can change it: the HTTP version, Prefer, the rate limit, the credentials', () => {
    const url = '/v1/accounts/A-1A2B3C4D/';
    const listen = (app: MockApp, httpVersion: string, headers: Record<string, string>): number => {
      let status = 0;
      const res = {
        writeHead(code: number) {
          status = code;
          return res;
        },
        end: () => undefined,
      };
      const req = { method: 'GET', url, headers: { host: HOST, ...headers }, socket: {}, httpVersion };
      app.listener(req as never, res as never);
      return status;
    };
    const app = createMockApp({ now: '2024-01-15T12:00:00Z', fallbackHost: HOST });
    for (let i = 0; i < 2; i++) expect(listen(app, '1.1', TOKEN)).toBe(200);
    expect(listen(app, '2.0', TOKEN)).toBe(505);
    expect(listen(app, '1.1', { ...TOKEN, prefer: 'code=404' })).toBe(404);
    expect(listen(app, '1.1', { authorization: 'Basic d3Jvbmc6' })).toBe(401);
    expect(listen(app, '1.0', TOKEN)).toBe(200);
    const limited = createMockApp({ now: '2024-01-15T12:00:00Z', fallbackHost: HOST, rateLimit: '2/minute' });
    expect([1, 2, 3].map(() => listen(limited, '1.1', TOKEN))).toEqual([200, 200, 429]);
    // Under a rate limit, an answer let through is still the kept one (written as bytes when asked again).
    const other = createMockApp({ now: '2024-01-15T12:00:00Z', fallbackHost: HOST, rateLimit: '5/minute' });
    const written: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const res = { writeHead: () => res, end: (chunk: unknown) => written.push(chunk) };
      other.listener({ method: 'GET', url, headers: { host: HOST, ...TOKEN }, socket: {} } as never, res as never);
    }
    expect(written.map((chunk) => Buffer.isBuffer(chunk))).toEqual([false, true]);
  });

  test('a redirect is kept too, and answered as without the cache', () => {
    const cached = createMockApp({ now: '2024-01-15T12:00:00Z', fallbackHost: HOST });
    const uncached = createMockApp({ now: '2024-01-15T12:00:00Z', fallbackHost: HOST, responseCacheBytes: 0 });
    for (const url of ['/v1/products/VAR-22-11-01', `${AGILE_C.slice(0, -1)}?page=2`, '/v1/accounts/A-1A2B3C4D']) {
      const first = answer(cached, url);
      expect(first.startsWith('301 '), url).toBe(true);
      expect(answer(cached, url), url).toBe(first);
      expect(first, url).toBe(answer(uncached, url));
    }
  });

  test('changing what a caller got, or the fallback host, never changes the next answers', () => {
    const app = createMockApp({ now: '2024-01-15T12:00:00Z', fallbackHost: HOST });
    const url = '/v1/products/?page_size=1';
    const first = app.handle({ method: 'GET', url, headers: { host: HOST } });
    first.headers['content-type'] = 'text/plain';
    const again = app.handle({ method: 'GET', url, headers: { host: HOST } });
    expect(again.headers['content-type']).toBe('application/json');
    // No Host: links name the fallback host, also once the server changes it.
    const next = () => (app.handle({ method: 'GET', url, headers: {} }).body.match(/"next":"([^"]*)"/) ?? [])[1];
    expect(next()).toBe(`http://${HOST}/v1/products/?page=2&page_size=1`);
    expect(next()).toBe(`http://${HOST}/v1/products/?page=2&page_size=1`);
    app.setFallbackHost('127.0.0.1:5555');
    expect(next()).toBe('http://127.0.0.1:5555/v1/products/?page=2&page_size=1');
  });

  test('two requests whose Host and target differ never share a kept answer, however the two are joined', () => {
    const now = '2024-01-15T12:00:00Z';
    const cached = createMockApp({ now, fallbackHost: HOST });
    const uncached = createMockApp({ now, fallbackHost: HOST, responseCacheBytes: 0 });
    const pairs: Array<[string | undefined, string]> = [
      // No Host (HTTP/1.0 may omit it): links to the fallback host; a Host spelled "undefined" is a host name.
      [undefined, '/v1/products/?page_size=1'],
      ['undefined', '/v1/products/?page_size=1'],
      // A Host holding a space and a path is not echoed; the target that would continue it is no operation.
      ['example.com /v1/products/', '/v1/products/'],
      ['example.com', '/v1/products/ /v1/products/'],
    ];
    const ask = (app: MockApp, host: string | undefined, url: string) => {
      const res = app.handle({ method: 'GET', url, headers: host === undefined ? {} : { host }, httpVersion: '1.0' });
      return `${res.status} ${res.body}`;
    };
    for (const [host, url] of pairs) expect(ask(cached, host, url), `${host} ${url}`).toBe(ask(uncached, host, url));
  });

  test('the default budget keeps a repeated answer of every operation, 1500-record pages among them', () => {
    const now = '2024-01-15T12:00:00Z';
    const app = createMockApp({ now, fallbackHost: HOST });
    // A kept answer asked again is written as bytes (a Buffer); one built afresh is written as text.
    const written = (url: string, headers: Record<string, string>): unknown => {
      let body: unknown;
      const res = { writeHead: () => res, end: (chunk: unknown) => (body = chunk) };
      const req = { method: 'GET', url, headers: { host: HOST, ...headers }, socket: {}, httpVersion: '1.1' };
      app.listener(req as never, res as never);
      return body;
    };
    const requests: Array<[string, Record<string, string>]> = [
      ['/v1/products/', {}],
      ['/v1/products/VAR-22-11-01/', {}],
      ['/v1/accounts/A-1A2B3C4D/', TOKEN],
      [`${AGILE_C}?page_size=1500`, {}],
      [`${AGILE_C}?page_size=1500&page=2`, {}],
      [`${AGILE_C}?page_size=1500&page=3`, {}],
      [`${AGILE_C}?page=50`, {}],
      ['/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-VAR-22-11-01-C/standing-charges/', {}],
      ...meterPaths(createMockApp({ now, fallbackHost: HOST })).map((url): [string, Record<string, string>] => [
        url,
        TOKEN,
      ]),
    ];
    for (const [url, headers] of requests) expect(typeof written(url, headers), url).toBe('string');
    for (const [url, headers] of requests) expect(Buffer.isBuffer(written(url, headers)), url).toBe(true);
  });

  test('responseCacheBytes must be a whole number of bytes', () => {
    expect(() => createMockApp({ responseCacheBytes: -1 })).toThrow(/^responseCacheBytes: /);
    expect(() => createMockApp({ responseCacheBytes: 1.5 })).toThrow(/^responseCacheBytes: /);
  });
});
