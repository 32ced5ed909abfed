// The README's TypeScript examples (REST and events) are there (npm run lint:types type-checks them
// against the built package, as a consumer's code would); the events example runs and prints what its
// comment says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { openApiOperations } from '@energy-contracts/schema-tools/openapi';
import { fencedBlocks, importExample } from '@energy-contracts/test-support/readme';
import { expect, test } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');

test('has a REST and an events example (npm run lint:types type-checks them against the built package)', () => {
  expect(fencedBlocks(readme, 'ts', '## Usage (REST)')).toHaveLength(1);
  expect(fencedBlocks(readme, 'ts', '### Usage (events)')).toHaveLength(1);
});

test('the events example runs and prints the counts its last comment shows', async () => {
  const [events] = fencedBlocks(readme, 'ts', '### Usage (events)');
  const run = await importExample(packageDir, events!);
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.stdout).toMatch(/^revoked on A-1234ABCD\nA-1234ABCD\n251 \[ 'v1', 'v2' \] /);
});

test("the operation counts the Tests section gives are the bundled contract's", () => {
  const operations = openApiOperations(contractReader(import.meta.url).read('openapi'));
  const withSlash = operations.filter((o) => o.path.endsWith('/')).length;
  const tests = readme.slice(readme.indexOf('## Tests'), readme.indexOf('## Features and limitations'));
  expect(tests).toContain(`every one of the ${withSlash} REST operations`);
  expect(tests).toContain(`the ${operations.length - withSlash} slash-less redirect`);
});
