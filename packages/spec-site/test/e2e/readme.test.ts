// The README's commands, run as written (the /tmp/spec-site directory replaced by the tests' own):
// the build into another directory is the one the e2e global setup ran (test/support/build-site.setup.ts),
// checked here, then the search benchmark on it. test/readme.test.ts checks the block's lines.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readmeCommands as commands } from '../support/readme-commands.js';
import { describe, expect, inject, test } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

describe('README commands', () => {
  test('build into a directory (the global setup ran it), then the benchmark on it', () => {
    const dir = inject('siteDir');
    const build = inject('siteBuild');
    expect(build.command).toBe(commands[1]!.replace(/\/tmp\/spec-site/g, dir));
    expect(build.status, `${build.command}\n${build.stderr}`).toBe(0);
    expect(build.stdout).toMatch(/spec-site: \d+ pages \(\d+ operations, \d+ event versions\)/);
    const [cmd, ...args] = commands[2]!.replace(/\/tmp\/spec-site/g, dir).split(' ');
    const bench = spawnSync(cmd!, args, { cwd: root, encoding: 'utf8', timeout: 180_000 });
    expect(bench.status, `${commands[2]}\n${bench.stderr}`).toBe(0);
    expect(bench.stdout).toMatch(/per keystroke: median [\d.]+ ms, p95 [\d.]+ ms, max [\d.]+ ms; target < 50 ms/);
  }, 240_000);
});
