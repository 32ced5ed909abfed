// The README's snippets must compile as written (no undefined payload, id or body). Every
// ```ts block of README.md is type-checked against the built package as a consumer imports it
// (by its name), and each block that needs nothing but the package is also run with node.
// The vitest-matchers block is type-checked only: it needs a running vitest.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { runProcess } from '@energy-contracts/test-support/process';
import { fencedBlockLines } from '@energy-contracts/test-support/readme';
import { afterAll, describe, expect, test } from 'vitest';
import { packageRoot } from './support/contracts.js';

const readme = fs.readFileSync(path.join(packageRoot, 'README.md'), 'utf8');
const blocks = fencedBlockLines(readme, 'ts').map((b, i) => ({ name: `block-${i + 1}`, ...b }));
// Inside the package, so that `@energy-contracts/validator`, vitest and @types/node resolve from
// the workspace's node_modules as they would in a consumer's project.
const dir = fs.mkdtempSync(path.join(packageRoot, '.readme-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
for (const b of blocks) fs.writeFileSync(path.join(dir, `${b.name}.ts`), b.code);

describe('README.md', () => {
  test('has ts examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

  test('every ts block type-checks against the built package', () => {
    if (!fs.existsSync(path.join(packageRoot, 'dist/src/index.d.ts')))
      throw new Error('build the package first (npm run build -w @energy-contracts/validator)');
    const program = ts.createProgram(
      blocks.map((b) => path.join(dir, `${b.name}.ts`)),
      {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
      },
    );
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file
        ? `${path.basename(d.file.fileName, '.ts')} (README line ${blocks.find((b) => d.file!.fileName.endsWith(`${b.name}.ts`))!.line + d.file.getLineAndCharacterOfPosition(d.start ?? 0).line})`
        : '';
      return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
  }, 60_000);

  const runnable = blocks.filter((b) => !/from 'vitest'/.test(b.code));
  test.each(runnable.map((b) => [b.name, b] as const))(
    '%s runs with node',
    async (_name, block) => {
      const file = path.join(dir, `${block.name}.mjs`);
      fs.writeFileSync(
        file,
        ts.transpileModule(block.code, {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        }).outputText,
      );
      const run = await runProcess(process.execPath, [file], { cwd: dir });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
    30_000,
  );
});
