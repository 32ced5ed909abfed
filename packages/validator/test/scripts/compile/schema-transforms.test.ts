// The schema transforms of the build, on small schemas: what cleaning drops, and where the strict
// variant puts unevaluatedProperties: false (and where it does not).
import type { JsonObject } from '@energy-contracts/schema-tools/json-pointer';
import { describe, expect, test } from 'vitest';
import { cleanSchema, STRICT_EXEMPT, toStrict } from '../../../scripts/compile/schema-transforms.js';

describe('cleanSchema', () => {
  test.each([
    [
      'x- extensions, OpenAPI annotations and prose go',
      { type: 'string', 'x-observed': true, example: 'a', description: 'd', examples: ['a'], $comment: 'c' },
      { type: 'string' },
    ],
    [
      'at every schema position',
      { properties: { a: { description: 'd', type: 'string' } }, items: { 'x-a': 1 }, allOf: [{ description: 'd' }] },
      { properties: { a: { type: 'string' } }, items: {}, allOf: [{}] },
    ],
    [
      'a property named like an annotation is data',
      { properties: { description: { type: 'string' } } },
      { properties: { description: { type: 'string' } } },
    ],
    ['enum values are data', { enum: [{ description: 'kept' }] }, { enum: [{ description: 'kept' }] }],
  ])('%s', (_name, given, want) => {
    expect(cleanSchema(given as JsonObject)).toEqual(want);
  });
});

describe('toStrict', () => {
  test.each([
    [
      'the payload and nested objects',
      { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string' } } } } },
      {
        type: 'object',
        properties: { a: { type: 'object', properties: { b: { type: 'string' } }, unevaluatedProperties: false } },
        unevaluatedProperties: false,
      },
    ],
    [
      'array items',
      { type: 'array', items: { type: 'object', properties: { b: {} } } },
      { type: 'array', items: { type: 'object', properties: { b: {} }, unevaluatedProperties: false } },
    ],
    [
      'a free-form object is left open',
      { type: 'object', properties: { data: { type: 'object' } } },
      { type: 'object', properties: { data: { type: 'object' } }, unevaluatedProperties: false },
    ],
    [
      'a schema that says additionalProperties is left as written',
      { type: 'object', properties: { a: {} }, additionalProperties: true },
      { type: 'object', properties: { a: {} }, additionalProperties: true },
    ],
    [
      'at the location of a $ref, with the type taken from its target',
      {
        type: 'object',
        properties: { a: { $ref: '#/$defs/A' } },
        $defs: { A: { type: 'object', properties: { x: {} } } },
      },
      {
        type: 'object',
        properties: { a: { $ref: '#/$defs/A', unevaluatedProperties: false, type: 'object' } },
        $defs: { A: { type: 'object', properties: { x: {} } } },
        unevaluatedProperties: false,
      },
    ],
    [
      'not inside allOf branches, so fields a composition adds still count',
      {
        allOf: [{ $ref: '#/$defs/A' }, { type: 'object', properties: { y: {} } }],
        $defs: { A: { type: 'object', properties: { x: {} } } },
      },
      {
        allOf: [{ $ref: '#/$defs/A' }, { type: 'object', properties: { y: {} } }],
        $defs: { A: { type: 'object', properties: { x: {} } } },
        unevaluatedProperties: false,
        type: 'object',
      },
    ],
    [
      'through a chain of $refs, an escaped name on the way',
      {
        type: 'object',
        properties: { a: { $ref: '#/$defs/a~1b' } },
        $defs: { 'a/b': { $ref: '#/$defs/B' }, B: { type: 'object', properties: { x: {} } } },
      },
      {
        type: 'object',
        properties: { a: { $ref: '#/$defs/a~1b', unevaluatedProperties: false, type: 'object' } },
        $defs: { 'a/b': { $ref: '#/$defs/B' }, B: { type: 'object', properties: { x: {} } } },
        unevaluatedProperties: false,
      },
    ],
  ])('%s', (_name, given, want) => {
    expect(toStrict(given as JsonObject)).toEqual(want);
  });

  test('a $ref that does not resolve is an error naming it, not a location left open', () => {
    expect(() => toStrict({ type: 'object', properties: { a: { $ref: '#/$defs/Nope' } }, $defs: {} })).toThrow(
      'unresolved $ref #/$defs/Nope',
    );
  });

  test('the exempt event says why', () => {
    expect(STRICT_EXEMPT.map(([type, version]) => `${type} ${version}`)).toEqual([
      'meterpoint.gas.disputed_opening_reading.queried.by_us v1',
    ]);
    for (const [, , why] of STRICT_EXEMPT) expect(why.length).toBeGreaterThan(20);
  });
});
