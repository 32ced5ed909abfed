// The operations of a document: path items behind a $ref followed, methods in the spec's order.
import { describe, expect, test } from 'vitest';
import { HTTP_METHODS, openApiOperations } from '../src/openapi.js';

describe('openApiOperations', () => {
  const doc = {
    paths: {
      '/b/': { post: { operationId: 'createB' }, get: { operationId: 'listB' }, parameters: [{ name: 'x' }], summary: 'not an operation' },
      '/a/': { $ref: '#/components/pathItems/A' },
    },
    components: { pathItems: { A: { get: { operationId: 'listA' } } } },
  };
  test('paths in document order, methods in the specification\'s', () => {
    expect(openApiOperations(doc).map((o) => `${o.method} ${o.path} ${o.operationId}`)).toEqual(['get /b/ listB', 'post /b/ createB', 'get /a/ listA']);
  });
  test('each operation carries its path item', () => {
    expect(openApiOperations(doc)[0]!.pathItem.parameters).toEqual([{ name: 'x' }]);
  });
  test('a path item $ref that does not resolve is an error', () => {
    expect(() => openApiOperations({ paths: { '/x/': { $ref: '#/nowhere' } } })).toThrow('unresolved $ref #/nowhere');
  });
  test('the eight methods of OpenAPI 3.1', () => expect(HTTP_METHODS).toEqual(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']));
});
