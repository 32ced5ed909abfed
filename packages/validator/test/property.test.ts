import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateEvent } from '../src/events.js';
import { catalogue, catalogueSample, eventSchema } from './support/contracts.js';
import { arbitraryFor, mutate, requiredFields, wrongTypeFor } from './support/schema-arbitrary.js';

// Generated payloads through the generated modules, on the catalogue sample (support/contracts.ts).
// Every example of every version runs through the same modules in sweep.test.ts, and the contract
// suite (@energy-contracts/contracts) proves each version's required fields and types against the
// contract itself.
const RUNS = 8;

describe('the sample', () => {
  test('covers every kind of payload schema the catalogue has', () => {
    expect(catalogueSample.length).toBeLessThan(catalogue.length / 10);
    expect(catalogueSample.some((e) => eventSchema(e).additionalProperties === true)).toBe(true);
    expect(catalogueSample.some((e) => e.inlinesSharedType !== null)).toBe(true);
    expect(catalogueSample.some((e) => !e.version.startsWith('v'))).toBe(true);
  });
});

describe.each(catalogueSample.map((e) => [`${e.type}@${e.version}`, e] as const))('%s', (_name, entry) => {
  const schema = eventSchema(entry);
  const valid = arbitraryFor(schema, schema);

  test('generated payloads are valid, tolerant and strict', () => {
    fc.assert(
      fc.property(valid, (payload) => {
        expect(validateEvent(entry.type, entry.version, payload).errors).toEqual([]);
        expect(validateEvent(entry.type, entry.version, payload, { strict: true }).errors).toEqual([]);
      }),
      { numRuns: RUNS, seed: 42 },
    );
  });

  test('dropping a required field or changing its type is invalid at that pointer', () => {
    fc.assert(
      fc.property(valid, fc.nat(), fc.boolean(), (payload, pick, drop) => {
        const fields = requiredFields(schema, schema, payload).filter((f) => drop || f.type !== undefined);
        if (!fields.length) return;
        const field = fields[pick % fields.length]!;
        const broken: Json = mutate(
          payload,
          field.pointer,
          drop ? { drop: true } : { replace: wrongTypeFor(field.type) },
        );
        const result = validateEvent(entry.type, entry.version, broken);
        expect(result.valid).toBe(false);
        expect(result.errors.map((e) => e.path)).toContain(field.pointer);
      }),
      { numRuns: RUNS, seed: 7 },
    );
  });

  test('strict mode rejects an unknown field at the top level unless the spec accepts more fields', () => {
    const payload = fc.sample(valid, { numRuns: 1, seed: 1 })[0] as Record<string, Json>;
    const result = validateEvent(entry.type, entry.version, { ...payload, zz_unknown_field: 1 }, { strict: true });
    if (schema.additionalProperties === true) {
      expect(result.valid).toBe(true);
    } else {
      expect(result.errors.map((e) => e.path)).toEqual(['/zz_unknown_field']);
    }
    expect(validateEvent(entry.type, entry.version, { ...payload, zz_unknown_field: 1 }).valid).toBe(true);
  });
});
