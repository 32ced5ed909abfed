// The CLI: its options, banner, request log and exit codes through main in this process (the code
// the bin runs), and the built bin as a process where only a process proves it: a signal stops it
// and the exit status reaches the shell.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../src/cli.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/src/cli.js');

interface Run {
  /** Sends the signal: to the child, or to main's signal emitter. */
  kill(signal: 'SIGINT' | 'SIGTERM'): void;
  output: Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** The base URL the banner names, once it is out. */
  started: Promise<string>;
}

/** Runs `energy-mock-server ...args` in this process. */
function run(args: string[]): Run {
  const signals = new EventEmitter();
  let stdout = '';
  let stderr = '';
  let onUrl: (url: string) => void = () => {};
  const started = new Promise<string>((resolve) => (onUrl = resolve));
  let onExit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (onExit = resolve));
  const sink = (append: (text: string) => void): Writable =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        append(chunk.toString());
        done();
      },
    });
  const result = main(args, {
    stdout: sink((text) => {
      stdout += text;
      const m = /listening on (\S+)/.exec(stdout);
      if (m) onUrl(m[1]!);
    }),
    stderr: sink((text) => (stderr += text)),
    signals,
    exit: onExit,
  });
  const output = result.then(async (r) => {
    const code = r === 'running' ? await exited : r;
    return { code, stdout, stderr };
  });
  return { kill: (signal) => signals.emit(signal), output, started };
}

/** Runs the built bin as a child process. */
function spawnBin(args: string[], bin = CLI): Run {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let onUrl: (url: string) => void = () => {};
  const started = new Promise<string>((resolve) => (onUrl = resolve));
  child.stdout!.on('data', (chunk) => {
    stdout += chunk.toString();
    const m = /listening on (\S+)/.exec(stdout);
    if (m) onUrl(m[1]!);
  });
  child.stderr!.on('data', (chunk) => (stderr += chunk.toString()));
  const output = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { kill: (signal) => child.kill(signal), output, started };
}

