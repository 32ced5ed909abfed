// The check:compat step of .ci/run (the block from its "schema evolution guard" comment to its end marker), run with
// sh in fixture repositories: the first commit and a shallow clone skip with a message; with a
// previous commit it runs the guard and its exit code fails the step.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCheckCompat } from '../src/cli/check-compat.js';
import { createFixtureRepo, type FixtureRepo } from './support/fixture-repo.js';

const root = path.resolve(import.meta.dirname, '../../..');
const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');
const step = ciRun.slice(
  ciRun.indexOf('# The schema evolution guard compares'),
  ciRun.indexOf('# (end of the check:compat step)'),
);

let repo: FixtureRepo;
const cleanups: string[] = [];
beforeAll(() => {
  repo = createFixtureRepo({ rest: false, events: true });
  // `npm run check:compat` in the fixture runs this repository's script, as the root package.json does.
  const manifest = JSON.parse(repo.read('package.json')) as Record<string, unknown>;
  manifest.scripts = { 'check:compat': `tsx ${path.join(root, 'scripts/check-compat.ts')}` };
  repo.write('package.json', JSON.stringify(manifest));
  symlinkSync(path.join(root, 'node_modules'), path.join(repo.dir, 'node_modules'));
  repo.write('.gitignore', 'node_modules\n');
  repo.git('add', '-A');
  repo.git('commit', '-q', '--amend', '-m', 'base');
  repo.git('tag', '-f', 'base');
});
afterAll(() => {
  repo.dispose();
  for (const dir of cleanups) rmSync(dir, { recursive: true, force: true });
});

const runStep = (cwd: string) => spawnSync('bash', ['-euo', 'pipefail', '-c', step], { cwd, encoding: 'utf8' });

describe('.ci/run: check:compat against the previous commit', () => {
  test('the step exists and compares with HEAD~1', () => {
    expect(step).toMatch(/npm run check:compat -- --base HEAD~1/);
  });

  test('a first commit skips with a message', () => {
    const r = runStep(repo.dir);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/check:compat skipped: first commit/);
  }, 60_000);

  test('a previous commit: the guard runs, and a breaking change without a major changeset fails the step', async () => {
    repo.edit('specs/asyncapi/events/demo.yaml', 'id: {type: string}', 'id: {type: integer}');
    repo.changeset('id-integer', 'minor');
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'id becomes an integer');
    const failing = runStep(repo.dir);
    expect(failing.status).toBe(1);
    expect(failing.stdout).toMatch(/^breaking demo\.created@v1\/id/m);
    // With a major changeset the step's command passes: the same command line, in process (the
    // process and its exit code reaching the step were shown by the failing run above).
    repo.changeset('id-integer', 'major');
    repo.git('commit', '-q', '-a', '--amend', '-m', 'id becomes an integer (major)');
    const command = step.match(/npm run check:compat -- (.+)$/m)![1]!.split(' ');
    const out: string[] = [];
    const code = await runCheckCompat(command, { out: (l) => out.push(l), err: (l) => out.push(l) }, repo.dir);
    expect(code, out.join('\n')).toBe(0);
    expect(out.join('\n')).toMatch(/^check:compat passed$/m);
  }, 60_000);

  test('a shallow clone skips with a message', () => {
    const clone = mkdtempSync(path.join(tmpdir(), 'compat-shallow-'));
    cleanups.push(clone);
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, clone]);
    const r = runStep(clone);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/check:compat skipped: shallow clone/);
  }, 60_000);
});

describe('.ci/run: the test suites', () => {
  const rootScripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;

  test('npm test, test:e2e and test:release run, each a root script, and the README says so', () => {
    const suites = [...ciRun.matchAll(/^run_suite (\S+)$/gm)].map((m) => m[1]!);
    expect(suites).toEqual(['test', 'test:e2e', 'test:release']);
    for (const suite of suites) expect(rootScripts[suite], suite).toBeDefined();
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const paragraph = readme.slice(
      readme.indexOf('`.ci/run` is what CI runs'),
      readme.indexOf('A new test that needs'),
    );
    for (const command of ['`npm test`', '`npm run test:e2e`', '`npm run test:release`'])
      expect(paragraph).toContain(command);
  });

  test('a Chromium install that fails does not end the run before the other suites', () => {
    const start = ciRun.indexOf('if [ ! -x /usr/bin/chromium ]; then');
    const block = ciRun
      .slice(start, ciRun.indexOf('\nfi\n', start) + 4)
      .replaceAll('/usr/bin/chromium', '/nonexistent/chromium');
    expect(block).toMatch(/apt-get install/);
    const bin = mkdtempSync(path.join(tmpdir(), 'ci-run-bin-'));
    cleanups.push(bin);
    writeFileSync(
      path.join(bin, 'apt-get'),
      '#!/bin/sh\n[ "$1" = update ] && exit 0\necho "E: Unable to locate package chromium" >&2\nexit 100\n',
    );
    chmodSync(path.join(bin, 'apt-get'), 0o755);
    const r = spawnSync('bash', ['-euo', 'pipefail', '-c', `${block}\necho next suite`], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/next suite$/m);
    expect(r.stderr).toMatch(/Could not install chromium/);
  });
});
