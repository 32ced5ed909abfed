// The README's snippets must compile as written (no undefined payload, id or body): npm run lint:types
// type-checks every ```ts block of README.md against the built package as a consumer imports it (by
// its name); here each block that needs nothing but the package runs, imported in the test's process
// from a folder inside the package. The vitest-matchers block is type-checked only: it needs a running
// vitest of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fencedBlockLines, importExample } from '@energy-contracts/test-support/readme';
import { describe, expect, test } from 'vitest';
import { packageRoot } from './support/contracts.js';

const readme = fs.readFileSync(path.join(packageRoot, 'README.md'), 'utf8');
const blocks = fencedBlockLines(readme, 'ts').map((b, i) => ({ name: `block-${i + 1}`, ...b }));

describe('README.md', () => {
  test('has ts examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

  const runnable = blocks.filter((b) => !/from 'vitest'/.test(b.code));
  test.each(runnable.map((b) => [b.name, b] as const))('%s runs', async (_name, block) => {
    const run = await importExample(packageRoot, block.code, { file: `${block.name}.ts` });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
