// The README's commands, run as written (the /tmp/spec-site directory replaced by a temporary one):
// the build into another directory, then the search benchmark on it. The turbo build and npm test
// lines are what runs this very test, so they are not run again here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
const block = /```sh\n([^]*?)```/.exec(readme)![1]!;
const commands = block.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()).filter((line) => line !== '');

describe('README commands', () => {
  test('the block is what this test knows', () => {
    expect(commands).toEqual([
      'npx turbo run build --filter=@energy-contracts/spec-site',
      'npm run build -w @energy-contracts/spec-site -- --out /tmp/spec-site',
      'npm run bench -w @energy-contracts/spec-site -- --dir /tmp/spec-site --rounds 3',
      'npm test -w @energy-contracts/spec-site',
    ]);
  });

  test('build into a directory, then the benchmark on it', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'spec-site-readme-')), 'site');
    try {
      for (const command of commands.slice(1, 3)) {
        const [cmd, ...args] = command.replace(/\/tmp\/spec-site/g, dir).split(' ');
        const result = spawnSync(cmd!, args, { cwd: root, encoding: 'utf8', timeout: 180_000 });
        expect(result.status, `${command}\n${result.stderr}`).toBe(0);
        if (command.includes('bench')) expect(result.stdout).toMatch(/per keystroke: median [\d.]+ ms, p95 [\d.]+ ms, max [\d.]+ ms; target < 50 ms/);
        else expect(result.stdout).toMatch(/spec-site: \d+ pages \(\d+ operations, \d+ event versions\)/);
      }
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  }, 240_000);
});
