// The README opens with examples/cheapest-half-hours.ts (byte for byte), which runs against the
// mock; every TypeScript block type-checks against the built package, and the usage block runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startMockServer, type RunningMockServer } from '@energy-contracts/mock-server';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { openApiOperations } from '@energy-contracts/schema-tools/openapi';
import { runProcess } from '@energy-contracts/test-support/process';
import { fencedBlocks, importExample } from '@energy-contracts/test-support/readme';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operationTable } from '../generated/operations.js';

const ROOT = path.join(import.meta.dirname, '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const EXAMPLE = readFileSync(path.join(ROOT, 'examples/cheapest-half-hours.ts'), 'utf8');
const blocks = fencedBlocks(README, 'ts');
const EXAMPLE_URL = 'http://127.0.0.1:4010/v1/';

let mock: RunningMockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, now: '2025-01-15T12:00:00Z' });
});
afterAll(() => mock?.close());

describe('README', () => {
  test('opens with the example that runs: examples/cheapest-half-hours.ts, byte for byte', () => {
    expect(README.indexOf('```ts\n')).toBeLessThan(README.indexOf('## Install'));
    expect(blocks[0]).toBe(EXAMPLE);
  });

  test('the example prints the cheapest half-hours of the autumn clock-change day from the mock', async () => {
    const r = await runProcess(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'examples/cheapest-half-hours.ts'), mock.url, '2024-10-27', '6'],
      { cwd: ROOT },
    );
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('50 half-hours on 2024-10-27; the 6 cheapest:');
    expect(lines).toHaveLength(7);
    const prices = lines.slice(1).map((l) => {
      const m = /^\d\d:\d\d (GMT|BST) +(-?\d+\.\d\d) p\/kWh$/.exec(l);
      expect(m, l).not.toBeNull();
      return Number(m![2]);
    });
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The README quotes the cheapest line the mock gives.
    expect(README).toContain(`\`${lines[1]}\``);
  }, 60_000);

  test('has its two TypeScript blocks (npm run lint:types type-checks them against the built package)', () => {
    expect(blocks).toHaveLength(2);
  });

  test('the usage block runs against the mock and prints what its comments say', async () => {
    const r = await importExample(ROOT, blocks[1]!.replaceAll(EXAMPLE_URL, mock.url));
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('Agile Octopus 46');
    expect(lines).toContainEqual(expect.stringMatching(/^403 You do not have permission/));
    expect(lines.at(-1)).toMatch(/^\d+$/);
  });
});

test("Features and limitations counts the client's operations as the contract has them", () => {
  const operations = openApiOperations(contractReader(import.meta.url).read('openapi'));
  const withSlash = operations.filter((o) => o.path.endsWith('/')).map((o) => o.operationId);
  expect(Object.keys(operationTable).sort()).toEqual([...withSlash].sort());
  expect(README).toContain(`the contract's GET operations with a trailing slash (${withSlash.length})`);
});

test('says which raw calls throw (no answer, a 2xx that is not JSON), as the raw calls test shows', () => {
  const sentence = README.slice(README.indexOf('`raw` calls'), README.indexOf('### Retries'));
  expect(sentence).toMatch(/`NetworkError`/);
  expect(sentence).toMatch(/`TimeoutError`/);
  expect(sentence).toMatch(/`SyntaxError`/);
});
