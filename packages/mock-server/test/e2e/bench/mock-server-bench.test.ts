// Smoke test of the benchmark (`npm run bench -- --quick`): it starts every contender (mock, the
// mock without its response cache, bare node:http, Prism, Mockoon) in child processes on free ports,
// measures every row and prints the table, the cold-page, contract-test and memory lines and the
// load average. The ratios are not asserted (a quick run on a busy machine is noise); that every
// row is measured and printed is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProcess, type ProcessResult } from '@energy-contracts/test-support/process';
import { describe, expect, test } from 'vitest';
import { benchRows } from '../../../bench/rows.js';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.resolve(pkg, '../../node_modules/tsx/dist/cli.mjs');

function runBench(args: string[]): Promise<ProcessResult> {
  return runProcess(process.execPath, [TSX, 'bench/mock-server.bench.ts', ...args], { cwd: pkg });
}

describe('npm run bench -- --quick', () => {
  // The runs are bounded in time, so load stretches only the start-ups: 10 minutes is ample.
  test('prints every row against bare node:http, Prism and Mockoon, the cold and memory lines, and the load average', async () => {
    const { status, stdout, stderr } = await runBench(['--quick']);
    expect(status, stderr).toBe(0);
    const names = benchRows({ electricity: '', gas: '', mpan: '' }).map((row) => row.name);
    const table = stdout.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| row '));
    expect(table.map((line) => line.split(' | ')[0]!.slice(2))).toEqual(names);
    for (const line of table) {
      const cells = line.split(' | ');
      // bytes, mock, bare, their ratio, the CPU times of mock, bare and cold mock are numbers; each peer is req/s or says why it is n/a.
      expect(cells[1], line).toMatch(/^\d+$/);
      expect(cells[2], line).toMatch(/^[\d,]+$/);
      expect(cells[3], line).toMatch(/^[\d,]+$/);
      expect(cells[4], line).toMatch(/^\*\*\d+\.\d\d\*\* (yes|NO)$/);
      expect(cells[5], line).toMatch(/^\d+\.\d \/ \d+\.\d \/ \d+\.\d us$/);
      expect(cells[6], line).toMatch(/^[\d,]+$/);
      expect(cells[7], line).toMatch(/^([\d,]+|n\/a: .+|unavailable)/);
      expect(cells[9], line).toMatch(/^([\d,]+|n\/a: .+|unavailable)/);
    }
    expect(stdout).toMatch(/contenders: mock .*, bare node:http v\d+.*, Prism 5\.16\.0, Mockoon CLI 9\.9\.0/);
    expect(stdout).toMatch(/^cold 1500-record pages \(pages 1-100 in turn\), CPU per record: this build \d+ ns/m);
    expect(stdout).toMatch(
      /^contract-test run \(energy-contract-test, every check; "conformant: .*"\): this build \d+\.\d\d s/m,
    );
    expect(stdout).toMatch(/^memory after 2,000 distinct requests .*: this build RSS \d+\.\d \/ heap \d+\.\d MiB/m);
    expect(stdout).toMatch(/^load average at the start: \d+\.\d\d \d+\.\d\d \d+\.\d\d/m);
    expect(stdout).toMatch(/^load average at the start .*, at the end \d+\.\d\d/m);
    // Mockoon serves the recorded bytes: every row but none is measured against it.
    expect(table.filter((line) => line.split(' | ')[9]!.startsWith('n/a'))).toEqual([]);
  }, 600_000);

  test('--help answers and bad numbers are a usage error', async () => {
    const help = await runBench(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--quick');
    const bad = await runBench(['--duration', 'soon']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--duration expects a positive number');
  }, 60_000);
});
