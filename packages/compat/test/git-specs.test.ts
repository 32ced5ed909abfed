// The git side of the guard: refs, changed files (untracked included), and specs/ of a commit.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UsageError, changedSpecFiles, materialiseSpecs, repoTopLevel, resolveCommit } from '../src/git-specs.js';
import { EVENTS_DEMO, createFixtureRepo, type FixtureRepo } from './support/fixture-repo.js';

let repo: FixtureRepo;
beforeAll(() => {
  repo = createFixtureRepo({ rest: false, events: true });
});
afterAll(() => repo.dispose());

describe('git-specs', () => {
  test('an unknown ref is a usage error that names it', () => {
    expect(() => resolveCommit(repo.dir, 'no-such-ref')).toThrow(
      new UsageError("--base: unknown git ref 'no-such-ref'"),
    );
    expect(() => resolveCommit(repo.dir, '--output=x')).toThrow(UsageError);
  });

  test('a directory outside any repository is a usage error', () => {
    expect(() => repoTopLevel('/')).toThrow(/not inside a git repository/);
  });

  test('changed files: edited, deleted and untracked files under specs/ only', () => {
    repo.reset();
    repo.edit('specs/asyncapi/events/demo.yaml', 'note', 'remark');
    repo.write('specs/asyncapi/examples/demo.created/v1.second.payload.json', '{}\n');
    repo.write('README.md', 'not a spec\n');
    repo.git('rm', '-q', 'specs/asyncapi/shared-types.yaml');
    const commit = resolveCommit(repo.dir, 'base');
    expect(changedSpecFiles(repo.dir, commit)).toEqual([
      'specs/asyncapi/events/demo.yaml',
      'specs/asyncapi/examples/demo.created/v1.second.payload.json',
      'specs/asyncapi/shared-types.yaml',
    ]);
  });

  test('materialiseSpecs writes specs/ of the commit, not of the working tree, and disposes of it', () => {
    repo.reset();
    repo.edit('specs/asyncapi/events/demo.yaml', 'note', 'remark');
    const base = materialiseSpecs(repo.dir, resolveCommit(repo.dir, 'base'));
    try {
      expect(readFileSync(path.join(base.dir, 'specs/asyncapi/events/demo.yaml'), 'utf8')).toBe(EVENTS_DEMO);
    } finally {
      base.dispose();
    }
    expect(existsSync(base.dir)).toBe(false);
  });
});
