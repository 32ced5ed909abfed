import { describe, expect, test } from 'vitest';
import { PERIOD_TO_NOT_AFTER_FROM } from '@energy-contracts/schema-tools/query-period';
import { PERIOD_TO_WITHOUT_FROM, validateRequest } from '../src/request.js';

const rates = '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/';
const product = '/v1/products/AGILE-24-04-03/';

describe('validateRequest', () => {
  test.each([
    ['no parameters', { method: 'GET', path: '/v1/products/' }],
    [
      'booleans and page_size in the query string',
      { method: 'GET', path: '/v1/products/?is_green=true&is_prepay=false&page_size=1500&page=2' },
    ],
    [
      'datetime without seconds, Z',
      { method: 'GET', path: rates, query: { period_from: '2024-03-31T00:00Z', period_to: '2024-04-01T00:00Z' } },
    ],
    [
      'datetime with fraction and offset',
      { method: 'GET', path: rates, query: 'period_from=2024-03-31T00:00:00.123456%2B01:00' },
    ],
    [
      'datetime without zone (Europe/London)',
      { method: 'GET', path: rates, query: new URLSearchParams({ period_from: '2024-03-31T00:00:00' }) },
    ],
    ['unknown query parameters are ignored', { method: 'GET', path: '/v1/products/?whatever=1' }],
    [
      'a slash-less path (the redirect operation)',
      { method: 'GET', path: '/v1/products/AGILE-24-04-03?tariffs_active_at=x' },
    ],
  ])('%s is valid in both readings', (_name, request) => {
    expect(validateRequest(request).errors).toEqual([]);
    expect(validateRequest(request, { strict: true }).errors).toEqual([]);
  });

  // What the platform reads without a 400 (the contract's x-lenient-reading): valid by default,
  // invalid under the strict reading, naming the parameter.
  test.each([
    ['is_green=True', '/v1/products/?is_green=True', '/query/is_green'],
    ['is_business=False', '/v1/products/?is_business=False', '/query/is_business'],
    ['is_prepay=1', '/v1/products/?is_prepay=1', '/query/is_prepay'],
    ['an unreadable boolean (ignored)', '/v1/products/?is_green=maybe', '/query/is_green'],
    ['an empty boolean', '/v1/products/?is_tracker=', '/query/is_tracker'],
    ['an empty brand', '/v1/products/?brand=', '/query/brand'],
    ['an empty datetime', `${product}?tariffs_active_at=`, '/query/tariffs_active_at'],
    ['a date alone', `${rates}?period_from=2024-06-01`, '/query/period_from'],
    ['a space separator', `${rates}?period_from=2024-06-01%2000:00Z`, '/query/period_from'],
    ['a +0000 offset', `${product}?tariffs_active_at=2024-06-01T00:00:00%2B0000`, '/query/tariffs_active_at'],
    ['a +01 offset', `${product}?tariffs_active_at=2024-06-01T00:00%2B01`, '/query/tariffs_active_at'],
    // Django adds any two digits of minutes to the offset; the canonical form wants 00-59.
    ['an offset minute of 99', `${product}?tariffs_active_at=2024-06-01T00:00%2B01:99`, '/query/tariffs_active_at'],
    ['page_size=abc (the default)', '/v1/products/?page_size=abc', '/query/page_size'],
    ['page_size=99999 (capped)', `${rates}?page_size=99999`, '/query/page_size'],
    ['page_size=0 (the default)', '/v1/products/?page_size=0', '/query/page_size'],
    ['page=abc (a 404, not a 400)', '/v1/products/?page=abc', '/query/page'],
    ['page=last', '/v1/products/?page=last', '/query/page'],
  ])('%s: valid by default, invalid under strict', (_name, path, pointer) => {
    expect(validateRequest({ method: 'GET', path }).errors).toEqual([]);
    const strict = validateRequest({ method: 'GET', path }, { strict: true });
    expect(strict.valid).toBe(false);
    expect(strict.errors.map((e) => e.path)).toEqual([pointer]);
    expect(strict.errors[0]!.message).toContain(pointer.split('/')[2]);
  });

  test.each([
    [
      'page_size above 1500',
      { method: 'GET', path: '/v1/products/?page_size=1501' },
      '/query/page_size',
      'query parameter page_size must be <= 1500 (got 1501)',
    ],
    [
      'page_size 0',
      { method: 'GET', path: '/v1/products/', query: { page_size: 0 } },
      '/query/page_size',
      'query parameter page_size must be >= 1 (got 0)',
    ],
    [
      'page_size not an integer',
      { method: 'GET', path: '/v1/products/?page_size=1.5' },
      '/query/page_size',
      'query parameter page_size must be an integer (got string "1.5")',
    ],
    [
      'a boolean other than true/false',
      { method: 'GET', path: '/v1/products/?is_green=1' },
      '/query/is_green',
      'query parameter is_green must be a boolean (got string "1")',
    ],
    [
      'a date without time',
      { method: 'GET', path: rates, query: { period_from: '2024-03-31' } },
      '/query/period_from',
      undefined,
    ],
  ])('strict: %s is invalid', (_name, request, pointer, message) => {
    const result = validateRequest(request, { strict: true });
    expect(result.valid).toBe(false);
    const error = result.errors.find((e) => e.path === pointer);
    expect(error).toBeDefined();
    if (message) expect(error!.message).toBe(message);
    else expect(error!.message).toContain(pointer.split('/')[2]);
  });

  // What the platform answers with a 400 whatever the reading.
  test.each([
    [
      'a malformed datetime',
      { method: 'GET', path: rates, query: { period_from: 'soon' } },
      '/query/period_from',
      undefined,
    ],
    [
      'an unencoded + offset (arrives as a space)',
      { method: 'GET', path: `${rates}?period_from=2024-06-01T00:00:00+01:00` },
      '/query/period_from',
      undefined,
    ],
    [
      'period_to without period_from',
      { method: 'GET', path: rates, query: { period_to: '2024-03-31T00:00Z' } },
      '/query/period_to',
      PERIOD_TO_WITHOUT_FROM,
    ],
    [
      'period_to equal to period_from',
      { method: 'GET', path: rates, query: { period_from: '2024-03-31T00:00Z', period_to: '2024-03-31T00:00Z' } },
      '/query/period_to',
      PERIOD_TO_NOT_AFTER_FROM,
    ],
    [
      'period_to before period_from, the same instant in another zone',
      { method: 'GET', path: `${rates}?period_from=2024-06-01T01:00%2B01:00&period_to=2024-05-31T23:59Z` },
      '/query/period_to',
      PERIOD_TO_NOT_AFTER_FROM,
    ],
    ['30 February', { method: 'GET', path: `${rates}?period_from=2026-02-30T00:00Z` }, '/query/period_from', undefined],
    [
      'month 13',
      { method: 'GET', path: `${product}?tariffs_active_at=2026-13-01T00:00Z` },
      '/query/tariffs_active_at',
      undefined,
    ],
    [
      'hour 24',
      { method: 'GET', path: '/v1/products/?available_at=2026-01-01T24:00Z' },
      '/query/available_at',
      undefined,
    ],
    [
      'year 0',
      { method: 'GET', path: `${rates}?period_from=2024-01-01T00:00Z&period_to=0000-01-01T00:00Z` },
      '/query/period_to',
      undefined,
    ],
    [
      'a London time skipped in spring',
      { method: 'GET', path: `${rates}?period_from=2024-03-31T01:30` },
      '/query/period_from',
      undefined,
    ],
    ['a bad account number', { method: 'GET', path: '/v1/accounts/a-123/' }, '/path/account_number', undefined],
  ])('%s is invalid in both readings', (_name, request, pointer, message) => {
    for (const options of [{}, { strict: true }]) {
      const result = validateRequest(request, options);
      expect(result.valid).toBe(false);
      const error = result.errors.find((e) => e.path === pointer);
      expect(error).toBeDefined();
      if (message) expect(error!.message).toBe(message);
      else expect(error!.message).toContain(pointer.split('/')[2]);
    }
  });

  test('lenient: an empty period_from is absent, so period_to is alone', () => {
    const path = `${rates}?period_from=&period_to=2024-03-31T00:00Z`;
    expect(validateRequest({ method: 'GET', path }).errors).toMatchObject([
      { path: '/query/period_to', message: PERIOD_TO_WITHOUT_FROM },
    ]);
    expect(validateRequest({ method: 'GET', path }, { strict: true }).errors.map((e) => e.path)).toEqual([
      '/query/period_from',
    ]);
  });

  test('an unknown path is an invalid result', () => {
    expect(validateRequest({ method: 'GET', path: '/v2/products/' }).errors[0]!.keyword).toBe('unknown-path');
  });
});

