// The command line as a CI script writes it: every option's value checked before any request, and
// a mistake a usage error (exit 2) naming the option, never a run that ends at once or a crash.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from './helpers/cli.js';
import { startServer } from './helpers/servers.js';

// A server that counts what reaches it: a usage error must come before any request.
let server: Awaited<ReturnType<typeof startServer>>;
let url: string;
let requests = 0;
beforeAll(async () => {
  server = await startServer((_req, res) => {
    requests += 1;
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end('{"detail":"down"}');
  });
  url = server.url;
});
afterAll(() => server.close());

describe('numbers out of range are usage errors naming the option', () => {
  // A Node timer over 2^31-1 ms fires after 1 ms: --max-duration 2147484 ended the run at once.
  test.each([
    [['--timeout', '2147483648'], '--timeout must be an integer from 1 to 2147483647 (got 2147483648)'],
    [['--max-duration', '2147484'], '--max-duration must be an integer from 1 to 2147483 (got 2147484)'],
    [['--max-duration', '0'], '--max-duration must be an integer from 1 to 2147483 (got 0)'],
    [['--max-requests', '-1'], "Option '--max-requests' argument is ambiguous"],
    [['--max-requests', 'NaN'], '--max-requests must be an integer from 1 to 9007199254740991 (got NaN)'],
  ])('%j', async (args, message) => {
    requests = 0;
    const r = await runCli(['--base-url', url, ...args]);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`energy-contract-test: ${message}`);
    expect(r.stdout).toBe('');
    expect(requests).toBe(0);
  });

  test.each([
    [['--timeout', '2147483648'], '--timeout must be an integer from 1 to 2147483647 (got 2147483648)'],
    [['--port', '65536'], '--port must be an integer from 0 to 65535 (got 65536)'],
  ])('proxy %j', async (args, message) => {
    const r = await runCli(['proxy', '--upstream', url, ...args]);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`energy-contract-test: ${message}`);
  });

  test('the longest --max-duration and --timeout run as any other', async () => {
    requests = 0;
    const r = await runCli(['--base-url', url, '--max-duration', '2147483', '--timeout', '2147483647']);
    // The server answers 503 to the first request: reached, not cut short by the time limit.
    expect(r.stdout).not.toMatch(/time limit/);
    expect(requests).toBeGreaterThan(0);
  });
});

describe('files', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'contract-cli-args-'));
    mkdirSync(path.join(dir, 'a-directory'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('events FILE that is a directory: a usage error naming it, not a crash', async () => {
    const r = await runCli(['events', 'a-directory'], { cwd: dir });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/^energy-contract-test: cannot read a-directory: it is a directory\n/);
  });

  test('events: an empty file and an empty stdin are zero events, valid', async () => {
    writeFileSync(path.join(dir, 'empty.ndjson'), '');
    for (const r of [await runCli(['events', 'empty.ndjson'], { cwd: dir }), await runCli(['events', '-'])]) {
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^valid: 0 valid, 0 invalid of 0 events;/m);
    }
  });

  // The report used to be written after the run: a directory or a missing folder crashed the CLI
  // with a stack trace once every request was made, and the report was lost.
  test.each([
    ['a directory', ['--reporter', 'junit', '--output', 'a-directory'], /--output a-directory is a directory/],
    [
      'in a folder that does not exist',
      ['--reporter', 'json', '--output', 'reports/results.json'],
      /--output reports\/results\.json cannot be written \(ENOENT\)/,
    ],
    [
      'with the pretty reporter, which writes no file',
      ['--output', 'results.txt'],
      /--output is where the json and junit reporters write; the pretty reporter writes to stdout/,
    ],
  ])('--output %s: a usage error before any request', async (_name, args, message) => {
    requests = 0;
    const r = await runCli(['--base-url', url, ...args], { cwd: dir });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/ at /);
    expect(requests).toBe(0);
  });
});

describe('arguments that are not options', () => {
  // `--only products charges` ran only products and passed: charges was dropped without a word.
  test.each([
    [['--base-url', 'URL', '--only', 'products', 'charges'], 'unexpected argument charges'],
    [['--base-url', 'URL', '--', '--only', 'x'], 'unexpected argument --only'],
    [['proxy', '--upstream', 'URL', '4012'], 'unexpected argument 4012'],
  ])('%j: a usage error naming it, before any request', async (args, message) => {
    requests = 0;
    const r = await runCli(args.map((a) => (a === 'URL' ? url : a)));
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`energy-contract-test: ${message}`);
    expect(requests).toBe(0);
  });
});

describe('an unknown option names the options a typo away', () => {
  test.each([
    [['--base-url', 'URL', '--max-request', '5'], 'unknown option --max-request (did you mean --max-requests?)'],
    [['--bse-url', 'URL'], 'unknown option --bse-url (did you mean --base-url?)'],
    [['events', '--strct', '-'], 'unknown option --strct (did you mean --strict?)'],
    [['proxy', '--upstream', 'URL', '--prot', '0'], 'unknown option --prot (did you mean --port?)'],
    [['--base-url', 'URL', '--colour'], 'unknown option --colour'],
  ])('%j', async (args, message) => {
    requests = 0;
    const r = await runCli(args.map((a) => (a === 'URL' ? url : a)));
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toBe(`energy-contract-test: ${message}\nRun energy-contract-test --help for the options.\n`);
    expect(requests).toBe(0);
  });
});

describe('a base URL with a query or a fragment', () => {
  // The run appends the contract's paths to the base URL's path and dropped its query without a
  // word: a gateway's ?subscription-key= never reached the server, and every check failed on 401s.
  test.each([
    [['--base-url', 'URL?subscription-key=abc'], '--base-url carries a query', '?subscription-key=***'],
    [['--base-url', 'URL#products'], '--base-url carries a fragment', '#products'],
    [['proxy', '--upstream', 'URL?x=1'], '--upstream carries a query', '?x=1'],
  ])('%j: a usage error naming it, before any request', async (args, message, extra) => {
    requests = 0;
    const r = await runCli(args.map((a) => a.replace(/^URL/, url)));
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(
      `energy-contract-test: ${message}, which the requests would not carry (the contract's paths and queries are added to the base URL's path, ${url}): ${extra}\n`,
    );
    expect(r.stderr).not.toContain('abc');
    expect(requests).toBe(0);
  });
});

// An empty --host (an unset variable in `--host "$HOST"`) listened on every interface, the opposite
// of the default 127.0.0.1, and printed http://[::]:port.
test('proxy --host with an empty value: a usage error, nothing listens', async () => {
  const r = await runCli(['proxy', '--upstream', url, '--port', '0', '--host', '']);
  expect(r.status, r.stdout).toBe(2);
  expect(r.stderr).toContain('energy-contract-test: --host needs an interface, e.g. 127.0.0.1 (got an empty value)');
  expect(r.stdout).toBe('');
});
