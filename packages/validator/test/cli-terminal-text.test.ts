// What the input chose (a field name, an event type, the text JSON.parse quotes) reaches the
// terminal shown, never obeyed: no escape sequence, carriage return or newline of the input is
// printed as it is in text mode. --json output stays JSON (which escapes them itself).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../src/cli.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validator-cli-terminal-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    stdin: Readable.from([stdin]),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: false },
  });
  return { code, out, err };
}

// Any control character but the newline that ends each printed line, and tab.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const ESC = '\u001b';

describe('text mode shows control characters of the input as escapes', () => {
  test('a field name in --event --strict', async () => {
    const file = path.join(dir, 'payload.json');
    const key = `${ESC}[2J${ESC}[H\r✓ valid`;
    fs.writeFileSync(file, JSON.stringify({ account_number: 'A-1', account_user_emails: [], [key]: 1 }));
    const r = await cli(['--event', 'account.created@v1', '--strict', file]);
    expect(r.code).toBe(1);
    expect(r.out).not.toMatch(CONTROL);
    expect(r.out).toContain(`${file}: /\\u001b[2J\\u001b[H\\u000d✓ valid is not allowed`);
    expect(r.out.split('\n')).toHaveLength(3);
  });

  test('the text JSON.parse quotes from a file that is not JSON', async () => {
    const file = path.join(dir, 'not-json.json');
    fs.writeFileSync(file, `{"a": ${ESC}]0;title\u0007}`);
    const r = await cli(['--event', 'account.created@v1', file]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/not JSON: /);
    expect(r.out).not.toMatch(CONTROL);
  });

  test('an event type and version in --envelopes, on each error line', async () => {
    const line = JSON.stringify({ id: 'x', event_type: `${ESC}]0;pwned\u0007acct`, payload_version: `v1${ESC}[31m` });
    const r = await cli(['--envelopes', '-'], `${line}\n`);
    expect(r.code).toBe(1);
    expect(r.out).not.toMatch(CONTROL);
    expect(r.out).toContain('line 1: \\u001b]0;pwned\\u0007acct@v1\\u001b[31m ');
    expect(r.out).toContain('  (unknown type)@(unknown version): 0 / 1\n');
  });

  test('--json keeps the input as it is, escaped by JSON itself', async () => {
    const file = path.join(dir, 'payload-json.json');
    const key = `${ESC}[31mRED`;
    fs.writeFileSync(file, JSON.stringify({ account_number: 'A-1', account_user_emails: [], [key]: 1 }));
    const r = await cli(['--event', 'account.created@v1', '--strict', '--json', file]);
    expect(r.out).not.toMatch(CONTROL);
    expect((JSON.parse(r.out) as { errors: Array<{ path: string }> }).errors[0]!.path).toBe(`/${key}`);
  });
});
