// The README's commands, run as written (the /tmp/spec-site directory replaced by the tests' own):
// the build into another directory is the one the global setup ran for every test
// (test/support/build-site.setup.ts), checked here, then the search benchmark on it. The turbo build and
// npm test lines are what runs this very test, so they are not run again here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fencedBlocks } from '@energy-contracts/test-support/readme';
import { describe, expect, inject, test } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
const block = fencedBlocks(readme, 'sh')[0]!;
const commands = block
  .split('\n')
  .map((line) => line.replace(/\s+#.*$/, '').trim())
  .filter((line) => line !== '');

describe('README commands', () => {
  test('the block is what this test knows', () => {
    expect(commands).toEqual([
      'npx turbo run build --filter=@energy-contracts/spec-site',
      'npm run build -w @energy-contracts/spec-site -- --out /tmp/spec-site',
      'npm run bench -w @energy-contracts/spec-site -- --dir /tmp/spec-site --rounds 3',
      'npm test -w @energy-contracts/spec-site',
    ]);
  });

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
