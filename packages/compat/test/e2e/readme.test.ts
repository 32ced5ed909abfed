// Runs the examples of the root README ("Releases") and of this package's README, verbatim, in a
// sandbox: a copy of this repository's files (build outputs included, node_modules linked) in a
// fresh git repository, so that the scaffolder never touches the real specs/ or changesets. Order:
// scaffold, check, the TypeScript example, commit, this README's commands against HEAD~1 and main.
// The README's version-packages and pack:release run in readme-release.test.ts, next to this file.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blocks, command, createSandbox, root, type Sandbox } from '../support/readme-sandbox.js';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox();
}, 120_000);
afterAll(() => sandbox.dispose());

describe('README examples, run in a sandbox copy of the repository', () => {
  test('root README "Releases" and this README: scaffold, check; version and pack are readme-release.test.ts', () => {
    const [releases] = blocks(path.join(root, 'README.md'), 'sh', 'Releases');
    expect(releases!.map(command)).toEqual([
      'npm run new:event-version -- collection_process.withdrawn',
      'npm run check:compat -- --base HEAD',
      'npm run check:compat -- --base HEAD --json',
      'npm run version-packages',
      'npm run pack:release',
    ]);
    const [scaffold, check, checkJson] = releases!;

    let r = sandbox.sh(scaffold!);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/collection_process\.withdrawn v3 \(CollectionProcessWithdrawnV3\) scaffolded from v2/);

    r = sandbox.sh(check!);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^minor {4}collection_process\.withdrawn@v3 {2}new payload version$/m);
    expect(r.stdout).toMatch(/required bump: minor; pending changesets: \d+, covering minor/);

    r = sandbox.sh(checkJson!);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as {
      changes: { location: string; class: string }[];
      exitCode: number;
    };
    expect(report.changes).toEqual([
      expect.objectContaining({ location: 'collection_process.withdrawn@v3', class: 'minor' }),
    ]);

    // This package's TypeScript example, against the same uncommitted change.
    const [example] = blocks(path.join(import.meta.dirname, '../../README.md'), 'ts');
    writeFileSync(path.join(sandbox.dir, 'readme-example.ts'), `${example!.join('\n')}\n`);
    r = spawnSync(process.execPath, ['--import', 'tsx', 'readme-example.ts'], { cwd: sandbox.dir, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^minor collection_process\.withdrawn@v3 new payload version$/m);
    expect(r.stdout).toMatch(/check:compat passed/);
    rmSync(path.join(sandbox.dir, 'readme-example.ts'));

    // This package's commands, once the change is committed: HEAD~1 sees it, main (= HEAD) does not.
    sandbox.git('add', '-A');
    sandbox.git('commit', '-q', '-m', 'collection_process.withdrawn v3');
    const [usage] = blocks(path.join(import.meta.dirname, '../../README.md'), 'sh', 'Usage');
    expect(usage!.map(command)).toEqual([
      'npm run check:compat -- --base HEAD~1',
      'npm run check:compat -- --base main --json',
    ]);
    r = sandbox.sh(usage![0]!);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/collection_process\.withdrawn@v3/);
    r = sandbox.sh(usage![1]!);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.slice(r.stdout.indexOf('{')))).toMatchObject({
      changes: [],
      required: 'none',
      exitCode: 0,
    });
  }, 240_000);
});
