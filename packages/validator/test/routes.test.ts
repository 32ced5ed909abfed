import { describe, expect, test } from 'vitest';
import { matchRoute, parseRequestPath } from '../src/routes.js';

describe('parseRequestPath', () => {
  test.each([
    ['/v1/products/', { path: '/products/', query: '' }],
    ['/products/', { path: '/products/', query: '' }],
    ['/v1/products?page=2', { path: '/products', query: 'page=2' }],
    ['https://api.energy-platform.example/v1/products/X/?a=1#frag', { path: '/products/X/', query: 'a=1' }],
    ['products/', { path: '/products/', query: '' }],
  ])('%s', (given, want) => {
    expect(parseRequestPath(given)).toEqual(want);
  });
});

describe('matchRoute', () => {
  test.each([
    ['/v1/products/', 'listProducts', {}],
    ['/v1/products', 'listProductsWithoutTrailingSlash', {}],
    ['/products/AGILE-24-04-03/', 'getProduct', { product_code: 'AGILE-24-04-03' }],
    [
      '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?period_from=x',
      'listElectricityStandardUnitRates',
      { product_code: 'AGILE-24-04-03', tariff_code: 'E-1R-AGILE-24-04-03-C' },
    ],
    [
      '/v1/products/P/gas-tariffs/G-1R-P-C/standing-charges/',
      'listGasStandingCharges',
      { product_code: 'P', tariff_code: 'G-1R-P-C' },
    ],
    ['/v1/accounts/A-1A2B3C4D/', 'getAccount', { account_number: 'A-1A2B3C4D' }],
    ['/v1/products/A%2FB/', 'getProduct', { product_code: 'A/B' }],
    ['/v1/products/X', 'getProductWithoutTrailingSlash', { product_code: 'X' }],
    ['/v1/accounts/A-1A2B3C4D?x=1', 'getAccountWithoutTrailingSlash', { account_number: 'A-1A2B3C4D' }],
  ])('%s', (path, operationId, params) => {
    const m = matchRoute('get', path);
    expect(m.ok).toBe(true);
    if (m.ok) {
      expect(m.operation.operationId).toBe(operationId);
      expect({ ...m.pathParams }).toEqual(params);
    }
  });

  test.each([
    ['/v1/nothing/', 'unknown-path'],
    ['/v1/products//', 'unknown-path'],
    ['/v1/products/X/electricity-tariffs', 'unknown-path'],
  ])('%s does not match', (path, keyword) => {
    const m = matchRoute('GET', path);
    expect(m.ok).toBe(false);
    if (!m.ok) {
      expect(m.error.keyword).toBe(keyword);
      expect(m.error.message).toContain('documented paths: ');
    }
  });

  test('an undocumented method names the documented ones', () => {
    const m = matchRoute('POST', '/v1/products/');
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.error.message).toBe('method "POST" is not documented for /products/; documented: GET');
  });
});
