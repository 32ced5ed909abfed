// Tests of scripts/bundle-asyncapi.ts on small documents written to a temporary folder, plus
// determinism on the real specs/asyncapi.yaml.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { BundleError, bundleAsyncApi, evaluatePointer } from '../../scripts/bundle-asyncapi.js';
import { specFile } from './asyncapi-document.js';

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-asyncapi-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return path.join(dir, 'root.yaml');
}

const ROOT = `asyncapi: 3.0.0
channels:
  a: {address: a, messages: {M: {$ref: '#/components/messages/M'}}}
components:
  schemas:
    Shared: {$ref: './parts/shared.yaml#/Shared'}
    Inner: {$ref: './parts/shared.yaml#/Inner'}
    Payload: {$ref: './parts/events.yaml#/schemas/Payload'}
  messages:
    M: {$ref: './parts/events.yaml#/messages/M'}
`;
const SHARED = `Shared: {type: object, properties: {inner: {$ref: '#/Inner'}}}
Inner: {type: string}
`;
const EVENTS = `messages:
  M:
    payload: {$ref: '#/schemas/Payload'}
    examples: [{payload: {$ref: '../examples/m.json'}}]
schemas:
  Payload: {type: object, properties: {s: {$ref: '../parts/shared.yaml#/Shared'}}}
`;

describe('bundleAsyncApi', () => {
  test('moves registered targets into components, rewrites refs to them, inlines whole files, keeps internal refs', () => {
    const doc = bundleAsyncApi(
      fixture({
        'root.yaml': ROOT,
        'parts/shared.yaml': SHARED,
        'parts/events.yaml': EVENTS,
        'examples/m.json': '{"s": {"inner": "x"}}',
      }),
    ) as any;
    expect(doc.channels.a.messages.M).toEqual({ $ref: '#/components/messages/M' });
    expect(doc.components.schemas.Shared.properties.inner).toEqual({ $ref: '#/components/schemas/Inner' });
    expect(doc.components.schemas.Payload.properties.s).toEqual({ $ref: '#/components/schemas/Shared' });
    expect(doc.components.messages.M.payload).toEqual({ $ref: '#/components/schemas/Payload' });
    expect(doc.components.messages.M.examples[0].payload).toEqual({ s: { inner: 'x' } });
    expect(Object.keys(doc.components.schemas)).toEqual(['Shared', 'Inner', 'Payload']);
  });

  test('an external ref that is not registered in components is an error naming the file and pointer', () => {
    const root = fixture({
      'root.yaml': ROOT.replace("    Inner: {$ref: './parts/shared.yaml#/Inner'}\n", ''),
      'parts/shared.yaml': SHARED,
      'parts/events.yaml': EVENTS,
      'examples/m.json': '{}',
    });
    expect(() => bundleAsyncApi(root)).toThrow(BundleError);
    expect(() => bundleAsyncApi(root)).toThrow(
      /parts\/shared\.yaml#\/Shared\/properties\/inner\/\$ref: #\/Inner is not registered/,
    );
  });

  test('a registered ref to a missing pointer is an error naming it', () => {
    const root = fixture({
      'root.yaml': ROOT,
      'parts/shared.yaml': 'Shared: {type: object}\n',
      'parts/events.yaml': EVENTS,
      'examples/m.json': '{}',
    });
    expect(() => bundleAsyncApi(root)).toThrow(/JSON pointer \/Inner does not exist/);
  });

  test('evaluatePointer percent-decodes the fragment, then reads it as a pointer', () => {
    expect(evaluatePointer({ 'a b': { '{code}': 1 } }, '/a%20b/%7Bcode%7D', 'x')).toBe(1);
    expect(() => evaluatePointer({}, '/a%E0%A4%A', 'x.yaml#/a%E0%A4%A')).toThrow(
      new BundleError('x.yaml#/a%E0%A4%A: /a%E0%A4%A is not a JSON pointer (bad percent-encoding)'),
    );
  });
  test('evaluatePointer unescapes ~0 and ~1', () => {
    expect(evaluatePointer({ 'a/b': { 'c~d': 1 } }, '/a~1b/c~0d', 'x')).toBe(1);
  });

  // The other bundle is the one bundles.global-setup.ts made in the main process: two runs, two
  // processes. Parsing every YAML file of the spec is CPU work that a loaded machine stretches, hence
  // the budget.
  test('bundling specs/asyncapi.yaml twice gives byte-identical JSON', () => {
    expect(JSON.stringify(bundleAsyncApi(specFile))).toBe(inject('asyncapiBundle'));
  }, 30_000);
});
