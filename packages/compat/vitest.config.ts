// Every test here runs git, and many spawn npm, tsx or Redocly: on a loaded 2-core machine a few
// seconds is not enough for the cheap ones either. The slow tests set their own, longer timeouts.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ is npm run test:e2e (vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The test files share one module graph per worker instead of re-importing it for each file:
    // each file works in its own temporary repositories, and the one cache across files (bundles
    // of a commit, keyed by repository path) never sees the same path twice.
    isolate: false,
    // One worker: a worker imports the whole module graph (the AsyncAPI parser, the bundlers, the
    // guard) for itself, so a second one spends CPU on a second copy that npm test's other tasks,
    // running beside this one, would use.
    maxWorkers: 1,
  },
});
