import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { closedPort, startServer } from '../helpers/servers.js';
import { BudgetExhausted, RequestTimeout, Requester, Unreachable, retryAfterMs } from '../../src/http/requester.js';

let server: Awaited<ReturnType<typeof startServer>>;
let base: string;
const seen: Array<{ url: string; method: string; authorization?: string }> = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    seen.push({
      url: req.url!,
      method: req.method!,
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    if (req.url!.startsWith('/v1/slow/')) return setTimeout(() => res.end('{}'), 2000);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  base = server.url.slice(0, -1);
});
afterAll(() => server.close());

describe('Requester', () => {
  test('joins paths to the base URL (a slash is added to it) and reads JSON', async () => {
    const r = new Requester({ baseUrl: base, maxRequests: 10, timeoutMs: 5000 });
    const e = await r.get('/products/?page=2');
    expect(e.url).toBe(`${base}/products/?page=2`);
    expect(e.body).toEqual({ path: '/v1/products/?page=2' });
    expect(r.relative(`${base}/products/X/`)).toBe('/products/X/');
    expect(r.relative(`${base}?x=1`)).toBe('/?x=1');
    expect(r.relative('http://elsewhere.example/v1/products/')).toBeUndefined();
  });
  test('sends Basic key: and Token key, and a wrong key when asked, never the key in the URL', async () => {
    const r = new Requester({ baseUrl: base, apiKey: 'secret-key', maxRequests: 10, timeoutMs: 5000 });
    seen.length = 0;
    await r.get('/a/', { auth: 'basic' });
    await r.get('/a/', { auth: 'token' });
    await r.get('/a/', { auth: 'wrong-token' });
    await r.get('/a/');
    expect(seen.map((s) => s.authorization)).toEqual([
      `Basic ${Buffer.from('secret-key:').toString('base64')}`,
      'Token secret-key',
      'Token energy-contract-test-wrong-key',
      undefined,
    ]);
    expect(seen.every((s) => !s.url.includes('secret'))).toBe(true);
  });
  test('waits as Retry-After asks on a 429 and retries', async () => {
    // A scripted fetch and fake timers: the wait is the one Retry-After asks for, whatever the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const urls: string[] = [];
      const answers = [
        new Response('{"detail":"Request was throttled."}', {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        }),
        new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }),
      ];
      const scripted = (async (input: string | URL | Request) => {
        urls.push(String(input));
        return answers.shift()!;
      }) as typeof fetch;
      const r = new Requester({ baseUrl: base, maxRequests: 10, timeoutMs: 5000, fetch: scripted });
      const answer = r.get('/throttled/');
      await vi.advanceTimersByTimeAsync(999);
      expect(urls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      const e = await answer;
      expect(e.status).toBe(200);
      expect(e.body).toEqual({ ok: true });
      expect(urls).toEqual([`${base}/throttled/`, `${base}/throttled/`]);
      expect(r.sent).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
  test('a 429 whose Retry-After cannot be read (-1, 1.5) is a rate limit it cannot wait for: no retry at once', async () => {
    for (const value of ['-1', '1.5']) {
      let calls = 0;
      const scripted = (async () => {
        calls += 1;
        return new Response('{"detail":"Request was throttled."}', {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': value },
        });
      }) as typeof fetch;
      const r = new Requester({ baseUrl: base, maxRequests: 10, timeoutMs: 5000, fetch: scripted });
      await expect(r.get('/throttled/'), value).rejects.toThrow(
        `429 with a Retry-After that cannot be read (${value})`,
      );
      expect(calls, value).toBe(1);
    }
  });
  test('stops at the request budget', async () => {
    const r = new Requester({ baseUrl: base, maxRequests: 2, timeoutMs: 5000 });
    await r.get('/a/');
    await r.get('/a/');
    await expect(r.get('/a/')).rejects.toBeInstanceOf(BudgetExhausted);
  });
  test('times out a request that does not answer', async () => {
    const r = new Requester({ baseUrl: base, maxRequests: 2, timeoutMs: 200 });
    await expect(r.get('/slow/')).rejects.toBeInstanceOf(RequestTimeout);
  });
  test('an unreachable server is Unreachable', async () => {
    const r = new Requester({ baseUrl: `http://127.0.0.1:${await closedPort()}/v1/`, maxRequests: 2, timeoutMs: 2000 });
    await expect(r.get('/a/')).rejects.toThrow(Unreachable);
    await expect(r.get('/a/')).rejects.toThrow(/ECONNREFUSED/);
  });
});

test('retryAfterMs reads seconds and HTTP dates, on 429 and 503 only', () => {
  expect(retryAfterMs({ status: 429, headers: { 'retry-after': '3' } })).toBe(3000);
  expect(
    retryAfterMs(
      { status: 503, headers: { 'retry-after': 'Thu, 01 Jan 2099 00:00:10 GMT' } },
      Date.parse('2099-01-01T00:00:00Z'),
    ),
  ).toBe(10_000);
  expect(retryAfterMs({ status: 200, headers: { 'retry-after': '3' } })).toBeUndefined();
  expect(retryAfterMs({ status: 429, headers: {} })).toBeUndefined();
  // Date.parse would read these as years or dates; the RFC reads them as nothing.
  expect(retryAfterMs({ status: 429, headers: { 'retry-after': '-1' } })).toBeUndefined();
  expect(retryAfterMs({ status: 429, headers: { 'retry-after': '1.5' } })).toBeUndefined();
  // asctime carries no zone and means GMT, whatever the machine's zone.
  expect(
    retryAfterMs(
      { status: 429, headers: { 'retry-after': 'Thu Jan  1 00:00:10 2099' } },
      Date.parse('2099-01-01T00:00:00Z'),
    ),
  ).toBe(10_000);
});
