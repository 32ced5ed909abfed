// The scaffolder on a temporary copy of this repository's specs/ (never the real one): the new
// version bundles, passes the AsyncAPI parser, is a copy of the previous payload without its
// recorded exception, and the guard classifies it as one minor change; a changeset stub is written.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Parser } from '@asyncapi/parser';
import { bundleAsyncApi } from '@energy-contracts/contracts/bundle-asyncapi';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { classifyEventChanges, eventPayloads } from '../src/event-compat.js';
import { nextPayloadVersion, scaffoldEventVersion } from '../src/new-event-version.js';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';

const root = path.resolve(import.meta.dirname, '../../..');

/** The event contract of this repository into `dir` (the scaffolder reads nothing of the REST one). */
function copyEventSpecs(dir: string, { examples }: { examples: boolean }): void {
  cpSync(path.join(root, 'specs/asyncapi.yaml'), path.join(dir, 'specs/asyncapi.yaml'));
  cpSync(path.join(root, 'specs/asyncapi'), path.join(dir, 'specs/asyncapi'), {
    recursive: true,
    filter: (from) => examples || !from.startsWith(path.join(root, 'specs/asyncapi/examples')),
  });
}

/** Every file under `dir` with its text, to show that nothing was written. */
function tree(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [path.relative(dir, file), readFileSync(file, 'utf8')]),
  );
}
let copy: string;
let before: Json;
beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'new-event-version-'));
  copyEventSpecs(copy, { examples: true });
  cpSync(path.join(root, '.changeset'), path.join(copy, '.changeset'), { recursive: true });
  before = bundleAsyncApi(path.join(copy, 'specs/asyncapi.yaml')) as Json;
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// One type with a recorded exception, one whose root entries are written over two lines, the semver-versioned one.
const types: [string, string, string][] = [
  ['collection_process.withdrawn', 'v3', 'CollectionProcessWithdrawnV3'],
  [
    'comms.push-notification.received-unregistered-or-expired-token',
    'v2',
    'CommsPushNotificationReceivedUnregisteredOrExpiredTokenV2',
  ],
  ['lifecycle.support-site.sale', '2.0.0', 'LifecycleSupportSiteSaleV2_0_0'],
];

describe('scaffoldEventVersion on a copy of specs/', () => {
  test('scaffolds each type, and the result bundles and passes the AsyncAPI parser', async () => {
    for (const [type, version, message] of types) {
      const result = scaffoldEventVersion({ root: copy, type });
      expect(result.next).toEqual({ version, message });
      expect(result.files).toContain(`specs/asyncapi/examples/${type}/${version}.full.payload.json`);
    }
    const after = bundleAsyncApi(path.join(copy, 'specs/asyncapi.yaml')) as Json;
    const diagnostics = await new Parser().validate(JSON.stringify(after));
    expect(diagnostics.filter((d) => d.severity === 0)).toEqual([]);

    const payloads = eventPayloads(after);
    for (const [type, version, message] of types) {
      expect(payloads.get(`${type}@${version}`)?.message).toBe(message);
      const channel = (
        after as { channels: Record<string, { description: string; messages: Record<string, unknown> }> }
      ).channels[type]!;
      expect(Object.keys(channel.messages)).toContain(message);
      expect(channel.description).toMatch(new RegExp(`${version.replace(/\./g, '\\.')}\\.$`));
    }
    const schemas = (after as { components: { schemas: Record<string, Record<string, unknown>> } }).components.schemas;
    const {
      'x-compatibility-exception': _dropped,
      title: _t,
      description: _d,
      ...v2
    } = schemas.CollectionProcessWithdrawnV2!;
    const { title, description, ...v3 } = schemas.CollectionProcessWithdrawnV3!;
    expect(v3).toEqual(v2);
    expect(title).toBe('collection_process.withdrawn v3');
    expect(description).not.toMatch(/Not a superset/);

    // The guard sees exactly three new versions, each a minor change, none a superset violation.
    expect(
      classifyEventChanges(before, after)
        .map((c) => `${c.class} ${c.location}`)
        .sort(),
    ).toEqual(types.map(([type, version]) => `minor ${type}@${version}`).sort());
    const stub = readFileSync(path.join(copy, '.changeset/collection-process-withdrawn-v3.md'), 'utf8');
    expect(stub).toMatch(/"@energy-contracts\/event-schemas": minor/);
  }, 60_000);

  test('an unknown type is refused by name, a root without specs/ too', () => {
    expect(() => scaffoldEventVersion({ root: copy, type: 'no.such.event' })).toThrow(
      /event type 'no\.such\.event' is not in specs\/asyncapi\/events/,
    );
    expect(() => scaffoldEventVersion({ root: path.join(copy, 'nowhere'), type: 'x' })).toThrow(/does not exist/);
  });
});

describe('nextPayloadVersion', () => {
  const table: [string, string][] = [
    ['v1', 'v2'],
    ['v9', 'v10'],
    ['1.0.0', '2.0.0'],
  ];
  for (const [from, want] of table) test(`${from} -> ${want}`, () => expect(nextPayloadVersion(from)).toBe(want));
  test('an unknown shape is refused', () => expect(() => nextPayloadVersion('beta')).toThrow(/neither vN nor/));
});

describe('a refused scaffold leaves specs/ untouched', () => {
  test('a type whose channel is missing from the root document: no file is written', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'new-event-version-refused-'));
    try {
      // The documents the scaffolder reads and writes; the example payloads it would copy stay out.
      copyEventSpecs(dir, { examples: false });
      const rootFile = path.join(dir, 'specs/asyncapi.yaml');
      // Rename the channel key, so the root document no longer has a channel for the type.
      writeFileSync(
        rootFile,
        readFileSync(rootFile, 'utf8').replace('\n  agreement.revoked:\n', '\n  agreement.revoked.renamed:\n'),
      );
      const before = tree(dir);
      expect(before).toHaveProperty(['specs/asyncapi/events/account-user-agreement.yaml']);
      expect(() => scaffoldEventVersion({ root: dir, type: 'agreement.revoked' })).toThrow(
        /no channel 'agreement\.revoked'/,
      );
      expect(tree(dir)).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
