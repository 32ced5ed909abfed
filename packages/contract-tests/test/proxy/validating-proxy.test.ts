// The proxy in front of the mock (a client's requests pass, links stay on the proxy) and in
// front of a broken server (the violation is reported on the request that showed it).
import { afterEach, describe, expect, test } from 'vitest';
import { runContractTests } from '../../src/index.js';
import { startValidatingProxy, type ProxyRecord, type ValidatingProxy } from '../../src/proxy/validating-proxy.js';
import { ACCOUNT, API_KEY, closedPort, startBroken, startMock } from '../helpers/servers.js';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function proxyFor(upstream: string): Promise<{ proxy: ValidatingProxy; records: ProxyRecord[] }> {
  const records: ProxyRecord[] = [];
  const proxy = await startValidatingProxy({ upstream, port: 0, onRecord: (r) => records.push(r) });
  closers.push(() => proxy.close());
  return { proxy, records };
}

/** What a typical client does: list products, follow next, read a product, its unit rates through the slash-less path, and the account. */
async function clientSession(base: string): Promise<void> {
  let url: string | null = `${base}products/?page_size=10`;
  while (url !== null) {
    const page = (await (await fetch(url)).json()) as { next: string | null };
    url = page.next;
  }
  await fetch(`${base}products/AGILE-24-04-03/`);
  const rates = await fetch(
    `${base}products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates?period_from=2024-10-27T00:00&period_to=2024-10-28T00:00`,
  );
  expect(rates.status).toBe(200);
  expect(((await rates.json()) as { count: number }).count).toBe(50);
  const account = await fetch(`${base}accounts/${ACCOUNT}/`, { headers: { authorization: `Token ${API_KEY}` } });
  expect(account.status).toBe(200);
}

describe('in front of the mock server', () => {
  test('a client session passes; next links and redirects stay on the proxy', async () => {
    const mock = await startMock();
    closers.push(() => mock.close());
    const { proxy, records } = await proxyFor(mock.url);
    await clientSession(proxy.url);
    expect(records.flatMap((r) => r.violations)).toEqual([]);
    expect(records.length).toBeGreaterThanOrEqual(7);
    const origin = new URL(proxy.url).origin;
    const followed = records.filter((r) => r.path.includes('page=')).length;
    expect(followed).toBeGreaterThan(0);
    expect(records.some((r) => r.status === 301)).toBe(true);
    expect(records.every((r) => r.operationId !== undefined)).toBe(true);
    expect(origin).not.toBe(new URL(mock.url).origin);
    expect(proxy.summary()).toEqual({ requests: records.length, withViolations: 0, byRule: {} });
  }, 60_000);

  test('the whole contract run through the proxy is conformant and the proxy sees no violation', async () => {
    const mock = await startMock();
    closers.push(() => mock.close());
    const { proxy } = await proxyFor(mock.url);
    const report = await runContractTests({ baseUrl: proxy.url, apiKey: API_KEY, accountNumber: ACCOUNT });
    expect(report.results.filter((r) => r.status !== 'passed').map((r) => r.id)).toEqual([]);
    expect(proxy.summary().withViolations).toBe(0);
    expect(proxy.summary().requests).toBe(report.summary.requests);
  }, 60_000);
});

describe('in front of a broken server', () => {
  test('the violation is reported on the request that showed it, with a response header', async () => {
    const broken = await startBroken({
      answer: (url, a) => {
        if (url.pathname.endsWith('/standard-unit-rates/')) (a.body as { results: unknown[] }).results.reverse();
      },
    });
    closers.push(() => broken.close());
    const { proxy, records } = await proxyFor(broken.url);
    const products = await fetch(`${proxy.url}products/`);
    expect(products.headers.get('x-contract-violations')).toBeNull();
    const rates = await fetch(
      `${proxy.url}products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page_size=5`,
    );
    expect(rates.headers.get('x-contract-violations')).toBe('1 (newest-first)');
    expect(records.map((r) => [r.operationId, r.violations.map((v) => v.rule)])).toEqual([
      ['listProducts', []],
      ['listElectricityStandardUnitRates', ['newest-first']],
    ]);
    expect(records[1]!.path).toBe(
      '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page_size=5',
    );
    expect(await proxy.close()).toEqual({ requests: 2, withViolations: 1, byRule: { 'newest-first': 1 } });
  }, 60_000);

  test('a schema violation and an HTML error are reported; an unreachable upstream is a JSON 502', async () => {
    const broken = await startBroken({
      answer: (url, a) => {
        if (a.status === 404) {
          a.headers['content-type'] = 'text/html';
          a.raw = '<h1>Not Found</h1>';
        } else if (url.pathname === '/v1/products/') delete (a.body as { count?: number }).count;
      },
    });
    closers.push(() => broken.close());
    const { proxy, records } = await proxyFor(broken.url);
    await fetch(`${proxy.url}products/`);
    await fetch(`${proxy.url}products/NOPE/`);
    expect(records[0]!.violations.map((v) => v.rule)).toContain('schema');
    expect(records[0]!.violations.find((v) => v.rule === 'schema')!.message).toMatch(/count/);
    expect(records[1]!.violations.map((v) => v.rule)).toContain('json-body');

    const { proxy: dead } = await proxyFor(`http://127.0.0.1:${await closedPort()}/v1/`);
    const res = await fetch(`${dead.url}products/`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ detail: expect.stringMatching(/upstream is unreachable \(ECONNREFUSED\)/) });
  }, 60_000);
});
