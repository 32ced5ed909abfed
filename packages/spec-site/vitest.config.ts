// The tests read the site turbo built into dist/ (test/support/built-site.setup.ts). Budgets are for a
// shared 2-core machine: the slow tests set their own.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ is npm run test:e2e (vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    globalSetup: ['test/support/built-site.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files, and the files pass in any order (checked with
    // --sequence.shuffle.files).
    isolate: false,
  },
});
