// The catalogue read from the real bundle: every version, the sections in the document's order,
// shared types and their users; and a bundle that disagrees with the catalogue is refused.
import { describe, expect, test } from 'vitest';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import { loadContract } from '../../src/build/load-contract.js';
import { previousVersion, readEventCatalogue, versionKey } from '../../src/model/event-catalogue.js';
import { fieldPathText, schemaFields } from '../../src/model/schema-fields.js';

const { asyncapi, catalogue: items } = loadContract();
const catalogue = readEventCatalogue(asyncapi, items);
const info = (asyncapi as { info: { description: string; tags: Array<{ name: string }> } }).info;

describe('readEventCatalogue', () => {
  test('every (type, version) of the catalogue, grouped in the document tags order', () => {
    expect(catalogue.versions).toHaveLength(items.length);
    expect(catalogue.versions).toHaveLength(265);
    expect(catalogue.types.size).toBe(new Set(items.map((i) => i.type)).size);
    expect(catalogue.sections.map((s) => s.name)).toEqual(info.tags.map((t) => t.name));
    for (const section of catalogue.sections) for (const t of section.types) expect(t.section).toBe(section.name);
  });

  test("each version carries its payload's field table, built once", () => {
    for (const v of catalogue.versions)
      expect(v.fields, `${v.type} ${v.version}`).toEqual(schemaFields(asyncapi, v.payload));
    expect(catalogue.types.get('account.created')!.versions[0]!.fields.map((f) => fieldPathText(f.path))).toContain(
      'account_number',
    );
  });

  test('shared types: as many as the document says, the envelope schemas apart', () => {
    expect(catalogue.sharedTypes.size).toBe(Number(/(\d+) shared object types/.exec(info.description)![1]));
    expect(catalogue.envelopeSchemas.sort()).toEqual([
      'CloudEvent',
      'EventBridgeDetail',
      'EventBridgeEntry',
      'EventEnvelope',
    ]);
  });

  test('users of a shared type: by reference, through another type, and spread in', () => {
    const billingAccount = catalogue.sharedTypes.get('BillingAccount')!;
    // BillingAccount is used only through Ledger.
    expect(catalogue.sharedTypes.get('Ledger')!.uses).toEqual(['BillingAccount']);
    expect(billingAccount.usedBy.map((v) => `${v.type}@${v.version}`)).toEqual(
      catalogue.sharedTypes.get('Ledger')!.usedBy.map((v) => `${v.type}@${v.version}`),
    );
    const join = catalogue.sharedTypes.get('JoinProcess')!;
    expect(join.usedBy).toEqual([]);
    expect(join.spreadInto.map((v) => v.type)).toContain('lifecycle.join-supplier.activation.completed');
    // Spread in only where the contract says so (x-inlines-shared-type), never by a coincidence of fields:
    // collection_process.withdrawn v1 has HouseMoveAccount's fields but does not inline it.
    expect(
      catalogue.sharedTypes.get('HouseMoveAccount')!.spreadInto.map((v) => `${v.type}@${v.version}`),
    ).not.toContain('collection_process.withdrawn@v1');
    const spread = [...catalogue.sharedTypes.values()]
      .flatMap((t) => t.spreadInto.map((v) => `${v.type}@${v.version}>${t.name}`))
      .sort();
    const declared = items
      .filter((i) => i.inlinesSharedType !== null)
      .map((i) => `${i.type}@${i.version}>${i.inlinesSharedType}`)
      .sort();
    expect(spread).toEqual(declared);
    expect(spread.length).toBeGreaterThan(0);
  });

  test('versions are ordered; the previous version of v2 is v1; the exception is recorded', () => {
    const withdrawn = catalogue.types.get('collection_process.withdrawn')!;
    expect(withdrawn.versions.map((v) => v.version)).toEqual(['v1', 'v2']);
    expect(previousVersion(catalogue, withdrawn.versions[1]!)).toBe(withdrawn.versions[0]);
    expect(previousVersion(catalogue, withdrawn.versions[0]!)).toBeUndefined();
    expect(withdrawn.versions[1]!.compatibilityException).toMatchObject({
      comparedWith: 'v1',
      removedFields: ['external_reference'],
    });
    expect(catalogue.types.get('lifecycle.support-site.sale')!.versions.map((v) => v.version)).toEqual(['1.0.0']);
  });

  test('versionKey: one key for a version, whether from the document or the catalogue', () => {
    expect(versionKey({ type: 'a.b', version: 'v2' })).toBe('a.b@v2');
    expect(catalogue.versions.map(versionKey).sort()).toEqual(items.map(versionKey).sort());
  });

  test('a version in one source and not the other is refused, naming it', () => {
    expect(() => readEventCatalogue(asyncapi, items.slice(1))).toThrow(
      `asyncapi.json has ${items[0]!.type}@${items[0]!.version}`,
    );
    const extra = { ...items[0]!, type: 'nothing.here' };
    expect(() => readEventCatalogue(asyncapi, [...items, extra])).toThrow(
      'catalogue.json has nothing.here@v1 but asyncapi.json does not',
    );
    const retagged = structuredClone(asyncapi) as {
      components: { messages: Record<string, { tags: Array<{ name: string }> }> };
    };
    const first = Object.values(retagged.components.messages)[0]!;
    first.tags = [{ name: 'Elsewhere' }];
    expect(() => readEventCatalogue(retagged as unknown as Json, items)).toThrow(
      /tag Elsewhere is not its catalogue section/,
    );
  });
});
