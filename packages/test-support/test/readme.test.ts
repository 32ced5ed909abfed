// The README helpers: blocks found by language and section, examples run and type-checked from a
// scratch folder that is gone afterwards.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  fencedBlockLines,
  fencedBlocks,
  importExample,
  inScratchDir,
  markdownSection,
  runExample,
  typeCheckExamples,
} from '../src/readme.js';

const MARKDOWN = [
  '# Title',
  '```ts',
  'a',
  '```',
  '## Usage',
  '```ts',
  'b',
  '```',
  '```sh',
  'c',
  '```',
  '### Detail',
  '```ts',
  'd',
  '```',
  '## Other',
  '```ts',
  'e',
  '```',
  '',
].join('\n');

describe('fencedBlocks', () => {
  test.each([
    ['every ts block', 'ts', undefined, ['a\n', 'b\n', 'd\n', 'e\n']],
    ['one language', 'sh', undefined, ['c\n']],
    ['a section and its subsections', 'ts', '## Usage', ['b\n', 'd\n']],
    ['a subsection alone', 'ts', '### Detail', ['d\n']],
  ])('%s', (_name, lang, section, want) => {
    expect(fencedBlocks(MARKDOWN, lang, section)).toEqual(want);
  });
  test('a missing section is an error naming it', () =>
    expect(() => fencedBlocks(MARKDOWN, 'ts', '## Nope')).toThrow('## Nope'));
  // Fences as CommonMark reads them (the hand-written regex before markdown-it found none of these
  // or the wrong text).
  test.each([
    ['a tilde fence', '~~~ts\nx\n~~~', 'ts', ['x\n']],
    ["the info string's first word is the language", '```ts title="a.ts"\nx\n```\n```tsx\ny\n```', 'ts', ['x\n']],
    [
      "a fence in a list item, without the item's indentation",
      '1. Run:\n\n   ```sh\n   npm test\n     --force\n   ```',
      'sh',
      ['npm test\n  --force\n'],
    ],
    ['a fence indented up to 3 spaces loses that indentation', '  ```ts\n  x\n y\n  ```', 'ts', ['x\ny\n']],
    ['4 spaces make an indented code block, not a fence', 'text\n\n    ```ts\n    x\n    ```', 'ts', []],
    ['a block holding ``` in a line', '```ts\nconst fence = "```";\n```', 'ts', ['const fence = "```";\n']],
    ['a longer fence holds a shorter one', '````md\n```ts\nx\n```\n````', 'ts', []],
    ["... whose text is the outer block's", '````md\n```ts\nx\n```\n````', 'md', ['```ts\nx\n```\n']],
    ['a fence in a raw HTML block is HTML', '<details>\n```ts\nx\n```\n</details>', 'ts', []],
    ['... and a fence after a blank line is a fence again', '<details>\n\n```ts\nx\n```\n\n</details>', 'ts', ['x\n']],
    ['a fence left open runs to the end', '```ts\nx\n', 'ts', ['x\n']],
    ['no language: the blocks without an info string', '```ts\na\n```\ntext\n```\nb\n```', '', ['b\n']],
  ])('%s', (_name, markdown, lang, want) => expect(fencedBlocks(markdown, lang)).toEqual(want));
});

describe('fencedBlockLines', () => {
  test('each block with the README line its code starts on', () => {
    // MARKDOWN's ts blocks open on lines 2, 6, 13 and 17 (1-based): their code starts a line later.
    expect(fencedBlockLines(MARKDOWN, 'ts')).toEqual([
      { code: 'a\n', line: 3 },
      { code: 'b\n', line: 7 },
      { code: 'd\n', line: 14 },
      { code: 'e\n', line: 18 },
    ]);
    expect(fencedBlockLines(MARKDOWN, 'ts', '### Detail')).toEqual([{ code: 'd\n', line: 14 }]);
  });
  test('a line of the code is the line of the text: the same words at the same place', () => {
    const text = [
      '# T',
      '',
      '1. Step:',
      '',
      '   ```ts',
      '   const a = 1;',
      '   const b = 2;',
      '   ```',
      '',
      '~~~ts',
      'const c = 3;',
      '~~~',
    ].join('\r\n');
    const lines = text.split(/\r\n/);
    for (const block of fencedBlockLines(text, 'ts')) {
      for (const [k, codeLine] of block.code.split('\n').slice(0, -1).entries())
        expect(lines[block.line - 1 + k]!.trim()).toBe(codeLine.trim());
    }
    expect(fencedBlockLines(text, 'ts').map((b) => b.line)).toEqual([6, 11]);
  });
});

