// The command line as a CI script writes it: a mistake is one usage line (exit 2) that names what
// was wrong and, for a mistyped option, the option meant.
import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { runCli } from '../src/cli.js';

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    stdin: Readable.from(['{}']),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: false },
  });
  return { code, out, err };
}

describe('an unknown option names the options a typo away', () => {
  test.each([
    [['--evnt', 'account.created@v1', '-'], 'unknown option --evnt (did you mean --event?)'],
    [['--envelope', '-'], 'unknown option --envelope (did you mean --envelopes?)'],
    [['--max-byte=5', '--event', 'account.created@v1', '-'], 'unknown option --max-byte (did you mean --max-bytes?)'],
    [['--colour', '--event', 'account.created@v1', '-'], 'unknown option --colour'],
  ])('%j', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`energy-contracts-validate: ${message} (see --help)\n`);
    expect(r.out).toBe('');
  });
});

describe('an option the mode does not read is a usage error naming it', () => {
  // Each was dropped without a word: --strict with --response validated tolerant, --status with
  // --event was never looked at, --max-line-bytes with --event capped nothing.
  test.each([
    [
      ['--response', 'GET /v1/products/', '--status', '200', '--strict', '-'],
      '--strict is for --event and --envelopes (REST responses are validated tolerant only)',
    ],
    [['--event', 'account.created@v1', '--status', '200', '-'], '--status is for --response'],
    [['--envelopes', '-', '--status', '200'], '--status is for --response'],
    [
      ['--event', 'account.created@v1', '--max-line-bytes', '10', '-'],
      '--max-line-bytes is for --envelopes; with --event and --response, use --max-bytes',
    ],
    [['--event', 'account.created@v1', '--progress', '-'], '--progress is for --envelopes'],
  ])('%j', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`energy-contracts-validate: ${message} (see --help)\n`);
    expect(r.out).toBe('');
  });
});

describe('a byte count out of range names the range', () => {
  // 99999999999 is a positive integer; the message said it must be one.
  test.each([
    [['--event', 'account.created@v1', '--max-bytes', '99999999999', '-'], '--max-bytes', '99999999999'],
    [['--envelopes', '-', '--max-line-bytes', '0'], '--max-line-bytes', '0'],
    [['--envelopes', '-', '--max-line-bytes', '1e6'], '--max-line-bytes', '1e6'],
  ])('%j', async (args, name, value) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `energy-contracts-validate: ${name} must be an integer from 1 to 9999999999 (got ${value}) (see --help)\n`,
    );
  });
});
