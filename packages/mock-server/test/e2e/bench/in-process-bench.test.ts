// Smoke test of the in-process bench (`npx tsx bench/in-process.bench.ts`), whose figures the README
// quotes: with a few iterations it runs every row and prints each as microseconds per request. The
// figures are not asserted (a few iterations on a busy machine are noise).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProcess } from '@energy-contracts/test-support/process';
import { expect, test } from 'vitest';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.resolve(pkg, '../../node_modules/tsx/dist/cli.mjs');

const ROWS = [
  'products list',
  'product detail VAR-22-11-01 (cached)',
  'product detail VAR-22-11-01 (cache emptied)',
  '100 unit rates, page 1 (warm)',
  '100 unit rates, page 1750 (warm)',
  '100 unit rates, page 1 (cold)',
  '100 unit rates, page 1750 (cold)',
  '1500 unit rates (warm)',
  '1500 unit rates (cold)',
  '100 half-hours of consumption, page 1',
  '100 half-hours of consumption, page 1000',
  '100 half-hours, page 1750 (of 1761)',
  '100 daily totals, page 1',
  '100 half-hours, distinct pages (cache emptied)',
  '100 daily totals, distinct pages (cache emptied)',
];

// The cold rows have fixed counts (500 details, 2000 and 200 pages), whatever --iterations says.
test('prints every row in us/request, and the consumption page ratios', async () => {
  const run = await runProcess(
    process.execPath,
    [TSX, 'bench/in-process.bench.ts', '--iterations', '400', '--batches', '1'],
    { cwd: pkg },
  );
  expect(run.status, run.stderr).toBe(0);
  const rows = run.stdout.split('\n').filter((line) => line.endsWith(' us/request'));
  expect(rows.map((line) => line.replace(/\s+\d+\.\d\d us\/request$/, ''))).toEqual(ROWS);
  expect(run.stdout).toMatch(
    /^consumption page 1000 \/ page 1: \d+\.\d\d, page 1750 \/ page 1: \d+\.\d\d \(target <= 1\.2\)$/m,
  );
}, 120_000);
