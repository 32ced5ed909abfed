import { beforeAll, describe, expect, test } from 'vitest';
import { listChecks, runContractTests, type RunOptions, type RunReport } from './runner.js';
import { formatCheck } from './reporters/pretty.js';

/**
 * How long the hook waits past the run's deadline: at the deadline the run aborts what is in flight
 * and still returns its report (the checks that could not finish), which a hook timeout equal to
 * the deadline would cut off.
 */
const REPORT_MARGIN_MS = 10_000;

/**
 * Registers the contract suite in vitest: the run happens once in `beforeAll`, and each check is
 * a test that fails with the check's violations; the `responses.*` results are one more test.
 * @example
 * // contract.test.ts
 * import { describeContract } from '@energy-contracts/contract-tests/vitest';
 * describeContract({ baseUrl: process.env.API_BASE_URL ?? 'http://127.0.0.1:4010/v1/' });
 */
export function describeContract(options: RunOptions & { name?: string; timeoutMs?: number }): void {
  describe(options.name ?? `contract: ${options.baseUrl}`, () => {
    let report: RunReport;
    beforeAll(
      async () => {
        report = await runContractTests(options);
      },
      (options.maxDurationMs ?? 300_000) + REPORT_MARGIN_MS,
    );
    test('the server can be reached', () => {
      expect(report.fatal, report.fatal).toBeUndefined();
    });
    for (const check of listChecks()) {
      test(`${check.id}: ${check.title}`, (ctx) => {
        const result = report.results.find((r) => r.id === check.id);
        if (result === undefined) return ctx.skip('not run (--only)');
        if (result.status === 'skipped') return ctx.skip(result.reason ?? 'skipped');
        expect(result.status, formatCheck(result)).toBe('passed');
      });
    }
    test('responses.*: every response obeys the contract', () => {
      const failed = report.results.filter((r) => r.id.startsWith('responses.') && r.status === 'failed');
      expect(failed.map(formatCheck).join('\n'), 'responses with violations').toBe('');
    });
  });
}
