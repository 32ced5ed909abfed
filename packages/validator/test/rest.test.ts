import { describe, expect, test } from 'vitest';
import { validateResponse } from '../src/rest.js';
import { widestArrayCall } from './support/widest-call.js';

const empty = { count: 0, next: null, previous: null, results: [] };

describe('validateResponse', () => {
  test.each([
    [
      'the list with base path and query',
      { method: 'GET', path: '/v1/products/?is_green=true', status: 200, body: empty },
      'listProducts',
    ],
    ['the list without base path', { method: 'get', path: '/products/', status: '200', body: empty }, 'listProducts'],
    [
      'the slash-less list, its own path',
      { method: 'GET', path: '/v1/products', status: 200, body: empty },
      'listProductsWithoutTrailingSlash',
    ],
    [
      'a 404 body',
      { method: 'GET', path: '/v1/products/NOPE/', status: 404, body: { detail: 'Not found.' } },
      'getProduct',
    ],
  ])('%s is valid', (_name, response, operationId) => {
    expect(validateResponse(response)).toMatchObject({ valid: true, errors: [], operationId });
  });

  test("a redirect from a slash-less path: Location is required, the body is the mock's JSON", () => {
    const base = {
      method: 'GET',
      path: '/v1/products/VAR-22-11-01?a=b',
      status: 301,
      body: { detail: 'Moved permanently: the path ends with a slash (see Location).' },
    };
    expect(validateResponse({ ...base, headers: { location: '/v1/products/VAR-22-11-01/?a=b' } })).toMatchObject({
      valid: true,
      operationId: 'getProductWithoutTrailingSlash',
    });
    expect(validateResponse({ ...base, headers: {} }).errors[0]).toMatchObject({
      path: '/headers/location',
      keyword: 'required',
    });
    expect(validateResponse({ ...base, path: '/v1/products/VAR-22-11-01/' }).errors[0]).toMatchObject({
      keyword: 'unknown-status',
    });
  });

  test('a wrong field type is reported with its pointer', () => {
    const result = validateResponse({
      method: 'GET',
      path: '/v1/products/',
      status: 200,
      body: { ...empty, count: '0' },
    });
    expect(result.errors).toEqual([
      expect.objectContaining({
        path: '/count',
        message: '/count must be an integer (got string "0")',
        keyword: 'type',
      }),
    ]);
  });

  test('a body that is not an object names the body', () => {
    expect(validateResponse({ method: 'GET', path: '/v1/products/', status: 200, body: [] }).errors[0]!.message).toBe(
      'body must be an object (got array)',
    );
  });

  test('an undocumented status names the documented ones', () => {
    const result = validateResponse({ method: 'GET', path: '/v1/products/', status: 418, body: {} });
    expect(result.errors[0]).toMatchObject({
      keyword: 'unknown-status',
      message: expect.stringMatching(/^status 418 is not documented for GET \/products\/; documented: 200, /),
    });
  });

  test('an unknown path is an invalid result listing the documented paths', () => {
    expect(validateResponse({ method: 'GET', path: '/v1/tariffs/', status: 200, body: {} }).errors[0]).toMatchObject({
      keyword: 'unknown-path',
    });
  });

  test('documented headers are checked when headers are given', () => {
    const body = { detail: 'Request was throttled. Expected available in 3 seconds.' };
    const base = { method: 'GET', path: '/v1/products/', status: 429, body };
    expect(validateResponse({ ...base, headers: { 'Retry-After': '3' } }).valid).toBe(true);
    expect(validateResponse({ ...base, headers: new Headers({ 'retry-after': '3' }) }).valid).toBe(true);
    expect(validateResponse({ ...base, headers: {} }).errors[0]).toMatchObject({
      path: '/headers/retry-after',
      keyword: 'required',
    });
    expect(validateResponse({ ...base, headers: { 'Retry-After': 'soon' } }).errors[0]).toMatchObject({
      path: '/headers/retry-after',
      message: 'header retry-after must be an integer (got string "soon")',
    });
    expect(validateResponse(base).valid).toBe(true);
  });
});

describe('maxErrors: Infinity', () => {
  // Every error of a big page is listed and no error list is spread into a call's arguments, whose
  // count the engine caps ("Maximum call stack size exceeded" past about 100,000): 200 empty
  // products give 3,200 errors, none passed to one call.
  test('a 200-item page of invalid products lists every error', () => {
    const results = Array.from({ length: 200 }, () => ({}));
    const { result: r, widest } = widestArrayCall(() =>
      validateResponse(
        {
          method: 'GET',
          path: '/v1/products/',
          status: 200,
          body: { count: 200, next: null, previous: null, results },
        },
        { maxErrors: Number.POSITIVE_INFINITY },
      ),
    );
    expect(r.valid).toBe(false);
    expect(r.errors).toHaveLength(3_200);
    expect(r.errors.filter((e) => e.path === '/results/199/code')).toHaveLength(1);
    expect(r.truncated).toBeUndefined();
    expect(widest).toBeLessThan(100);
  });
});
