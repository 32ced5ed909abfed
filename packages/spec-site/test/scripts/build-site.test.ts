// The build script as npm runs it: --help, a usage error, and a build into another directory
// with its one-screen summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const pkg = fileURLToPath(new URL('../..', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts', ...args], { cwd: pkg, encoding: 'utf8', timeout: 120_000 });

describe('scripts/build-site.ts', () => {
  test('--help exits 0; an unknown option is a usage error (exit 2) naming it', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^build-site: builds the spec site/);
    const bad = run('--bogus');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^build-site: .*'--bogus'.* \(see --help\)\n$/);
  }, 60_000);

  test('builds into --out and prints pages, sizes, time and load average', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'spec-site-')), 'site');
    try {
      const result = run('--out', out);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^spec-site: \d+ pages \(26 operations, 265 event versions\), \d+ files in /);
      expect(result.stdout).toMatch(/time \d+ ms \(read contract \d+, .*\); load average [\d.]+ [\d.]+ [\d.]+/);
      expect(result.stdout).toMatch(/heaviest page \S+index\.html: [\d.]+ KB \([\d.]+ KB gzip\)/);
      expect(existsSync(path.join(out, 'index.html'))).toBe(true);
      expect(existsSync(path.join(out, 'events/account.created/v1/index.html'))).toBe(true);
      expect(existsSync(`${out}.tmp-${result.pid}`)).toBe(false);
    } finally {
      rmSync(path.dirname(out), { recursive: true, force: true });
    }
  }, 120_000);
});
