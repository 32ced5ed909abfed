// The helpers spawn node, tsx and tsc: on a loaded 2-core machine a few seconds is not enough.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ would be npm run test:e2e, which this package does not have.
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    testTimeout: 30_000,
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (no mocks, stubs or changed globals outlive a test).
    isolate: false,
  },
});
