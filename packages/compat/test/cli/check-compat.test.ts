// The guard's command line: usage errors exit 2 with a one-line message naming the argument,
// --json is the report as JSON, and the exit code follows the verdict.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHECK_COMPAT_HELP, runCheckCompat } from '../../src/cli/check-compat.js';
import { createFixtureRepo, type FixtureRepo } from '../support/fixture-repo.js';

let repo: FixtureRepo;
beforeAll(() => {
  repo = createFixtureRepo({ rest: false, events: true });
});
afterAll(() => repo.dispose());

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCheckCompat(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, repo.dir);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('check:compat command line', () => {
  test('--help prints the usage and exits 0', async () => {
    expect(await run(['--help'])).toEqual({ code: 0, out: CHECK_COMPAT_HELP, err: '' });
  });

  const usage: [string[], RegExp][] = [
    [[], /--base <git ref> is required/],
    [['--base'], /--base expects a value/],
    [['--base', 'base', '--frobnicate'], /unknown argument '--frobnicate'/],
    [['--base', 'no-such-ref'], /--base: unknown git ref 'no-such-ref'/],
    [['--base', 'base', '--repo', '/no/such/dir'], /--repo: \/no\/such\/dir does not exist/],
  ];
  for (const [argv, message] of usage) {
    test(`usage error: ${argv.join(' ') || '(no arguments)'} -> exit 2`, async () => {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.out).toBe('');
    });
  }

  test('--json prints the report; exit 1 when the changes are not covered', async () => {
    repo.reset();
    repo.edit('specs/asyncapi/events/demo.yaml', 'id: {type: string}', 'id: {type: integer}');
    const r = await run(['--base', 'base', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as {
      changes: { location: string; class: string }[];
      required: string;
      exitCode: number;
    };
    expect(report.changes).toEqual([expect.objectContaining({ location: 'demo.created@v1/id', class: 'breaking' })]);
    expect(report).toMatchObject({ required: 'major', exitCode: 1 });
  }, 30_000);

  test('a contract that does not bundle: exit 1 naming the problem', async () => {
    repo.reset();
    repo.edit(
      'specs/asyncapi.yaml',
      './asyncapi/events/demo.yaml#/schemas/DemoCreatedV1',
      './asyncapi/events/demo.yaml#/schemas/Missing',
    );
    const r = await run(['--base', 'base']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/JSON pointer \/schemas\/Missing does not exist/);
  }, 30_000);

  test('text output passes with a covering changeset', async () => {
    repo.reset();
    repo.edit(
      'specs/asyncapi/events/demo.yaml',
      '      note: {type: string}\n',
      '      note: {type: string}\n      channel: {type: string}\n',
    );
    repo.changeset('add-channel', 'minor');
    const r = await run(['--base', 'base']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
      'minor    demo.created@v1/channel  optional field added',
      expect.stringMatching(/^1 change\(s\) against base/),
      'required bump: minor; pending changesets: 1, covering minor',
      'check:compat passed',
    ]);
  }, 30_000);
});
