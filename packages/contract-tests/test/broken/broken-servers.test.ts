// The proof that the checks catch what they claim: the runner against servers that each break
// one rule of the contract. Each must be reported by the check that names it, with the rule, and
// the run must not be conformant; the mock server itself passes cleanly in both modes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runContractTests, type RunReport } from '../../src/index.js';
import type { RuleId } from '../../src/rules/rule-catalogue.js';
import { ACCOUNT, API_KEY, startBroken, startMock, type Answer, type Breakage } from '../helpers/servers.js';

const HOUR = 3_600_000;
const isCharges = (url: URL): boolean => /-tariffs\/[^/]+\/[a-z-]+\/$/.test(url.pathname);
const isConsumption = (url: URL): boolean => url.pathname.endsWith('/consumption/');
const results = (a: Answer): Array<Record<string, unknown>> =>
  ((a.body as { results?: unknown[] } | undefined)?.results ?? []) as Array<Record<string, unknown>>;
const basic = `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`;

/** [name, breakage, the check that must fail, the rule it must name]. */
const BROKEN: Array<[string, Breakage, string, RuleId]> = [
  [
    'a required field missing (brand of a product)',
    {
      answer: (url, a) => {
        if (url.pathname === '/v1/products/') for (const p of results(a)) delete p.brand;
      },
    },
    'responses.listProducts',
    'schema',
  ],
  [
    'a wrong type (full_name a number)',
    {
      answer: (url, a) => {
        if (/^\/v1\/products\/[^/]+\/$/.test(url.pathname) && a.status === 200)
          (a.body as Record<string, unknown>).full_name = 42;
      },
    },
    'responses.getProduct',
    'schema',
  ],
  [
    'a filter ignored (is_green)',
    { request: (url) => url.searchParams.delete('is_green') },
    'products.filters',
    'filters',
  ],
  [
    'available_at ignored',
    { request: (url) => url.searchParams.delete('available_at') },
    'products.available-at',
    'available-at',
  ],
  [
    'charges oldest first',
    {
      answer: (url, a) => {
        if (isCharges(url)) results(a).reverse();
      },
    },
    'charges.newest-first',
    'newest-first',
  ],
  [
    'one-hour intervals on a half-hourly tariff',
    {
      answer: (url, a) => {
        if (isCharges(url) && url.pathname.includes('AGILE'))
          for (const r of results(a))
            r.valid_to = new Date(Date.parse(String(r.valid_from)) + HOUR).toISOString().replace('.000Z', 'Z');
      },
    },
    'charges.half-hour-intervals',
    'half-hour-intervals',
  ],
  [
    'an off-by-one at period_to (a record starting at period_to included)',
    {
      request: (url) => {
        const to = url.searchParams.get('period_to');
        if (to !== null && /Z$/.test(to))
          url.searchParams.set('period_to', new Date(Date.parse(to) + 1000).toISOString());
      },
    },
    'charges.period-overlap',
    'period-overlap',
  ],
  [
    'zone-less periods read as UTC',
    {
      request: (url) => {
        for (const k of ['period_from', 'period_to']) {
          const v = url.searchParams.get(k);
          if (v !== null && /T\d\d:\d\d$/.test(v)) url.searchParams.set(k, `${v}Z`);
        }
      },
    },
    'charges.london-days',
    'london-time',
  ],
  [
    'a wrong count',
    {
      answer: (url, a) => {
        if (url.pathname === '/v1/products/' && a.status === 200) (a.body as { count: number }).count += 1;
      },
    },
    'products.pagination',
    'pagination',
  ],
  [
    'a next link that repeats a page',
    {
      answer: (url, a) => {
        const b = a.body as { next?: string | null };
        if (url.pathname === '/v1/products/' && (url.searchParams.get('page') ?? '1') === '2' && b.next)
          b.next = url.href;
      },
    },
    'products.pagination',
    'pagination',
  ],
  [
    'page_size ignored on charges',
    {
      request: (url) => {
        if (isCharges(url)) url.searchParams.delete('page_size');
      },
    },
    'charges.page-size',
    'page-size',
  ],
  [
    'period_to alone accepted',
    {
      request: (url) => {
        if (url.searchParams.has('period_to') && !url.searchParams.has('period_from'))
          url.searchParams.delete('period_to');
      },
    },
    'charges.period-to-alone',
    'period-to-alone',
  ],
  [
    'accounts open without credentials',
    {
      request: (url, h) => {
        if (url.pathname.startsWith('/v1/accounts/') && h.authorization === undefined) h.authorization = basic;
      },
    },
    'accounts.authentication',
    'authentication',
  ],
  [
    'any Token accepted',
    {
      request: (_url, h) => {
        if (h.authorization?.startsWith('Token ')) h.authorization = basic;
      },
    },
    'accounts.authentication',
    'authentication',
  ],
  [
    'a 401 without WWW-Authenticate',
    {
      answer: (_url, a) => {
        if (a.status === 401) delete a.headers['www-authenticate'];
      },
    },
    'accounts.authentication',
    'auth-challenge',
  ],
  [
    'HTML errors',
    {
      answer: (_url, a) => {
        if (a.status === 404) {
          a.headers['content-type'] = 'text/html';
          a.raw = '<html><body><h1>Not Found</h1></body></html>';
        }
      },
    },
    'errors.not-found',
    'not-found',
  ],
  [
    'an API root whose links are relative',
    {
      answer: (url, a) => {
        if (url.pathname === '/v1/' && a.status === 200) a.body = { products: '/v1/products/' };
      },
    },
    'paths.api-root',
    'api-root',
  ],
  [
    'no redirect for paths without the trailing slash',
    {
      answer: (_url, a) => {
        if (a.status === 301) {
          a.status = 404;
          delete a.headers.location;
          a.body = { detail: 'Not found.' };
        }
      },
    },
    'paths.slashless-redirect',
    'trailing-slash',
  ],
  [
    'Python booleans refused (strict by default)',
    {
      answer: (url, a) => {
        if (url.searchParams.get('is_green') === 'True') {
          a.status = 400;
          a.body = { is_green: ['Must be "true" or "false".'] };
        }
      },
    },
    'query.client-values',
    'lenient-values',
  ],
  [
    'broken self links',
    {
      answer: (url, a) => {
        if (url.pathname === '/v1/products/')
          for (const p of results(a))
            for (const l of p.links as Array<{ href: string }>) l.href = l.href.replace('/products/', '/product/');
      },
    },
    'products.self-links',
    'self-link',
  ],
  [
    'group_by sums off by one thousandth',
    {
      answer: (url, a) => {
        if (isConsumption(url) && url.searchParams.get('group_by') === 'day')
          for (const r of results(a)) r.consumption = Number(r.consumption) + 0.001;
      },
    },
    'consumption.group-sums',
    'group-sums',
  ],
  [
    'consumption oldest first by default',
    {
      answer: (url, a) => {
        if (isConsumption(url) && !url.searchParams.has('order_by')) results(a).reverse();
      },
    },
    'consumption.half-hours',
    'newest-first',
  ],
  [
    "another account's meter served",
    {
      answer: (url, a) => {
        if (isConsumption(url) && a.status === 404) {
          a.status = 200;
          a.body = { count: 0, next: null, previous: null, results: [] };
        }
      },
    },
    'accounts.scope',
    'account-scope',
  ],
  [
    'a malformed datetime accepted',
    {
      request: (url) => {
        for (const k of ['period_from', 'available_at'])
          if (/not-a-date|2024-13/.test(url.searchParams.get(k) ?? '')) url.searchParams.delete(k);
      },
    },
    'errors.bad-datetime',
    'bad-datetime',
  ],
];

