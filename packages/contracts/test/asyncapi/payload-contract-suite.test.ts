// The standard contract suite for every (event type, payload version), data-driven from the
// document (after asyncapi/spec-json-schemas): each example file is valid, an only-required
// payload is valid, each missing required field is invalid with Ajv's message naming it, and a
// wrong type for each field is invalid at that field's pointer. Plus: the example files and the
// messages' examples agree, and the envelope schemas accept their own examples.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { envelopeExampleCases, eventExampleCases } from '../../src/example-cases.js';
import {
  doc,
  examplesDir,
  payloadMessages,
  sampleValue,
  validatorFor,
  wrongValue,
  type Json,
} from './asyncapi-document.js';

// Example files: examples/<event type>/<version>.<name>.payload.json; the name says which schema it passes.
const EXAMPLE_FILE = /^(v\d+|\d+\.\d+\.\d+)\.([a-z0-9-]+)\.payload\.json$/;
const exampleFiles = readdirSync(examplesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(path.join(examplesDir, d.name)).map((file) => ({ type: d.name, file, match: EXAMPLE_FILE.exec(file) })),
  );

const errorsText = (errors: unknown) => JSON.stringify(errors, null, 1);

describe('example files', () => {
  test('every file name is <version>.<name>.payload.json for a known (type, version)', () => {
    const known = new Set(payloadMessages.map((m) => `${m.type} ${m.version}`));
    const bad = exampleFiles
      .filter((e) => !e.match || !known.has(`${e.type} ${e.match[1]}`))
      .map((e) => `${e.type}/${e.file}`);
    expect(bad).toEqual([]);
  });
  test('every (type, version) has a full example', () => {
    const have = new Set(exampleFiles.filter((e) => e.match?.[2] === 'full').map((e) => `${e.type} ${e.match![1]}`));
    expect(payloadMessages.filter((m) => !have.has(`${m.type} ${m.version}`)).map((m) => m.key)).toEqual([]);
  });
  // The messages carry the example files (next test), so the bundle's examples are the files: the
  // table the validator's sweep runs through its generated modules.
  test.each(eventExampleCases(doc).map((c) => [c.name, c] as const))('%s is valid', (_name, c) => {
    const validate = validatorFor(c.schemaName);
    expect(validate(c.payload), errorsText(validate.errors)).toBe(true);
  });
  test('each message carries its example files, with headers matching its consts', () => {
    for (const m of payloadMessages) {
      const files = exampleFiles.filter((e) => e.type === m.type && e.match?.[1] === m.version);
      expect((m.message.examples ?? []).map((x: Json) => x.name).sort(), m.key).toEqual(
        files.map((f) => f.match![2]).sort(),
      );
      for (const x of m.message.examples ?? [])
        expect(x.headers, `${m.key} example ${x.name}`).toEqual({ event_type: m.type, payload_version: m.version });
    }
  });
});

describe.each(payloadMessages.map((m) => [`${m.type} ${m.version}`, m] as const))('%s', (_name, m) => {
  const validate = validatorFor(m.schemaName);
  const full = JSON.parse(
    readFileSync(path.join(examplesDir, m.type, `${m.version}.full.payload.json`), 'utf8'),
  ) as Json;
  const properties = Object.entries(m.schema.properties as Record<string, Json>);
  const required: string[] = m.schema.required ?? [];

  test('an only-required payload is valid', () => {
    const payload = sampleValue(m.schema, true) as Json;
    expect(Object.keys(payload).sort()).toEqual([...required].sort());
    expect(validate(payload), errorsText(validate.errors)).toBe(true);
  });

  test('each missing required field is invalid, naming the field', () => {
    for (const field of required) {
      const { [field]: _dropped, ...payload } = full;
      expect(validate(payload), `without ${field}`).toBe(false);
      expect(validate.errors!.map((e) => `${e.instancePath} ${e.message}`)).toContain(
        ` must have required property '${field}'`,
      );
    }
  });

  test('a wrong type for each field is invalid at that field', () => {
    for (const [field, prop] of properties) {
      const payload = { ...full, [field]: wrongValue(prop) };
      expect(validate(payload), `${field} = ${JSON.stringify(payload[field])}`).toBe(false);
      expect(
        validate.errors!.some((e) => e.instancePath === `/${field}` && / must be /.test(` ${e.message}`)),
        errorsText(validate.errors),
      ).toBe(true);
    }
  });

  test('unknown fields are accepted (tolerant payload policy)', () => {
    expect(validate({ ...full, field_from_a_later_version: 'x' }), errorsText(validate.errors)).toBe(true);
  });
});

describe('delivery envelope schemas', () => {
  test.each(envelopeExampleCases(doc).map((c) => [c.name, c] as const))('%s is valid', (_name, c) => {
    const validate = validatorFor(c.schemaName);
    expect(validate(c.value), errorsText(validate.errors)).toBe(true);
  });
  test('the envelope requires all six fields and rejects an unknown one', () => {
    const validate = validatorFor('EventEnvelope');
    const example = doc.components.schemas.EventEnvelope.examples[0] as Json;
    for (const field of ['id', 'event_type', 'payload_version', 'source', 'occurred_at', 'payload']) {
      const { [field]: _dropped, ...rest } = example;
      expect(validate(rest), field).toBe(false);
    }
    expect(validate({ ...example, extra: 1 })).toBe(false);
    expect(validate({ ...example, occurred_at: '1 May 2024' })).toBe(false);
  });
});
