import { deref } from '@energy-contracts/schema-tools/json-pointer';
import { describe, expect, test } from 'vitest';
import { restExampleCases } from '../../src/example-cases.js';
import { doc, operations, validatorFor, type Json } from './openapi-document.js';

const examples = restExampleCases(doc);

describe('every named example validates against its schema (Ajv 2020 + formats)', () => {
  test('the sweep finds examples', () => {
    expect(examples.length).toBeGreaterThan(40);
  });
  test.each(examples.map((e) => [e.name, e] as const))('%s', (_name, example) => {
    const validate = validatorFor(example.schema as Json);
    const ok = validate(example.value);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(ok).toBe(true);
  });
});

describe('every response of every operation has a named example', () => {
  const rows = operations.flatMap(({ path, method, op }) =>
    Object.entries(op.responses as Json).map(
      ([status, ref]) => [`${method.toUpperCase()} ${path} ${status}`, deref<Json>(doc, ref)] as const,
    ),
  );
  test.each(rows)('%s', (_label, response) => {
    const media = Object.values((response.content ?? {}) as Json);
    expect(media.length).toBeGreaterThan(0);
    for (const m of media) expect(Object.keys(m.examples ?? {}).length).toBeGreaterThan(0);
  });
});

describe('example files are named after the schema they must pass', () => {
  const rows = examples
    .filter((e) => e.component !== undefined && typeof (e.schema as Json).$ref === 'string')
    .map(
      (e) => [e.name, e.component!, ((e.schema as Json).$ref as string).replace('#/components/schemas/', '')] as const,
    );
  test.each(rows)('%s', (_where, component, schemaName) => {
    expect(component.split('.')[0]).toBe(schemaName);
  });
});

describe('every example component is used', () => {
  const used = new Set(examples.map((e) => e.component));
  test.each(Object.keys(doc.components.examples as Json))('%s', (name) => {
    expect(used.has(name)).toBe(true);
  });
});

describe('charge examples follow the observed rules', () => {
  const charges = examples.filter((e) => e.component?.startsWith('ChargeList.'));
  test.each(charges.map((e) => [e.name, e.value as Json] as const))('%s: newest first, 5 % VAT', (_where, page) => {
    const results = page.results as Json[];
    for (let i = 1; i < results.length; i++) {
      expect(Date.parse(results[i - 1]!.valid_from)).toBeGreaterThanOrEqual(Date.parse(results[i]!.valid_from));
    }
    for (const charge of results) expect(charge.value_inc_vat).toBeCloseTo(charge.value_exc_vat * 1.05, 6);
  });
});
