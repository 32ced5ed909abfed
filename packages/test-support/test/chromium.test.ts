// The browser tests' Chromium: used when present, installed with apt-get when missing, skipped
// with a reason when it cannot be installed, a failure under CI.
import { describe, expect, test } from 'vitest';
import { CHROMIUM, ensureChromium, type ChromiumHost } from '../src/chromium.js';

function host(options: { present?: string[]; root?: boolean; ci?: boolean; fail?: string; installs?: boolean }) {
  const files = new Set(options.present ?? []);
  const calls: string[] = [];
  const lines: string[] = [];
  const h: ChromiumHost = {
    exists: (p) => files.has(p),
    isRoot: options.root ?? true,
    run(command, args) {
      calls.push([command, ...args].join(' '));
      if (options.fail !== undefined && args[0] === options.fail)
        return { status: 100, lastError: 'E: network is unreachable' };
      if (args[0] === 'install' && options.installs !== false) files.add(CHROMIUM);
      return { status: 0, lastError: '' };
    },
    ci: options.ci ?? false,
    log: (line) => lines.push(line),
  };
  return { h, calls, lines };
}

describe('ensureChromium', () => {
  test('present: used as it is, nothing installed', () => {
    const { h, calls } = host({ present: [CHROMIUM] });
    expect(ensureChromium(h, 'spec-site')).toEqual({ path: CHROMIUM });
    expect(calls).toEqual([]);
  });

  test('missing, as root with apt-get: installed, then used', () => {
    const { h, calls, lines } = host({ present: ['/usr/bin/apt-get'] });
    expect(ensureChromium(h, 'spec-site')).toEqual({ path: CHROMIUM });
    expect(calls).toEqual(['apt-get update', 'apt-get install -y --no-install-recommends chromium']);
    expect(lines[0]).toMatch(/is missing; installing Debian's chromium/);
  });

  test.each([
    ['not root', { root: false }, 'not root, so apt-get cannot install it'],
    ['no apt-get', {}, 'no apt-get on this machine'],
    [
      'no network',
      { present: ['/usr/bin/apt-get'], fail: 'update' },
      'apt-get update failed: E: network is unreachable',
    ],
    [
      'the install fails',
      { present: ['/usr/bin/apt-get'], fail: 'install' },
      'apt-get install chromium failed: E: network is unreachable',
    ],
    [
      'installed elsewhere',
      { present: ['/usr/bin/apt-get'], installs: false },
      `apt-get installed chromium but ${CHROMIUM} is still missing`,
    ],
  ])('%s: skipped with the reason on stderr; under CI a failure', (_name, options, reason) => {
    const { h, lines } = host(options);
    expect(ensureChromium(h, 'spec-site')).toEqual({ reason });
    expect(lines.at(-1)).toBe(
      `spec-site browser tests SKIPPED: ${CHROMIUM} is missing and could not be installed: ${reason}. Install it with: apt-get install -y chromium`,
    );
    expect(() => ensureChromium(host({ ...options, ci: true }).h, 'spec-site')).toThrow(
      `(CI=true: the browser tests must run)`,
    );
  });
});
