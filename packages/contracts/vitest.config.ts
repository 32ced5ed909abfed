import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ would be npm run test:e2e, which this package does not have.
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    // Both contracts are bundled once per run and handed to every test file (see the file).
    globalSetup: ['./test/bundles.global-setup.ts'],
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they only read the bundled documents (mutations work on clones), so per-file isolation only
    // cost time.
    isolate: false,
  },
});
