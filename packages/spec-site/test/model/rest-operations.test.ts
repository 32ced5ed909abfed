import { describe, expect, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import {
  descriptionParagraph,
  readRestContract,
  responseSchemaName,
  type RestOperation,
} from '../../src/model/rest-operations.js';
import { fieldPathText, schemaFields } from '../../src/model/schema-fields.js';

const { openapi } = loadContract();
const rest = readRestContract(openapi);
const op = (id: string) => rest.operations.find((o) => o.id === id)!;

describe('readRestContract', () => {
  test('every operation of the bundle, redirects included, under the document tags', () => {
    expect(rest.operations).toHaveLength(27);
    expect(rest.operations.filter((o) => o.redirectTo !== undefined)).toHaveLength(12);
    expect(rest.tags.map((t) => t.name)).toEqual(['Root', 'Products', 'Charges', 'Accounts', 'Consumption']);
    expect(rest.tags.flatMap((t) => t.operations)).toHaveLength(27);
    expect(rest.baseUrl).toBe('https://api.energy-platform.example/v1/');
  });

  test('security, parameters and responses are resolved', () => {
    expect(op('getAccount').security).toEqual(['basicAuth', 'apiKeyToken', 'graphqlToken']);
    expect(op('getProduct').security).toEqual([]);
    expect(op('getProduct').parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:product_code',
      'query:tariffs_active_at',
    ]);
    const pageSize = op('listProducts').parameters.find((p) => p.name === 'page_size')!;
    expect(pageSize.lenientReading).toBe('page-size');
    expect(op('getAccount').responses.map((r) => r.status)).toEqual(['200', '400', '401', '403', '404', '405', '429']);
    const unauthorized = op('getAccount').responses.find((r) => r.status === '401')!;
    expect(unauthorized.component).toBe('Unauthorized');
    expect(unauthorized.headers.map((h) => h.name)).toEqual(['WWW-Authenticate']);
    expect(responseSchemaName(op('listElectricityStandardUnitRates').responses[0]!)).toBe('ChargeList');
    expect(op('getAccount').responses[0]!.examples.map((e) => e.name)).toEqual(['sample', 'economy_7']);
    expect(op('getProductWithoutTrailingSlash').redirectTo).toBe('/products/{product_code}/');
  });

  test("each response carries its body's field table, built once; a response without a body has none", () => {
    for (const o of rest.operations)
      for (const r of o.responses)
        expect(r.fields, `${o.id} ${r.status}`).toEqual(r.schema === undefined ? [] : schemaFields(openapi, r.schema));
    expect(op('getAccount').responses[0]!.fields.map((f) => fieldPathText(f.path))).toContain(
      'properties[].electricity_meter_points[].mpan',
    );
    const bodiless = readRestContract({
      tags: [{ name: 'T' }],
      paths: {
        '/x/': { delete: { operationId: 'deleteX', tags: ['T'], responses: { '204': { description: 'Gone.' } } } },
      },
    });
    expect(bodiless.operations[0]!.responses[0]!.fields).toEqual([]);
  });

  test.each<[string, Json[] | undefined, string[], RestOperation['credentials']]>([
    ["the document's requirement", undefined, ['basic'], 'required'],
    ['its own requirements', [{ token: [] }, { basic: [] }], ['token', 'basic'], 'required'],
    ['its own empty list (public)', [], [], 'none'],
    ["an anonymous alternative (OpenAPI's {})", [{ basic: [] }, {}], ['basic'], 'optional'],
  ])('credentials, as OpenAPI says: %s', (_name, security, schemes, credentials) => {
    const op: Json = {
      operationId: 'getX',
      tags: ['T'],
      responses: {},
      ...(security === undefined ? {} : { security }),
    };
    const [x] = readRestContract({
      tags: [{ name: 'T' }],
      security: [{ basic: [] }],
      paths: { '/x/': { get: op } },
    }).operations;
    expect([x?.security, x?.credentials]).toEqual([schemes, credentials]);
  });
  test('the contract: the account and consumption operations need credentials, every other one none', () => {
    expect(rest.operations.filter((o) => o.credentials !== 'none').map((o) => [o.id, o.credentials])).toEqual([
      ['getAccount', 'required'],
      ['listElectricityMeterConsumption', 'required'],
      ['listGasMeterConsumption', 'required'],
    ]);
  });
  test("parameters merged as OpenAPI says (schema-tools operationParameters): the operation's own replace the path item's; a name repeated in one list is an error naming its pointer", () => {
    const doc = (get: { [key: string]: Json }): Json => ({
      tags: [{ name: 'T' }],
      paths: {
        '/x/{id}/': {
          parameters: [
            { name: 'id', in: 'path', required: true },
            { name: 'q', in: 'query', description: 'path-level' },
          ],
          get: { operationId: 'getX', tags: ['T'], responses: {}, ...get },
        },
      },
    });
    const [x] = readRestContract(
      doc({
        parameters: [
          { name: 'q', in: 'query', description: 'own' },
          { name: 'page', in: 'query' },
        ],
      }),
    ).operations;
    expect(x!.parameters.map((p) => `${p.in} ${p.name} ${p.description}`)).toEqual([
      'path id ',
      'query q own',
      'query page ',
    ]);
    expect(() =>
      readRestContract(
        doc({
          parameters: [
            { name: 'page', in: 'query' },
            { name: 'page', in: 'query' },
          ],
        }),
      ),
    ).toThrow('/paths/~1x~1{id}~1/get/parameters/1: a second query parameter page in the same list');
  });
  test('an operation without an id or a tag is refused', () => {
    expect(() => readRestContract({ paths: { '/x/': { get: { tags: ['T'], responses: {} } } } })).toThrow(
      'GET /x/: the site needs an operationId and a tag',
    );
  });
});

describe('descriptionParagraph', () => {
  test.each([
    ['a\n\n**Errors.** b\nc\n\nd', 'Errors', '**Errors.** b\nc'],
    ['**Limits.** x', 'Limits', '**Limits.** x'],
  ])('%j', (text, lead, want) => expect(descriptionParagraph(text, lead)).toBe(want));
  test('a missing lead is an error naming it', () =>
    expect(() => descriptionParagraph('a', 'Errors')).toThrow('**Errors'));
});
