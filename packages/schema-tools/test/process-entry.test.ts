// The one rule for a bin's "am I the entry" check (src/process-entry.ts): the entry as Node finds it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { isProcessEntry } from '../src/process-entry.js';

const dir = mkdtempSync(path.join(tmpdir(), 'process-entry-'));
const cli = path.join(dir, 'pkg', 'dist', 'cli.js');
mkdirSync(path.dirname(cli), { recursive: true });
writeFileSync(cli, '');
writeFileSync(path.join(dir, 'pkg', 'dist', 'other.js'), '');
mkdirSync(path.join(dir, '.bin'));
symlinkSync(cli, path.join(dir, '.bin', 'the-bin'));
const url = pathToFileURL(cli).href;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('isProcessEntry', () => {
  test('the module is the entry: by its path, without its extension, relative, through a bin symlink', () => {
    expect(isProcessEntry(url, cli)).toBe(true);
    expect(isProcessEntry(url, cli.slice(0, -'.js'.length))).toBe(true);
    expect(isProcessEntry(url, path.relative(process.cwd(), cli))).toBe(true);
    expect(isProcessEntry(url, path.join(dir, '.bin', 'the-bin'))).toBe(true);
  });

  test('another script, an entry that is no file (node -e), or none is not the module, and nothing throws', () => {
    expect(isProcessEntry(url, path.join(dir, 'pkg', 'dist', 'other.js'))).toBe(false);
    expect(isProcessEntry(url, path.join(dir, 'no-such-file'))).toBe(false);
    expect(isProcessEntry(url, 'foo')).toBe(false);
    expect(isProcessEntry(url, '')).toBe(false);
    expect(isProcessEntry(url, undefined)).toBe(false);
  });

  test('by default the entry is process.argv[1]: here the test runner, not this file', () => {
    expect(isProcessEntry(import.meta.url)).toBe(false);
  });
});
