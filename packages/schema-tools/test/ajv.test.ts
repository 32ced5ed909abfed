// The one Ajv setup: 2020-12, formats, strict; and its switches.
import standaloneModule from 'ajv/dist/standalone/index.js';
import { describe, expect, test } from 'vitest';
import { createAjv } from '../src/ajv.js';

describe('the base setup', () => {
  const ajv = createAjv();
  test('JSON Schema 2020-12 (prefixItems, unevaluatedProperties)', () => {
    const validate = ajv.compile({
      type: 'object',
      properties: { a: { type: 'array', prefixItems: [{ type: 'string' }], minItems: 1, items: false } },
      unevaluatedProperties: false,
    });
    expect(validate({ a: ['x'] })).toBe(true);
    expect(validate({ a: ['x'], b: 1 })).toBe(false);
  });
  test('formats are checked', () => {
    const validate = ajv.compile({ type: 'string', format: 'date-time' });
    expect(validate('2024-05-01T09:30:00Z')).toBe(true);
    expect(validate('1 May 2024')).toBe(false);
  });
  test('every error is collected', () => {
    const validate = ajv.compile({ type: 'object', properties: { a: {}, b: {} }, required: ['a', 'b'] });
    validate({});
    expect(validate.errors).toHaveLength(2);
  });
  test('NaN and Infinity are not numbers (strictNumbers)', () => {
    const validate = ajv.compile({ type: 'number' });
    expect(validate(Number.NaN)).toBe(false);
    expect(validate(Number.POSITIVE_INFINITY)).toBe(false);
  });
  test.each([
    ['an unknown keyword', { type: 'string', 'x-observed': true }],
    ['an unknown format', { type: 'string', format: 'int32-text' }],
    ['a required field the schema does not define', { type: 'object', properties: { a: {} }, required: ['b'] }],
  ])('strict mode refuses %s', (_name, schema) => {
    expect(() => createAjv().compile(schema)).toThrow();
  });
  test('union types are allowed as OpenAPI 3.1 writes them', () => {
    expect(createAjv().compile({ type: ['string', 'integer'] })(1)).toBe(true);
  });
});

describe('switches', () => {
  test('allErrors: false stops at the first error', () => {
    const validate = createAjv({ allErrors: false }).compile({
      type: 'object',
      properties: { a: {}, b: {} },
      required: ['a', 'b'],
    });
    validate({});
    expect(validate.errors).toHaveLength(1);
  });
  test('formats: false reads format as an annotation', () => {
    expect(createAjv({ formats: false }).compile({ type: 'string', format: 'date-time' })('1 May 2024')).toBe(true);
  });
  test('annotations are accepted and change no verdict', () => {
    const validate = createAjv({ annotations: ['x-observed'] }).compile({ type: 'string', 'x-observed': true });
    expect(validate('a')).toBe(true);
    expect(validate(1)).toBe(false);
  });
  test('standalone: ES module source without messages', () => {
    const ajv = createAjv({ standalone: true });
    const validate = ajv.compile({ $id: 'https://x.example/s.json', type: 'string' });
    // CommonJS: the function is the module under some loaders and its `default` under others.
    const standaloneCode = ((standaloneModule as unknown as { default?: typeof standaloneModule }).default ??
      standaloneModule) as unknown as (ajv: unknown, v: unknown) => string;
    const code = standaloneCode(ajv, validate);
    expect(code).toMatch(/^"use strict";export const validate = /);
    validate(1);
    expect(validate.errors?.[0]).not.toHaveProperty('message');
  });
});
