// The runner's memory and time are bounded whatever the server does: bodies capped while they
// stream, responses kept as verdicts, the deadline aborting requests in flight, and running out of
// time or rate-limit budget reported as "could not finish" (exit 2), never as a contract failure.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMockApp } from '@energy-contracts/mock-server';
import { Count } from '@energy-contracts/test-support/count';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ResponseTally } from '../src/checks/responses.js';
import { BudgetExhausted, Requester, ResponseTooLarge } from '../src/http/requester.js';
import { formatCheck, formatJson, formatJunit, formatSummary, runContractTests } from '../src/index.js';
import { ACCOUNT, API_KEY, NOW, endless, startServer } from './helpers/servers.js';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A server on 127.0.0.1: the mock's answers, unless `override` answers first (returning true). */
async function serve(
  override: (req: IncomingMessage, res: ServerResponse) => boolean = () => false,
): Promise<{ url: string; requests: Count; closedEarly: Count }> {
  const app = createMockApp({ now: NOW });
  // Answers whose socket closed before they ended (the client went away).
  const closedEarly = new Count();
  const requests = new Count();
  const server = await startServer((req, res) => {
    requests.add();
    res.on('close', () => {
      if (!res.writableFinished) closedEarly.add();
    });
    if (override(req, res)) return;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    const answer = app.handle({ method: req.method, url: req.url, headers });
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  app.setFallbackHost(`127.0.0.1:${server.port}`);
  closers.push(server.close);
  return { url: server.url, requests, closedEarly };
}

describe('bodies are capped while they stream', () => {
  test('an endless answer stops at the cap: ResponseTooLarge, and the socket is closed', async () => {
    const server = await serve((_req, res) => endless(res));
    const requester = new Requester({ baseUrl: server.url, maxRequests: 5, timeoutMs: 60_000, maxBodyBytes: 1 << 20 });
    const error = await requester.get('/products/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLarge);
    expect((error as Error).message).toMatch(/GET \/products\/: the answer is over 1048576 bytes/);
    await server.closedEarly.until(1);
    expect(server.closedEarly.value).toBe(1);
  });

  test('in a run, an endless answer fails the check that asked for it, naming the cap', async () => {
    const server = await serve((req, res) => req.url === '/v1/products/' && endless(res));
    const report = await runContractTests({
      baseUrl: server.url,
      only: ['products.pagination'],
      maxBodyBytes: 1 << 20,
    });
    const check = report.results.find((r) => r.id === 'products.pagination')!;
    expect(check.status).toBe('failed');
    expect(check.violations.map((v) => v.message).join('\n')).toMatch(/over 1048576 bytes/);
  }, 60_000);
});

describe('responses are kept as verdicts, not exchanges', () => {
  test('a tally of many large answers holds only what it reports', () => {
    const tally = new ResponseTally();
    const big = `{"detail": "${'x'.repeat(1 << 20)}"}`;
    for (let i = 0; i < 50; i++)
      tally.add({
        method: 'GET',
        url: `http://h/v1/products/P${i}/`,
        path: `/products/P${i}/`,
        auth: 'none',
        status: 404,
        headers: { 'content-type': 'application/json' },
        text: big,
        body: JSON.parse(big) as unknown,
        json: true,
        ms: 1,
      });
    expect(JSON.stringify(tally).length).toBeLessThan(64 * 1024);
    const results = tally.results();
    expect(results.find((r) => r.id === 'responses.getProduct')?.requests).toBe(50);
  });

  // A violation quoting what the server sent (a `previous` link of 1 MiB) held all of it: 20
  // verdicts of a 60 MiB answer were 1.2 GB kept, and lines of that length in every reporter.
  test('a violation quoting a huge value holds a bounded part of it, saying how much was cut', async () => {
    const huge = `http://h/v1/products/?page=${'9'.repeat(1 << 20)}`;
    const tally = new ResponseTally();
    for (let i = 0; i < 20; i++)
      tally.add({
        method: 'GET',
        url: 'http://h/v1/products/',
        path: '/products/',
        auth: 'none',
        status: 200,
        headers: { 'content-type': 'application/json' },
        text: '',
        body: { count: 0, next: null, previous: huge, results: [] },
        json: true,
        ms: 1,
      });
    const listed = tally.results().find((r) => r.id === 'responses.listProducts')!;
    const message = listed.violations.find((v) => v.message.includes('previous is'))!.message;
    expect(message.length).toBeLessThanOrEqual(1100);
    expect(message).toMatch(/… \(\d+ more characters\)$/);
    expect(JSON.stringify(tally).length).toBeLessThan(64 * 1024);

    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ count: 0, next: null, previous: huge, results: [] }));
      return true;
    });
    const report = await runContractTests({ baseUrl: server.url, only: ['products.pagination', 'responses'] });
    expect(formatJson(report).length).toBeLessThan(256 * 1024);
    expect(
      Math.max(
        ...formatJunit(report)
          .split('\n')
          .map((line) => line.length),
      ),
    ).toBeLessThan(4096);
  });
});

