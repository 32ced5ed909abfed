import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ would be npm run test:e2e, which this package does not have.
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (every test builds its own app, server or temp directory),
    // and vitest's per-file isolation cost a third of this package's test CPU time.
    isolate: false,
  },
});
