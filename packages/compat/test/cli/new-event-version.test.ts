// The scaffolder's command line: usage errors exit 2, an unknown type exits 1 naming it, and a run
// on the fixture repository lists what it wrote.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NEW_EVENT_VERSION_HELP, runNewEventVersion } from '../../src/cli/new-event-version.js';
import { createFixtureRepo, type FixtureRepo } from '../support/fixture-repo.js';

let repo: FixtureRepo;
beforeAll(() => {
  repo = createFixtureRepo({ rest: false, events: true });
});
afterAll(() => repo.dispose());

function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runNewEventVersion(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, repo.dir);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('new:event-version command line', () => {
  test('--help', () => expect(run(['--help'])).toEqual({ code: 0, out: NEW_EVENT_VERSION_HELP, err: '' }));

  const usage: [string[], RegExp][] = [
    [[], /expected one <event type>, got 0/],
    [['a', 'b'], /expected one <event type>, got 2/],
    [['--root'], /--root expects a directory/],
    [['--force', 'demo.created'], /unknown option '--force'/],
  ];
  for (const [argv, message] of usage) {
    test(`usage error: ${argv.join(' ') || '(no arguments)'} -> exit 2`, () => {
      const r = run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
    });
  }

  test('an unknown event type exits 1 and names it', () => {
    const r = run(['demo.unknown']);
    expect(r.code).toBe(1);
    expect(r.err).toBe("new:event-version: event type 'demo.unknown' is not in specs/asyncapi/events/*.yaml");
  });

  test('scaffolds v2 of the fixture event and lists the files', () => {
    repo.reset();
    const r = run(['demo.created']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 6)).toEqual([
      'new:event-version: demo.created v2 (DemoCreatedV2) scaffolded from v1',
      '  specs/asyncapi/events/demo.yaml',
      '  specs/asyncapi.yaml',
      '  specs/asyncapi/examples/demo.created/v2.full.payload.json',
      '  .changeset/demo-created-v2.md',
      expect.stringMatching(/^Next: /),
    ]);
    expect(repo.git('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([
      ' M specs/asyncapi.yaml',
      ' M specs/asyncapi/events/demo.yaml',
      '?? .changeset/demo-created-v2.md',
      '?? specs/asyncapi/examples/demo.created/v2.full.payload.json',
    ]);
  });
});
