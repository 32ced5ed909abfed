// The release command's refusals, each before anything changes (exit 2 and what to do), and its
// heartbeat. The release itself, against a real registry, is test/e2e/release-rehearsal.test.ts.
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { RELEASE_HELP, type ReleaseIo, runRelease, withHeartbeat } from '../../src/cli/release.js';
import { createFixtureRepo } from '../support/fixture-repo.js';

const repo = createFixtureRepo({ rest: false, events: false });
// A registry that refuses every credential, as one does without a token.
let registry: Server;
let registryUrl = '';
// git and npm see only what the test gives them: no global or system git config, no user .npmrc.
const isolated = () => {
  const empty = path.join(repo.dir, '.git', 'empty-config');
  writeFileSync(empty, '');
  return {
    ...process.env,
    GIT_CONFIG_GLOBAL: empty,
    GIT_CONFIG_NOSYSTEM: '1',
    npm_config_userconfig: empty,
    'npm_config_@energy-contracts:registry': registryUrl,
    npm_config_fetch_retries: '0',
  };
};
const identity = {
  GIT_AUTHOR_NAME: 'Releaser',
  GIT_AUTHOR_EMAIL: 'releaser@example.test',
  GIT_COMMITTER_NAME: 'Releaser',
  GIT_COMMITTER_EMAIL: 'releaser@example.test',
};

async function release(argv: string[], env: NodeJS.ProcessEnv = isolated()) {
  const lines: string[] = [];
  const io: ReleaseIo = { log: (line) => lines.push(line), raw: (chunk) => lines.push(chunk) };
  const code = await runRelease(argv, { repo: repo.dir, env, io });
  return { code, out: lines.join('\n') };
}

beforeAll(async () => {
  registry = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' });
    res.end(JSON.stringify({ error: 'authentication required' }));
  });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => registry.close(resolve));
  repo.dispose();
});
afterEach(() => repo.reset());

describe('npm run release refuses before changing anything', () => {
  test('--help', async () => expect(await release(['--help'])).toEqual({ code: 0, out: RELEASE_HELP }));

  test('an unknown argument is a usage error', async () =>
    expect(await release(['--skip-tests'])).toEqual({
      code: 2,
      out: "release: unknown argument '--skip-tests' (see --help)",
    }));

  test('a dirty tree: exit 2, naming the files', async () => {
    repo.changeset('a-change', 'minor');
    const result = await release([]);
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/the working tree has uncommitted changes; commit or stash them first/);
    expect(result.out).toContain('.changeset/a-change.md');
  });

  test('no pending changeset: exit 2', async () => {
    const result = await release([]);
    expect(result.code).toBe(2);
    expect(result.out).toContain('no pending changeset in .changeset/: nothing to release');
  });

  test('pending changesets that release nothing: exit 2', async () => {
    repo.changeset('docs-only', 'empty');
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'empty changeset');
    try {
      const result = await release([]);
      expect(result.code).toBe(2);
      expect(result.out).toContain('the 1 pending changeset(s) name no published package');
    } finally {
      repo.git('reset', '-q', '--hard', 'base');
    }
  });

  describe('with a pending changeset committed', () => {
    beforeAll(() => {
      repo.changeset('a-change', 'minor');
      repo.git('add', '-A');
      repo.git('commit', '-q', '-m', 'a change');
    });
    afterAll(() => repo.git('reset', '-q', '--hard', 'base'));

    test('no git identity: exit 2', async () => {
      const env = { ...isolated(), EMAIL: '', GIT_AUTHOR_NAME: '', GIT_COMMITTER_NAME: '' };
      // git derives an identity from the host when it can; a user.useConfigOnly repository cannot.
      repo.git('config', 'user.useConfigOnly', 'true');
      try {
        const result = await release([], env);
        expect(result.code).toBe(2);
        expect(result.out).toContain('git has no identity to commit the version bump with');
      } finally {
        repo.git('config', '--unset', 'user.useConfigOnly');
      }
    });

    test('credentials the registry refuses: exit 2 with the .npmrc line to add', async () => {
      const result = await release([], { ...isolated(), ...identity });
      expect(result.code).toBe(2);
      expect(result.out).toContain(`${registryUrl} did not accept your credentials (npm whoami failed)`);
      expect(result.out).toContain(`${registryUrl.replace('http:', '')}:_authToken=\${NPM_TOKEN}`);
      // Nothing was built, versioned or committed.
      expect(result.out).not.toMatch(/release \[2\//);
      expect(repo.git('status', '--porcelain')).toBe('');
      expect(repo.git('log', '-1', '--format=%s').trim()).toBe('a change');
    }, 60_000);
  });
});

describe('withHeartbeat', () => {
  afterEach(() => vi.useRealTimers());

  test('prints a line whenever the work is silent for the interval, none while it prints', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const io: ReleaseIo = { log: (line) => lines.push(line), raw: () => {} };
    let finish: () => void = () => {};
    let touch: () => void = () => {};
    const done = withHeartbeat('build', 5000, io, (t) => {
      touch = t;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await vi.advanceTimersByTimeAsync(12_000);
    expect(lines).toEqual(['release: still running build (5 s)', 'release: still running build (10 s)']);
    // Output every 2 s: no heartbeat.
    for (let i = 0; i < 5; i++) {
      touch();
      await vi.advanceTimersByTimeAsync(2000);
    }
    expect(lines).toHaveLength(2);
    // Last output at 20 s: the next line at 25 s.
    await vi.advanceTimersByTimeAsync(5000);
    expect(lines).toEqual([
      'release: still running build (5 s)',
      'release: still running build (10 s)',
      'release: still running build (25 s)',
    ]);
    finish();
    await done;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(lines).toHaveLength(3);
  });
});
