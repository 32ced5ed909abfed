// A generator's command line: writes, checks (up to date / stale), reads another document, and
// answers usage errors with exit 2, each with one line naming the command.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { runGeneratedFileCommand, type GeneratedFileCommand } from '../src/generated-file.js';

const project = mkdtempSync(path.join(tmpdir(), 'generated-file-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
};
put(
  'node_modules/@energy-contracts/openapi/package.json',
  JSON.stringify({ name: '@energy-contracts/openapi', exports: { './openapi.json': './generated/openapi.json' } }),
);
put('node_modules/@energy-contracts/openapi/generated/openapi.json', JSON.stringify({ info: { version: '1.2.3' } }));
put('other.json', JSON.stringify({ info: { version: '9.9.9' } }));

const out = path.join(project, 'generated', 'version.ts');
const command: GeneratedFileCommand = {
  name: 'generate-version',
  usage: 'Usage: tsx scripts/generate-version.ts [--spec <openapi.json>] [--out <file>] [--check]',
  what: 'generated/version.ts',
  file: out,
  regenerate: 'npm run generate',
  from: pathToFileURL(path.join(project, 'scripts', 'generate-version.ts')),
  render: (spec) => `export const version = ${JSON.stringify((spec.info as { version: string }).version)};\n`,
  summary: () => '(1 constant)',
};

let lines: string[];
beforeEach(() => {
  lines = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(`out: ${line}`));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(`err: ${line}`));
});
afterEach(() => vi.restoreAllMocks());

describe('runGeneratedFileCommand', () => {
  test('writes the file from the published document, then --check finds it up to date', async () => {
    expect(await runGeneratedFileCommand(command, [])).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe('export const version = "1.2.3";\n');
    expect(lines).toEqual([expect.stringMatching(/^out: generate-version: wrote .*version\.ts \(1 constant\)$/)]);
    expect(await runGeneratedFileCommand(command, ['--check'])).toBe(0);
    expect(lines[1]).toMatch(/^out: generate-version: .*version\.ts is up to date$/);
  });

  test('--check of a stale file exits 1 naming the command that updates it, and writes nothing', async () => {
    writeFileSync(out, 'old\n');
    expect(await runGeneratedFileCommand(command, ['--check'])).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^err: generate-version: .*version\.ts is stale; run npm run generate$/),
    ]);
    expect(readFileSync(out, 'utf8')).toBe('old\n');
  });

  test('--spec and --out', async () => {
    const other = path.join(project, 'elsewhere', 'v.ts');
    expect(await runGeneratedFileCommand(command, ['--spec', path.join(project, 'other.json'), '--out', other])).toBe(
      0,
    );
    expect(readFileSync(other, 'utf8')).toBe('export const version = "9.9.9";\n');
  });

  test.each([
    ['an unknown option', ['--nope'], 2, /^err: generate-version: unknown option --nope; see --help$/],
    [
      'an unknown option a typo away',
      ['--chek'],
      2,
      /^err: generate-version: unknown option --chek \(did you mean --check\?\); see --help$/,
    ],
    [
      'a positional argument',
      ['stray'],
      2,
      /^err: generate-version: Unexpected argument 'stray'\. This command does not take positional arguments; see --help$/,
    ],
    ['a missing --spec file', ['--spec', path.join(project, 'none.json')], 1, /^err: generate-version: ENOENT/],
    [
      '--help',
      ['--help'],
      0,
      /^out: Usage: tsx scripts\/generate-version\.ts .*\nWrites generated\/version\.ts from @energy-contracts\/openapi\/openapi\.json/,
    ],
  ])('%s', async (_name, argv, code, line) => {
    expect(await runGeneratedFileCommand(command, argv)).toBe(code);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });
});
