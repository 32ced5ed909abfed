// The build script as npm runs it: --help, a usage error, and the build into another directory
// with its one-screen summary. That build is the one every test reads (test/support/build-site.setup.ts
// runs the README's `npm run build -w @energy-contracts/spec-site -- --out DIR`), checked here.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, test } from 'vitest';

const pkg = fileURLToPath(new URL('../..', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts', ...args], {
    cwd: pkg,
    encoding: 'utf8',
    timeout: 120_000,
  });

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
    const out = inject('siteDir');
    const build = inject('siteBuild');
    expect(build.command).toMatch(/ build .* -- --out \S+$/);
    expect(build.command.endsWith(`--out ${out}`)).toBe(true);
    expect(build.status, build.stderr).toBe(0);
    expect(build.stdout).toMatch(
      new RegExp(
        `^spec-site: \\d+ pages \\(27 operations, 265 event versions\\), \\d+ files in ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        'm',
      ),
    );
    expect(build.stdout).toMatch(/time \d+ ms \(read contract \d+, .*\); load average [\d.]+ [\d.]+ [\d.]+/);
    expect(build.stdout).toMatch(/heaviest page \S+index\.html: [\d.]+ KB \([\d.]+ KB gzip\)/);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'events/account.created/v1/index.html'))).toBe(true);
    // The staging directory (`<out>.tmp-<pid>`) was renamed into place, not left beside it.
    expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.tmp-`))).toEqual([]);
  });
});
