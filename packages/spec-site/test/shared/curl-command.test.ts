import { describe, expect, test } from 'vitest';
import { curlCommand, requestUrl, shellQuote } from '../../src/shared/curl-command.js';

const base = {
  baseUrl: 'https://api.example/v1/',
  method: 'GET',
  path: '/products/{code}/',
  pathParams: { code: 'AGILE-24-04-03' },
  query: [] as Array<[string, string]>,
};

describe('shellQuote', () => {
  test.each([
    ['plain-word_1.2:3', 'plain-word_1.2:3'],
    ['has space', "'has space'"],
    ["it's", "'it'\\''s'"],
    ['a&b', "'a&b'"],
    ['$HOME', "'$HOME'"],
  ])('%s', (given, want) => expect(shellQuote(given)).toBe(want));
});

describe('requestUrl', () => {
  test.each([
    ['path parameter', base, 'https://api.example/v1/products/AGILE-24-04-03/'],
    ['encoded', { ...base, pathParams: { code: 'A B/C' } }, 'https://api.example/v1/products/A%20B%2FC/'],
    ['missing stays a placeholder', { ...base, pathParams: {} }, 'https://api.example/v1/products/{code}/'],
    [
      'query, empty values left out',
      {
        ...base,
        query: [
          ['period_from', '2024-06-01T00:00+01:00'],
          ['page', ''],
        ] as Array<[string, string]>,
      },
      'https://api.example/v1/products/AGILE-24-04-03/?period_from=2024-06-01T00%3A00%2B01%3A00',
    ],
  ])('%s', (_name, request, want) => expect(requestUrl(request)).toBe(want));
});

describe('curlCommand', () => {
  test.each([
    ['public', base, 'curl -sS https://api.example/v1/products/AGILE-24-04-03/'],
    [
      'basic with a variable',
      { ...base, auth: 'basic' as const },
      'curl -sS -u "$API_KEY:" https://api.example/v1/products/AGILE-24-04-03/',
    ],
    [
      'token with a variable',
      { ...base, auth: 'token' as const },
      'curl -sS -H "Authorization: Token $API_KEY" https://api.example/v1/products/AGILE-24-04-03/',
    ],
    [
      'basic with the key',
      { ...base, auth: 'basic' as const, apiKey: 'sk_test' },
      'curl -sS -u sk_test: https://api.example/v1/products/AGILE-24-04-03/',
    ],
    [
      'token with the key',
      { ...base, auth: 'token' as const, apiKey: 'sk_test' },
      "curl -sS -H 'Authorization: Token sk_test' https://api.example/v1/products/AGILE-24-04-03/",
    ],
    [
      'a query is quoted',
      {
        ...base,
        query: [
          ['a', '1'],
          ['b', '2'],
        ] as Array<[string, string]>,
      },
      "curl -sS 'https://api.example/v1/products/AGILE-24-04-03/?a=1&b=2'",
    ],
    ['another method', { ...base, method: 'HEAD' }, 'curl -sS -X HEAD https://api.example/v1/products/AGILE-24-04-03/'],
  ])('%s', (_name, request, want) => expect(curlCommand(request)).toBe(want));
});
