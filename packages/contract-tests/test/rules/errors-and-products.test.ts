import { describe, expect, test } from 'vitest';
import { checkAnswerForm, checkErrorShape, namedParameters } from '../../src/rules/errors.js';
import { availableAt, checkProductFilters, readBoolean } from '../../src/rules/products.js';

describe('checkAnswerForm', () => {
  const ok = { method: 'GET', status: 200, headers: { 'content-type': 'application/json' }, json: true, body: {} };
  test.each<[string, Parameters<typeof checkAnswerForm>[0], string[]]>([
    ['a JSON 200', ok, []],
    [
      'an HTML 404',
      { ...ok, status: 404, headers: { 'content-type': 'text/html' }, json: false, body: undefined },
      ['json-body', 'json-body'],
    ],
    ['a 401 without a challenge', { ...ok, status: 401, body: { detail: 'x' } }, ['auth-challenge']],
    ['a 429 without Retry-After', { ...ok, status: 429, body: { detail: 'x' } }, ['retry-after']],
    ['a 301 with no body', { ...ok, status: 301, headers: {}, json: false, body: undefined }, []],
    ['HEAD', { ...ok, method: 'HEAD', headers: {}, json: false, body: undefined }, []],
    ['a 400 with a bare string', { ...ok, status: 400, body: 'bad' }, ['error-shape']],
  ])('%s', (_n, exchange, rules) => expect(checkAnswerForm(exchange).map((v) => v.rule)).toEqual(rules));
});

test('checkErrorShape and namedParameters', () => {
  expect(checkErrorShape(404, { detail: 'Not found.' })).toEqual([]);
  expect(checkErrorShape(400, { period_from: ['Enter a valid date/time.'] })).toEqual([]);
  expect(checkErrorShape(400, { period_from: [] })).toHaveLength(1);
  expect(checkErrorShape(404, { period_from: ['x'] })).toHaveLength(1);
  expect(namedParameters({ period_to: ['x'], page_size: ['y'] })).toEqual(['period_to', 'page_size']);
});

test('readBoolean reads as django-filter does', () => {
  expect(['true', 'True', 'TRUE', '1'].map(readBoolean)).toEqual([true, true, true, true]);
  expect(['false', 'False', '0'].map(readBoolean)).toEqual([false, false, false]);
  expect(['', 'yes', null].map(readBoolean)).toEqual([undefined, undefined, undefined]);
});

test('checkProductFilters and availableAt', () => {
  const products = [
    { code: 'A', is_green: true, brand: 'X', available_from: '2020-01-01T00:00:00Z', available_to: null },
    {
      code: 'B',
      is_green: false,
      brand: 'Y',
      available_from: '2021-01-01T00:00:00Z',
      available_to: '2022-01-01T00:00:00Z',
    },
  ];
  expect(checkProductFilters(products.slice(0, 1), new URLSearchParams('is_green=True&brand=X'))).toEqual([]);
  expect(checkProductFilters(products, new URLSearchParams('is_green=true')).map((v) => v.message)).toEqual([
    expect.stringMatching(/record 1 \(B\) has is_green false/),
  ]);
  expect(checkProductFilters(products, new URLSearchParams('brand=X'))[0]?.message).toMatch(
    /record 1 \(B\) has brand Y/,
  );
  expect(checkProductFilters(products, new URLSearchParams('available_at=2023-01-01T00:00Z'))[0]?.rule).toBe(
    'available-at',
  );
  expect(availableAt(products[1]!, Date.parse('2022-01-01T00:00:00Z'))).toBe(false);
  expect(availableAt(products[1]!, Date.parse('2021-01-01T00:00:00Z'))).toBe(true);
});
