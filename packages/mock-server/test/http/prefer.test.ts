// Prism's `Prefer: code=` / `Prefer: example=`: every documented (operation, code, example) can be
// forced, the body is the contract's example and validates, and anything undocumented is a 400
// naming Prefer with the documented choices.
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ResponseValidator } from '../../src/app.js';
import { documentedOperations, parsePrefer } from '../../src/http/prefer.js';
import { loadContractValidator } from '../../src/validate.js';
import { HOST, concretePath, get, makeApp } from '../helpers.js';

const app = makeApp();
const KEY = { authorization: 'Token sk_test_energy_contracts_demo_key' };
const openapi = contractReader(import.meta.url).read('openapi');
const operations = documentedOperations(openapi);

let validate: ResponseValidator;
beforeAll(async () => {
  validate = await loadContractValidator();
});

// Every example of every documented response of every GET operation the mock routes.
const FORCIBLE = [...operations]
  .flatMap(([template, op]) =>
    op.responses.flatMap((r) =>
      r.examples.map(
        ([name, value]) => [`${template} ${r.status} ${name}`, { template, status: r.status, name, value }] as const,
      ),
    ),
  )
  .filter(([, c]) => app.request(concretePath(c.template), { headers: KEY }).status !== 301);

describe('every documented example can be forced', () => {
  test('there are examples to force', () => {
    expect(FORCIBLE.length).toBeGreaterThan(30);
  });
  test.each(FORCIBLE)('%s', (_name, { template, status, name, value }) => {
    const url = concretePath(template);
    const res = app.request(url, { headers: { host: HOST, ...KEY, prefer: `code=${status}, example=${name}` } });
    expect(res.status).toBe(Number(status));
    expect(JSON.parse(res.body)).toEqual(value);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    const verdict = validate({
      method: 'GET',
      path: url,
      operation: '/products/',
      status: res.status,
      body: JSON.parse(res.body),
      headers: res.headers,
    });
    expect(verdict.errors).toEqual([]);
  });
});

describe('choosing', () => {
  test("code alone takes that response's first example", () => {
    expect(get(app, '/v1/products/', { prefer: 'code=404' })).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });
  test('example alone finds it in any documented response', () => {
    expect(get(app, '/v1/products/', { prefer: 'example=invalid_page' })).toMatchObject({
      status: 404,
      body: { detail: 'Invalid page.' },
    });
    expect(get(app, '/v1/products/', { prefer: 'example=empty' })).toMatchObject({
      status: 200,
      body: { count: 0, results: [] },
    });
  });
  test('documented headers come with the forced response', () => {
    expect(get(app, '/v1/products/', { prefer: 'code=429' }).headers['retry-after']).toMatch(/^\d+$/);
    expect(get(app, '/v1/products/', { prefer: 'code=405' }).headers.allow).toBe('GET, HEAD, OPTIONS');
  });
  test('a HEAD request gets the forced status without a body', () => {
    const res = app.request('/v1/products/', { method: 'HEAD', headers: { prefer: 'code=404' } });
    expect([res.status, res.body]).toEqual([404, '']);
  });
  test('without Prefer (or with other preferences) the mock answers as usual', () => {
    expect(get(app, '/v1/products/', { prefer: 'return=minimal' }).raw).toBe(get(app, '/v1/products/').raw);
  });
});

describe('what cannot be forced is a 400 naming Prefer with the choices', () => {
  test('an undocumented code', () => {
    const res = get(app, '/v1/products/', { prefer: 'code=418' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      Prefer: ['code=418 is not documented for this operation; documented codes: 200, 400, 404, 405, 429.'],
    });
  });
  test('an undocumented example', () => {
    const res = get(app, '/v1/products/', { prefer: 'example=nope' });
    expect(res.status).toBe(400);
    expect(res.body.Prefer[0]).toMatch(
      /^example=nope is not documented for this operation; documented examples: octopus_energy \(200\), first_of_many \(200\), empty \(200\), .*, throttled \(429\)\.$/,
    );
  });
  test('an example of another code', () => {
    expect(get(app, '/v1/products/', { prefer: 'code=404, example=empty' }).body).toEqual({
      Prefer: ['example=empty is not documented for code 404; documented examples: not_found, invalid_page.'],
    });
  });
});

describe('authentication still applies to protected operations', () => {
  test('no credentials: 401, whatever is preferred', () => {
    expect(get(app, '/v1/accounts/A-1A2B3C4D/', { prefer: 'code=200' })).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect(get(app, '/v1/accounts/A-1A2B3C4D/', { prefer: 'code=404', authorization: 'Token wrong' }).status).toBe(401);
  });
  test('unless the 401 itself is asked for', () => {
    const res = get(app, '/v1/accounts/A-1A2B3C4D/', { prefer: 'code=401, example=bad_token' });
    expect(res).toMatchObject({ status: 401, body: { detail: 'Invalid token.' } });
    expect(res.headers['www-authenticate']).toBe('Basic realm="api"');
  });
  test('with credentials the forced response is sent', () => {
    expect(get(app, '/v1/accounts/A-1A2B3C4D/', { prefer: 'code=403', ...KEY }).status).toBe(403);
  });
});

describe('parsePrefer', () => {
  test.each([
    ['code=404', { code: '404' }],
    ['example="not_found"', { example: 'not_found' }],
    ['Code=200; foo=bar, example=empty', { code: '200', example: 'empty' }],
    ['respond-async, wait=5', null],
    ['dynamic=true, return=minimal', null],
    ['', null],
    // RFC 7240 section 2: a preference given twice counts once, its first instance. Node joins a
    // repeated Prefer header with ", ", so this is also what two Prefer headers arrive as.
    ['code=404, code=400', { code: '404' }],
    ['example=empty, code=200, example=first_of_many', { code: '200', example: 'empty' }],
    ['code=404, CODE=400; x=1', { code: '404' }],
  ] as const)('%j', (header, want) => {
    expect(parsePrefer(header)).toEqual(want);
  });
});

describe('documentedOperations: which GET operations need credentials', () => {
  // OpenAPI's rule (schema-tools requiresCredentials): an operation's own `security` replaces the
  // document's, and an empty requirement among the alternatives means anonymous access.
  const doc = (paths: Record<string, unknown>) => ({ openapi: '3.1.0', security: [{ basic: [] }], paths });
  const get = (security?: unknown[]) => ({
    get: {
      operationId: 'x',
      ...(security === undefined ? {} : { security }),
      responses: { '200': { description: 'ok' } },
    },
  });
  test.each([
    ["the document's requirement", undefined, true],
    ['its own requirement', [{ token: [] }], true],
    ['its own empty list', [], false],
    ['an anonymous alternative', [{ basic: [] }, {}], false],
  ] as const)('%s', (_name, security, secured) => {
    expect(documentedOperations(doc({ '/a/': get(security as unknown[] | undefined) })).get('/a/')?.secured).toBe(
      secured,
    );
  });
  test('the contract: exactly the account and consumption operations', () => {
    expect(
      [...operations]
        .filter(([, op]) => op.secured)
        .map(([template]) => template)
        .sort(),
    ).toEqual([
      '/accounts/{account_number}/',
      '/electricity-meter-points/{mpan}/meters/{serial_number}/consumption/',
      '/gas-meter-points/{mprn}/meters/{serial_number}/consumption/',
    ]);
  });
});
