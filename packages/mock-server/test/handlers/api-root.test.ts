// GET /v1/ (the URL the CLI prints) answers the API root: absolute links to the collections on the
// request's origin, each of which answers 200 itself.
import { describe, expect, test } from 'vitest';
import { validateResponse } from '@energy-contracts/validator';
import { ROOT_COLLECTIONS } from '../../src/handlers/api-root.js';
import { get, HOST, makeApp, ORIGIN } from '../helpers.js';

describe('GET /v1/', () => {
  const app = makeApp({ log: () => {} });

  test('links every collection, absolute on the request origin, and each link answers 200', () => {
    const res = get(app, '/v1/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.body).toEqual({
      products: `${ORIGIN}/v1/products/`,
      'industry/grid-supply-points': `${ORIGIN}/v1/industry/grid-supply-points/`,
    });
    expect(Object.keys(res.body)).toEqual(ROOT_COLLECTIONS.map(([key]) => key));
    for (const href of Object.values(res.body as Record<string, string>))
      expect(get(app, href.slice(ORIGIN.length)).status, href).toBe(200);
    const verdict = validateResponse({
      method: 'GET',
      path: '/v1/',
      status: 200,
      body: res.body,
      headers: res.headers,
    });
    expect(verdict.errors).toEqual([]);
  });

  test('links follow the Host the client used', () => {
    const res = app.request('/v1/', { headers: { host: 'other.test:8080' } });
    expect((res.json() as { products: string }).products).toBe('http://other.test:8080/v1/products/');
  });

  test('HEAD, OPTIONS and other methods answer as on every operation', () => {
    expect(app.request('/v1/', { method: 'HEAD', headers: { host: HOST } })).toMatchObject({ status: 200, body: '' });
    expect(app.request('/v1/', { method: 'OPTIONS' }).headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(app.request('/v1/', { method: 'POST' }).status).toBe(405);
  });

  test('the base URL without its slash stays a 404 (the contract has no path for it), not a redirect', () => {
    const res = app.request('/v1');
    expect([res.status, res.headers.location]).toEqual([404, undefined]);
  });
});