const run = (url: string, strict = false, only?: readonly string[]): Promise<RunReport> =>
  runContractTests({ baseUrl: url, apiKey: API_KEY, accountNumber: ACCOUNT, strict, maxDurationMs: 120_000, only });

// A broken server only needs the check that must catch it: the mock's two full runs above and the
// harness's full run below prove that nothing else fails. The responses.* results are tallied from
// the answers every other check received, so those breakages keep the full run.
const onlyFor = (checkId: string): readonly string[] | undefined =>
  checkId.startsWith('responses.') ? undefined : [checkId];

const failuresOf = (report: RunReport): string =>
  report.results
    .filter((r) => r.status !== 'passed')
    .map(
      (r) =>
        `${r.id} ${r.status}: ${r.reason ?? ''} ${r.violations.map((v) => `[${v.rule}] ${v.message}`).join(' | ')}`,
    )
    .join('\n');

describe('the mock server passes every check', () => {
  for (const strict of [false, true]) {
    test(strict ? 'strict mode (--strict)' : 'default mode', async () => {
      const mock = await startMock(strict);
      try {
        const report = await run(mock.url, strict);
        expect(failuresOf(report)).toBe('');
        expect(report.conformant).toBe(true);
        // Every check ran, and every operation of the contract was reached.
        expect(report.summary.skipped).toBe(0);
        expect(report.results.filter((r) => r.id.startsWith('responses.')).length).toBeGreaterThanOrEqual(27);
      } finally {
        await mock.close();
      }
    }, 60_000);
  }
});

describe('each broken server is reported by the check that names its violation', () => {
  test('there are at least 15 different violations', () =>
    expect(new Set(BROKEN.map(([name]) => name)).size).toBeGreaterThanOrEqual(15));
  test.each(BROKEN)(
    '%s',
    async (_name, breakage, checkId, rule) => {
      const server = await startBroken(breakage);
      try {
        const report = await run(server.url, false, onlyFor(checkId));
        expect(report.conformant).toBe(false);
        const result = report.results.find((r) => r.id === checkId);
        expect(result?.status, failuresOf(report)).toBe('failed');
        expect(
          result!.violations.map((v) => v.rule),
          failuresOf(report),
        ).toContain(rule);
      } finally {
        await server.close();
      }
    },
    60_000,
  );
});

describe('a server with no breakage through the same harness passes (the harness adds nothing)', () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await startBroken({});
  });
  afterAll(() => server.close());
  test('conformant', async () => {
    const report = await run(server.url);
    expect(failuresOf(report)).toBe('');
  }, 60_000);
});
