// The README opens with examples/lambda-handler.ts (byte for byte); every TypeScript block
// type-checks against the built package, and the usage block runs and prints what it says.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { runProcess } from './helpers/process.js';

const ROOT = path.join(import.meta.dirname, '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const blocks = [...README.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('README', () => {
  test('opens with the example that runs: examples/lambda-handler.ts, byte for byte', () => {
    expect(README.indexOf('```ts\n')).toBeLessThan(README.indexOf('## Install'));
    expect(blocks[0]).toBe(readFileSync(path.join(ROOT, 'examples/lambda-handler.ts'), 'utf8'));
  });

  test('every TypeScript block type-checks against the built package', async () => {
    expect(blocks).toHaveLength(2);
    const dir = mkdtempSync(path.join(ROOT, 'test-readme-'));
    try {
      blocks.forEach((code, i) => writeFileSync(path.join(dir, `block-${i}.ts`), `${code}\nexport {};\n`));
      writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { rootDir: '.', noEmit: true }, include: ['*.ts'] }));
      const r = await runProcess(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', dir]);
      expect(r.status, r.stdout + r.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  test('the usage block runs and prints what its comments say', async () => {
    const dir = mkdtempSync(path.join(ROOT, 'test-readme-'));
    try {
      const file = path.join(dir, 'usage.ts');
      writeFileSync(file, blocks[1]!);
      const r = await runProcess(process.execPath, ['--import', 'tsx', file], { cwd: ROOT });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout.trim().split('\n')).toEqual(['A-1234ABCD', 'handled']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('the benchmark table names the contestants the bench prints', () => {
    const bench = readFileSync(path.join(ROOT, 'bench/router.bench.ts'), 'utf8');
    for (const name of ['router', 'switch+envelope', 'switch+payload']) expect(bench).toContain(`'${name}'`);
    expect(README).toMatch(/^\| one type \(account\.created v1\)/m);
    expect(README).toMatch(/^\| all 265 payloads in turn/m);
  });
});
