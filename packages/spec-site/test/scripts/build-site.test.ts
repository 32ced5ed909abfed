// The build script as npm runs it: --help and a usage error. The build into another directory, with
// its one-screen summary, is checked by test/e2e/build-command.test.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

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
});
