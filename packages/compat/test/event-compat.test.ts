// One scenario per event rule, each on the fixture contracts in a temporary git repository: the
// working tree is edited, the guard runs against the committed base, and the test asserts the
// class at the expected location and the required bump. Plus unit checks of the helpers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkCompat } from '../src/check-compat.js';
import path from 'node:path';
import { classifyEventChanges, compareVersions } from '../src/event-compat.js';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import { scaffoldEventVersion } from '../src/new-event-version.js';
import { createFixtureRepo, type FixtureRepo } from './support/fixture-repo.js';

const DEMO = 'specs/asyncapi/events/demo.yaml';
const SHARED = 'specs/asyncapi/shared-types.yaml';

let repo: FixtureRepo;
beforeAll(() => {
  repo = createFixtureRepo({ rest: false, events: true });
});
afterAll(() => repo.dispose());

interface Scenario {
  rule: string;
  edit: (r: FixtureRepo) => void;
  location: string;
  cls: 'breaking' | 'minor' | 'patch';
  /** A phrase of the change's description. */
  what: RegExp;
  bump: 'major' | 'minor' | 'patch';
}

/** Adds `v2` of demo.created with the scaffolder, then applies `change` to the new schema's text. */
const newVersion = (r: FixtureRepo, change: (schemaBlock: string) => string) => {
  scaffoldEventVersion({ root: r.dir, type: 'demo.created' });
  const text = r.read(DEMO);
  const start = text.indexOf('  DemoCreatedV2:\n    title:');
  r.write(DEMO, text.slice(0, start) + change(text.slice(start)));
};

