import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ is npm run test:e2e (vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (every test builds its own app, server or temp directory),
    // and vitest's per-file isolation cost a third of this package's test CPU time.
    isolate: false,
    // The byte-for-byte sweeps are CPU work that a busy 2-core machine stretches past vitest's 5 s
    // default. Tests that need more still say so themselves.
    testTimeout: 30_000,
  },
});
