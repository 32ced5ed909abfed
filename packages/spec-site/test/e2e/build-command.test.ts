// The build script as the README runs it, into another directory, with its one-screen summary: the
// build every e2e test reads (test/support/build-site.setup.ts runs
// `npm run build -w @energy-contracts/spec-site -- --out DIR`), checked here.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { describe, expect, inject, test } from 'vitest';
import { buildSummary, listPages } from '../support/site-files.js';

/** The contract's operations, as the published OpenAPI document lists them. */
const operationCount = Object.values(
  contractReader(import.meta.url).read<{ paths: Record<string, Record<string, { operationId?: string }>> }>('openapi')
    .paths,
).flatMap((item) => Object.values(item).filter((op) => typeof op === 'object' && op?.operationId !== undefined)).length;

describe('scripts/build-site.ts --out', () => {
  test('builds into --out and prints pages, sizes, time and load average', () => {
    const out = inject('siteDir');
    const build = inject('siteBuild');
    expect(build.command).toMatch(/ build .* -- --out \S+$/);
    expect(build.command.endsWith(`--out ${out}`)).toBe(true);
    expect(build.status, build.stderr).toBe(0);
    expect(build.stdout).toMatch(
      new RegExp(
        `^spec-site: \\d+ pages \\(${operationCount} operations, 265 event versions\\), \\d+ files in ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        'm',
      ),
    );
    expect(build.stdout).toMatch(/time \d+ ms \(read contract \d+, .*\); load average [\d.]+ [\d.]+ [\d.]+/);
    expect(build.stdout).toMatch(/heaviest page \S+index\.html: [\d.]+ KB \([\d.]+ KB gzip\)/);
    expect(listPages(out)).toHaveLength(buildSummary(build.stdout).pages);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'events/account.created/v1/index.html'))).toBe(true);
    // The staging directory (`<out>.tmp-<pid>`) was renamed into place, not left beside it.
    expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.tmp-`))).toEqual([]);
  });
});
