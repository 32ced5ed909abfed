// The README's usage example, run as it is written, prints what the README says it prints.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');
const fenced = (lang: string): string => new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(readme)![1]!;

test('the usage example prints what the README shows', () => {
  const dir = mkdtempSync(path.join(packageDir, '.readme-check-'));
  try {
    writeFileSync(path.join(dir, 'usage.mjs'), fenced('js'));
    const run = spawnSync(process.execPath, [path.join(dir, 'usage.mjs')], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(fenced('text'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