describe('the README examples of validateRequest', () => {
  test('the lenient default and the strict option', () => {
    expect(validateRequest({ method: 'GET', path: '/v1/products/?is_green=True&page_size=abc' }).valid).toBe(true);
    expect(
      validateRequest(
        { method: 'GET', path: '/v1/products/?is_green=True&page_size=abc' },
        { strict: true },
      ).errors.map((e) => e.path),
    ).toEqual(['/query/is_green', '/query/page_size']);
    expect(
      validateRequest({
        method: 'GET',
        path: '/v1/products/P/electricity-tariffs/T/standard-unit-rates/',
        query: { period_to: '2024-05-01T00:00Z' },
      }).errors,
    ).toMatchObject([{ path: '/query/period_to', message: 'period_to is only valid together with period_from.' }]);
  });
});

// The mock answers a query value that is not valid percent-encoding with a 400 naming the
// parameter (any parameter, known or not); the validator gives the same verdict.
describe('badly encoded query text', () => {
  test.each<[string, Parameters<typeof validateRequest>[0], string, RegExp]>([
    [
      'a known parameter in the path',
      { method: 'GET', path: '/v1/products/?is_green=%ZZ' },
      '/query/is_green',
      /^query parameter is_green is not valid percent-encoding \(got "%ZZ"\)$/,
    ],
    [
      'an unknown parameter',
      { method: 'GET', path: '/v1/products/?constructor=%ZZ' },
      '/query/constructor',
      /^query parameter constructor is not valid percent-encoding/,
    ],
    [
      'a truncated escape in the query option string',
      { method: 'GET', path: '/v1/products/', query: '?is_green=%E2%82' },
      '/query/is_green',
      /not valid percent-encoding/,
    ],
    [
      'a parameter name',
      { method: 'GET', path: '/v1/products/?%ZZ=1' },
      '/query',
      /^a query parameter name is not valid percent-encoding \(got "%ZZ"\)$/,
    ],
  ])('%s is invalid, naming it', (_name, request, pointer, message) => {
    for (const strict of [false, true]) {
      const r = validateRequest(request, { strict });
      expect(r.valid).toBe(false);
      expect(r.errors).toEqual([expect.objectContaining({ path: pointer, message: expect.stringMatching(message) })]);
    }
  });

  test.each([
    ['a plus is a space', '/v1/products/?is_green=tr+ue', true],
    ['a good escape', '/v1/products/?is_green=%74rue', true],
    ['a literal percent, encoded', '/v1/products/?whatever=100%25', true],
  ])('%s still reads', (_name, path, valid) => {
    expect(validateRequest({ method: 'GET', path }).valid).toBe(valid);
  });
});
