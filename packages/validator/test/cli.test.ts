import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
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
    expect(r.out).toContain(': /extra is not allowed');
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
    expect(r.out).toContain('line 2: account.created@v1 /payload/account_number must be a string (got number)');
    expect(r.out).toMatch(/line 3: not JSON/);
    expect(r.out).toMatch(/line 5: account\.craeted@v1 unknown event type/);
    expect(r.out).toContain('account.created@v1: 1 / 1');
    expect(r.out).toContain('4 envelope(s), 3 invalid');
  });

  // Bytes that are not UTF-8 must not become U+FFFD in a line that then reads as valid.
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
    expect(usage.err).toMatch(/--max-line-bytes must be an integer from 1 to 9999999999/);
  });

  // Progress is reported every 10 000 lines (and each second): 20 001 lines give two reports.
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
    expect(r.out).toMatch(/: not JSON: /);
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
    },
    30_000,
  );
});

describe('back-pressure', () => {
  test('a reader that does not read holds the writer back: no write until drain, the input not read ahead; all output arrives once read', async () => {
    // A stream whose buffer is always full (write returns false) and that drains only when the test
    // says: the run must wait for each 'drain' before it writes again, and must stop pulling input
    // lines while it waits, which is what keeps its memory bounded behind a slow pipe.
    const LINES = 500;
    const bad = envelope({ ...payload, account_user_emails: [1] });
    let pulled = 0;
    const stdin = Readable.from(
      (function* () {
        for (; pulled < LINES; ) {
          pulled++;
          yield `${bad}\n`;
        }
      })(),
    );
    const stdout = new EventEmitter() as EventEmitter & { write(s: string): boolean };
    const chunks: string[] = [];
    let full = false;
    let writesWhileFull = 0;
    stdout.write = (s: string) => {
      if (full) writesWhileFull++;
      chunks.push(s);
      full = true;
      return false;
    };
    const drain = () => {
      full = false;
      stdout.emit('drain');
    };
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    let status: number | undefined;
    const run = runCli(['--envelopes', '-'], {
      stdin,
      stdout,
      stderr: { write: () => true, isTTY: false },
    }).then((code) => {
      status = code;
    });
    // In memory, with nothing to wait for but the reader, the run reaches its first write and stops.
    await turns(50);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatch(/^line 1: account\.created@v1 \/payload\/account_user_emails\/0 /);
    expect(pulled).toBeLessThan(50);
    expect(status).toBeUndefined();
    // The reader reads: each write is drained on the next turn, until the run ends.
    stdout.write = (s: string) => {
      if (full) writesWhileFull++;
      chunks.push(s);
      full = true;
      setImmediate(drain);
      return false;
    };
    drain();
    await run;
    expect(writesWhileFull).toBe(0);
    expect(status).toBe(1);
    expect(pulled).toBe(LINES);
    expect(chunks.filter((c) => c.startsWith('line '))).toHaveLength(LINES);
    expect(chunks.at(-1)).toBe(`${LINES} envelope(s), ${LINES} invalid\n`);
  });
});

