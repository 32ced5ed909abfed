// Django's APPEND_SLASH as the mock answers it: every operation's path without its trailing slash
// (every slash path of the bundled contract, so operations added later are swept too) redirects.
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { describe, expect, test } from 'vitest';
import { slashRedirect } from '../../src/http/trailing-slash.js';
import { AGILE_C, HOST, concretePath, get, makeApp } from '../helpers.js';

const app = makeApp();
const openapi = contractReader(import.meta.url).read<{ paths: Record<string, unknown> }>('openapi');
// The API root's slash-less form is the base URL without its slash, which the contract has no path for.
const SLASH_TEMPLATES = Object.keys(openapi.paths).filter((t) => t.endsWith('/') && t !== '/products/' && t !== '/');

describe('every slash path of the contract, asked for without the slash', () => {
  test('there are paths to sweep', () => {
    expect(SLASH_TEMPLATES.length).toBeGreaterThanOrEqual(8);
  });
  test.each(SLASH_TEMPLATES)('%s: GET is 301 to the slash path, query kept', (template) => {
    const path = concretePath(template).slice(0, -1);
    const res = get(app, `${path}?b=2&a=%2B1&a=`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${path}/?b=2&a=%2B1&a=`);
    expect(res.body).toEqual({ detail: expect.stringMatching(/^Moved permanently/) });
    expect(get(app, path).headers.location).toBe(`${path}/`);
  });
  test.each(SLASH_TEMPLATES)('%s: HEAD is 301 without a body, OPTIONS 204, DELETE 405 with Allow', (template) => {
    const path = concretePath(template).slice(0, -1);
    const head = app.request(path, { method: 'HEAD', headers: { host: HOST } });
    expect([head.status, head.body, head.headers.location]).toEqual([301, '', `${path}/`]);
    const options = app.request(path, { method: 'OPTIONS' });
    expect([options.status, options.headers.allow]).toEqual([204, 'GET, HEAD, OPTIONS']);
    const del = app.request(path, { method: 'DELETE' });
    expect([del.status, del.headers.allow, JSON.parse(del.body)]).toEqual([
      405,
      'GET, HEAD, OPTIONS',
      { detail: 'Method "DELETE" not allowed.' },
    ]);
  });
});

describe("following the redirect reaches the slash path's answer", () => {
  const auth = { authorization: 'Token sk_test_energy_contracts_demo_key' };
  test.each([
    ['/v1/products/AGILE-24-04-03?tariffs_active_at=2024-06-01', {}],
    [`${AGILE_C.slice(0, -1)}?period_from=2024-06-01T00:00Z&period_to=2024-06-02T00:00Z&page_size=10`, {}],
    ['/v1/accounts/A-1A2B3C4D', auth],
    ['/v1/accounts/A-1A2B3C4D', {}],
  ])('%s', (url, headers) => {
    const first = get(app, url, headers);
    expect(first.status).toBe(301);
    const followed = get(app, first.headers.location!, headers);
    const [path, query] = url.split('?');
    const direct = get(app, query === undefined ? `${path}/` : `${path}/?${query}`, headers);
    expect(followed.raw).toBe(direct.raw);
    expect(followed.status).toBe(direct.status);
  });
});

describe('what is not redirected', () => {
  test('/v1/products answers 200 directly (its own operation)', () => {
    expect(get(app, '/v1/products?page_size=1').status).toBe(200);
  });
  test.each(['/v1/products/X/electricity-tariffs', '/v1/nothing', '/v1/accounts', '/v2/products/X'])(
    '%s has no slash path: 404',
    (url) => {
      expect(get(app, url)).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    },
  );
  test('a slash path is never redirected', () => {
    expect(slashRedirect('GET', '/v1/products/X/', null)).toBeNull();
  });
  test('redirects are not throttled (Django answers them before any view)', () => {
    const limited = makeApp({ rateLimit: '1/hour' });
    for (let i = 0; i < 3; i++) expect(get(limited, '/v1/products/X').status).toBe(301);
  });
  test('a Location is a valid header value whatever the target held', () => {
    expect(slashRedirect('GET', '/v1/products/é x', 'q=ü')?.response.headers.location).toBe(
      '/v1/products/%C3%A9%20x/?q=%C3%BC',
    );
  });
});
