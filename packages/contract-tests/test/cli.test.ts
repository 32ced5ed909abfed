// The CLI as CI runs it: exit codes, reporters (JUnit well-formed), credentials never printed, the
// events and proxy subcommands. Its behaviour is checked through main in this process (the code the
// bin runs); the built bin runs as a process where only a process proves it: the exit status reaching
// the shell, a usage error before any request, and SIGTERM stopping the proxy.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runProcess } from '@energy-contracts/test-support/process';
import { CLI, mockEvents, runCli, type CliRunOptions } from './helpers/cli.js';
import { ACCOUNT, API_KEY, closedPort, startBroken, startMock } from './helpers/servers.js';

const cli = (args: string[], options: CliRunOptions = {}) => runCli(args, { ...options, cwd: tmp });

let tmp: string;
let mock: { url: string; close(): Promise<void> };
let strictMock: { url: string; close(): Promise<void> };
let broken: { url: string; close(): Promise<void> };
beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'contract-cli-'));
  mock = await startMock();
  strictMock = await startMock(true);
  broken = await startBroken({
    answer: (url, a) => {
      if (url.pathname.endsWith('/standard-unit-rates/')) (a.body as { results?: unknown[] }).results?.reverse();
    },
  });
});
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await Promise.all([mock.close(), strictMock.close(), broken.close()]);
});

describe('energy-contract-test --base-url', () => {
  test('against the mock server: exit 0, a line per check, a one-line summary', async () => {
    const r = await cli(['--base-url', mock.url, '--account-number', ACCOUNT], { env: { ENERGY_API_KEY: API_KEY } });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('✓ ')).length).toBeGreaterThanOrEqual(45);
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^conformant: \\d+ passed, 0 failed, 0 could not finish, 0 skipped; \\d+ requests in [\\d.]+ s against ${mock.url.replace(/[.]/g, '\\.')}$`,
      ),
    );
    expect(r.stdout + r.stderr).not.toContain(API_KEY);
  }, 30_000);

  // That the strict mock passes every check in strict mode is test/broken/broken-servers.test.ts (in
  // process); here, that --strict reaches the runner and the summary says so.
  test('--strict against the strict mock: exit 0, the summary says (strict)', async () => {
    const r = await cli(['--base-url', strictMock.url, '--account-number', ACCOUNT, '--strict', '--only', 'products'], {
      env: { ENERGY_API_KEY: API_KEY },
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(
      new RegExp(
        `^conformant: \\d+ passed, 0 failed, 0 could not finish, 0 skipped; \\d+ requests in [\\d.]+ s against ${strictMock.url.replace(/[.]/g, '\\.')} \\(strict\\)$`,
      ),
    );
    expect(r.stdout + r.stderr).not.toContain(API_KEY);
  }, 30_000);

  test('against a broken server: exit 1, the failing check names the rule; JUnit written and well-formed; the key never printed', async () => {
    const r = await cli([
      '--base-url',
      broken.url,
      '--api-key',
      API_KEY,
      '--account-number',
      ACCOUNT,
      '--reporter',
      'junit',
      '--output',
      'results.xml',
      '--only',
      'charges',
    ]);
    expect(r.status, r.stderr).toBe(1);
    const xml = readFileSync(path.join(tmp, 'results.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      testsuites: { testsuite: { testcase: Array<Record<string, unknown>>; '@_failures': string } };
    };
    const cases = doc.testsuites.testsuite.testcase;
    const failed = cases.filter((c) => c.failure !== undefined);
    expect(failed.map((c) => String(c['@_name']).split(':')[0])).toContain('charges.newest-first');
    expect(Number(doc.testsuites.testsuite['@_failures'])).toBe(failed.length);
    expect(JSON.stringify(failed)).toMatch(/\[newest-first\]/);
    expect(r.stderr).toMatch(/^NOT conformant: /m);
    expect(xml + r.stdout + r.stderr).not.toContain(API_KEY);
  }, 30_000);

  test('the JSON reporter writes the report on stdout', async () => {
    const r = await cli(['--base-url', mock.url, '--reporter', 'json', '--only', 'products']);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { conformant: boolean; results: Array<{ id: string; status: string }> };
    expect(report.conformant).toBe(true);
    expect(report.results.filter((c) => !c.id.startsWith('responses.')).map((c) => c.id)).toEqual([
      'products.pagination',
      'products.filters',
      'products.available-at',
      'products.slashless',
      'products.self-links',
      'products.detail',
    ]);
  }, 30_000);

  test.each<[string, string[], RegExp]>([
    ['no base URL', [], /--base-url is required/],
    ['a base URL that is not one', ['--base-url', 'nope'], /--base-url is not a URL/],
    [
      'credentials in the base URL (redacted in the message)',
      ['--base-url', 'http://bob:s3cret@127.0.0.1:9/v1/'],
      /--base-url carries credentials \(http:\/\/\*\*\*@127\.0\.0\.1:9\/v1\/\), which fetch does not send: pass the API key with --api-key/,
    ],
    [
      'an unknown option',
      ['--base-url', 'http://127.0.0.1:9/v1/', '--bogus'],
      /^energy-contract-test: unknown option --bogus\n/,
    ],
    [
      'a bad --max-requests',
      ['--base-url', 'http://127.0.0.1:9/v1/', '--max-requests', '0'],
      /--max-requests must be an integer from 1 to 9007199254740991 \(got 0\)/,
    ],
    [
      'a bad --reporter',
      ['--base-url', 'http://127.0.0.1:9/v1/', '--reporter', 'xml'],
      /--reporter must be one of pretty, json, junit/,
    ],
  ])('usage error, exit 2: %s', async (_n, args, message) => {
    const r = await cli(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  // A typo in --only used to select nothing and report "conformant: 0 passed", exit 0: a green CI job.
  test.each<[string, string[], RegExp]>([
    ['a check that does not exist', ['--only', 'nosuch'], /--only nosuch matches no check; the checks are /],
    [
      'a typo, with the nearest names',
      ['--only', 'prodcts.detail'],
      /--only prodcts\.detail matches no check \(nearest: products\.detail/,
    ],
    [
      'one good prefix and one typo',
      ['--only', 'products', '--only', 'chrages'],
      /--only chrages matches no check \(nearest: charges/,
    ],
  ])(
    '--only that selects nothing: exit 2 before any request, naming the known checks (%s)',
    async (_n, only, message) => {
      const r = await cli(['--base-url', mock.url, ...only]);
      expect(r.status, r.stdout + r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(
        /the checks are accounts, charges, consumption, errors, meter-points, paths, products, query, responses \(--list names each\)/,
      );
      expect(r.stdout).toBe('');
    },
  );

  test('a base URL without a version segment: a one-line hint naming the URL to try', async () => {
    const bare = mock.url.replace(/v1\/$/, '');
    expect(bare).not.toBe(mock.url);
    const r = await cli(['--base-url', bare, '--only', 'products.detail']);
    const hints = r.stderr.split('\n').filter((l) => l.includes('hint'));
    expect(hints).toEqual([
      `energy-contract-test: hint: the path of --base-url ${bare} ends in no version segment; the contract's paths sit under /v1/ (try ${bare}v1/)`,
    ]);
    const versioned = await cli(['--base-url', mock.url, '--only', 'products.detail']);
    expect(versioned.status).toBe(0);
    expect(versioned.stderr).not.toMatch(/hint/);
  }, 30_000);

  test('an unreachable server: exit 2; the JUnit file says so', async () => {
    const r = await cli([
      '--base-url',
      `http://127.0.0.1:${await closedPort()}/v1/`,
      '--reporter',
      'junit',
      '--output',
      'down.xml',
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/could not run: cannot reach .*ECONNREFUSED/);
    const xml = readFileSync(path.join(tmp, 'down.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(/<error message="cannot reach/);
  }, 30_000);

  test('a spent request budget: exit 2, the checks not run say why', async () => {
    const r = await cli(['--base-url', mock.url, '--max-requests', '30']);
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/! \S+ .*\n {4}stopped: the request budget is spent \(--max-requests 30\)/);
  }, 30_000);

  test('--help, --version, --list', async () => {
    expect((await cli(['--help'])).stdout).toMatch(/^Usage:/);
    expect((await cli(['--version'])).stdout.trim()).toBe(
      (JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as { version: string })
        .version,
    );
    const list = (await cli(['--list'])).stdout;
    expect(list).toMatch(/^charges\.london-days\n {2}.*\n {2}rules: london-time, period-overlap$/m);
  });
});

