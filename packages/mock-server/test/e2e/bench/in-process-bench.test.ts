// Smoke test of the in-process bench (`npx tsx bench/in-process.bench.ts`): with a few iterations it
// runs every row, warm and cold, and prints each as microseconds per request. The figures are not
// asserted (a few iterations on a busy machine are noise).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProcess } from '@energy-contracts/test-support/process';
import { expect, test } from 'vitest';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.resolve(pkg, '../../node_modules/tsx/dist/cli.mjs');

const ROWS = [
  'products list',
  'product detail VAR-22-11-01',
  '100 unit rates, page 1',
  '100 unit rates, page 1750',
  '1500 unit rates',
  '100 half-hours of consumption, page 1',
  '100 half-hours of consumption, page 1000',
  '100 daily totals, page 1',
];

test('prints every row warm and cold in us/request, and the cold cost per record', async () => {
  const run = await runProcess(
    process.execPath,
    [TSX, 'bench/in-process.bench.ts', '--iterations', '100', '--batches', '1'],
    { cwd: pkg },
  );
  expect(run.status, run.stderr).toBe(0);
  const rows = run.stdout.split('\n').filter((line) => /\s\d+\.\d\d\s+\d+\.\d\d$/.test(line));
  expect(rows.map((line) => line.replace(/\s+\d+\.\d\d\s+\d+\.\d\d$/, ''))).toEqual(ROWS);
  expect(run.stdout).toMatch(/^cold 1500-record page: \d+ ns per record$/m);
}, 120_000);
