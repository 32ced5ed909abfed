// Debian's Chromium for the browser tests: used at /usr/bin/chromium, installed with apt-get when
// missing (about 100 MB; up to 10 minutes on a slow mirror). When it is missing and cannot be
// installed (not root, no apt-get, no network), the browser tests skip with the reason on stderr,
// unless CI=true, where that is a failure. One rule for every package with browser tests (the
// spec site, the client); `chromium-setup.ts` runs it as a vitest global setup.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian's chromium package puts the browser. */
export const CHROMIUM = '/usr/bin/chromium';

/** What {@link ensureChromium} needs from the machine (replaced in its own test). */
export interface ChromiumHost {
  exists(path: string): boolean;
  isRoot: boolean;
  /** Runs a command; its exit status and the last line of its stderr. */
  run(command: string, args: string[], timeoutMs: number): { status: number | null; lastError: string };
  ci: boolean;
  log(line: string): void;
}

/**
 * Finds or installs Chromium for the browser tests of `label` (a package name, said in the messages).
 * @returns the browser's path, or the reason it is missing (the browser tests skip with it).
 * @throws Error under CI when it is missing and cannot be installed.
 * @example ensureChromium(thisMachine, 'spec-site') // { path: '/usr/bin/chromium' }
 */
export function ensureChromium(host: ChromiumHost, label: string): { path: string } | { reason: string } {
  let reason = '';
  if (!host.exists(CHROMIUM)) {
    if (!host.isRoot) reason = 'not root, so apt-get cannot install it';
    else if (!host.exists('/usr/bin/apt-get')) reason = 'no apt-get on this machine';
    else {
      host.log(`${label} tests: ${CHROMIUM} is missing; installing Debian's chromium with apt-get (about 100 MB)...`);
      const update = host.run('apt-get', ['update'], 300_000);
      if (update.status !== 0) reason = `apt-get update failed: ${update.lastError}`;
      else {
        const get = host.run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], 600_000);
        if (get.status !== 0) reason = `apt-get install chromium failed: ${get.lastError}`;
        else if (!host.exists(CHROMIUM)) reason = `apt-get installed chromium but ${CHROMIUM} is still missing`;
      }
    }
  }
  if (reason === '') return { path: CHROMIUM };
  const message = `${CHROMIUM} is missing and could not be installed: ${reason}`;
  if (host.ci) throw new Error(`${label} browser tests: ${message} (CI=true: the browser tests must run)`);
  host.log(`${label} browser tests SKIPPED: ${message}. Install it with: apt-get install -y chromium`);
  return { reason };
}

/** This machine, as {@link ensureChromium} sees it. */
export const thisMachine: ChromiumHost = {
  exists: existsSync,
  isRoot: typeof process.getuid !== 'function' || process.getuid() === 0,
  run(command, args, timeoutMs) {
    const result = spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: timeoutMs,
      encoding: 'utf8',
    });
    return {
      status: result.status,
      lastError: (result.stderr ?? '').trim().split('\n').pop() || (result.error?.message ?? `exit ${result.status}`),
    };
  },
  ci: process.env.CI === 'true',
  log: (line) => process.stderr.write(`${line}\n`),
};