describe('a closed output', () => {
  // What the reader's side says when it goes away: EPIPE on a pipe, ECONNRESET on the socket pair
  // Node's child_process gives a child as its stdout.
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

// `energy-contracts-validate ... | head -1`: the built bin as a child whose reader goes away must end
// quietly, not with an EPIPE stack trace.
describe.skipIf(!fs.existsSync(path.join(packageRoot, 'dist/src/cli.js')))('output to a pipe', () => {
  const bin = path.join(packageRoot, 'dist/src/cli.js');
  // 100 errors per line: 1,000 lines print about 10 MB, far more than a pipe holds, so the child is
  // still writing when its reader goes away.
  const bad = envelope({ ...payload, account_user_emails: Array(100).fill(1) });
  const file = write('many-errors.ndjson', `${bad}\n`.repeat(1_000));

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
});

describe('each pointer once', () => {
  test('--event: the message names the pointer; the line does not repeat it', async () => {
    const r = await cli(['--event', 'account.created@v1', write('twice.json', { account_number: 5 })]);
    expect(r.code).toBe(1);
    const file = path.join(dir, 'twice.json');
    expect(r.out.split('\n')).toEqual([
      `${file}: /account_user_emails is required but missing`,
      `${file}: /account_number must be a string (got number)`,
      `${file}: invalid (account.created@v1), 2 error(s)`,
      '',
    ]);
  });

  test('--envelopes: one pointer per line; an error of the whole envelope names no pointer', async () => {
    const r = await cli(['--envelopes', '-'], `${envelope({ ...payload, account_number: 5 })}\n[]\n`);
    expect(r.out).toContain('line 1: account.created@v1 /payload/account_number must be a string (got number)\n');
    expect(r.out).toContain('line 2: (unknown type)@(unknown version) envelope must be an object\n');
  });

  test('an error of the whole document is printed without a pointer', async () => {
    const r = await cli(['--response', 'GET /v1/products/', '--status', '418', write('teapot.json', {})]);
    expect(r.out).toMatch(/\.json: status 418 is not documented for GET \/products\/; documented: /);
  });
});

// One reader for both modes: UTF-8 decoded strictly, a byte order mark at the start of the input
// skipped (RFC 8259 lets a parser ignore it), anywhere else a character that is not JSON.
describe('the input is read the same way in every mode', () => {
  const good = envelope(payload);
  const doc = JSON.stringify(payload);
  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
  const badBytes = (text: string): Buffer =>
    Buffer.concat([Buffer.from(text.slice(0, -3)), Buffer.from([0xff, 0xfe]), Buffer.from(text.slice(-3))]);

  test.each<[string, (text: string) => Buffer, 'valid' | 'not UTF-8' | 'not JSON']>([
    ['a byte order mark at the start', (t) => Buffer.concat([BOM, Buffer.from(t)]), 'valid'],
    ['FF FE inside a string', badBytes, 'not UTF-8'],
    ['a byte order mark after a blank', (t) => Buffer.concat([Buffer.from(' '), BOM, Buffer.from(t)]), 'not JSON'],
  ])('%s: the same verdict from --event (file and stdin) and --envelopes', async (_name, make, want) => {
    const file = write(`enc-${want}.json`, '');
    fs.writeFileSync(file, make(doc));
    const single = await cli(['--event', 'account.created@v1', file]);
    const piped = await cli(['--event', 'account.created@v1', '-'], [make(doc)]);
    const stream = await cli(['--envelopes', '-'], [make(good), Buffer.from('\n')]);
    const verdicts = [single, piped, stream].map((r) =>
      r.code === 0
        ? 'valid'
        : /not valid UTF-8/.test(r.out)
          ? 'not UTF-8'
          : /not JSON/.test(r.out)
            ? 'not JSON'
            : r.out,
    );
    expect(verdicts).toEqual([want, want, want]);
  });

  test('--envelopes: a byte order mark starts only the first line', async () => {
    const BOMtext = '\uFEFF';
    const r = await cli(['--envelopes', '-'], `${BOMtext}${good}\n${BOMtext}${good}\n`);
    expect(r.out).toContain('line 2: not JSON');
    expect(r.out).not.toContain('line 1:');
  });
});

describe('usage before input, input capped', () => {
  /** A stdin that never ends and counts what was taken from it. */
  const endless = () => {
    let taken = 0;
    const stream = new Readable({
      read() {
        taken += 65536;
        this.push(Buffer.alloc(65536, 0x20));
      },
    });
    return { stream, taken: () => taken };
  };
  const run = async (args: string[], stdin: Readable) => {
    let out = '';
    let err = '';
    const code = await runCli(args, {
      stdin,
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s), isTTY: false },
    });
    return { code, out, err };
  };

  test.each([
    [['--event', 'account.created', '-']],
    [['--response', 'GET /v1/products/', '-']],
    [['--response', 'nonsense', '--status', '200', '-']],
    [['--event', 'account.created@v1', '--max-bytes', 'lots', '-']],
  ])('%j: a usage error before a byte of stdin is read', async (args) => {
    const input = endless();
    const r = await run(args, input.stream);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(input.taken()).toBe(0);
  });

  test('stdin longer than --max-bytes: refused with a clear error once the cap is passed, not read to its end', async () => {
    const input = endless();
    const r = await run(['--event', 'account.created@v1', '--max-bytes', '1000000', '-'], input.stream);
    expect(r.code).toBe(1);
    expect(r.out).toBe('-: the input is longer than 1000000 bytes (--max-bytes); it was not read\n');
    expect(input.taken()).toBeLessThan(1_000_000 + 4 * 65536);
  });

  test('a file larger than --max-bytes is refused without being read; the default cap is 64 MiB', async () => {
    const file = write('big.json', JSON.stringify({ ...payload, pad: 'x'.repeat(200) }));
    const r = await cli(['--event', 'account.created@v1', '--max-bytes', '100', file]);
    expect(r.code).toBe(1);
    expect(r.out).toBe(`${file}: the input is longer than 100 bytes (--max-bytes); it was not read\n`);
    const json = await cli(['--event', 'account.created@v1', '--json', '--max-bytes', '100', file]);
    expect(JSON.parse(json.out)).toMatchObject({ valid: false, errors: [{ keyword: 'max-bytes', path: '' }] });
    expect((await cli(['--help'])).out).toContain('--max-bytes N');
    expect((await cli(['--event', 'account.created@v1', file])).code).toBe(0);
  });
});

describe('stdin that never ends', () => {
  // The input never ends: a CLI that read its stdin before checking its arguments would wait for
  // the end of it forever (and the test would time out).
  test('a usage error exits 2 without reading stdin', async () => {
    const stdin = new PassThrough();
    stdin.write(Buffer.alloc(1 << 20, 0x20));
    let err = '';
    const code = await runCli(['--event', 'account.created', '-'], {
      stdin,
      stdout: { write: () => true },
      stderr: { write: (s: string) => (err += s), isTTY: false },
    });
    expect(code).toBe(2);
    expect(err).toMatch(/^energy-contracts-validate: --event must be TYPE@VERSION/);
    expect(stdin.readableLength).toBe(1 << 20);
  });
});