describe('markdownSection', () => {
  // A shell comment and a longer fence holding a shorter one: neither ends a section.
  const DOC = [
    '# Title',
    'intro',
    '## Usage',
    '```sh',
    '# not a heading',
    '```',
    '### Detail',
    '````md',
    '```',
    '## inside',
    '```',
    '````',
    'tail',
    '## Other',
    'other',
    '#no space',
    '## Last',
    'end',
  ].join('\n');
  test.each([
    ['the first heading, up to one of the same level', '# Title', DOC],
    [
      'a section with its subsections; # lines in fences are not headings',
      '## Usage',
      DOC.slice(DOC.indexOf('## Usage'), DOC.indexOf('\n## Other')),
    ],
    [
      'a subsection ends at a higher heading',
      '### Detail',
      DOC.slice(DOC.indexOf('### Detail'), DOC.indexOf('\n## Other')),
    ],
    ['"#" without a space is text', '## Other', '## Other\nother\n#no space'],
    ['the last section runs to the end', '## Last', '## Last\nend'],
  ])('%s', (_name, heading, want) => expect(markdownSection(DOC, heading)).toBe(want));
  test.each([
    ['a heading inside a fence is not found', '## inside'],
    ['a heading is matched as a whole line', '## Use'],
    ['a heading is matched at its level', '### Other'],
  ])('%s', (_name, heading) => expect(() => markdownSection(DOC, heading)).toThrow(`no heading "${heading}"`));
  test('a heading argument that is not a heading is an error naming it', () =>
    expect(() => markdownSection(DOC, 'Usage')).toThrow('"Usage" is not a Markdown heading'));
  // Headings as CommonMark reads them.
  test.each([
    ['a setext heading ends a section', '## A\na\n\nB\n---\nb', '## A', '## A\na\n'],
    ['a setext heading is found by its ATX spelling', '## A\na\n\nB\n---\nb', '## B', 'B\n---\nb'],
    ['a heading indented up to 3 spaces ends a section', '## A\na\n   ## B\nb', '## A', '## A\na'],
    ['a closing sequence is not part of the heading', '## A ##\na', '## A', '## A ##\na'],
    [
      'a # line in a tilde fence is not a heading',
      '## A\n~~~sh\n# comment\n~~~\n## B',
      '## A',
      '## A\n~~~sh\n# comment\n~~~',
    ],
    [
      'a heading in a list item or a block quote ends no section',
      '## A\n- ## item\n> ## quote\n## B',
      '## A',
      '## A\n- ## item\n> ## quote',
    ],
    ['CRLF line ends are kept', 'x\r\n## A\r\na\r\n## B\r\n', '## A', '## A\r\na'],
  ])('%s', (_name, markdown, heading, want) => expect(markdownSection(markdown, heading)).toBe(want));
});

describe('examples', () => {
  // A package of its own inside this one (so tsx and typescript resolve as in the workspace).
  const packageDir = mkdtempSync(path.join(import.meta.dirname, '..', '.readme-check-fixture-'));
  writeFileSync(path.join(packageDir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json' }));
  afterAll(() => rmSync(packageDir, { recursive: true, force: true }));

  test('inScratchDir removes its folder even when the callback throws', async () => {
    let seen = '';
    await expect(
      inScratchDir(packageDir, (dir) => {
        seen = dir;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(existsSync(seen)).toBe(false);
    expect(readdirSync(packageDir)).toEqual(['tsconfig.json']);
  });

  test('runExample runs JavaScript and TypeScript, with arguments', async () => {
    expect((await runExample(packageDir, 'console.log(process.argv[2]);', { file: 'a.mjs', args: ['x'] })).stdout).toBe(
      'x\n',
    );
    const ts = await runExample(packageDir, 'const n: number = 2;\nconsole.log(n * 21);');
    expect([ts.status, ts.stdout]).toEqual([0, '42\n']);
  }, 30_000);

  test('importExample runs TypeScript in this process: console output captured, top-level await, a throw is status 1', async () => {
    const { log, error } = console;
    const ok = await importExample(
      packageDir,
      "const n: number = await Promise.resolve(21);\nconsole.log(n * 2, { a: [1] });\nconsole.error('to stderr');",
    );
    expect(ok).toEqual({ status: 0, stdout: '42 { a: [ 1 ] }\n', stderr: 'to stderr\n' });
    const thrown = await importExample(packageDir, "console.log('before');\nthrow new RangeError('bad example');", {
      file: 'thrower.ts',
    });
    expect([thrown.status, thrown.stdout]).toEqual([1, 'before\n']);
    expect(thrown.stderr).toMatch(/^RangeError: bad example/);
    expect([console.log, console.error]).toEqual([log, error]);
    expect(readdirSync(packageDir).filter((f) => f.startsWith('.readme-check-'))).toEqual([]);
  });

  test('typeCheckExamples reports a type error in the block that has it, and none in correct code', async () => {
    const r = await typeCheckExamples(packageDir, ['export const a: number = 1;', "export const b: number = 'x';"]);
    expect(r.status).not.toBe(0);
    expect(r.stdout).toMatch(/example-1\.ts\(1,14\): error TS2322/);
    expect(r.stdout).not.toMatch(/example-0\.ts/);
  }, 60_000);
});
