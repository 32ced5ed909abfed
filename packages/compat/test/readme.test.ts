// Runs the examples of the root README ("Releases") and of this package's README, verbatim, in a
// sandbox: a copy of this repository's files (build outputs included, node_modules linked) in a
// fresh git repository, so that the scaffolder, `changeset version` and `npm pack` never touch the
// real specs/, changesets or manifests. Order: scaffold, check, the TypeScript example, commit,
// this README's commands against HEAD~1 and main, then version-packages and pack:release.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fencedBlocks } from '@energy-contracts/test-support/readme';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** The fenced blocks of `lang` in a README (under `## section`), each as its non-empty lines. */
function blocks(file: string, lang: string, section?: string): string[][] {
  return fencedBlocks(readFileSync(file, 'utf8'), lang, section === undefined ? undefined : `## ${section}`).map(
    (block) => block.split('\n').filter((l) => l.trim() !== ''),
  );
}
const command = (line: string) => line.replace(/\s+#.*$/, '').trim();

let sandbox: string;
const sh = (line: string) => spawnSync('sh', ['-c', command(line)], { cwd: sandbox, encoding: 'utf8' });
const git = (...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.email=readme@example.test', '-c', 'user.name=readme', '-c', 'commit.gpgsign=false', ...args],
    { cwd: sandbox, encoding: 'utf8' },
  );

beforeAll(() => {
  sandbox = mkdtempSync(path.join(tmpdir(), 'readme-sandbox-'));
  const files = execFileSync('git', ['ls-files', '-c', '-o', '--exclude=node_modules', '--exclude=.turbo'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(sandbox, file));
    } catch {
      // A file deleted in the working tree is still listed by git ls-files -c: nothing to copy.
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(sandbox, 'node_modules'));
  // The repository's own ignores (build outputs stay untracked, as in a clone), plus the link:
  // `node_modules/` matches directories only, not a symbolic link.
  appendFileSync(path.join(sandbox, '.gitignore'), 'node_modules\n');
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'sandbox base');
}, 120_000);
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

describe('README examples, run in a sandbox copy of the repository', () => {
  test('root README "Releases" and this README: scaffold, check, version, pack', () => {
    const [releases] = blocks(path.join(root, 'README.md'), 'sh', 'Releases');
    expect(releases!.map(command)).toEqual([
      'npm run new:event-version -- collection_process.withdrawn',
      'npm run check:compat -- --base HEAD',
      'npm run check:compat -- --base HEAD --json',
      'npm run version-packages',
      'npm run pack:release',
    ]);
    const [scaffold, check, checkJson, version, pack] = releases!;

    let r = sh(scaffold!);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/collection_process\.withdrawn v3 \(CollectionProcessWithdrawnV3\) scaffolded from v2/);

    r = sh(check!);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^minor {4}collection_process\.withdrawn@v3 {2}new payload version$/m);
    expect(r.stdout).toMatch(/required bump: minor; pending changesets: \d+, covering minor/);

    r = sh(checkJson!);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as {
      changes: { location: string; class: string }[];
      exitCode: number;
    };
    expect(report.changes).toEqual([
      expect.objectContaining({ location: 'collection_process.withdrawn@v3', class: 'minor' }),
    ]);

    // This package's TypeScript example, against the same uncommitted change.
    const [example] = blocks(path.join(import.meta.dirname, '../README.md'), 'ts');
    writeFileSync(path.join(sandbox, 'readme-example.ts'), `${example!.join('\n')}\n`);
    r = spawnSync(process.execPath, ['--import', 'tsx', 'readme-example.ts'], { cwd: sandbox, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^minor collection_process\.withdrawn@v3 new payload version$/m);
    expect(r.stdout).toMatch(/check:compat passed/);
    rmSync(path.join(sandbox, 'readme-example.ts'));

    // This package's commands, once the change is committed: HEAD~1 sees it, main (= HEAD) does not.
    git('add', '-A');
    git('commit', '-q', '-m', 'collection_process.withdrawn v3');
    const [usage] = blocks(path.join(import.meta.dirname, '../README.md'), 'sh', 'Usage');
    expect(usage!.map(command)).toEqual([
      'npm run check:compat -- --base HEAD~1',
      'npm run check:compat -- --base main --json',
    ]);
    r = sh(usage![0]!);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/collection_process\.withdrawn@v3/);
    r = sh(usage![1]!);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.slice(r.stdout.indexOf('{')))).toMatchObject({
      changes: [],
      required: 'none',
      exitCode: 0,
    });

    r = sh(version!);
    expect(r.status, r.stderr).toBe(0);
    const versions = [
      'types',
      'event-schemas',
      'validator',
      'mock-server',
      'contract-tests',
      'client',
      'event-router',
      'schema-tools',
      'openapi',
    ].map(
      (d) =>
        (JSON.parse(readFileSync(path.join(sandbox, 'packages', d, 'package.json'), 'utf8')) as { version: string })
          .version,
    );
    expect(new Set(versions).size).toBe(1);
    expect(versions[0]).not.toBe('0.0.0');

    r = sh(pack!);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.match(/^ok {3}@energy-contracts\/\S+@(\S+):/gm)).toHaveLength(9);
    expect(r.stdout).toContain(`@energy-contracts/types@${versions[0]}:`);
  }, 240_000);
});
