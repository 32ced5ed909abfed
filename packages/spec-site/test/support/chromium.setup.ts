// Debian's Chromium for the browser tests: used at /usr/bin/chromium, installed with apt-get when
// missing (about 100 MB; up to 10 minutes on a slow mirror). When it is missing and cannot be
// installed (not root, no apt-get, no network), the browser tests skip with the reason on stderr,
// unless CI=true, where that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

export const CHROMIUM = '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser's path, or `null` when the browser tests must skip. */
    chromium: string | null;
    chromiumSkipReason: string;
  }
}

function install(): string | null {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return 'not root, so apt-get cannot install it';
  if (!existsSync('/usr/bin/apt-get')) return 'no apt-get on this machine';
  process.stderr.write(`spec-site tests: ${CHROMIUM} is missing; installing Debian's chromium with apt-get (about 100 MB)...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'pipe'], env, timeout: 300_000, encoding: 'utf8' });
  if (update.status !== 0) return `apt-get update failed: ${(update.stderr ?? '').trim().split('\n').pop() ?? update.error?.message}`;
  const get = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: ['ignore', 'ignore', 'pipe'], env, timeout: 600_000, encoding: 'utf8' });
  if (get.status !== 0) return `apt-get install chromium failed: ${(get.stderr ?? '').trim().split('\n').pop() ?? get.error?.message}`;
  return existsSync(CHROMIUM) ? null : `apt-get installed chromium but ${CHROMIUM} is still missing`;
}

export default function setup(project: TestProject): void {
  let reason = '';
  if (!existsSync(CHROMIUM)) reason = install() ?? '';
  if (reason !== '') {
    const message = `${CHROMIUM} is missing and could not be installed: ${reason}`;
    if (process.env.CI === 'true') throw new Error(`spec-site browser tests: ${message} (CI=true: the browser tests must run)`);
    process.stderr.write(`spec-site browser tests SKIPPED: ${message}. Install it with: apt-get install -y chromium\n`);
  }
  project.provide('chromium', reason === '' ? CHROMIUM : null);
  project.provide('chromiumSkipReason', reason);
}
