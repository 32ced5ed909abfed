// describeContract's beforeAll must outlast the run's own deadline: the run ends at maxDurationMs
// (requests in flight aborted, the checks left reported as not run) and then returns its report,
// so a hook timeout equal to maxDurationMs fired first and the suite said "Hook timed out" instead
// of which checks could not finish. The run is replaced by one that ends just after its deadline.
import { afterAll, vi } from 'vitest';
import type { RunOptions, RunReport } from '../src/runner.js';

// The test files share one module graph (isolate: false): the mock is registered for this file's
// import only, and the graph is reset afterwards so no other file sees it.
vi.resetModules();
const original = await vi.importActual<typeof import('../src/runner.js')>('../src/runner.js');
vi.doMock('../src/runner.js', async () => ({
  ...original,
  runContractTests: (options: RunOptions): Promise<RunReport> =>
    new Promise((resolve) =>
      setTimeout(
        () =>
          resolve({
            baseUrl: options.baseUrl,
            strict: false,
            // Every check passed, so each test of the suite reads the report (none is skipped).
            results: original.listChecks().map((c) => ({
              id: c.id,
              title: c.title,
              rules: [],
              status: 'passed' as const,
              violations: [],
              requests: 1,
              ms: 1,
            })),
            summary: {
              passed: original.listChecks().length,
              failed: 0,
              skipped: 0,
              errors: 0,
              requests: 1,
              ms: options.maxDurationMs!,
            },
            conformant: true,
          }),
        options.maxDurationMs! + 50,
      ),
    ),
}));
const { describeContract } = await import('../src/vitest.js');
vi.doUnmock('../src/runner.js');
afterAll(() => {
  vi.resetModules();
});

describeContract({
  name: 'a run that ends just after its deadline',
  baseUrl: 'http://127.0.0.1:9/v1/',
  maxDurationMs: 200,
});
