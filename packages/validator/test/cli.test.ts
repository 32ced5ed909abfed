import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../src/cli.js';
import { eventExamples, packageRoot } from './support/contracts.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validator-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, data: unknown): string => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
};

async function cli(
  args: string[],
  stdinText: string | Buffer[] = '',
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    stdin: Readable.from(typeof stdinText === 'string' ? [stdinText] : stdinText),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: false },
  });
  return { code, out, err };
}

const payload = eventExamples('account.created', 'v1')[0]!.payload as Record<string, unknown>;
const envelope = (p: unknown, type = 'account.created') =>
  JSON.stringify({
    id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
    event_type: type,
    payload_version: 'v1',
    source: 'energy-platform',
    occurred_at: '2024-05-01T09:30:00Z',
    payload: p,
  });

describe('energy-contracts-validate', () => {
  test('--version prints the package version and exits 0', async () => {
    const r = await cli(['--version']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).version}\n`);
  });

  test('--event with a valid file exits 0', async () => {
    const r = await cli(['--event', 'account.created@v1', write('ok.json', payload)]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/valid \(account\.created@v1\)/);
  });

  test('--event with an invalid file lists pointer and message, exits 1', async () => {
    const r = await cli(['--event', 'account.created@v1', '--strict', write('bad.json', { ...payload, extra: 1 })]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('/extra /extra is not allowed');
  });

  test('--json prints the result', async () => {
    const r = await cli([
      '--event',
      'account.created@v1',
      '--json',
      write('bad2.json', { ...payload, account_number: 1 }),
    ]);
    expect(JSON.parse(r.out)).toMatchObject({ valid: false, errors: [{ path: '/account_number' }] });
  });

  test('--envelopes reads NDJSON from stdin: one line per failure, bad JSON lines, a summary', async () => {
    const lines = [
      envelope(payload),
      envelope({ ...payload, account_number: 5 }),
      '{not json',
      '',
      envelope(payload, 'account.craeted'),
    ].join('\n');
    const r = await cli(['--envelopes', '-'], lines);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'line 2: account.created@v1 /payload/account_number /payload/account_number must be a string (got number)',
    );
    expect(r.out).toMatch(/line 3: not JSON/);
    expect(r.out).toMatch(/line 5: account\.craeted@v1 \/ unknown event type/);
    expect(r.out).toContain('account.created@v1: 1 / 1');
    expect(r.out).toContain('4 envelope(s), 3 invalid');
  });

  // Issue 12, defect 4: bytes that are not UTF-8 used to become U+FFFD and the line was "valid".
  test.each([
    ['FF FE', [0xff, 0xfe]],
    ['overlong C0 AF', [0xc0, 0xaf]],
    ['a surrogate ED A0 80', [0xed, 0xa0, 0x80]],
  ])(
    '--envelopes: a line with invalid UTF-8 (%s) is reported by its number, the others still read',
    async (_name, bad) => {
      const good = envelope(payload);
      // The bad bytes sit inside a string value, where a lenient decoder would have hidden them.
      const tampered = Buffer.concat([Buffer.from(good.slice(0, -30)), Buffer.from(bad), Buffer.from(good.slice(-30))]);
      const r = await cli(['--envelopes', '-'], [Buffer.from(`${good}\r\n`), tampered, Buffer.from(`\n${good}\n`)]);
      expect(r.code).toBe(1);
      expect(r.out).toContain('line 2: not JSON: the line is not valid UTF-8');
      expect(r.out).not.toMatch(/line [13]:/);
      expect(r.out).toContain('3 envelope(s), 1 invalid');
    },
  );

  test('--envelopes: a genuine U+FFFD (valid UTF-8) is still valid', async () => {
    const r = await cli(['--envelopes', '-'], `${envelope({ ...payload, account_number: 'A-\uFFFD' })}\n`);
    expect(r.out).toContain('1 envelope(s), 0 invalid');
  });

  test('--envelopes: a line over --max-line-bytes is reported and skipped, in bounded memory; a bad value is a usage error', async () => {
    const good = envelope(payload);
    const long = `{"pad":"${'x'.repeat(5000)}"}`;
    // The long line arrives in several chunks, as from a pipe.
    const r = await cli(
      ['--envelopes', '-', '--max-line-bytes', '4096'],
      [Buffer.from(`${good}\n${long.slice(0, 3000)}`), Buffer.from(long.slice(3000)), Buffer.from(`\n${good}`)],
    );
    expect(r.out).toContain('line 2: not JSON: the line is longer than 4096 bytes (--max-line-bytes); it was not read');
    expect(r.out).toContain('3 envelope(s), 1 invalid');
    const usage = await cli(['--envelopes', '-', '--max-line-bytes', 'lots']);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/--max-line-bytes must be a positive integer/);
  });

  // 20 001 envelopes: 0.2 s on an idle machine, over 1 s at a load average of 13 on 2 cores.
  test('--envelopes from a file with --progress reports on stderr', async () => {
    const file = write('stream.ndjson', Array.from({ length: 20_001 }, () => envelope(payload)).join('\n'));
    const r = await cli(['--envelopes', file, '--progress']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/20000 lines, 0 invalid/);
    expect(r.out).toContain('20001 envelope(s), 0 invalid');
  }, 30_000);

  test('--response validates a body file', async () => {
    const ok = await cli([
      '--response',
      'GET /v1/products/',
      '--status',
      '200',
      write('list.json', { count: 0, next: null, previous: null, results: [] }),
    ]);
    expect(ok.code).toBe(0);
    const bad = await cli(['--response', 'GET /v1/products/', '--status', '200', write('list2.json', { count: 'x' })]);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('/count must be an integer');
  });

  test('a payload file that is not JSON is a failure, not a crash', async () => {
    const r = await cli(['--event', 'account.created@v1', write('broken.json', '{')]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/is not JSON/);
  });

  test.each([
    [[]],
    [['--event', 'account.created', 'x.json']],
    [['--event', 'account.created@v1']],
    [['--response', 'GET /v1/products/', 'x.json']],
    [['--bogus']],
    [['--envelopes', '/no/such/file']],
    [['--event', 'account.created@v1', '/no/such/file']],
    [['--event', 'account.created@v1', dir]],
    [['--envelopes', dir]],
  ])('usage error %j exits 2 with one line', async (args) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  test('--help', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('--envelopes FILE|-');
  });

  test.skipIf(!fs.existsSync(path.join(packageRoot, 'dist/src/cli.js')))(
    'the built bin runs with its shebang',
    () => {
      const bin = path.join(packageRoot, 'dist/src/cli.js');
      expect(fs.readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
      const r = spawnSync(process.execPath, [bin, '--envelopes', '-'], {
        input: `${envelope(payload)}\n`,
        encoding: 'utf8',
      });
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('1 envelope(s), 0 invalid');
      // A node process of its own: 0.1 s on an idle machine, 2 s at a load average of 13 on 2 cores.
    },
    30_000,
  );
});

describe('a closed output', () => {
  // What the reader's side says when it goes away: EPIPE on a pipe, ECONNRESET on the socket pair
  // Node's child_process gives a child as its stdout (seen once in a full run under load).
  test.each(['EPIPE', 'ECONNRESET'])(
    '%s on the first write ends the run quietly (exit 1: the line was invalid)',
    async (code) => {
      const bad = envelope({ ...payload, account_user_emails: [1] });
      const file = write(`closed-output-${code}.ndjson`, `${bad}\n${bad}\n`);
      const stdout = new EventEmitter() as EventEmitter & { write(s: string): boolean };
      let writes = 0;
      stdout.write = () => {
        writes++;
        queueMicrotask(() => stdout.emit('error', Object.assign(new Error(`write ${code}`), { code })));
        return false;
      };
      let err = '';
      const status = await runCli(['--envelopes', file], {
        stdin: Readable.from(['']),
        stdout,
        stderr: { write: (s: string) => (err += s), isTTY: false },
      });
      expect(err).toBe('');
      expect(status).toBe(1);
      expect(writes).toBe(1);
    },
  );
});

// Issue 12, defect 13: `energy-contracts-validate ... | head -1` crashed with an EPIPE stack trace,
// and a slow reader made the output pile up in memory (431 MB). Both run the built bin as a child.
describe.skipIf(!fs.existsSync(path.join(packageRoot, 'dist/src/cli.js')))('output to a pipe', () => {
  const bin = path.join(packageRoot, 'dist/src/cli.js');
  // 100 errors per line: 20,000 lines (8 MB) print about 200 MB.
  const bad = envelope({ ...payload, account_user_emails: Array(100).fill(1) });
  const file = write('many-errors.ndjson', `${bad}\n`.repeat(20_000));

  test('a reader that closes after the first line ends the run quietly: no stack trace, exit 1 (an invalid line was seen)', async () => {
    const child = spawn(process.execPath, [bin, '--envelopes', file]);
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d));
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (d: Buffer) => resolve(d.toString())),
    );
    child.stdout.destroy();
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(first).toMatch(/^line 1: account\.created@v1 \/payload\/account_user_emails\/0 /);
    expect(err).toBe('');
    expect(status).toBe(1);
  }, 60_000);

  test.skipIf(process.platform !== 'linux')(
    'a reader that does not read holds the writer back: its memory stays bounded, and all output arrives once read',
    async () => {
      const child = spawn(process.execPath, [bin, '--envelopes', file]);
      child.stdout.pause();
      const peakMb = (): number => {
        try {
          const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
          return m ? Number(m[1]) / 1024 : 0;
        } catch {
          return 0;
        }
      };
      // Watch the paused child until its peak stops growing (it waits for 'drain') or passes the bound.
      let peak = 0;
      let stableSince = Date.now();
      const started = Date.now();
      while (Date.now() - started < 30_000 && child.exitCode === null) {
        await new Promise((r) => setTimeout(r, 200));
        const now = peakMb();
        if (now > peak + 1) {
          peak = now;
          stableSince = Date.now();
        }
        if (peak > 150 || (Date.now() - stableSince > 2000 && Date.now() - started > 1000)) break;
      }
      let tail = '';
      child.stdout.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-200)));
      child.stdout.resume();
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThan(150);
      expect(status).toBe(1);
      expect(tail).toContain('20000 envelope(s), 20000 invalid');
    },
    120_000,
  );
});
