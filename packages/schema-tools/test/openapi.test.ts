// The operations of a document: path items behind a $ref followed, methods in the spec's order;
// an operation's parameters merged with its path item's as OpenAPI 3.1 says; the security that
// applies to it, and whether it needs credentials.
import { describe, expect, test } from 'vitest';
import {
  HTTP_METHODS,
  openApiOperations,
  operationParameters,
  operationSecurity,
  requiresCredentials,
} from '../src/openapi.js';

describe('openApiOperations', () => {
  const doc = {
    paths: {
      '/b/': {
        post: { operationId: 'createB' },
        get: { operationId: 'listB' },
        parameters: [{ name: 'x' }],
        summary: 'not an operation',
      },
      '/a/': { $ref: '#/components/pathItems/A' },
    },
    components: { pathItems: { A: { get: { operationId: 'listA' } } } },
  };
  test("paths in document order, methods in the specification's", () => {
    expect(openApiOperations(doc).map((o) => `${o.method} ${o.path} ${o.operationId}`)).toEqual([
      'get /b/ listB',
      'post /b/ createB',
      'get /a/ listA',
    ]);
  });
  test('each operation carries its path item', () => {
    expect(openApiOperations(doc)[0]!.pathItem.parameters).toEqual([{ name: 'x' }]);
  });
  test('a path item $ref that does not resolve is an error', () => {
    expect(() => openApiOperations({ paths: { '/x/': { $ref: '#/nowhere' } } })).toThrow('unresolved $ref #/nowhere');
  });
  test('the eight methods of OpenAPI 3.1', () =>
    expect(HTTP_METHODS).toEqual(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']));
});

describe('operationParameters', () => {
  const components = {
    parameters: {
      code: { name: 'code', in: 'path', required: true },
      page: { name: 'page', in: 'query' },
      alias: { $ref: '#/components/parameters/page' },
    },
    pathItems: {
      Shared: {
        parameters: [{ $ref: '#/components/parameters/code' }, { name: 'q', in: 'query', description: 'path-level' }],
        get: { operationId: 'viaRef' },
      },
    },
  };
  const cases: [string, { paths: Record<string, unknown>; want: string[] }][] = [
    ['no parameters anywhere', { paths: { '/a/': { get: { operationId: 'a' } } }, want: [] }],
    [
      'operation-level only, $refs followed (a chain too)',
      {
        paths: {
          '/a/': { get: { parameters: [{ name: 'x', in: 'query' }, { $ref: '#/components/parameters/alias' }] } },
        },
        want: ['query x', 'query page'],
      },
    ],
    [
      'path-level only, inherited',
      {
        paths: { '/{code}/': { parameters: [{ $ref: '#/components/parameters/code' }], get: {} } },
        want: ['path code'],
      },
    ],
    [
      "path-level first, then the operation's own",
      {
        paths: {
          '/{code}/': {
            parameters: [{ $ref: '#/components/parameters/code' }],
            get: { parameters: [{ $ref: '#/components/parameters/page' }] },
          },
        },
        want: ['path code', 'query page'],
      },
    ],
    [
      'a path item behind a $ref brings its parameters',
      { paths: { '/{code}/': { $ref: '#/components/pathItems/Shared' } }, want: ['path code', 'query q: path-level'] },
    ],
    [
      'the operation overrides the same name and in, in its own order',
      {
        paths: {
          '/{code}/': {
            parameters: [
              { name: 'q', in: 'query', description: 'path-level' },
              { $ref: '#/components/parameters/code' },
            ],
            get: {
              parameters: [
                { $ref: '#/components/parameters/page' },
                { name: 'q', in: 'query', description: 'operation-level' },
              ],
            },
          },
        },
        want: ['path code', 'query page', 'query q: operation-level'],
      },
    ],
    [
      'the same name in another location is another parameter',
      {
        paths: {
          '/a/': { parameters: [{ name: 'q', in: 'header' }], get: { parameters: [{ name: 'q', in: 'query' }] } },
        },
        want: ['header q', 'query q'],
      },
    ],
  ];
  test.each(cases)('%s', (_, { paths, want }) => {
    const doc = { paths, components };
    const [operation] = openApiOperations(doc);
    const got = operationParameters(doc, operation!).map(
      (p) => `${String(p.in)} ${String(p.name)}${typeof p.description === 'string' ? `: ${p.description}` : ''}`,
    );
    expect(got).toEqual(want);
  });

  const errors: [string, { paths: Record<string, unknown>; want: string }][] = [
    [
      'an unresolved $ref, by where it is written',
      {
        paths: {
          '/a/': { get: { parameters: [{ name: 'x', in: 'query' }, { $ref: '#/components/parameters/nope' }] } },
        },
        want: '/paths/~1a~1/get/parameters/1: unresolved $ref #/components/parameters/nope',
      },
    ],
    [
      'a path-level parameter without in',
      {
        paths: { '/a/': { parameters: [{ name: 'x' }], get: {} } },
        want: '/paths/~1a~1/parameters/0: expected a parameter with a string name and in',
      },
    ],
    [
      'a parameter that is not an object',
      {
        paths: { '/a/': { get: { parameters: ['x'] } } },
        want: '/paths/~1a~1/get/parameters/0: expected a parameter object',
      },
    ],
    [
      'parameters that are not a list',
      {
        paths: { '/a/': { get: { parameters: { x: {} } } } },
        want: '/paths/~1a~1/get/parameters: expected an array of parameters',
      },
    ],
    [
      'the same name and in twice in one list',
      {
        paths: {
          '/a/': { get: { parameters: [{ $ref: '#/components/parameters/page' }, { name: 'page', in: 'query' }] } },
        },
        want: '/paths/~1a~1/get/parameters/1: a second query parameter page in the same list',
      },
    ],
  ];
  test.each(errors)('%s is an error naming its pointer', (_, { paths, want }) => {
    const doc = { paths, components };
    expect(() => operationParameters(doc, openApiOperations(doc)[0]!)).toThrow(want);
  });
});

describe('operationSecurity and requiresCredentials', () => {
  const basic = { basicAuth: [] };
  const token = { apiKeyToken: [] };
  // [case, { document-level security, the operation's own (absent when undefined), want requirements, want requiresCredentials }]
  const cases: [string, { global?: unknown; own?: unknown; want: unknown[]; secured: boolean }][] = [
    ['no security anywhere', { want: [], secured: false }],
    ["the document's requirement, inherited", { global: [basic], want: [basic], secured: true }],
    ["the document's alternatives, one of them anonymous", { global: [basic, {}], want: [basic, {}], secured: false }],
    ["the operation's own replaces the document's", { global: [basic], own: [token], want: [token], secured: true }],
    ["security: [] on the operation removes the document's", { global: [basic], own: [], want: [], secured: false }],
    [
      'an anonymous alternative on the operation',
      { global: [basic], own: [token, {}], want: [token, {}], secured: false },
    ],
    ['only the anonymous requirement', { global: [basic], own: [{}], want: [{}], secured: false }],
    ["the operation's own without a document-level one", { own: [basic, token], want: [basic, token], secured: true }],
    [
      'two schemes in one requirement (both needed)',
      { own: [{ ...basic, ...token }], want: [{ ...basic, ...token }], secured: true },
    ],
  ];
  test.each(cases)('%s', (_, { global, own, want, secured }) => {
    const doc = {
      ...(global === undefined ? {} : { security: global }),
      paths: { '/a/': { get: { operationId: 'a', ...(own === undefined ? {} : { security: own }) } } },
    };
    const [operation] = openApiOperations(doc);
    expect([operationSecurity(doc, operation!), requiresCredentials(doc, operation!)]).toEqual([want, secured]);
  });

  const errors: [string, { global?: unknown; own?: unknown; want: string }][] = [
    [
      "an operation's security that is not a list",
      { own: { basicAuth: [] }, want: '/paths/~1a~1/get/security: expected an array of security requirements' },
    ],
    [
      'a document-level requirement that is not an object',
      { global: [basic, 'basicAuth'], want: '/security/1: expected a security requirement object' },
    ],
    [
      'an operation-level requirement that is a list',
      { own: [['basicAuth']], want: '/paths/~1a~1/get/security/0: expected a security requirement object' },
    ],
  ];
  test.each(errors)('%s is an error naming its pointer', (_, { global, own, want }) => {
    const doc = {
      ...(global === undefined ? {} : { security: global }),
      paths: { '/a/': { get: { operationId: 'a', ...(own === undefined ? {} : { security: own }) } } },
    };
    expect(() => requiresCredentials(doc, openApiOperations(doc)[0]!)).toThrow(want);
  });
});
