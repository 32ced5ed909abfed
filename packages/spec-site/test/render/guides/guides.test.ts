// The guides: their example answers are the mock's, and the pagination guide's JavaScript runs
// against a real mock server.
import { startMockServer } from '@energy-contracts/mock-server';
import { describe, expect, test } from 'vitest';
import { loadContract } from '../../../src/build/load-contract.js';
import { exchange, guideMocks } from '../../../src/model/mock-exchanges.js';
import { rateChartData } from '../../../src/model/rate-chart-data.js';
import { readRestContract } from '../../../src/model/rest-operations.js';
import { allGuides, FETCH_ALL_PAGES, LENIENCY_REQUESTS } from '../../../src/render/guides/guides.js';
import { escapeHtml } from '../../../src/render/html.js';

const { openapi } = loadContract();
const rest = readRestContract(openapi);
const mocks = guideMocks();
const pages = allGuides({ rest, openapi, mocks, chart: rateChartData() });
const page = (slug: string) => pages.find((p) => p.path === `guides/${slug}/`)!.main.value;

describe('guides', () => {
  test('the index and five guides, each with one h1', () => {
    expect(pages.map((p) => p.path)).toEqual([
      'guides/',
      'guides/pagination/',
      'guides/datetimes-and-europe-london/',
      'guides/authentication/',
      'guides/errors/',
      'guides/leniency-and-strict-mode/',
    ]);
    for (const p of pages) expect(p.main.value.match(/<h1[\s>]/g), p.path).toHaveLength(1);
  });

  test('the pagination guide follows the next link the mock gave', () => {
    const first = exchange(mocks.lenient, '/products/?page_size=2').body as { next: string };
    expect(page('pagination')).toContain(
      escapeHtml(`GET ${new URL(first.next).pathname}${new URL(first.next).search} HTTP/1.1`),
    );
    expect(page('pagination')).toContain('HTTP/1.1 404 Not Found');
  });

  test('the leniency table holds both readings of each request, as the mocks answer them', () => {
    const html = page('leniency-and-strict-mode');
    for (const request of LENIENCY_REQUESTS) {
      const row = new RegExp(
        `<tr><th scope="row"><code>GET /v1${escapeHtml(request).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</code></th><td><span class="status status-\\dxx">(\\d{3})</span>[^]*?</td><td><span class="status status-\\dxx">(\\d{3})</span>`,
      ).exec(html);
      expect(row, request).not.toBeNull();
      expect(Number(row![1]), request).toBe(exchange(mocks.lenient, request).status);
      expect(Number(row![2]), request).toBe(exchange(mocks.strict, request).status);
    }
  });

  test('the authentication guide shows the 401, the 403 and a working curl', () => {
    const html = page('authentication');
    expect(html).toContain('HTTP/1.1 401 Unauthorized');
    expect(html).toContain('www-authenticate: Basic realm=&quot;api&quot;');
    expect(html).toContain('HTTP/1.1 403 Forbidden');
    expect(html).toContain(
      'curl -sS -u sk_test_energy_contracts_demo_key: http://127.0.0.1:4010/v1/accounts/A-1A2B3C4D/',
    );
  });

  test('the errors guide shows each error status the mock answers', () => {
    const html = page('errors');
    for (const status of ['400 Bad Request', '404 Not Found', '405 Method Not Allowed', '429 Too Many Requests'])
      expect(html).toContain(`HTTP/1.1 ${status}`);
  });

  test('the pagination snippet fetches every page of a list from a running mock', async () => {
    const mock = await startMockServer({ port: 0, now: '2025-01-15T12:00:00Z' });
    try {
      const fetchAllPages = new Function(`${FETCH_ALL_PAGES}; return fetchAllPages;`)() as (
        url: string,
      ) => Promise<unknown[]>;
      const all = await fetchAllPages(`${mock.url}products/?page_size=5`);
      const { count } = (await (await fetch(`${mock.url}products/`)).json()) as { count: number };
      expect(all).toHaveLength(count);
      expect(count).toBeGreaterThan(5);
    } finally {
      await mock.close();
    }
  });
});