const scenarios: Scenario[] = [
  {
    rule: 'a field removed from a published version',
    edit: (r) => r.edit(DEMO, '      note: {type: string}\n', ''),
    location: 'demo.created@v1/note',
    cls: 'breaking',
    what: /field removed/,
    bump: 'major',
  },
  {
    rule: 'a required field removed from a published version',
    edit: (r) =>
      r.edit(
        DEMO,
        /required: \[id, account_number, status\]\n(.*\n){2} {6}account_number: \{type: string\}\n/,
        'required: [id, status]\n    properties:\n      id: {type: string}\n',
      ),
    location: 'demo.created@v1/account_number',
    cls: 'breaking',
    what: /required field removed/,
    bump: 'major',
  },
  {
    rule: 'a field renamed in a published version (one line naming both)',
    edit: (r) => r.edit(DEMO, '      note: {type: string}\n', '      remark: {type: string}\n'),
    location: 'demo.created@v1/remark',
    cls: 'breaking',
    what: /^field renamed: note -> remark$/,
    bump: 'major',
  },
  {
    rule: 'a required field renamed in a published version',
    edit: (r) =>
      r.edit(
        DEMO,
        /required: \[id, account_number, status\]\n(.*\n){2} {6}account_number: \{type: string\}\n/,
        'required: [id, account_id, status]\n    properties:\n      id: {type: string}\n      account_id: {type: string}\n',
      ),
    location: 'demo.created@v1/account_id',
    cls: 'breaking',
    what: /^required field renamed: account_number -> account_id$/,
    bump: 'major',
  },
  {
    rule: 'a type changed in a published version',
    edit: (r) => r.edit(DEMO, 'id: {type: string}', 'id: {type: integer}'),
    location: 'demo.created@v1/id',
    cls: 'breaking',
    what: /type changed: string -> integer/,
    bump: 'major',
  },
  {
    rule: 'a field made required',
    edit: (r) => r.edit(DEMO, 'required: [id, account_number, status]', 'required: [id, account_number, status, note]'),
    location: 'demo.created@v1/note',
    cls: 'breaking',
    what: /made required/,
    bump: 'major',
  },
  {
    rule: 'an enum narrowed',
    edit: (r) => r.edit(DEMO, 'enum: [OPEN, CLOSED]', 'enum: [OPEN]'),
    location: 'demo.created@v1/status',
    cls: 'breaking',
    what: /enum narrowed: drops "CLOSED"/,
    bump: 'major',
  },
  {
    rule: 'an enum widened (readers meet a value they were never promised)',
    edit: (r) => r.edit(DEMO, 'enum: [OPEN, CLOSED]', 'enum: [OPEN, CLOSED, PAUSED]'),
    location: 'demo.created@v1/status',
    cls: 'breaking',
    what: /enum widened/,
    bump: 'major',
  },
  {
    rule: 'extra fields no longer accepted',
    edit: (r) =>
      r.edit(
        DEMO,
        '    type: object\n    required: [id',
        '    type: object\n    additionalProperties: false\n    required: [id',
      ),
    location: 'demo.created@v1',
    cls: 'breaking',
    what: /extra fields no longer accepted/,
    bump: 'major',
  },
  {
    rule: 'a shared type changed',
    edit: (r) => r.edit(SHARED, 'enum: [GBP, EUR]', 'enum: [GBP]'),
    location: '/components/schemas/Money/properties/currency',
    cls: 'breaking',
    what: /enum narrowed/,
    bump: 'major',
  },
  {
    rule: 'a published version removed',
    edit: (r) => {
      r.write(
        'specs/asyncapi.yaml',
        r
          .read('specs/asyncapi.yaml')
          .replace(
            /\n {2}demo\.created:[\s\S]*?(?=\noperations:)/,
            '\n  demo.gone:\n    address: demo.gone\n    messages: {}',
          )
          .replace(/\n {2}sendDemoCreated:[\s\S]*?(?=\ncomponents:)/, '\n  {}')
          .replace(
            / {4}DemoCreatedV1: \{\$ref: \.\/asyncapi\/events\/demo\.yaml#\/messages\/DemoCreatedV1\}\n/,
            '    {}\n',
          ),
      );
    },
    location: 'demo.created@v1',
    cls: 'breaking',
    what: /event type removed/,
    bump: 'major',
  },
  {
    rule: 'an optional field added to a published version',
    edit: (r) =>
      r.edit(DEMO, '      note: {type: string}\n', '      note: {type: string}\n      channel: {type: string}\n'),
    location: 'demo.created@v1/channel',
    cls: 'minor',
    what: /optional field added/,
    bump: 'minor',
  },
  {
    rule: 'a new event type',
    edit: (r) => {
      r.write(
        'specs/asyncapi.yaml',
        r
          .read('specs/asyncapi.yaml')
          .replace(
            'operations:\n',
            '  demo.archived:\n    address: demo.archived\n    messages:\n      DemoArchivedV1: {$ref: "#/components/messages/DemoArchivedV1"}\noperations:\n',
          )
          .replace(
            '  messages:\n    DemoCreatedV1',
            '  messages:\n    DemoArchivedV1:\n      name: demo.archived\n      headers:\n        type: object\n        properties:\n          event_type: {type: string, const: demo.archived}\n          payload_version: {type: string, const: v1}\n      payload: {type: object, required: [id], properties: {id: {type: string}}}\n    DemoCreatedV1',
          ),
      );
    },
    location: 'demo.archived@v1',
    cls: 'minor',
    what: /new event type/,
    bump: 'minor',
  },
  {
    rule: 'a new version that only adds',
    edit: (r) =>
      newVersion(r, (s) =>
        s.replace('      note: {type: string}\n', '      note: {type: string}\n      channel: {type: string}\n'),
      ),
    location: 'demo.created@v2',
    cls: 'minor',
    what: /new payload version/,
    bump: 'minor',
  },
  {
    rule: 'a new version that is not a superset',
    edit: (r) => newVersion(r, (s) => s.replace('      note: {type: string}\n', '')),
    location: 'demo.created@v2/note',
    cls: 'breaking',
    what: /not a superset of v1: field removed/,
    bump: 'major',
  },
  {
    rule: 'a new version that renames a field',
    edit: (r) => newVersion(r, (s) => s.replace('      note: {type: string}\n', '      remark: {type: string}\n')),
    location: 'demo.created@v2/remark',
    cls: 'breaking',
    what: /not a superset of v1: field renamed: note -> remark/,
    bump: 'major',
  },
  {
    rule: 'a new version that narrows a kept field',
    edit: (r) => newVersion(r, (s) => s.replace('enum: [OPEN, CLOSED]', 'enum: [OPEN]')),
    location: 'demo.created@v2/status',
    cls: 'breaking',
    what: /not a superset of v1: enum narrowed/,
    bump: 'major',
  },
  {
    rule: 'a description changed',
    edit: (r) => r.edit(DEMO, "payload version v1.'", "payload version v1, now described better.'"),
    location: 'demo.created@v1',
    cls: 'patch',
    what: /description changed/,
    bump: 'patch',
  },
  {
    rule: 'an example changed',
    edit: (r) =>
      r.write(
        'specs/asyncapi/examples/demo.created/v1.full.payload.json',
        '{ "id": "D-2", "account_number": "A-2", "status": "CLOSED" }\n',
      ),
    location: 'demo.created@v1',
    cls: 'patch',
    what: /message examples changed/,
    bump: 'patch',
  },
];

describe('event rules, one scenario each (fixture repository, base = the committed contracts)', () => {
  for (const s of scenarios) {
    test(`${s.rule}: ${s.cls} at ${s.location}, bump ${s.bump}`, async () => {
      repo.reset();
      s.edit(repo);
      const report = await checkCompat({ repo: repo.dir, base: 'base' });
      const line = report.changes.find((c) => c.location === s.location && s.what.test(c.what));
      expect(line, JSON.stringify(report.changes, null, 1)).toBeDefined();
      expect(line!.class).toBe(s.cls);
      expect(line!.contract).toBe('events');
      expect(report.required).toBe(s.bump);
    }, 30_000);
  }

  // A rename reads as one fact, but the removal it holds is the one recorded: the new name is an addition.
  const excused: [string, { keep: string; location: string; what: RegExp }][] = [
    ['drops note', { keep: '', location: 'demo.created@v2/note', what: /field removed/ }],
    [
      'renames note to remark',
      {
        keep: '      remark: {type: string}\n',
        location: 'demo.created@v2/remark',
        what: /field renamed: note -> remark/,
      },
    ],
  ];
  for (const [name, { keep, location, what }] of excused) {
    test(`a new version that ${name} passes the superset rule when it records the exception for exactly that field`, async () => {
      const exception = (fields: string) => (s: string) =>
        s.replace(
          '      note: {type: string}\n',
          `${keep}    x-compatibility-exception:\n      comparedWith: v1\n      removedFields: [${fields}]\n      reason: The platform publishes v2 without note.\n`,
        );
      repo.reset();
      newVersion(repo, exception('note'));
      const recorded = await checkCompat({ repo: repo.dir, base: 'base' });
      expect(recorded.changes.map((c) => `${c.class} ${c.location}`)).toEqual(['minor demo.created@v2']);

      // Recording a different field does not excuse this removal.
      repo.reset();
      newVersion(repo, exception('id'));
      const wrong = await checkCompat({ repo: repo.dir, base: 'base' });
      expect(wrong.changes.find((c) => c.location === location)).toMatchObject({
        class: 'breaking',
        what: expect.stringMatching(what),
      });
    }, 30_000);
  }

  test('the real contract: adding collection_process.withdrawn v2 passes on its recorded exception, and only on it', async () => {
    const { bundleAsyncApi } = await import('@energy-contracts/contracts/bundle-asyncapi');
    const after = bundleAsyncApi(path.resolve(import.meta.dirname, '../../../specs/asyncapi.yaml')) as Json;
    const before = structuredClone(after) as { components: { messages: Record<string, unknown> } };
    delete before.components.messages.CollectionProcessWithdrawnV2;
    const changes = classifyEventChanges(before as Json, after);
    expect(changes.filter((c) => c.location.startsWith('collection_process.withdrawn@v2'))).toEqual([
      { contract: 'events', location: 'collection_process.withdrawn@v2', class: 'minor', what: 'new payload version' },
    ]);
    // Without the exception the same removal is reported.
    const stripped = structuredClone(after) as { components: { schemas: Record<string, Record<string, unknown>> } };
    delete stripped.components.schemas.CollectionProcessWithdrawnV2!['x-compatibility-exception'];
    const reported = classifyEventChanges(before as Json, stripped as Json);
    expect(reported.find((c) => c.location === 'collection_process.withdrawn@v2/external_reference')?.class).toBe(
      'breaking',
    );
  }, 30_000);
});

describe('compareVersions', () => {
  const cases: [string, string, number][] = [
    ['v1', 'v2', -1],
    ['v10', 'v2', 1],
    ['v3', 'v3', 0],
    ['1.0.0', '2.0.0', -1],
    ['1.2.0', '1.10.0', -1],
  ];
  for (const [a, b, sign] of cases) test(`${a} vs ${b}`, () => expect(Math.sign(compareVersions(a, b))).toBe(sign));
});
