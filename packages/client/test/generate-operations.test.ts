// The generated operation table: regenerates byte for byte from the bundled contract, and its
// page_size maxima are the contract's (not numbers written by hand). A small synthetic document
// holds what the contract does not use today: a path item behind a $ref, path-level parameters,
// an operation overriding one of them.
import { readFileSync } from 'node:fs';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { describe, expect, test } from 'vitest';
import { operationTable } from '../generated/operations.js';
import { operationRows, operationsFile, renderOperations } from '../scripts/generate-operations.js';

const spec = contractReader(import.meta.url).read<Parameters<typeof operationRows>[0]>('openapi');

describe('generated/operations.ts', () => {
  test('regenerates byte for byte (run npm run generate -w @energy-contracts/client when this fails)', () => {
    expect(renderOperations(operationRows(spec))).toBe(readFileSync(operationsFile, 'utf8'));
  });
  test("the page_size maxima are the contract parameters' maxima: 1500 on charges, 25000 on consumption", () => {
    expect(operationTable.listElectricityStandardUnitRates.pageSizeMax).toBe(
      spec.components.parameters.page_size!.schema!.maximum,
    );
    expect(operationTable.listElectricityMeterConsumption.pageSizeMax).toBe(
      spec.components.parameters.consumption_page_size!.schema!.maximum,
    );
    expect([
      operationTable.listGasStandingCharges.pageSizeMax,
      operationTable.listGasMeterConsumption.pageSizeMax,
    ]).toEqual([1500, 25000]);
    expect(operationTable.getProduct.pageSizeMax).toBeNull();
  });
  test('the operations with a security requirement need credentials; the slash-less redirects are left out', () => {
    expect(
      Object.entries(operationTable)
        .filter(([, op]) => op.auth)
        .map(([id]) => id),
    ).toEqual(['getAccount', 'listElectricityMeterConsumption', 'listGasMeterConsumption']);
    expect(Object.values(operationTable).every((op) => op.path.endsWith('/'))).toBe(true);
  });
  test('a page_size without a maximum is an error naming the operation', () => {
    const broken = structuredClone(spec);
    delete broken.components.parameters.page_size!.schema!.maximum;
    expect(() => operationRows(broken)).toThrow(/^listProducts: page_size has no numeric maximum in the contract$/);
  });
});

describe('operationRows on a synthetic document', () => {
  const parameters = {
    code: { name: 'code', in: 'path', required: true, schema: { type: 'string' } },
    page_size: { name: 'page_size', in: 'query', schema: { type: 'integer', maximum: 100 } },
    small_page_size: { name: 'page_size', in: 'query', schema: { type: 'integer', maximum: 10 } },
  };
  const synthetic = (paths: Record<string, unknown>, security?: Record<string, string[]>[]) => ({
    paths,
    components: {
      parameters,
      pathItems: {
        Things: {
          parameters: [{ $ref: '#/components/parameters/page_size' }],
          get: { operationId: 'listThings', security: [{ key: [] }] },
        },
      },
    },
    ...(security === undefined ? {} : { security }),
  });
  const cases: [string, { paths: Record<string, unknown>; security?: Record<string, string[]>[]; want: string[] }][] = [
    [
      'a path item behind a $ref, its parameters and security with it',
      { paths: { '/things/': { $ref: '#/components/pathItems/Things' } }, want: ['listThings /things/ [] auth 100'] },
    ],
    [
      'path-level parameters are inherited: path parameters and page_size',
      {
        paths: {
          '/a/{code}/b/{id}/': {
            parameters: [
              { $ref: '#/components/parameters/code' },
              { name: 'id', in: 'path', required: true },
              { $ref: '#/components/parameters/page_size' },
            ],
            get: { operationId: 'listB' },
          },
        },
        want: ['listB /a/{code}/b/{id}/ [code,id] open 100'],
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
        want: ['listSmall /{code}/ [code] open 10'],
      },
    ],
    [
      "an operation's path parameter replaces the path-level one of the same name, once",
      {
        paths: {
          '/{code}/': {
            parameters: [{ $ref: '#/components/parameters/code' }],
            get: {
              operationId: 'getOne',
              parameters: [{ name: 'code', in: 'path', required: true, description: 'own' }],
            },
          },
        },
        want: ['getOne /{code}/ [code] open null'],
      },
    ],
    [
      "only GETs on paths ending in /; the document's security unless the operation has its own (an empty requirement is open)",
      {
        paths: {
          '/x': { get: { operationId: 'redirect' } },
          '/x/': { post: { operationId: 'createX' }, get: { operationId: 'listX' } },
          '/y/': { get: { operationId: 'getY', security: [{}, { key: [] }] } },
        },
        security: [{ key: [] }],
        want: ['listX /x/ [] auth null', 'getY /y/ [] open null'],
      },
    ],
  ];
  test.each(cases)('%s', (_, { paths, security, want }) => {
    const rows = operationRows(synthetic(paths, security));
    expect(
      rows.map(
        (r) => `${r.operationId} ${r.path} [${r.pathParams.join(',')}] ${r.auth ? 'auth' : 'open'} ${r.pageSizeMax}`,
      ),
    ).toEqual(want);
  });
  test('a path-level page_size without a maximum is an error naming the operation', () => {
    const paths = {
      '/a/': {
        parameters: [{ name: 'page_size', in: 'query', schema: { type: 'integer' } }],
        get: { operationId: 'listA' },
      },
    };
    expect(() => operationRows(synthetic(paths))).toThrow(/^listA: page_size has no numeric maximum in the contract$/);
  });
  test('a path-level parameter that does not resolve is an error naming its pointer', () => {
    const paths = { '/a/': { parameters: [{ $ref: '#/components/parameters/nope' }], get: { operationId: 'listA' } } };
    expect(() => operationRows(synthetic(paths))).toThrow(
      '/paths/~1a~1/parameters/0: unresolved $ref #/components/parameters/nope',
    );
  });
});
