// The summary of --envelopes is keyed by what the catalogue names: a stream of made-up event types
// or versions adds one key, not one per name, so its memory and its length stay bounded whatever
// the stream holds. Each error line still says what the line carried.
import { Readable } from 'node:stream';
import { expect, test } from 'vitest';
import { runCli } from '../src/cli.js';

async function cli(args: string[], stdin: string): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(args, {
    stdin: Readable.from([stdin]),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: () => true, isTTY: false },
  });
  return { code, out };
}

const lines = (n: number, line: (i: number) => object): string =>
  Array.from({ length: n }, (_, i) => `${JSON.stringify(line(i))}\n`).join('');

test('made-up types and versions are summed under one key each, in text and JSON', async () => {
  const stream =
    lines(500, (i) => ({ event_type: `made.up.${i}.${'x'.repeat(1000)}`, payload_version: 'v1' })) +
    lines(500, (i) => ({ event_type: 'account.created', payload_version: `v${i + 100}` }));
  const text = await cli(['--envelopes', '-'], stream);
  expect(text.code).toBe(1);
  const summary = text.out.slice(text.out.indexOf('summary (event type@version'));
  expect(summary).toBe(
    [
      'summary (event type@version: valid / invalid):',
      '  (unknown type)@(unknown version): 0 / 500',
      '  account.created@(unknown version): 0 / 500',
      '1000 envelope(s), 1000 invalid',
      '',
    ].join('\n'),
  );
  expect(text.out).toContain('line 1: made.up.0.x');
  expect(text.out).toContain('line 501: account.created@v100 ');
  const json = await cli(['--envelopes', '-', '--json'], stream);
  expect(JSON.parse(json.out.trim().split('\n').at(-1)!)).toEqual({
    summary: {
      '(unknown type)@(unknown version)': { valid: 0, invalid: 500 },
      'account.created@(unknown version)': { valid: 0, invalid: 500 },
    },
    total: 1000,
    invalid: 1000,
  });
});
