// Every example of the README, run: the shell commands against the mock server (the base URL
// swapped for the test's), the CI workflow's command, and the TypeScript examples type-checked
// and run with tsx (npm run lint:types type-checks them). The checks table lists exactly the checks the package has.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runProcess, type ProcessResult } from '@energy-contracts/test-support/process';
import { fencedBlocks, inScratchDir, runExample } from '@energy-contracts/test-support/readme';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listChecks } from '../src/index.js';
import { startMock } from './helpers/servers.js';

const ROOT = path.join(import.meta.dirname, '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const CLI = path.join(ROOT, 'dist/src/cli.js');
const MOCK_CLI = createRequire(import.meta.url)
  .resolve('@energy-contracts/mock-server')
  .replace(/index\.js$/, 'cli.js');
const blocks = (lang: string): string[] => fencedBlocks(README, lang);
const EXAMPLE_URL = 'http://127.0.0.1:4010/v1/';

let mock: { url: string; close(): Promise<void> };
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** Runs one README command line with `npx energy-contract-test` and `npx energy-mock-server` as the built CLIs. */
function sh(line: string, env: Record<string, string> = {}): Promise<ProcessResult> {
  const command = line
    .replaceAll(EXAMPLE_URL, mock.url)
    .replaceAll('npx energy-contract-test', `node ${CLI}`)
    .replaceAll('npx energy-mock-server', `node ${MOCK_CLI}`);
  return runProcess('bash', ['-c', command], { env });
}

describe('README: the shell examples', () => {
  const lines = blocks('sh')
    .flatMap((b) => b.trim().split('\n'))
    .filter((l) => !l.includes(' proxy '));
  test('has them', () => expect(lines.length).toBeGreaterThanOrEqual(5));
  test.each(lines.map((l) => [l]))(
    '%s',
    async (line) => {
      const r = await sh(line);
      expect(r.status, `${String(r.stdout).slice(-2000)}${String(r.stderr)}`).toBe(0);
    },
    60_000,
  );
  test('the proxy example starts a proxy and stops on SIGTERM', async () => {
    const line = blocks('sh')
      .flatMap((b) => b.trim().split('\n'))
      .find((l) => l.includes(' proxy '))!;
    // SIGTERM goes only once the banner is out (the handler is installed in the same tick), however
    // long the start takes.
    const r = await sh(
      `out=$(mktemp); ${line.replace('--port 4011', '--port 0')} > "$out" & pid=$!; ` +
        `until grep -q 'proxy on' "$out" || ! kill -0 $pid 2>/dev/null; do sleep 0.1; done; ` +
        `kill -TERM $pid; wait $pid; s=$?; cat "$out"; rm -f "$out"; exit $s`,
    );
    expect(r.status, String(r.stderr)).toBe(0);
    expect(String(r.stdout)).toMatch(/proxy on http:\/\/127\.0\.0\.1:\d+\/v1\/ -> /);
    expect(String(r.stdout)).toMatch(/SIGTERM: 0 requests, 0 with violations/);
  }, 60_000);
});

test('README: the CI workflow is YAML and its command runs (against the mock)', async () => {
  const [workflow] = blocks('yaml');
  const doc = parseYaml(workflow!) as {
    jobs: { contract: { steps: Array<{ run?: string; env?: Record<string, string> }> } };
  };
  const step = doc.jobs.contract.steps.find((s) => s.run?.includes('energy-contract-test'))!;
  await inScratchDir(ROOT, async (dir) => {
    const r = await runProcess('bash', ['-c', step.run!.replace('npx energy-contract-test', `node ${CLI}`)], {
      cwd: dir,
      env: {
        ...process.env,
        API_BASE_URL: mock.url,
        ENERGY_API_KEY: 'sk_test_energy_contracts_demo_key',
        ENERGY_ACCOUNT_NUMBER: 'A-1A2B3C4D',
      },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'contract-tests.xml'), 'utf8')).toMatch(
      /<testsuites name="energy-contract-test" tests="\d+" failures="0" errors="0" skipped="0"/,
    );
    expect(Object.keys(step.env!)).toEqual(['API_BASE_URL', 'ENERGY_API_KEY', 'ENERGY_ACCOUNT_NUMBER']);
  });
}, 60_000);

test('README: the checks table lists exactly the checks', () => {
  const ids = [...README.matchAll(/^\| `([a-z-]+\.[a-z-]+)` \|/gm)].map((m) => m[1]);
  expect(ids).toEqual(listChecks().map((c) => c.id));
  expect(README).toContain('| `responses.<operationId>` |');
});

describe('README: the TypeScript examples run (npm run lint:types type-checks them)', () => {
  const examples = blocks('ts');
  test('has them', () => expect(examples).toHaveLength(2));
  test('the library example runs and prints what its comments say', async () => {
    const r = await runExample(ROOT, examples[0]!.replaceAll(EXAMPLE_URL, mock.url), { file: 'library.ts' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(['true 0 true', '{ requests: 1, withViolations: 0, byRule: {} }']);
  }, 60_000);
});
