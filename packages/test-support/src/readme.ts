// README examples are run or type-checked by the tests of their package: this finds the fenced
// blocks, and runs or type-checks them from a throw-away folder inside the package (so the
// package's own name and its dependencies resolve as a user's code would), removed afterwards.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';
import MarkdownIt, { type Token } from 'markdown-it';
import { runProcess, type ProcessResult } from './process.js';

// CommonMark, read by markdown-it's parser (its `commonmark` preset: what GitHub's renderer
// extends), so a section and a fenced block end where a reader of the rendered README sees them end.
const md = new MarkdownIt('commonmark');

/** A heading token's level and text: `## Usage` and `Usage\n-----` are both `[2, 'Usage']`. */
function headingOf(tokens: readonly Token[], i: number): [level: number, text: string] {
  return [Number(tokens[i]!.tag.slice(1)), tokens[i + 1]!.content];
}

/**
 * The lines `[start, end)` of the section under `heading` (parsed as Markdown: `## Usage`), `end`
 * undefined when the section runs to the end. Only headings at the top level count: a `#` line in
 * a fenced block, a list item or a block quote is no section's boundary.
 */
function sectionLines(tokens: readonly Token[], heading: string): [start: number, end: number | undefined] {
  const wanted = md.parse(heading, {});
  if (wanted.length !== 3 || wanted[0]!.type !== 'heading_open')
    throw new Error(`heading ${JSON.stringify(heading)} is not a Markdown heading: write it in full, as "## Usage"`);
  const [level, text] = headingOf(wanted, 0);
  const at = tokens.findIndex(
    (t, i) =>
      t.type === 'heading_open' &&
      t.level === 0 &&
      headingOf(tokens, i)[0] === level &&
      headingOf(tokens, i)[1] === text,
  );
  if (at < 0) throw new Error(`the Markdown text has no heading ${JSON.stringify(heading)}`);
  const next = tokens.findIndex(
    (t, i) => i > at && t.type === 'heading_open' && t.level === 0 && headingOf(tokens, i)[0] <= level,
  );
  return [tokens[at]!.map![0], next < 0 ? undefined : tokens[next]!.map![0]];
}

/**
 * The text of one section of a Markdown text: from the heading `heading` (written in full, `## Usage`;
 * a setext heading of the same level and text matches too) up to the next heading of the same or a
 * higher level, subsections included. A `#` line inside a fenced block (a shell comment) is not a
 * heading; neither is one inside a list item or a block quote.
 * @throws Error naming the heading when the text has no such heading, or when `heading` is not one.
 * @example markdownSection(readme, '### Query values: two readings').split('\n').filter((line) => line.startsWith('| `'))
 */
export function markdownSection(markdown: string, heading: string): string {
  const [start, end] = sectionLines(md.parse(markdown, {}), heading);
  // Line breaks as CommonMark counts them (markdown-it's map is in those lines); the text keeps its own.
  const breaks = [...markdown.matchAll(/\r\n?|\n/g)];
  const from = start === 0 ? 0 : breaks[start - 1]!.index + breaks[start - 1]![0].length;
  return end === undefined ? markdown.slice(from) : markdown.slice(from, breaks[end - 1]!.index);
}

/**
 * The contents of the fenced code blocks of `lang` (the first word of the info string: `ts` in
 * ```` ```ts title="a.ts" ````) in a Markdown text, in order, as CommonMark reads them: backtick or
 * tilde fences, each block's lines without the indentation of its fence (or list item), newlines
 * included; with `section`, only those of {@link markdownSection}`(markdown, section)`. A fence
 * indented 4 spaces is indented code, not a fence.
 * @example fencedBlocks(readme, 'ts', '## Usage')[0]
 */
export function fencedBlocks(markdown: string, lang: string, section?: string): string[] {
  return fencedBlockLines(markdown, lang, section).map((block) => block.code);
}

/**
 * {@link fencedBlocks} with each block's place: `line` is the 1-based line of the Markdown text on
 * which the block's code starts (the line after its opening fence), so a problem found in line k
 * of the code (0-based) is on line `line + k` of the README.
 * @example fencedBlockLines('# A\n\n```ts\nlet a = 1;\n```\n', 'ts') // [{ code: 'let a = 1;\n', line: 4 }]
 */
export function fencedBlockLines(
  markdown: string,
  lang: string,
  section?: string,
): Array<{ code: string; line: number }> {
  const tokens = md.parse(markdown, {});
  const [start, end] = section === undefined ? [0, undefined] : sectionLines(tokens, section);
  return tokens
    .filter((t) => t.type === 'fence' && t.map![0] >= start && (end === undefined || t.map![0] < end))
    .filter((t) => md.utils.unescapeAll(t.info).trim().split(/\s+/)[0] === lang)
    .map((t) => ({ code: t.content, line: t.map![0] + 2 }));
}

