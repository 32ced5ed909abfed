// The build command: --help and a usage error in process (src/build/build-command.ts), and the script
// once as a process, for what only a process shows (its exit code and stderr reach the shell). The
// build into another directory, with its one-screen summary, is checked by test/e2e/build-command.test.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { main } from '../../src/build/build-command.js';

const pkg = fileURLToPath(new URL('../..', import.meta.url));

async function run(...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await main(args, {
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
  });
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

describe('the build command', () => {
  test('--help exits 0 and prints the usage, nothing else', async () => {
    const help = await run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^build-site: builds the spec site/);
    expect(help.stdout).toContain('--out <dir>');
    expect(help.stderr).toBe('');
  });

  test('an unknown option or a positional argument is a usage error (exit 2) naming it', async () => {
    const bad = await run('--bogus');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^build-site: .*'--bogus'.* \(see --help\)\n$/);
    expect(bad.stdout).toBe('');
    const positional = await run('site');
    expect(positional.status).toBe(2);
    expect(positional.stderr).toMatch(/^build-site: .*'site'.* \(see --help\)\n$/);
  });
});

describe('scripts/build-site.ts', () => {
  test('as a process: a usage error is exit code 2 with its message on stderr', () => {
    const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts', '--bogus'], {
      cwd: pkg,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^build-site: .*'--bogus'.* \(see --help\)\n$/);
    expect(bad.stdout).toBe('');
  }, 60_000);
});
