// JSON Pointers (RFC 6901) and local $refs: tables of given -> want.
import { describe, expect, test } from 'vitest';
import {
  assertRefsResolve,
  canonicalJson,
  deref,
  escapeToken,
  pointerFrom,
  pointerTokens,
  refPointer,
  resolveRef,
  unescapeToken,
  unresolvedRefs,
  valueAt,
} from '../src/json-pointer.js';

describe('escapeToken / unescapeToken', () => {
  test.each([
    ['plain', 'a', 'a'],
    ['a slash', '/products/', '~1products~1'],
    ['a tilde', 'c~d', 'c~0d'],
    ['both, tilde first', '~/', '~0~1'],
    ['a literal ~1 stays itself', '~1', '~01'],
    ['an array index', 3, '3'],
    ['empty', '', ''],
  ])('%s', (_name, token, escaped) => {
    expect(escapeToken(token)).toBe(escaped);
    expect(unescapeToken(escaped)).toBe(String(token));
  });
  test('a ~ not followed by 0 or 1 is not a token', () => expect(() => unescapeToken('a~2')).toThrow());
});

describe('pointerFrom / pointerTokens', () => {
  test.each([
    ['the whole document', [], ''],
    ['a path', ['paths', '/products/', 'get'], '/paths/~1products~1/get'],
    ['an empty key', [''], '/'],
    ['indexes', ['a', 0, 'b'], '/a/0/b'],
  ])('%s', (_name, tokens, pointer) => {
    expect(pointerFrom(tokens)).toBe(pointer);
    expect(pointerTokens(pointer)).toEqual(tokens.map(String));
  });
  test('text without a leading slash is not a pointer', () => expect(() => pointerTokens('a/b')).toThrow());
});

describe('valueAt', () => {
  const data = { a: [{ 'x/y': 1, 'c~d': null }], '': 'empty key', n: 0 };
  test.each([
    ['the whole document', '', data],
    ['escaped tokens', '/a/0/x~1y', 1],
    ['a null value', '/a/0/c~0d', null],
    ['a falsy value', '/n', 0],
    ['the empty key', '/', 'empty key'],
    ['a missing key', '/a/0/z', undefined],
    ['past a scalar', '/n/x', undefined],
    ['past a missing step', '/nope/deeper', undefined],
    ['not a pointer', 'a', undefined],
    ['an inherited field', '/a/0/toString', undefined],
    ['__proto__', '/__proto__', undefined],
  ])('%s', (_name, pointer, want) => {
    expect(valueAt(data, pointer)).toEqual(want);
  });
  test('never throws: a throwing getter or Proxy trap reads as undefined', () => {
    const getter = Object.defineProperty({}, 'x', {
      enumerable: true,
      get: () => {
        throw new Error('no');
      },
    });
    const trap = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('no');
        },
      },
    );
    expect(valueAt(getter, '/x')).toBeUndefined();
    expect(valueAt(trap, '/x')).toBeUndefined();
  });
});

describe('refPointer', () => {
  test.each([
    ['the document', '#', ''],
    ['a fragment', '#/components/schemas/A', '/components/schemas/A'],
    ['percent-decoded once, escapes kept', '#/paths/~1products~1%7Bcode%7D~1/get', '/paths/~1products~1{code}~1/get'],
    ['a % that decodes to %', '#/a%2520b', '/a%20b'],
    ['a plain pointer as it is', '/a%20b', '/a%20b'],
    ['the empty reference', '', ''],
    ['an anchor is no pointer', '#name', undefined],
    ['another document', 'other.json#/A', undefined],
    ['bad percent-encoding', '#/%E0', undefined],
  ])('%s', (_name, ref, want) => expect(refPointer(ref)).toBe(want));
});