describe('the deadline', () => {
  test('stops at the deadline: requests in flight are aborted and the run could not finish', async () => {
    // The probe is answered; every later request hangs (a server that never answers). The run's
    // timer and clock are fake: the deadline comes once the first hanging request is in, however
    // long this machine took to get there.
    let requests = 0;
    const server = await serve((req) => {
      requests += 1;
      return req.url !== '/v1/products/?page_size=1';
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const pending = runContractTests({
        baseUrl: server.url,
        maxDurationMs: 300,
        timeoutMs: 600_000,
        only: ['products.pagination', 'products.filters'],
      });
      await server.requests.until(2);
      vi.advanceTimersByTime(299);
      expect(requests).toBe(2);
      vi.advanceTimersByTime(1);
      const report = await pending;
      expect(report.summary.failed).toBe(0);
      expect(report.results.find((r) => r.id === 'products.pagination')).toMatchObject({
        status: 'error',
        reason: expect.stringMatching(/time limit of the run is reached/),
      });
      expect(report.results.find((r) => r.id === 'products.filters')?.reason).toMatch(/^not run: .*time limit/);
      expect(report.conformant).toBe(false);
      expect(formatSummary(report)).toMatch(/^could not finish: /);
    } finally {
      vi.useRealTimers();
    }
    await server.closedEarly.until(1);
    expect(server.closedEarly.value).toBe(1);
  }, 60_000);

  test('a Requester given a stop signal aborts its request in flight as BudgetExhausted', async () => {
    const server = await serve(() => true);
    const stop = new AbortController();
    const requester = new Requester({ baseUrl: server.url, maxRequests: 5, timeoutMs: 600_000, signal: stop.signal });
    const pending = requester.get('/products/');
    // The stop comes once the request is at the server, so it aborts a request in flight.
    await server.requests.until(1);
    stop.abort();
    await expect(pending).rejects.toBeInstanceOf(BudgetExhausted);
    await server.closedEarly.until(1);
    expect(server.closedEarly.value).toBe(1);
    await expect(requester.get('/products/')).rejects.toBeInstanceOf(BudgetExhausted);
  });
});

describe('a rate limit it cannot wait for', () => {
  test('is "could not finish", not a failed check', async () => {
    // Every request after the probe is throttled for an hour.
    const server = await serve((req, res) => {
      if (req.url === '/v1/products/?page_size=1') return false;
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3600' });
      res.end('{"detail":"Request was throttled. Expected available in 3600 seconds."}');
      return true;
    });
    const report = await runContractTests({ baseUrl: server.url, only: ['products', 'errors'] });
    expect(report.results.filter((r) => r.status === 'failed').map((r) => r.id)).toEqual([]);
    expect(report.summary.errors).toBeGreaterThan(0);
    expect(report.results.find((r) => r.status === 'error')?.reason).toMatch(/429.*Retry-After 3600 s/);
    expect(formatSummary(report)).toMatch(/^could not finish: 0 passed, 0 failed/);
  }, 60_000);
});

describe('every reporter redacts credentials', () => {
  test('an echoed Basic or Token header is printed as *** by the pretty, JSON and JUnit reporters', async () => {
    // A server that echoes the credentials it got in an error body of the wrong shape.
    const server = await serve((req, res) => {
      if (!req.url!.startsWith('/v1/accounts/')) return false;
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Token' });
      res.end(JSON.stringify({ message: 'denied', got: req.headers.authorization ?? null }));
      return true;
    });
    const report = await runContractTests({
      baseUrl: server.url,
      apiKey: API_KEY,
      accountNumber: ACCOUNT,
      only: ['accounts.authentication', 'responses'],
    });
    expect(report.results.find((r) => r.id === 'accounts.authentication')?.status).toBe('failed');
    const outputs = [
      formatJson(report),
      formatJunit(report),
      [...report.results.map(formatCheck), formatSummary(report)].join('\n'),
    ];
    const base64 = Buffer.from(`${API_KEY}:`).toString('base64');
    for (const text of outputs) {
      expect(text).toMatch(/error-shape/);
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(base64.slice(0, 24));
    }
  }, 60_000);
});

test('the reporters redact on their own, whatever report they are given', () => {
  const report = {
    baseUrl: 'http://127.0.0.1:1/v1/',
    strict: false,
    conformant: false,
    summary: { passed: 0, failed: 1, skipped: 0, errors: 0, requests: 1, ms: 1 },
    results: [
      {
        id: 'products.pagination',
        title: 'pagination',
        status: 'failed' as const,
        rules: [],
        violations: [
          { rule: 'schema' as const, message: 'GET /products/?api_key=sk_live_abcdef12 echoed Token sk_live_abcdef12' },
        ],
        requests: 1,
        ms: 1,
      },
    ],
  };
  for (const text of [formatJson(report), formatJunit(report), formatCheck(report.results[0]!)]) {
    expect(text).toMatch(/api_key=\*\*\*/);
    expect(text).not.toContain('sk_live_abcdef12');
  }
});

describe('the only option', () => {
  test('a prefix that selects no check is refused before any request, naming it and the nearest ids', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const run = runContractTests({ baseUrl: 'http://127.0.0.1:9/v1/', only: ['products', 'prodcts.detail'], fetch });
    await expect(run).rejects.toThrow(RangeError);
    await expect(run).rejects.toThrow(
      /^only: prodcts\.detail matches no check \(nearest: products\.detail[^)]*\); the checks are accounts, .*\(listChecks\(\) names each\)$/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  test('an empty list of prefixes selects no check and is refused before any request', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const run = runContractTests({ baseUrl: 'http://127.0.0.1:9/v1/', only: [], fetch });
    await expect(run).rejects.toThrow(RangeError);
    await expect(run).rejects.toThrow(/^only: an empty list selects no check \(leave only out to run every check\)/);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('prefixes of a check id, of a group or of the per-operation response checks are accepted', async () => {
    const { url } = await serve();
    const report = await runContractTests({ baseUrl: url, only: ['products.detail', 'responses.'] });
    expect(report.fatal).toBeUndefined();
    expect(report.results.map((r) => r.id)).toContain('products.detail');
    expect(report.results.every((r) => r.id.startsWith('products.detail') || r.id.startsWith('responses.'))).toBe(true);
  });
});

describe('numeric limits', () => {
  // A Node timer longer than 2^31-1 ms fires after 1 ms: such a limit would end the run at once.
  test.each([
    ['maxDurationMs', 2 ** 31],
    ['maxDurationMs', Number.POSITIVE_INFINITY],
    ['maxDurationMs', Number.NaN],
    ['maxDurationMs', 0],
    ['timeoutMs', 2 ** 31],
    ['timeoutMs', -1],
    ['timeoutMs', 1.5],
    ['maxRequests', Number.NaN],
    ['maxRequests', 0],
    ['maxBodyBytes', -5],
  ] as const)('%s: %s is refused before any request, naming the option', async (name, value) => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const run = runContractTests({ baseUrl: 'http://127.0.0.1:9/v1/', [name]: value, fetch });
    await expect(run).rejects.toThrow(RangeError);
    await expect(run).rejects.toThrow(new RegExp(`^${name} must be an integer from 1 to \\d+ \\(got ${value}\\)$`));
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the longest limits a timer holds run the checks as any other', async () => {
    const { url } = await serve();
    const report = await runContractTests({
      baseUrl: url,
      maxDurationMs: 2 ** 31 - 1,
      timeoutMs: 2 ** 31 - 1,
      only: ['products.detail'],
    });
    expect(report.fatal).toBeUndefined();
    expect(report.results.find((r) => r.id === 'products.detail')?.status).toBe('passed');
  });
});

test('a base URL with a query is refused before any request, its credential-like values redacted', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const report = await runContractTests({ baseUrl: 'http://127.0.0.1:9/v1/?subscription-key=abc&x=1', fetch });
  expect(report.fatal).toBe(
    "baseUrl carries a query, which the requests would not carry (the contract's paths and queries are added to the base URL's path, http://127.0.0.1:9/v1/): ?subscription-key=***&x=1",
  );
  expect(fetch).not.toHaveBeenCalled();
});
