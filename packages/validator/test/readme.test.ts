// The README's snippets must compile as written (no undefined payload, id or body): npm run lint:types
// type-checks every ```ts block of README.md against the built package as a consumer imports it (by
// its name); here each block that needs nothing but the package is run with node. The vitest-matchers
// block is type-checked only: it needs a running vitest.
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

describe('README.md', () => {
  test('has ts examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

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
