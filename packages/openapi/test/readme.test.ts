// The README's usage example, imported as it is written, prints what the README says it prints.
import path from 'node:path';
import { runReadmeExample } from '@energy-contracts/test-support/readme';
import { expect, test } from 'vitest';

test('the usage example prints what the README shows', async () => {
  const run = await runReadmeExample(path.resolve(import.meta.dirname, '..'), {
    lang: 'js',
    file: 'usage.mjs',
    inProcess: true,
  });
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.stdout).toBe(run.shown);
});
