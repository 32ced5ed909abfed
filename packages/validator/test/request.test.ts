import { describe, expect, test } from 'vitest';
import { PERIOD_TO_WITHOUT_FROM, validateRequest } from '../src/request.js';

const rates = '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/';

describe('validateRequest', () => {
  test.each([
    ['no parameters', { method: 'GET', path: '/v1/products/' }],
    ['booleans and page_size in the query string', { method: 'GET', path: '/v1/products/?is_green=true&is_prepay=false&page_size=1500&page=2' }],
    ['datetime without seconds, Z', { method: 'GET', path: rates, query: { period_from: '2024-03-31T00:00Z', period_to: '2024-04-01T00:00Z' } }],
    ['datetime with fraction and offset', { method: 'GET', path: rates, query: 'period_from=2024-03-31T00:00:00.123456%2B01:00' }],
    ['datetime without zone (Europe/London)', { method: 'GET', path: rates, query: new URLSearchParams({ period_from: '2024-03-31T00:00:00' }) }],
    ['unknown query parameters are ignored', { method: 'GET', path: '/v1/products/?whatever=1' }],
  ])('%s is valid', (_name, request) => {
    expect(validateRequest(request).errors).toEqual([]);
  });

  test.each([
    ['page_size above 1500', { method: 'GET', path: '/v1/products/?page_size=1501' }, '/query/page_size', 'query parameter page_size must be <= 1500 (got 1501)'],
    ['page_size 0', { method: 'GET', path: '/v1/products/', query: { page_size: 0 } }, '/query/page_size', 'query parameter page_size must be >= 1 (got 0)'],
    ['page_size not an integer', { method: 'GET', path: '/v1/products/?page_size=1.5' }, '/query/page_size', 'query parameter page_size must be an integer (got string \"1.5\")'],
    ['a boolean other than true/false', { method: 'GET', path: '/v1/products/?is_green=1' }, '/query/is_green', 'query parameter is_green must be a boolean (got string \"1\")'],
    ['a date without time', { method: 'GET', path: rates, query: { period_from: '2024-03-31' } }, '/query/period_from', undefined],
    ['period_to without period_from', { method: 'GET', path: rates, query: { period_to: '2024-03-31T00:00Z' } }, '/query/period_to', PERIOD_TO_WITHOUT_FROM],
    ['a bad account number', { method: 'GET', path: '/v1/accounts/a-123/' }, '/path/account_number', undefined],
  ])('%s is invalid', (_name, request, pointer, message) => {
    const result = validateRequest(request);
    expect(result.valid).toBe(false);
    const error = result.errors.find((e) => e.path === pointer);
    expect(error).toBeDefined();
    if (message) expect(error!.message).toBe(message);
    else expect(error!.message).toContain(pointer.split('/')[2]);
  });

  test('an unknown path is an invalid result', () => {
    expect(validateRequest({ method: 'GET', path: '/v2/products/' }).errors[0]!.keyword).toBe('unknown-path');
  });
});
