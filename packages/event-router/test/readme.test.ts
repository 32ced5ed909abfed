// The README opens with examples/lambda-handler.ts (byte for byte); every TypeScript block
// type-checks against the built package, and the usage block runs and prints what it says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fencedBlocks, importExample } from '@energy-contracts/test-support/readme';
import { describe, expect, test } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const blocks = fencedBlocks(README, 'ts');

describe('README', () => {
  test('opens with the example that runs: examples/lambda-handler.ts, byte for byte', () => {
    expect(README.indexOf('```ts\n')).toBeLessThan(README.indexOf('## Install'));
    expect(blocks[0]).toBe(readFileSync(path.join(ROOT, 'examples/lambda-handler.ts'), 'utf8'));
  });

  test('has its two TypeScript blocks (npm run lint:types type-checks them against the built package)', () => {
    expect(blocks).toHaveLength(2);
  });

  test('the usage block runs and prints what its comments say', async () => {
    const r = await importExample(ROOT, blocks[1]!);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(['A-1234ABCD', 'handled']);
  });

  test('the benchmark table names the contestants the bench prints', () => {
    const bench = readFileSync(path.join(ROOT, 'bench/router.bench.ts'), 'utf8');
    for (const name of ['router', 'switch+envelope', 'switch+payload']) expect(bench).toContain(`'${name}'`);
    expect(README).toMatch(/^\| one type \(account\.created v1\)/m);
    expect(README).toMatch(/^\| all 265 payloads in turn/m);
  });
});
