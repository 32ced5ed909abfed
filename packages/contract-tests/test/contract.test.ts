// The operation table the checks read from the bundled contract. The real contract's table is
// pinned in a file snapshot (written by the walk before it moved to schema-tools/openapi, so a
// change to it is a change of what the runner checks, to be read in review). A small synthetic
// document holds what the contract does not use today: a path item behind a $ref, path-level
// parameters, an operation overriding one, and each form of security requirement.
import { describe, expect, test } from 'vitest';
import { contractOperations, operationTable } from '../src/contract.js';

test("the real contract's operation table", async () => {
  await expect(`${JSON.stringify(contractOperations(), null, 2)}\n`).toMatchFileSnapshot(
    '__snapshots__/contract-operations.json',
  );
});

test('the real contract: the account and the two consumption operations need credentials', () => {
  expect(
    contractOperations()
      .filter((o) => o.secured)
      .map((o) => o.operationId),
  ).toEqual(['getAccount', 'listElectricityMeterConsumption', 'listGasMeterConsumption']);
});

describe('operationTable on a synthetic document', () => {
  const components = {
    parameters: {
      code: { name: 'code', in: 'path', required: true, schema: { type: 'string' } },
      page_size: { name: 'page_size', in: 'query', schema: { type: 'integer', maximum: 100 } },
      small_page_size: { name: 'page_size', in: 'query', schema: { type: 'integer', maximum: 10 } },
    },
    pathItems: {
      Things: {
        parameters: [{ $ref: '#/components/parameters/page_size' }],
        get: { operationId: 'listThings', security: [{ key: [] }] },
      },
    },
  };
  const key = { key: [] };
  /** One row per operation: `operationId path maxPageSize redirectTo secured|open`. */
  const rows = (doc: Record<string, unknown>) =>
    operationTable(doc).map(
      (o) =>
        `${o.operationId} ${o.path} ${o.maxPageSize ?? '-'} ${o.redirectTo ?? '-'} ${o.secured ? 'secured' : 'open'}`,
    );
  const cases: [string, { paths: Record<string, unknown>; security?: unknown[]; want: string[] }][] = [
    [
      'a path item behind a $ref, its parameters and security with it',
      { paths: { '/things/': { $ref: '#/components/pathItems/Things' } }, want: ['listThings /things/ 100 - secured'] },
    ],
    [
      'a path-level page_size is inherited',
      {
        paths: {
          '/{code}/': {
            parameters: [{ $ref: '#/components/parameters/code' }, { $ref: '#/components/parameters/page_size' }],
            get: { operationId: 'listA' },
          },
        },
        want: ['listA /{code}/ 100 - open'],
      },
    ],
    [
      "an operation's page_size replaces the path-level one",
      {
        paths: {
          '/{code}/': {
            parameters: [{ $ref: '#/components/parameters/page_size' }, { $ref: '#/components/parameters/code' }],
            get: { operationId: 'listSmall', parameters: [{ $ref: '#/components/parameters/small_page_size' }] },
          },
        },
        want: ['listSmall /{code}/ 10 - open'],
      },
    ],
    [
      'a page_size header is not the query parameter',
      {
        paths: {
          '/a/': {
            get: { operationId: 'getA', parameters: [{ name: 'page_size', in: 'header', schema: { maximum: 5 } }] },
          },
        },
        want: ['getA /a/ - - open'],
      },
    ],
    [
      'a redirect names its slash path',
      {
        paths: { '/a': { get: { operationId: 'getAWithoutTrailingSlash', 'x-redirect-to': '/a/' } } },
        want: ['getAWithoutTrailingSlash /a - /a/ open'],
      },
    ],
    [
      'only GETs with an operationId, in document order',
      {
        paths: {
          '/b/': { post: { operationId: 'createB' }, get: { operationId: 'listB' } },
          '/c/': { get: {} },
          '/a/': { get: { operationId: 'listA' } },
        },
        want: ['listB /b/ - - open', 'listA /a/ - - open'],
      },
    ],
    [
      "the document's security is inherited",
      { security: [key], paths: { '/a/': { get: { operationId: 'getA' } } }, want: ['getA /a/ - - secured'] },
    ],
    [
      "an empty {} alternative in the document's security allows anonymous access",
      { security: [key, {}], paths: { '/a/': { get: { operationId: 'getA' } } }, want: ['getA /a/ - - open'] },
    ],
    [
      'an empty {} alternative on the operation allows anonymous access',
      { paths: { '/a/': { get: { operationId: 'getA', security: [{}, key] } } }, want: ['getA /a/ - - open'] },
    ],
    [
      "security: [] on the operation removes the document's",
      {
        security: [key],
        paths: { '/a/': { get: { operationId: 'getA', security: [] } } },
        want: ['getA /a/ - - open'],
      },
    ],
    [
      "the operation's own requirement replaces the document's anonymous one",
      {
        security: [{}],
        paths: { '/a/': { get: { operationId: 'getA', security: [key] } } },
        want: ['getA /a/ - - secured'],
      },
    ],
  ];
  test.each(cases)('%s', (_, { paths, security, want }) => {
    expect(rows({ paths, components, ...(security === undefined ? {} : { security }) })).toEqual(want);
  });

  const errors: [string, { paths: Record<string, unknown>; security?: unknown; want: string }][] = [
    [
      'a path item $ref that does not resolve',
      {
        paths: { '/a/': { $ref: '#/components/pathItems/Nope' } },
        want: 'unresolved $ref #/components/pathItems/Nope',
      },
    ],
    [
      'a path-level parameter $ref that does not resolve',
      {
        paths: { '/a/': { parameters: [{ $ref: '#/components/parameters/nope' }], get: { operationId: 'getA' } } },
        want: '/paths/~1a~1/parameters/0: unresolved $ref #/components/parameters/nope',
      },
    ],
    [
      'a security that is not a list',
      {
        security: { key: [] },
        paths: { '/a/': { get: { operationId: 'getA' } } },
        want: '/security: expected an array of security requirements',
      },
    ],
  ];
  test.each(errors)('%s is an error naming it', (_, { paths, security, want }) => {
    expect(() => operationTable({ paths, components, ...(security === undefined ? {} : { security }) })).toThrow(want);
  });
});