describe('resolveRef / deref', () => {
  const doc = {
    components: {
      schemas: {
        A: { type: 'string' },
        B: { $ref: '#/components/schemas/A' },
        Loop: { $ref: '#/components/schemas/Loop' },
      },
    },
    paths: { '/products/{code}/': { get: { operationId: 'getProduct' } } },
  };
  test.each([
    ['a component', '#/components/schemas/A', { type: 'string' }],
    ['the document', '#', doc],
    ['percent-encoded and escaped', '#/paths/~1products~1%7Bcode%7D~1/get', { operationId: 'getProduct' }],
    ['a plain pointer', '/components/schemas/A', { type: 'string' }],
    ['missing', '#/components/schemas/Z', undefined],
    ['another document', 'other.json#/A', undefined],
    ['bad percent-encoding', '#/%E0', undefined],
  ])('resolveRef %s', (_name, ref, want) => {
    expect(resolveRef(doc, ref)).toEqual(want);
  });
  test('deref follows a chain and returns a node without $ref as it is', () => {
    expect(deref(doc, { $ref: '#/components/schemas/B' })).toEqual({ type: 'string' });
    expect(deref(doc, { type: 'integer' })).toEqual({ type: 'integer' });
    expect(deref(doc, 'text')).toBe('text');
  });
  test('deref names an unresolved $ref, and stops on a cycle', () => {
    expect(() => deref(doc, { $ref: '#/components/schemas/Z' })).toThrow('unresolved $ref #/components/schemas/Z');
    expect(deref(doc, { $ref: '#/components/schemas/Loop' }, 4)).toEqual({ $ref: '#/components/schemas/Loop' });
  });
});

describe('unresolvedRefs', () => {
  test.each([
    [
      'none in a closed document',
      { components: { A: { type: 'string' } }, b: { $ref: '#/components/A' }, c: [{ $ref: '#' }] },
      [],
    ],
    [
      'a missing target, where it sits',
      { paths: { '/a/b': { get: { schema: { $ref: '#/components/Nope' } } } } },
      [{ ref: '#/components/Nope', pointer: '/paths/~1a~1b/get/schema' }],
    ],
    [
      'inside an array, and another document',
      { allOf: [{ type: 'string' }, { $ref: 'other.json#/A' }] },
      [{ ref: 'other.json#/A', pointer: '/allOf/1' }],
    ],
    [
      'every one, in document order',
      { a: { $ref: '#/x' }, b: [{ $ref: '#/y' }] },
      [
        { ref: '#/x', pointer: '/a' },
        { ref: '#/y', pointer: '/b/0' },
      ],
    ],
    ['a property named $ref that is no reference', { properties: { $ref: { type: 'string' } } }, []],
  ])('%s', (_name, doc, want) => {
    expect(unresolvedRefs(doc)).toEqual(want);
  });
});

describe('assertRefsResolve', () => {
  test('returns when every $ref of every document resolves', () => {
    expect(
      assertRefsResolve('the contract', { 'a.json': { A: {}, b: { $ref: '#/A' } }, 'b.json': {} }),
    ).toBeUndefined();
  });
  test.each([
    [
      'one, at the root',
      { 'a.json': { $ref: '#/nope' } },
      'the contract has 1 $ref that does not resolve: a.json: $ref #/nope at (the root)',
    ],
    [
      'every one, document by document',
      { 'a.json': { x: { $ref: '#/p' } }, 'b.json': { y: [{ $ref: '#/q' }] } },
      'the contract has 2 $refs that do not resolve: a.json: $ref #/p at /x; b.json: $ref #/q at /y/0',
    ],
  ])('throws naming %s', (_name, documents, message) => {
    expect(() => assertRefsResolve('the contract', documents)).toThrow(new Error(message));
  });
});

describe('canonicalJson', () => {
  test.each([
    ['sorts keys at every depth', { b: 1, a: [2, { d: 3, c: 4 }] }, '{"a":[2,{"c":4,"d":3}],"b":1}'],
    ['code-unit order, integer-like keys too', { b: 0, '10': 1, '9': 2, B: 3 }, '{"10":1,"9":2,"B":3,"b":0}'],
    ['leaves as JSON writes them', ['x"y', 1.5, true, null], '["x\\"y",1.5,true,null]'],
    ['undefined apart from null', { a: undefined, b: null }, '{"a":undefined,"b":null}'],
    [
      'a value with toJSON as JSON writes it (a Date: its ISO text)',
      { at: new Date(0) },
      '{"at":"1970-01-01T00:00:00.000Z"}',
    ],
  ])('%s', (_name, value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });
  test('equal whatever the key order, different for different values', () => {
    expect(canonicalJson({ a: 1, b: { d: 2, c: 3 } })).toBe(canonicalJson({ b: { c: 3, d: 2 }, a: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
    expect(canonicalJson(new Date(0))).not.toBe(canonicalJson(new Date(1)));
  });
});
