// The verdict of the guard on the fixture repository: the scenarios it exists for (a
// required field removed or a type changed in a published version fails; a v2 with one new field
// passes with a minor changeset and fails without one), the changeset rules, and the text report.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkCompat, formatReport } from '../src/check-compat.js';
import { scaffoldEventVersion } from '../src/new-event-version.js';
import { createFixtureRepo, type FixtureRepo } from './support/fixture-repo.js';

const DEMO = 'specs/asyncapi/events/demo.yaml';

let repo: FixtureRepo;
beforeAll(() => {
  repo = createFixtureRepo({ rest: false, events: true });
});
afterAll(() => repo.dispose());

const check = () => checkCompat({ repo: repo.dir, base: 'base' });

/** The usual change: v2 of demo.created, scaffolded, with one new optional field. */
const addV2WithOneField = () => {
  scaffoldEventVersion({ root: repo.dir, type: 'demo.created' });
  const text = repo.read(DEMO);
  const at = text.indexOf('  DemoCreatedV2:\n    title:');
  repo.write(
    DEMO,
    text.slice(0, at) +
      text
        .slice(at)
        .replace('      note: {type: string}\n', '      note: {type: string}\n      channel: {type: string}\n'),
  );
  // The scaffolder writes a minor changeset stub; these scenarios choose the changesets themselves.
  repo.git('clean', '-q', '-f', '--', '.changeset');
};

describe('done when: breaking changes to a published version fail the check', () => {
  const breaking: [string, () => void][] = [
    [
      'a required field removed',
      () => repo.edit(DEMO, /required: \[id, account_number, status\]/, 'required: [id, status]'),
    ],
    [
      'a required field removed (property and requirement)',
      () =>
        repo.edit(
          DEMO,
          /required: \[id, account_number, status\]\n {4}properties:\n {6}id: \{type: string\}\n {6}account_number: \{type: string\}\n/,
          'required: [id, status]\n    properties:\n      id: {type: string}\n',
        ),
    ],
    ['a type changed', () => repo.edit(DEMO, 'id: {type: string}', 'id: {type: integer}')],
  ];
  for (const [name, edit] of breaking) {
    test(`${name}: fails with a minor changeset, passes with a major one`, async () => {
      repo.reset();
      edit();
      repo.changeset('demo-change', 'minor');
      const withMinor = await check();
      expect(withMinor.required).toBe('major');
      expect(withMinor.covered).toBe('minor');
      expect(withMinor.exitCode).toBe(1);
      expect(withMinor.problems.join('\n')).toMatch(/require a major release/);
      repo.changeset('demo-change', 'major');
      const withMajor = await check();
      expect(withMajor.exitCode).toBe(0);
    }, 30_000);
  }
});

describe('done when: a new v2 with one new field', () => {
  test('passes with a minor changeset', async () => {
    repo.reset();
    addV2WithOneField();
    repo.changeset('demo-created-v2', 'minor');
    const report = await check();
    expect(report.changes.map((c) => `${c.class} ${c.location} ${c.what}`)).toEqual([
      'minor demo.created@v2 new payload version',
    ]);
    expect(report.required).toBe('minor');
    expect(report.exitCode).toBe(0);
  }, 30_000);

  test('fails without a changeset', async () => {
    repo.reset();
    addV2WithOneField();
    const report = await check();
    expect(report.exitCode).toBe(1);
    expect(report.problems[0]).toMatch(/no pending changeset: run `npx changeset` \(a minor release of the group\)/);
  }, 30_000);

  test('fails with only a patch changeset', async () => {
    repo.reset();
    addV2WithOneField();
    repo.changeset('demo-created-v2', 'patch');
    const report = await check();
    expect(report.exitCode).toBe(1);
    expect(report.problems).toEqual([expect.stringMatching(/require a minor release .* give a patch one/)]);
  }, 30_000);
});

describe('changesets', () => {
  test('no change under specs/: passes with no changeset', async () => {
    repo.reset();
    const report = await check();
    expect(report).toMatchObject({ changedFiles: [], changes: [], required: 'none', exitCode: 0 });
  });

  test('a change no consumer can notice (a YAML comment) still needs a changeset; an empty one will do', async () => {
    repo.reset();
    repo.edit(DEMO, 'messages:\n', '# Demo events.\nmessages:\n');
    const without = await check();
    expect(without.required).toBe('none');
    expect(without.exitCode).toBe(1);
    expect(without.problems).toEqual([expect.stringMatching(/npx changeset --empty/)]);
    repo.changeset('comment-only', 'empty');
    expect((await check()).exitCode).toBe(0);
  }, 30_000);

  test('a changeset naming no package of the fixed group covers nothing', async () => {
    repo.reset();
    repo.edit(DEMO, 'id: {type: string}', 'id: {type: integer}');
    repo.write('.changeset/other.md', '---\n---\n\nNothing released.\n');
    const report = await check();
    expect(report.covered).toBe('none');
    expect(report.exitCode).toBe(1);
  }, 30_000);

  test('a changeset naming one member of the group covers the whole group (fixed)', async () => {
    repo.reset();
    repo.edit(DEMO, '      note: {type: string}\n', '');
    repo.write('.changeset/one.md', '---\n"@energy-contracts/validator": major\n---\n\nRemove note.\n');
    const report = await check();
    expect(report.covered).toBe('major');
    expect(report.exitCode).toBe(0);
  }, 30_000);
});

describe('formatReport', () => {
  test('one line per change, then the summary, the bump and the verdict', async () => {
    repo.reset();
    repo.edit(DEMO, 'enum: [OPEN, CLOSED]', 'enum: [OPEN]');
    repo.edit(DEMO, "payload version v1.'", "payload version v1 (described).'");
    const report = await check();
    const lines = formatReport(report).split('\n');
    expect(lines.slice(0, report.changes.length)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^breaking demo\.created@v1\/status {2}enum narrowed/),
        expect.stringMatching(/^patch {4}demo\.created@v1 {2}description changed/),
      ]),
    );
    expect(lines[report.changes.length]).toMatch(
      /^2 change\(s\) against base \([0-9a-f]{12}\): 1 breaking, 0 minor, 1 patch; 1 file\(s\) under specs\/ changed$/,
    );
    expect(lines[report.changes.length + 1]).toBe('required bump: major; pending changesets: 0, covering none');
    expect(lines.at(-1)).toBe('check:compat failed');
  }, 30_000);
});
