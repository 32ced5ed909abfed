// What changed between consecutive versions, as compat's diffSchemas measures it.
import { describe, expect, test } from 'vitest';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import { loadContract } from '../../src/build/load-contract.js';
import { previousVersion, readEventCatalogue, type EventVersion } from '../../src/model/event-catalogue.js';
import { versionDiff } from '../../src/model/version-diff.js';

const { asyncapi, catalogue: items } = loadContract();
const catalogue = readEventCatalogue(asyncapi, items);
const diffOf = (type: string, version: string) => {
  const next = catalogue.types.get(type)!.versions.find((v) => v.version === version)!;
  return versionDiff(asyncapi, previousVersion(catalogue, next)!, next).map((c) => [
    c.kind,
    c.path.join('.'),
    c.required,
  ]);
};

describe('versionDiff on the contract', () => {
  test.each([
    ['agreement.revoked', 'v2', [['added', 'account_number', true]]],
    ['collection_process.withdrawn', 'v2', [['removed', 'external_reference', undefined]]],
    ['billing.ledger.entry_posted', 'v2', [['added', 'entry', true]]],
    ['billing.billing_document_representation.dispatched', 'v3', [['added', 'support_user_id', true]]],
  ])('%s %s', (type, version, want) => expect(diffOf(type, version)).toEqual(want));
});

describe('versionDiff on small payloads', () => {
  const version = (name: string, v: string): EventVersion =>
    ({
      type: 't',
      version: v,
      message: name,
      payload: { $ref: `#/components/schemas/${name}` },
    }) as unknown as EventVersion;
  const doc: Json = {
    components: {
      schemas: {
        A: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string' }, note: { type: 'string', description: 'old words' } },
        },
        B: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'integer' },
            note: { type: 'string', description: 'new words' },
            extra: { type: 'boolean' },
          },
        },
      },
    },
  };
  test('added (optional), changed (type), and descriptions left out', () => {
    expect(versionDiff(doc, version('A', 'v1'), version('B', 'v2'))).toEqual([
      { kind: 'added', path: ['extra'], required: false, what: expect.any(String) },
      { kind: 'changed', path: ['id'], what: expect.stringMatching(/type/) },
    ]);
  });
  test('a renamed field is one renamed row naming both paths', () => {
    const renames: Json = {
      components: {
        schemas: {
          A: {
            type: 'object',
            properties: { address: { type: 'object', properties: { post_code: { type: 'string' } } } },
          },
          B: {
            type: 'object',
            properties: { address: { type: 'object', properties: { postcode: { type: 'string' } } } },
          },
        },
      },
    };
    expect(versionDiff(renames, version('A', 'v1'), version('B', 'v2'))).toEqual([
      {
        kind: 'renamed',
        path: ['address', 'postcode'],
        from: ['address', 'post_code'],
        what: 'field renamed: post_code -> postcode',
      },
    ]);
  });
});
