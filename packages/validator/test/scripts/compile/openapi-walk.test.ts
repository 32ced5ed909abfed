// The OpenAPI walk on a small document: the modules to compile, in order, and the metadata the run
// time reads.
import { describe, expect, test } from 'vitest';
import { fileSafe, selfContained, walkOpenApi } from '../../../scripts/compile/openapi-walk.js';
import type { JsonObject } from '@energy-contracts/schema-tools/json-pointer';

const doc = {
  servers: [{ url: 'https://{host}/v1/', variables: { host: { default: 'api.example' } } }],
  paths: {
    '/things/{code}/': {
      parameters: [
        { $ref: '#/components/parameters/code' },
        { name: 'page', in: 'query', schema: { type: 'integer' } },
      ],
      get: {
        operationId: 'getThing',
        parameters: [
          {
            name: 'page',
            in: 'query',
            required: true,
            'x-lenient-reading': 'page',
            schema: { type: 'integer', minimum: 1 },
          },
          { name: 'at', in: 'query', schema: { $ref: '#/components/schemas/When' } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
        ],
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '429': {
            description: 'slow down',
            headers: { 'Retry-After': { required: true, schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          '304': { description: 'not modified' },
        },
      },
    },
  },
  components: {
    parameters: { code: { name: 'code', in: 'path', required: true, schema: { type: 'string' } } },
    schemas: {
      Thing: { type: 'object', description: 'gone', properties: { when: { $ref: '#/components/schemas/When' } } },
      When: { type: 'string', pattern: '^\\d', 'x-strict-pattern': '^\\d{4}$' },
    },
  },
} as unknown as JsonObject;

describe('walkOpenApi', () => {
  const { modules, operations, basePath } = walkOpenApi(doc);
  test('the base path comes from the first server, its variables at their defaults', () =>
    expect(basePath).toBe('/v1'));
  test('a request module, then one per response that documents a JSON body or headers', () => {
    expect(modules.map((m) => m.file)).toEqual(['request/getThing.js', 'rest/getThing/200.js', 'rest/getThing/429.js']);
  });
  test('parameters: operation-level ones override path-level ones; path and query only; reading and strict pattern carried', () => {
    expect(operations[0]!.params).toEqual([
      { name: 'code', in: 'path', required: true, type: 'string' },
      { name: 'at', in: 'query', required: false, type: 'string', strictPattern: '^\\d{4}$' },
      { name: 'page', in: 'query', required: true, type: 'integer', reading: 'page' },
    ]);
  });
  test('responses: statuses sorted, headers lower-cased with the JSON type of their text, no module without body or headers', () => {
    expect(operations[0]!.responses).toEqual([
      { status: '200', file: 'rest/getThing/200.js', hasBody: true, headers: {}, requiredHeaders: [] },
      { status: '304', file: null, hasBody: false, headers: {}, requiredHeaders: [] },
      {
        status: '429',
        file: 'rest/getThing/429.js',
        hasBody: true,
        headers: { 'retry-after': 'integer' },
        requiredHeaders: ['retry-after'],
      },
    ]);
  });
  test('the request schema holds the path and query parameters, required ones required', () => {
    const request = modules[0]! as { schema: JsonObject };
    expect((request.schema.properties as JsonObject).query).toMatchObject({
      required: ['page'],
      properties: { page: { minimum: 1 } },
    });
  });
});

describe('walkOpenApi on bad parameters', () => {
  // Parameters are merged by schema-tools' operationParameters: a parameter that does not resolve
  // stops the build naming where it is, rather than dropping it from the request schema.
  const withParameters = (parameters: unknown[]) =>
    ({ paths: { '/a/': { get: { operationId: 'getA', parameters, responses: {} } } } }) as unknown as JsonObject;
  test.each([
    [
      'an unresolved $ref',
      [{ $ref: '#/components/parameters/nope' }],
      'openapi.json: $ref #/components/parameters/nope at /paths/~1a~1/get/parameters/0',
    ],
    [
      'a parameter without a name',
      [{ in: 'query', schema: { type: 'string' } }],
      '/paths/~1a~1/get/parameters/0: expected a parameter with a string name and in',
    ],
    [
      'the same name and in twice in one list',
      [
        { name: 'q', in: 'query' },
        { name: 'q', in: 'query' },
      ],
      '/paths/~1a~1/get/parameters/1: a second query parameter q in the same list',
    ],
  ])('%s is an error naming its JSON pointer', (_name, parameters, message) => {
    expect(() => walkOpenApi(withParameters(parameters))).toThrow(message);
  });
});

describe('walkOpenApi on a $ref that does not resolve', () => {
  // Before anything is walked, every broken $ref stops the build, each named by the JSON pointer of
  // the object holding it: read as an empty schema, it would make a validator that accepts anything.
  const withGet = (get: unknown, components: unknown = {}) =>
    ({ paths: { '/a/': { get: { operationId: 'getA', ...(get as object) } } }, components }) as unknown as JsonObject;
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  test.each([
    [
      'a response',
      withGet({ responses: { '200': { $ref: '#/components/responses/Nope' } } }),
      'openapi.json: $ref #/components/responses/Nope at /paths/~1a~1/get/responses/200',
    ],
    [
      'a response body schema',
      withGet({ responses: { '200': json({ $ref: '#/components/schemas/Nope' }) } }),
      'openapi.json: $ref #/components/schemas/Nope at /paths/~1a~1/get/responses/200/content/application~1json/schema',
    ],
    [
      'a schema nested in a component',
      withGet(
        { responses: { '200': json({ $ref: '#/components/schemas/A' }) } },
        { schemas: { A: { type: 'object', properties: { b: { items: { $ref: '#/components/schemas/B' } } } } } },
      ),
      'openapi.json: $ref #/components/schemas/B at /components/schemas/A/properties/b/items',
    ],
    [
      'a response header',
      withGet({ responses: { '429': { headers: { 'Retry-After': { $ref: '#/components/headers/Nope' } } } } }),
      'openapi.json: $ref #/components/headers/Nope at /paths/~1a~1/get/responses/429/headers/Retry-After',
    ],
    [
      'a parameter schema',
      withGet({
        parameters: [{ name: 'q', in: 'query', schema: { $ref: '#/components/schemas/Nope' } }],
        responses: {},
      }),
      'openapi.json: $ref #/components/schemas/Nope at /paths/~1a~1/get/parameters/0/schema',
    ],
    [
      'two at once, both listed in document order',
      withGet({
        responses: {
          '200': json({ $ref: '#/components/schemas/Nope' }),
          '404': { $ref: '#/components/responses/Gone' },
        },
      }),
      'the OpenAPI document has 2 $refs that do not resolve: openapi.json: $ref #/components/schemas/Nope at /paths/~1a~1/get/responses/200/content/application~1json/schema; openapi.json: $ref #/components/responses/Gone at /paths/~1a~1/get/responses/404',
    ],
  ])('%s is an error naming its JSON pointer', (_name, broken, message) => {
    expect(() => walkOpenApi(broken)).toThrow(message);
  });
});

describe('selfContained', () => {
  test('component refs become $defs, only those reached, prose dropped', () => {
    const schema = selfContained(doc, { $ref: '#/components/schemas/Thing' }, 'https://x.example/t.json');
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://x.example/t.json',
      $ref: '#/$defs/Thing',
      $defs: {
        Thing: { type: 'object', properties: { when: { $ref: '#/$defs/When' } } },
        When: { type: 'string', pattern: '^\\d' },
      },
    });
  });
  test('a ref inside a component copies the component and keeps the rest of the pointer', () => {
    const schema = selfContained(
      doc,
      { $ref: '#/components/schemas/Thing/properties/when' },
      'https://x.example/t.json',
    );
    expect(schema.$ref).toBe('#/$defs/Thing/properties/when');
    expect(Object.keys(schema.$defs as object)).toEqual(['Thing', 'When']);
  });
  test('a ref to a component that does not exist is an error naming it', () => {
    expect(() => selfContained(doc, { $ref: '#/components/schemas/Nope' }, 'https://x.example/t.json')).toThrow(
      '$ref #/components/schemas/Nope: no schema "Nope" in #/components/schemas',
    );
  });
});

describe('fileSafe', () => {
  test.each([
    ['listProducts', true],
    ['v1.0', true],
    ['../x', false],
    ['.hidden', false],
    ['a/b', false],
  ])('%s', (name, ok) => {
    if (ok) expect(fileSafe(name)).toBe(name);
    else expect(() => fileSafe(name)).toThrow(/unsafe name for a file/);
  });
});
