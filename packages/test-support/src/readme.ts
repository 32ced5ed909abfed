// README examples are run or type-checked by the tests of their package: this finds the fenced
// blocks, and runs or type-checks them from a throw-away folder inside the package (so the
// package's own name and its dependencies resolve as a user's code would), removed afterwards.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runProcess, type ProcessResult } from './process.js';

/**
 * The text of one section of a Markdown text: from the line `heading` (written in full, `## Usage`)
 * up to the next heading of the same or a higher level, subsections included. A `#` line inside a
 * fenced block (a shell comment) is not a heading.
 * @throws Error naming the heading when the text has no such line.
 * @example markdownSection(readme, '### Query values: two readings').split('\n').filter((line) => line.startsWith('| `'))
 */
export function markdownSection(markdown: string, heading: string): string {
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  const lines = markdown.split('\n');
  let fence: string | undefined;
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (marker !== null) {
      // CommonMark: a fence closes on a bare run of its own character, at least as long as the opening one.
      if (fence === undefined) fence = marker[1];
      else if (marker[1]![0] === fence[0] && marker[1]!.length >= fence.length && marker[2]!.trim() === '') fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    if (start < 0) {
      if (line === heading) start = i;
    } else if ((/^(#{1,6}) /.exec(line)?.[1]?.length ?? Infinity) <= level) {
      return lines.slice(start, i).join('\n');
    }
  }
  if (start < 0) throw new Error(`the Markdown text has no heading ${JSON.stringify(heading)}`);
  return lines.slice(start).join('\n');
}

/**
 * The fenced code blocks of `lang` in a Markdown text, in order; with `section`, only those of
 * {@link markdownSection}`(markdown, section)`.
 * @example fencedBlocks(readme, 'ts', '## Usage')[0]
 */
export function fencedBlocks(markdown: string, lang: string, section?: string): string[] {
  const text = section === undefined ? markdown : markdownSection(markdown, section);
  return [...text.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!);
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

/** What {@link runReadmeExample} found and the example printed. */
export interface ReadmeExampleRun extends ProcessResult {
  /** The README's `text` block under the same heading: what it says the example prints. */
  shown: string;
}

/**
 * Runs the first `lang` block under `section` (absent: `## Usage`) of the package's README.md and
 * returns what it printed, with the first `text` block of that section: what the README says it prints.
 * @example const run = await runReadmeExample(packageDir, { lang: 'js', file: 'usage.mjs' }); expect(run.stdout).toBe(run.shown);
 */
export async function runReadmeExample(packageDir: string, options: { lang: string; file: string; section?: string }): Promise<ReadmeExampleRun> {
  const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');
  const section = options.section ?? '## Usage';
  const [code] = fencedBlocks(readme, options.lang, section);
  const [shown] = fencedBlocks(readme, 'text', section);
  if (code === undefined || shown === undefined) throw new Error(`${packageDir}/README.md: ${section} needs a ${options.lang} block and a text block of what it prints`);
  return { ...(await runExample(packageDir, code, { file: options.file })), shown };
}

/**
 * Type-checks TypeScript examples against the package: each block is a module of a scratch
 * project whose tsconfig extends the package's own (`tsconfig.json` in `packageDir`).
 * @example expect((await typeCheckExamples(packageDir, blocks)).status).toBe(0);
 */
export function typeCheckExamples(packageDir: string, blocks: readonly string[]): Promise<ProcessResult> {
  return inScratchDir(packageDir, (dir) => {
    blocks.forEach((code, i) => writeFileSync(path.join(dir, `example-${i}.ts`), `${code}\nexport {};\n`));
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { noEmit: true }, include: ['*.ts'] }));
    return runProcess(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', dir]);
  });
}