describe('energy-mock-server CLI', () => {
  test('the built bin starts, prints the base URL and demo credentials, serves, and exits 0 on SIGTERM', async () => {
    const { kill, output, started } = spawnBin(['--port', '0', '--now', '2025-01-15T12:00:00Z', '--seed', '3']);
    const url = await started;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/$/);
    const res = await fetch(`${url}products/VAR-22-11-01/`);
    expect(res.status).toBe(200);
    const account = await fetch(`${url}accounts/A-1A2B3C4D/`, {
      headers: { authorization: 'Token sk_test_energy_contracts_demo_key' },
    });
    expect(account.status).toBe(200);
    kill('SIGTERM');
    const { code, stdout } = await output;
    expect(code).toBe(0);
    expect(stdout).toContain('sk_test_energy_contracts_demo_key');
    expect(stdout).toContain('A-1A2B3C4D');
    expect(stdout).toMatch(/demo token \(JWT\): +\S+\.\S+\.\S+/);
    expect(stdout).toContain('curl -u sk_test_energy_contracts_demo_key:');
  }, 20_000);

  // `energy-mock-server | head -1`: the reader is gone by the time a signal stops the server, whose
  // "stopping" line then meets a closed pipe; that ends nothing early and prints no EPIPE stack.
  test('the built bin, its output read by a reader that went away: SIGTERM still stops it with exit 0', async () => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const banner = await new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(banner).toContain('energy-mock-server listening on');
    child.stdout.destroy();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  }, 20_000);

  test('--docs serves a built site at /docs/ and says where', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'cli-docs-'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Spec</title>');
    try {
      const { kill, output, started } = run(['--port', '0', '--quiet', '--docs', site]);
      const url = await started;
      const docs = url.replace(/\/v1\/$/, '/docs/');
      expect(await (await fetch(docs)).text()).toContain('<title>Spec</title>');
      kill('SIGTERM');
      expect((await output).stdout).toContain(`docs (with Try it): ${docs}`);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('SIGINT stops it too', async () => {
    const { kill, output, started } = run(['--port', '0']);
    await started;
    kill('SIGINT');
    const stopped = await output;
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain('energy-mock-server: SIGINT received, stopping');
  });

  // Called as `node path/to/cli` (Node adds the extension, as require does): the bin still knows it is the entry.
  test('the built bin, named without .js: a usage error reaches the shell as exit status 2', async () => {
    const { code, stdout, stderr } = await spawnBin(['--bogus'], CLI.replace(/\.js$/, '')).output;
    expect(code).toBe(2);
    expect(stderr).toMatch(/^energy-mock-server: unknown option --bogus/);
    expect(stdout).toBe('');
  }, 20_000);

  test.each([
    [['--help'], 0, /Usage:/],
    [['--port', 'abc'], 2, /--port/],
    [['--seed', '-1'], 2, /seed|--seed/],
    [['--now', 'yesterday'], 2, /--now/],
    [['--now', '2025'], 2, /--now/],
    [['--now', '2024-03-31T01:30'], 2, /--now: .*does not exist in Europe\/London/],
    [['--bogus'], 2, /^energy-mock-server: unknown option --bogus \(see --help\)$/m],
    [['--prot', '0'], 2, /^energy-mock-server: unknown option --prot \(did you mean --port\?\) \(see --help\)$/m],
    [['--log', 'xml'], 2, /--log: expected text or json/],
    [['--quiet', '--log', 'json'], 2, /--quiet and --log/],
    // Options the app refuses are usage errors too, named as the command line spells them.
    [['--rate-limit', 'lots', '--port', '0'], 2, /--rate-limit: expected N\/window/],
    [['--account-number', 'nope', '--port', '0'], 2, /--account-number: expected/],
    [
      ['--now', '9999-12-31T23:59:59Z', '--port', '0'],
      2,
      /--now: expected a clock from 0000-01-01T00:00:00Z to 9999-12-29T00:00:00Z/,
    ],
    [['--version'], 0, /^\d+\.\d+\.\d+\n$/],
    [
      ['--docs', '/nonexistent-docs-dir', '--port', '0'],
      2,
      /^energy-mock-server: --docs: not a directory: \/nonexistent-docs-dir \(see --help\)$/m,
    ],
  ])('%j exits %i', async (args, want, message) => {
    const { output } = run(args);
    const { code, stdout, stderr } = await output;
    expect(code).toBe(want);
    expect(`${stdout}${stderr}`).toMatch(message);
  });

  test('logs one line per request on stderr by default, none with --quiet, JSON with --log json', async () => {
    const outputs: Record<string, string> = {};
    for (const [name, extra] of [
      ['default', []],
      ['quiet', ['--quiet']],
      ['json', ['--log', 'json']],
    ] as const) {
      const { kill, output, started } = run(['--port', '0', '--now', '2025-01-15T12:00:00Z', ...extra]);
      const url = await started;
      expect((await fetch(`${url}products/?page_size=1`)).status).toBe(200);
      expect((await fetch(`${url}nothing/`)).status).toBe(404);
      kill('SIGTERM');
      outputs[name] = (await output).stderr;
    }
    expect(outputs.default!.trim().split('\n')).toEqual([
      expect.stringMatching(/^GET \/v1\/products\/\?page_size=1 200 \d+\.\dms$/),
      expect.stringMatching(/^GET \/v1\/nothing\/ 404 /),
    ]);
    expect(outputs.quiet).toBe('');
    const json = outputs
      .json!.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { method: string; path: string; status: number; ms: number });
    expect(json.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['GET', '/v1/products/?page_size=1', 200],
      ['GET', '/v1/nothing/', 404],
    ]);
    expect(json[0]!.ms).toEqual(expect.any(Number));
  });

  test("--strict answers the platform's lenient values with 400s naming the parameter; without it they work", async () => {
    // [request, status by default, status and named parameters under --strict]
    const cases: Array<[string, number, number, string[]]> = [
      [
        'products/?is_green=True&is_business=False&available_at=2024-06-01&brand=&page_size=abc',
        200,
        400,
        ['available_at', 'brand', 'is_business', 'is_green', 'page_size'],
      ],
      ['products/?available_at=2024-06-01%2000:00Z&page_size=99999', 200, 400, ['available_at', 'page_size']],
      ['products/VAR-22-11-01/?tariffs_active_at=2024-06-01T00:00:00%2B0000', 200, 400, ['tariffs_active_at']],
      ['products/VAR-22-11-01/?tariffs_active_at=', 200, 400, ['tariffs_active_at']],
      ['products/?page=abc', 404, 400, ['page']],
    ];
    for (const strict of [false, true]) {
      const { kill, output, started } = run([
        '--port',
        '0',
        '--quiet',
        '--now',
        '2025-01-15T12:00:00Z',
        ...(strict ? ['--strict'] : []),
      ]);
      const url = await started;
      for (const [query, byDefault, strictStatus, keys] of cases) {
        const res = await fetch(`${url}${query}`);
        const body = (await res.json()) as Record<string, unknown>;
        expect(res.status, query).toBe(strict ? strictStatus : byDefault);
        if (strict) expect(Object.keys(body).sort()).toEqual(keys);
      }
      kill('SIGTERM');
      expect((await output).code).toBe(0);
    }
  });
});
