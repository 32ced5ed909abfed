// The README helpers: blocks found by language and section, examples run and type-checked from a
// scratch folder that is gone afterwards.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fencedBlocks, inScratchDir, markdownSection, runExample, typeCheckExamples } from '../src/readme.js';

const MARKDOWN = ['# Title', '```ts', 'a', '```', '## Usage', '```ts', 'b', '```', '```sh', 'c', '```', '### Detail', '```ts', 'd', '```', '## Other', '```ts', 'e', '```', ''].join('\n');

describe('fencedBlocks', () => {
  test.each([
    ['every ts block', 'ts', undefined, ['a\n', 'b\n', 'd\n', 'e\n']],
    ['one language', 'sh', undefined, ['c\n']],
    ['a section and its subsections', 'ts', '## Usage', ['b\n', 'd\n']],
    ['a subsection alone', 'ts', '### Detail', ['d\n']],
  ])('%s', (_name, lang, section, want) => {
    expect(fencedBlocks(MARKDOWN, lang, section)).toEqual(want);
  });
  test('a missing section is an error naming it', () => expect(() => fencedBlocks(MARKDOWN, 'ts', '## Nope')).toThrow('## Nope'));
});

describe('markdownSection', () => {
  // A shell comment and a longer fence holding a shorter one: neither ends a section.
  const DOC = ['# Title', 'intro', '## Usage', '```sh', '# not a heading', '```', '### Detail', '````md', '```', '## inside', '```', '````', 'tail', '## Other', 'other', '#no space', '## Last', 'end'].join('\n');
  test.each([
    ['the first heading, up to one of the same level', '# Title', DOC],
    ['a section with its subsections; # lines in fences are not headings', '## Usage', DOC.slice(DOC.indexOf('## Usage'), DOC.indexOf('\n## Other'))],
    ['a subsection ends at a higher heading', '### Detail', DOC.slice(DOC.indexOf('### Detail'), DOC.indexOf('\n## Other'))],
    ['"#" without a space is text', '## Other', '## Other\nother\n#no space'],
    ['the last section runs to the end', '## Last', '## Last\nend'],
  ])('%s', (_name, heading, want) => expect(markdownSection(DOC, heading)).toBe(want));
  test.each([
    ['a heading inside a fence is not found', '## inside'],
    ['a heading is matched as a whole line', '## Use'],
  ])('%s', (_name, heading) => expect(() => markdownSection(DOC, heading)).toThrow(`no heading "${heading}"`));
});

describe('examples', () => {
  // A package of its own inside this one (so tsx and typescript resolve as in the workspace).
  const packageDir = mkdtempSync(path.join(import.meta.dirname, '..', '.readme-check-fixture-'));
  writeFileSync(path.join(packageDir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json' }));
  afterAll(() => rmSync(packageDir, { recursive: true, force: true }));

  test('inScratchDir removes its folder even when the callback throws', async () => {
    let seen = '';
    await expect(inScratchDir(packageDir, (dir) => { seen = dir; throw new Error('boom'); })).rejects.toThrow('boom');
    expect(existsSync(seen)).toBe(false);
    expect(readdirSync(packageDir)).toEqual(['tsconfig.json']);
  });

  test('runExample runs JavaScript and TypeScript, with arguments', async () => {
    expect((await runExample(packageDir, 'console.log(process.argv[2]);', { file: 'a.mjs', args: ['x'] })).stdout).toBe('x\n');
    const ts = await runExample(packageDir, 'const n: number = 2;\nconsole.log(n * 21);');
    expect([ts.status, ts.stdout]).toEqual([0, '42\n']);
  }, 30_000);

  test("this package's README examples type-check", async () => {
    const blocks = fencedBlocks(readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8'), 'ts', '## Usage');
    expect(blocks).toHaveLength(2);
    const r = await typeCheckExamples(path.join(import.meta.dirname, '..'), blocks);
    expect(r.status, r.stdout).toBe(0);
  }, 60_000);

  test('typeCheckExamples reports a type error and passes correct code', async () => {
    expect((await typeCheckExamples(packageDir, ['export const a: number = 1;'])).status).toBe(0);
    const wrong = await typeCheckExamples(packageDir, ["export const a: number = 'x';"]);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toMatch(/TS2322/);
  }, 60_000);
});
