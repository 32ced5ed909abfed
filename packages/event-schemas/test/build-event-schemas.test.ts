// Unit tests of scripts/build-event-schemas.ts: version order, $defs closure, error messages that
// name the JSON pointer, determinism, and that the files on disk are what the build makes now.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { buildEventSchemas, compareVersions, publishSchema } from '../scripts/build-event-schemas.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(packageDir, 'generated', file), 'utf8'));

describe('compareVersions', () => {
  test.each([
    [
      ['v2', 'v10', 'v1'],
      ['v1', 'v2', 'v10'],
    ],
    [
      ['v3', 'v2'],
      ['v2', 'v3'],
    ],
    [['1.0.0'], ['1.0.0']],
    [
      ['1.10.0', '1.2.0'],
      ['1.2.0', '1.10.0'],
    ],
  ])('%j sorts to %j', (given, want) => {
    expect([...given].sort(compareVersions)).toEqual(want);
  });
});

describe('publishSchema', () => {
  const components = {
    A: { title: 'A', type: 'object', 'x-note': 1, properties: { b: { $ref: '#/components/schemas/B' } } },
    B: { type: 'object', properties: { c: { type: 'array', items: { $ref: '#/components/schemas/C' } } } },
    C: { type: 'object', properties: {} },
    Unused: { type: 'object' },
  };
  test('pulls in shared types transitively, drops x- keys, leaves unused types out', () => {
    const s = publishSchema(components, 'A', 'https://x.example/a.json', 'a v1');
    expect(Object.keys(s)).toEqual(['$schema', '$id', 'title', 'type', 'properties', '$defs']);
    expect(Object.keys(s.$defs as object)).toEqual(['B', 'C']);
    expect(JSON.stringify(s)).not.toContain('x-note');
    expect(JSON.stringify(s)).toContain('"#/$defs/C"');
  });
  test('a missing component is an error naming its pointer', () => {
    expect(() => publishSchema({ A: { $ref: '#/components/schemas/Gone' } }, 'A', 'x', 'x')).toThrow(
      '#/components/schemas/Gone',
    );
    expect(() => publishSchema({ A: { $ref: 'other.yaml#/X' } }, 'A', 'x', 'x')).toThrow('#/components/schemas/A/$ref');
  });
});

describe('buildEventSchemas', () => {
  const asyncapi = read('asyncapi.json');
  test('is deterministic and matches the files on disk (no stale build)', () => {
    const first = buildEventSchemas(asyncapi);
    const second = buildEventSchemas(asyncapi);
    expect(JSON.stringify([...first.files])).toBe(JSON.stringify([...second.files]));
    expect(first.catalogue).toEqual(read('catalogue.json'));
    for (const [file, value] of first.files) expect(read(file), file).toEqual(value);
  });
  test('x-inlines-shared-type is carried into the catalogue, and must name a shared type', () => {
    const { catalogue } = buildEventSchemas(asyncapi);
    const inlining = catalogue.filter((e) => e.inlinesSharedType !== null);
    expect(inlining.length).toBeGreaterThan(0);
    for (const e of inlining)
      expect(asyncapi.components.schemas[e.inlinesSharedType!]['x-shared-type'], e.title).toBe(true);
    const message = (name: string) => ({
      headers: { properties: { event_type: { const: 'a.b' }, payload_version: { const: 'v1' } } },
      payload: { $ref: `#/components/schemas/${name}` },
    });
    const base = { EventEnvelope: {}, EventBridgeEntry: {}, CloudEvent: {} };
    const ok = buildEventSchemas({
      components: {
        schemas: {
          ...base,
          P: { type: 'object', 'x-inlines-shared-type': 'S' },
          S: { type: 'object', 'x-shared-type': true },
        },
        messages: { M: message('P') },
      },
    });
    expect(ok.catalogue[0]!.inlinesSharedType).toBe('S');
    expect(JSON.stringify(ok.files.get('schemas/a.b/v1.json'))).not.toContain('x-');
    for (const target of [{ type: 'object' }, undefined]) {
      const schemas: Record<string, Record<string, unknown>> = {
        ...base,
        P: { type: 'object', 'x-inlines-shared-type': 'S' },
      };
      if (target) schemas.S = target;
      expect(() => buildEventSchemas({ components: { schemas, messages: { M: message('P') } } })).toThrow(
        '#/components/schemas/P/x-inlines-shared-type: "S" is not a shared type',
      );
    }
  });
  test('a message without header consts is an error naming the message', () => {
    const broken = {
      components: { schemas: {}, messages: { Bad: { headers: {}, payload: { $ref: '#/components/schemas/X' } } } },
    };
    expect(() => buildEventSchemas(broken)).toThrow('#/components/messages/Bad/headers');
  });
});