/**
 * Calls `use` with a new folder inside `packageDir` (`.readme-check-*`, ignored by git) and removes
 * it afterwards, whatever happens.
 * @example await inScratchDir(packageDir, async (dir) => writeFileSync(path.join(dir, 'a.ts'), code));
 */
export async function inScratchDir<T>(packageDir: string, use: (dir: string) => Promise<T> | T): Promise<T> {
  const dir = mkdtempSync(path.join(packageDir, '.readme-check-'));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Options of {@link runExample}; absent ones: a TypeScript file run from the package folder. */
export interface RunExampleOptions {
  /** The example's file name; its extension decides how it runs (`.ts`/`.mts` with tsx). Absent: `usage.ts`. */
  file?: string;
  /** Arguments after the file. */
  args?: string[];
}

/**
 * Runs one example as its user would: written to a scratch folder inside `packageDir`, run with
 * Node (with tsx for TypeScript).
 * @example const r = await runExample(packageDir, fencedBlocks(readme, 'ts')[0]!); // r.stdout
 */
export function runExample(packageDir: string, code: string, options: RunExampleOptions = {}): Promise<ProcessResult> {
  const name = options.file ?? 'usage.ts';
  return inScratchDir(packageDir, (dir) => {
    const file = path.join(dir, name);
    writeFileSync(file, code);
    const loader = /\.(c|m)?ts$/.test(name) ? ['--import', 'tsx'] : [];
    return runProcess(process.execPath, [...loader, file, ...(options.args ?? [])], { cwd: packageDir });
  });
}

/**
 * Runs one example in this process: written to a scratch folder inside `packageDir` (so the
 * package's own name and dependencies resolve as for {@link runExample}) and imported, with what it
 * prints through `console` captured: `console.log` and `console.info` as stdout, `console.warn` and
 * `console.error` as stderr. Status 0 when the module and its top-level awaits finish, 1 when they
 * throw (the error goes to stderr). For examples that print through `console` only and neither read
 * `process.argv` nor exit; it spares a node process per example.
 * @example const r = await importExample(packageDir, fencedBlocks(readme, 'ts')[0]!); // r.stdout
 */
export function importExample(
  packageDir: string,
  code: string,
  options: { file?: string } = {},
): Promise<ProcessResult> {
  return inScratchDir(packageDir, async (dir) => {
    const file = path.join(dir, options.file ?? 'usage.ts');
    writeFileSync(file, code);
    let stdout = '';
    let stderr = '';
    const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
    console.log = console.info = (...args: unknown[]) => {
      stdout += `${format(...args)}\n`;
    };
    console.warn = console.error = (...args: unknown[]) => {
      stderr += `${format(...args)}\n`;
    };
    let status = 0;
    try {
      await import(pathToFileURL(file).href);
    } catch (error) {
      status = 1;
      stderr += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    } finally {
      Object.assign(console, saved);
    }
    return { status, stdout, stderr };
  });
}

/** What {@link runReadmeExample} found and the example printed. */
export interface ReadmeExampleRun extends ProcessResult {
  /** The README's `text` block under the same heading: what it says the example prints. */
  shown: string;
}

/**
 * Runs the first `lang` block under `section` (absent: `## Usage`) of the package's README.md and
 * returns what it printed, with the first `text` block of that section: what the README says it prints.
 * With `inProcess`, the block is imported in this process ({@link importExample}) instead of run by
 * a node process: for an example that only prints through `console`.
 * @example const run = await runReadmeExample(packageDir, { lang: 'js', file: 'usage.mjs' }); expect(run.stdout).toBe(run.shown);
 */
export async function runReadmeExample(
  packageDir: string,
  options: { lang: string; file: string; section?: string; inProcess?: boolean },
): Promise<ReadmeExampleRun> {
  const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');
  const section = options.section ?? '## Usage';
  const [code] = fencedBlocks(readme, options.lang, section);
  const [shown] = fencedBlocks(readme, 'text', section);
  if (code === undefined || shown === undefined)
    throw new Error(
      `${packageDir}/README.md: ${section} needs a ${options.lang} block and a text block of what it prints`,
    );
  const run = options.inProcess ? importExample : runExample;
  return { ...(await run(packageDir, code, { file: options.file })), shown };
}

/**
 * Type-checks TypeScript examples against the package: each block is a module of a scratch
 * project whose tsconfig extends the package's own (`tsconfig.json` in `packageDir`).
 * @example expect((await typeCheckExamples(packageDir, blocks)).status).toBe(0);
 */
export function typeCheckExamples(packageDir: string, blocks: readonly string[]): Promise<ProcessResult> {
  return inScratchDir(packageDir, (dir) => {
    for (const [i, code] of blocks.entries()) writeFileSync(path.join(dir, `example-${i}.ts`), `${code}\nexport {};\n`);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { noEmit: true }, include: ['*.ts'] }),
    );
    return runProcess(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', dir]);
  });
}
