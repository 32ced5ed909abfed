import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateEvent } from '../src/events.js';
import { catalogue, eventSchema } from './support/contracts.js';
import { arbitraryFor, mutate, requiredFields, wrongTypeFor } from './support/schema-arbitrary.js';

// A few runs per schema keeps the whole catalogue (265+ versions) well under a few seconds.
const RUNS = 4;

describe.each(catalogue.map((e) => [`${e.type}@${e.version}`, e] as const))('%s', (_name, entry) => {
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
