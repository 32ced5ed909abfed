// Every example of the README, run: the shell commands against the mock server (the base URL
// swapped for the test's), the CI workflow's command, and the TypeScript library example (npm run
// lint:types type-checks them). The checks table lists exactly the checks the package has.
// All run in this process: the command lines word for word through the CLIs' entry functions (the
// code their bins call; test/cli.test.ts runs the built bin as a process), the library example
// imported from a scratch folder of the package.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fencedBlocks, importExample, inScratchDir } from '@energy-contracts/test-support/readme';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listChecks } from '../src/index.js';
import { mockEvents, runCli, type CliRun, type CliRunOptions } from './helpers/cli.js';
import { startMock } from './helpers/servers.js';

const ROOT = path.join(import.meta.dirname, '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const blocks = (lang: string): string[] => fencedBlocks(README, lang);
const EXAMPLE_URL = 'http://127.0.0.1:4010/v1/';

let mock: { url: string; close(): Promise<void> };
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/**
 * Runs one README command line in this process: `NAME=value` assignments, then
 * `npx energy-contract-test ARGS`, or `npx energy-mock-server events ARGS | npx energy-contract-test ARGS`;
 * an argument written `"$NAME"` is the variable from `options.env`, as the shell expands it. A line
 * with anything else (other quotes or expansions, redirections, other commands) is refused, so an
 * example this cannot run as printed fails here instead of passing untried.
 */
async function sh(line: string, options: CliRunOptions = {}): Promise<CliRun> {
  if (/["'`$;&<>\\(){}]/.test(line.replace(/(?<= )"\$[A-Z_]+"(?= |$)/g, '')))
    throw new Error(`not a plain command line: ${line}`);
  const expand = (word: string): string => {
    const name = /^"\$([A-Z_]+)"$/.exec(word)?.[1];
    if (name === undefined) return word;
    const value = options.env?.[name];
    if (value === undefined) throw new Error(`${line}: $${name} is not set`);
    return value;
  };
  const stages = line
    .replaceAll(EXAMPLE_URL, mock.url)
    .split(' | ')
    .map((stage) => stage.trim().split(/ +/).map(expand));
  const command = (words: string[], name: string): string[] | undefined =>
    words[0] === 'npx' && words[1] === name ? words.slice(2) : undefined;
  const last = stages.at(-1)!;
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(last[0] ?? '')) {
    const [name, ...value] = last.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const args = command(last, 'energy-contract-test');
  const source = stages.length === 2 ? command(stages[0]!, 'energy-mock-server') : [];
  if (
    args === undefined ||
    source === undefined ||
    stages.length > 2 ||
    source[0] !== (stages.length === 2 ? 'events' : undefined)
  )
    throw new Error(`not a command line this test runs: ${line}`);
  const input = source.length > 0 ? await mockEvents(...source.slice(1)) : undefined;
  return runCli(args, { ...options, env: { ...env, ...options.env }, ...(input === undefined ? {} : { input }) });
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
      expect(r.status, `${r.stdout.slice(-2000)}${r.stderr}`).toBe(0);
    },
    30_000,
  );
  test('the proxy example starts a proxy and stops on SIGTERM', async () => {
    const line = blocks('sh')
      .flatMap((b) => b.trim().split('\n'))
      .find((l) => l.includes(' proxy '))!;
    // SIGTERM goes once the banner is out: the proxy listens by then.
    const signals = new EventEmitter();
    const r = await sh(line.replace('--port 4011', '--port 0'), {
      signals,
      onStdout: (sofar) => {
        if (sofar.includes('proxy on')) signals.emit('SIGTERM');
      },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/proxy on http:\/\/127\.0\.0\.1:\d+\/v1\/ -> /);
    expect(r.stdout).toMatch(/SIGTERM: 0 requests, 0 with violations/);
  });
});

test('README: the CI workflow is YAML and its command runs (against the mock)', async () => {
  const [workflow] = blocks('yaml');
  const doc = parseYaml(workflow!) as {
    jobs: { contract: { steps: Array<{ run?: string; env?: Record<string, string> }> } };
  };
  const step = doc.jobs.contract.steps.find((s) => s.run?.includes('energy-contract-test'))!;
  await inScratchDir(ROOT, async (dir) => {
    const r = await sh(step.run!, {
      cwd: dir,
      env: {
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
}, 30_000);

test('README: the checks table lists exactly the checks', () => {
  const ids = [...README.matchAll(/^\| `([a-z-]+\.[a-z-]+)` \|/gm)].map((m) => m[1]);
  expect(ids).toEqual(listChecks().map((c) => c.id));
  expect(README).toContain('| `responses.<operationId>` |');
});

describe('README: the TypeScript examples run (npm run lint:types type-checks them)', () => {
  const examples = blocks('ts');
  test('has them', () => expect(examples).toHaveLength(2));
  test('the library example runs and prints what its comments say', async () => {
    const r = await importExample(ROOT, examples[0]!.replaceAll(EXAMPLE_URL, mock.url), { file: 'library.ts' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(['true 0 true', '{ requests: 1, withViolations: 0, byRule: {} }']);
  }, 60_000);
});
