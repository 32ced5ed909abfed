// The one rule x-trailing-slash-redirects of specs/openapi.yaml, as scripts/bundle-openapi.ts
// expands it: on small documents (what the expansion does) and on the real bundle (every slash
// path has its redirect, so paths added later are covered without a line of YAML).
import { deref } from '@energy-contracts/schema-tools/json-pointer';
import { describe, expect, test } from 'vitest';
import { expandTrailingSlashRedirects, REDIRECT_OPERATION_SUFFIX } from '../../scripts/bundle-openapi.js';
import { doc, operations, type Json } from './openapi-document.js';

const RULE = { description: 'r', response: '#/components/responses/PermanentRedirect' };
function small(paths: Json, rule: Json | null = RULE): Json {
  return {
    ...(rule === null ? {} : { 'x-trailing-slash-redirects': rule }),
    paths,
    components: {
      responses: { PermanentRedirect: { description: 'moved' }, MethodNotAllowed: { description: '405' } },
      parameters: {
        code: { name: 'code', in: 'path', required: true, schema: { type: 'string' } },
        q: { name: 'q', in: 'query', schema: { type: 'string' } },
      },
    },
  };
}
const op = (id: string, extra: Json = {}): Json => ({
  get: {
    operationId: id,
    summary: 'S',
    parameters: [{ $ref: '#/components/parameters/code' }, { $ref: '#/components/parameters/q' }],
    responses: { '200': {}, '405': { $ref: '#/components/responses/MethodNotAllowed' } },
    ...extra,
  },
});

describe('expandTrailingSlashRedirects on small documents', () => {
  test('adds a redirect item after each slash path, with path parameters only, 301 and the 405', () => {
    const out = expandTrailingSlashRedirects(small({ '/a/{code}/': op('getA'), '/b': op('getB') }));
    expect(Object.keys(out.paths)).toEqual(['/a/{code}/', '/a/{code}', '/b']);
    const get = out.paths['/a/{code}'].get;
    expect(get).toMatchObject({
      operationId: `getA${REDIRECT_OPERATION_SUFFIX}`,
      'x-redirect-to': '/a/{code}/',
      'x-observed': true,
      security: [],
      parameters: [{ $ref: '#/components/parameters/code' }],
      responses: {
        '301': { $ref: '#/components/responses/PermanentRedirect' },
        '405': { $ref: '#/components/responses/MethodNotAllowed' },
      },
    });
  });
  test('a slash-less path that has its own operation is kept as written', () => {
    const out = expandTrailingSlashRedirects(small({ '/a/': op('listA'), '/a': op('listAPlain') }));
    expect(out.paths['/a'].get.operationId).toBe('listAPlain');
    expect(Object.keys(out.paths)).toEqual(['/a/', '/a']);
  });
  test('without the rule the document is unchanged', () => {
    expect(Object.keys(expandTrailingSlashRedirects(small({ '/a/': op('getA') }, null)).paths)).toEqual(['/a/']);
  });
  test.each([
    ['a response pointer outside components/responses', { response: '#/paths' }, /must be a #\/components\/responses/],
    [
      'an unresolved response',
      { response: '#/components/responses/Nope' },
      'bundle-openapi: x-trailing-slash-redirects: unresolved $ref #/components/responses/Nope',
    ],
  ])('%s is an error', (_name, rule, message) => {
    expect(() => expandTrailingSlashRedirects(small({ '/a/': op('getA') }, rule))).toThrow(message);
  });
  test("an operation's own path parameter replaces the path item's of the same name: one parameter, the operation's", () => {
    const own = { name: 'code', in: 'path', required: true, schema: { type: 'integer' } };
    const out = expandTrailingSlashRedirects(
      small({
        '/a/{code}/': {
          parameters: [{ $ref: '#/components/parameters/code' }],
          get: { operationId: 'getA', summary: 'S', parameters: [own], responses: { '200': {} } },
        },
      }),
    );
    expect(out.paths['/a/{code}'].get.parameters).toEqual([own]);
  });
  test('an unresolved parameter $ref is an error naming its JSON pointer', () => {
    expect(() =>
      expandTrailingSlashRedirects(
        small({
          '/a/': {
            get: {
              operationId: 'getA',
              summary: 'S',
              parameters: [{ $ref: '#/components/parameters/nope' }],
              responses: { '200': {} },
            },
          },
        }),
      ),
    ).toThrow(
      'bundle-openapi: x-trailing-slash-redirects: /paths/~1a~1/get/parameters/0: unresolved $ref #/components/parameters/nope',
    );
  });
  test('an unresolved path item $ref is an error naming it', () => {
    expect(() => expandTrailingSlashRedirects(small({ '/a/': { $ref: '#/components/pathItems/Nope' } }))).toThrow(
      'bundle-openapi: x-trailing-slash-redirects: unresolved $ref #/components/pathItems/Nope',
    );
  });
  test('an operationId that would repeat is an error', () => {
    expect(() =>
      expandTrailingSlashRedirects(small({ '/a/': op('getA'), '/x/': op(`getA${REDIRECT_OPERATION_SUFFIX}`) })),
    ).toThrow(/already used/);
  });
});

describe('the bundled contract', () => {
  // The root's slash-less form is the empty path, which no document can hold (the expansion skips it).
  const slashPaths = Object.keys(doc.paths).filter((p) => p.endsWith('/') && p !== '/products/' && p !== '/');
  test('the root has no redirect', () => expect(Object.keys(doc.paths)).not.toContain(''));
  test.each(slashPaths)('%s has its redirect', (p) => {
    const redirect = operations.find((o) => o.path === p.slice(0, -1));
    expect(redirect?.op['x-redirect-to']).toBe(p);
    const responses = redirect!.op.responses as Json;
    const moved = deref<Json>(doc, responses['301']);
    expect(Object.keys(moved.headers)).toEqual(['Location']);
    expect(moved['x-observed']).toBe(true);
    expect(Object.keys(deref<Json>(doc, responses['405']).headers)).toContain('Allow');
  });
  test('/products keeps its own operation (the seed says it answers directly)', () => {
    expect((operations.find((o) => o.path === '/products')?.op.responses as Json | undefined)?.['200']).toBeDefined();
  });
});
