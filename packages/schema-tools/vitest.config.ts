import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ would be npm run test:e2e, which this package does not have.
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (spies are restored after each test), and the files pass in
    // any order (checked with --sequence.shuffle.files).
    isolate: false,
  },
});
