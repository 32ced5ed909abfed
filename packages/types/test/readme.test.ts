// The README's TypeScript examples (REST and events) type-check against the built package, as a
// consumer's code would; the events example also runs and prints what its comment says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fencedBlocks, runExample, typeCheckExamples } from '@energy-contracts/test-support/readme';
import { expect, test } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');

test('the REST and events examples type-check', async () => {
  const blocks = [
    ...fencedBlocks(readme, 'ts', '## Usage (REST)'),
    ...fencedBlocks(readme, 'ts', '### Usage (events)'),
  ];
  expect(blocks).toHaveLength(2);
  const run = await typeCheckExamples(packageDir, blocks);
  expect(run.status, run.stdout + run.stderr).toBe(0);
}, 120_000);

test('the events example runs and prints the counts its last comment shows', async () => {
  const [events] = fencedBlocks(readme, 'ts', '### Usage (events)');
  const run = await runExample(packageDir, events!);
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.stdout).toMatch(/^revoked on A-1234ABCD\nA-1234ABCD\n251 \[ 'v1', 'v2' \] /);
}, 60_000);