describe('energy-contract-test events', () => {
  test('the mock emitter piped in: exit 0, full coverage', async () => {
    const events = await mockEvents('--now', '2025-01-15T12:00:00Z', '--format', 'cloudevents');
    const r = await cli(['events', '-'], { input: events });
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toBe(
      'valid: 265 valid, 0 invalid of 265 events; 265/265 (type, version) pairs covered, 0 not seen',
    );
  }, 30_000);
  test('an invalid line: exit 1 naming the line; a missing file: exit 2', async () => {
    const r = await cli(['events', '-'], { input: '{"id": 1}\n' });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^✗ line 1: \[envelope\] /m);
    const missing = await cli(['events', 'no-such-file.ndjson']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read no-such-file\.ndjson: ENOENT/);
  });
});

describe('energy-contract-test proxy', () => {
  test('logs each request with its violations, sums up on SIGTERM, exit 1 with --fail-on-violation', async () => {
    const child = spawn(
      process.execPath,
      [CLI, 'proxy', '--upstream', broken.url, '--port', '0', '--fail-on-violation'],
      { cwd: tmp },
    );
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const url = await new Promise<string>((resolve) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        const m = /proxy on (\S+) ->/.exec(stdout);
        if (m) resolve(m[1]!);
      });
    });
    expect((await fetch(`${url}products/`)).status).toBe(200);
    expect(
      (
        await fetch(`${url}products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/`)
      ).headers.get('x-contract-violations'),
    ).toBe('1 (newest-first)');
    const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(1);
    expect(stderr).toMatch(/^ok {2}GET \/v1\/products\/ 200 \d+ ms listProducts$/m);
    expect(stderr).toMatch(
      /^✗ {3}GET \/v1\/products\/AGILE-24-04-03\/electricity-tariffs\/E-1R-AGILE-24-04-03-C\/standard-unit-rates\/ 200 \d+ ms listElectricityStandardUnitRates\n {6}\[newest-first\] record 1/m,
    );
    expect(stdout).toMatch(/SIGTERM: 2 requests, 1 with violations \(newest-first 1\)/);
  }, 30_000);
});

describe('the built bin', () => {
  // Called as `node path/to/cli` (Node adds the extension, as require does): the bin still knows it is the entry.
  test('a usage error reaches the shell as exit status 2, with the message on stderr and nothing on stdout (the bin named without .js)', async () => {
    const r = await runProcess(process.execPath, [CLI.replace(/\.js$/, ''), '--base-url', 'nope'], { cwd: tmp });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'energy-contract-test: --base-url is not a URL: nope\nRun energy-contract-test --help for the options.\n',
    );
    expect(r.stdout).toBe('');
  }, 30_000);
});
