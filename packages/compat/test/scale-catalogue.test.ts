// The synthetic catalogue of the scale bench, on a copy of this repository's specs/: the copies
// bundle as the originals do (same payload schema, same examples, new names), and every name follows
// the contract's conventions. test/e2e/scale-bench.test.ts builds the event schemas from a copy.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleAsyncApi } from '@energy-contracts/contracts/bundle-asyncapi';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copiedType, multiplyCatalogue, pascalType } from '../src/scale-catalogue.js';

const repo = path.resolve(import.meta.dirname, '../../..');
type Doc = {
  channels: Record<string, any>;
  operations: Record<string, any>;
  components: { schemas: Record<string, any>; messages: Record<string, any> };
  info: { tags: { name: string }[] };
};

const copies: string[] = [];
/** A copy of the event contract (multiplyCatalogue reads nothing of the REST one). */
function specsCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'scale-catalogue-'));
  cpSync(path.join(repo, 'specs/asyncapi.yaml'), path.join(dir, 'specs/asyncapi.yaml'));
  cpSync(path.join(repo, 'specs/asyncapi'), path.join(dir, 'specs/asyncapi'), { recursive: true });
  copies.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('names', () => {
  test.each([
    ['account.created', 2, 'account_s2.created', 'AccountS2Created'],
    ['collection_process.withdrawn', 3, 'collection_process_s3.withdrawn', 'CollectionProcessS3Withdrawn'],
    ['lifecycle.support-site.sale', 8, 'lifecycle_s8.support-site.sale', 'LifecycleS8SupportSiteSale'],
    ['solo', 2, 'solo_s2', 'SoloS2'],
  ])('%s, copy %i: %s (%s)', (type, copy, want, pascal) => {
    expect(copiedType(type, copy)).toBe(want);
    expect(pascalType(want)).toBe(pascal);
  });
});

describe('multiplyCatalogue on a copy of specs/', () => {
  let original: Doc;
  let tripled: Doc;
  let root: string;
  // Two bundles of the whole contract (the second three times as large), once for the file.
  beforeAll(() => {
    original = bundleAsyncApi(path.join(repo, 'specs/asyncapi.yaml')) as unknown as Doc;
    root = specsCopy();
    expect(multiplyCatalogue(root, 3)).toEqual({
      types: 3 * Object.keys(original.channels).length,
      payloads: 3 * Object.keys(original.components.messages).length,
    });
    tripled = bundleAsyncApi(path.join(root, 'specs/asyncapi.yaml')) as unknown as Doc;
  }, 60_000);

  test('three times the channels, operations and messages; the shared schemas once', () => {
    for (const key of ['channels', 'operations'] as const)
      expect(Object.keys(tripled[key]).length).toBe(3 * Object.keys(original[key]).length);
    expect(Object.keys(tripled.components.messages).length).toBe(3 * Object.keys(original.components.messages).length);
    const payloadSchemas = Object.keys(original.components.messages).length;
    expect(Object.keys(tripled.components.schemas).length).toBe(
      Object.keys(original.components.schemas).length + 2 * payloadSchemas,
    );
  });

  test('a copy is the original under its new names: channel, operation, message headers, payload schema, examples', () => {
    for (const copy of [2, 3]) {
      const type = copiedType('account.created', copy);
      const name = `${pascalType(type)}V1`;
      expect(tripled.channels[type]).toMatchObject({
        address: type,
        messages: { [name]: { $ref: `#/components/messages/${name}` } },
      });
      expect(tripled.operations[`send${pascalType(type)}`]).toMatchObject({
        action: 'send',
        channel: { $ref: `#/channels/${type}` },
        messages: [{ $ref: `#/channels/${type}/messages/${name}` }],
      });
      const message = tripled.components.messages[name];
      expect(message.headers.properties.event_type.const).toBe(type);
      expect(message.payload).toEqual({ $ref: `#/components/schemas/${name}` });
      expect(message.tags).toEqual([
        { name: `${original.components.messages.AccountCreatedV1.tags[0].name} (copy ${copy})` },
      ]);
      // The same fields and constraints; the title and description name the copy's type.
      const { title, description, ...schema } = tripled.components.schemas[name];
      const {
        title: originalTitle,
        description: originalDescription,
        ...originalSchema
      } = original.components.schemas.AccountCreatedV1;
      expect(schema).toEqual(originalSchema);
      expect(title).toBe(originalTitle.replace('account.created', type));
      expect(description).toBe(originalDescription.replace('`account.created`', `\`${type}\``));
      expect(message.examples.map((e: { payload: unknown }) => e.payload)).toEqual(
        original.components.messages.AccountCreatedV1.examples.map((e: { payload: unknown }) => e.payload),
      );
    }
    const examples = (type: string) => readdirSync(path.join(root, 'specs/asyncapi/examples', type)).sort();
    expect(examples('account_s3.created')).toEqual(examples('account.created'));
    expect(tripled.info.tags.filter((t) => t.name.endsWith('(copy 3)'))).toHaveLength(tripled.info.tags.length / 3);
  });
});

describe('multiplyCatalogue refusals and the identity', () => {
  test('factor 1 reads the catalogue, counts it and writes nothing (this repository itself)', () => {
    const text = readFileSync(path.join(repo, 'specs/asyncapi.yaml'), 'utf8');
    const { types, payloads } = multiplyCatalogue(repo, 1);
    expect(types).toBeGreaterThan(200);
    expect(payloads).toBeGreaterThanOrEqual(types);
    expect(readFileSync(path.join(repo, 'specs/asyncapi.yaml'), 'utf8')).toBe(text);
  });

  test.each([[0], [1.5], [-2]])('factor %d is refused before anything is read', (factor) => {
    expect(() => multiplyCatalogue(path.join(tmpdir(), 'no-such-copy'), factor)).toThrow(
      `factor must be an integer >= 1, got ${factor}`,
    );
  });

  test('a directory without specs/ is refused, naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scale-catalogue-empty-'));
    copies.push(dir);
    expect(() => multiplyCatalogue(dir, 2)).toThrow(/specs\/asyncapi\/events does not exist/);
  });

  test('a missing or malformed root document, and a message not named after its event type, are refused, naming them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scale-catalogue-odd-'));
    copies.push(dir);
    mkdirSync(path.join(dir, 'specs/asyncapi/events'), { recursive: true });
    writeFileSync(
      path.join(dir, 'specs/asyncapi/events/demo.yaml'),
      'messages:\n  OddNameV1:\n    name: demo.created\n',
    );
    expect(() => multiplyCatalogue(dir, 2)).toThrow(/specs\/asyncapi\.yaml does not exist/);
    writeFileSync(path.join(dir, 'specs/asyncapi.yaml'), 'asyncapi: 3.0.0\nchannels: {}\n');
    expect(() => multiplyCatalogue(dir, 2)).toThrow(
      'specs/asyncapi.yaml: expected the maps channels, operations, components.schemas and components.messages',
    );
    writeFileSync(
      path.join(dir, 'specs/asyncapi.yaml'),
      'asyncapi: 3.0.0\nchannels: {}\noperations: {}\ncomponents: {schemas: {}, messages: {}}\n',
    );
    expect(() => multiplyCatalogue(dir, 2)).toThrow(
      'specs/asyncapi/events/demo.yaml#/messages/OddNameV1: expected a name starting with DemoCreated',
    );
  });
});
