import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ is npm run test:e2e (vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (every test builds its own app, server or temp directory),
    // and vitest's per-file isolation cost a third of this package's test CPU time.
    isolate: false,
    // The byte-for-byte sweeps take 0.3 to 3 s alone and several times that on a busy 2-core
    // machine: a stepped-series sweep (0.3-0.9 s alone) ran past vitest's 5 s default in a full
    // npm test at a load average of 15. Tests that need more still say so themselves.
    testTimeout: 30_000,
  },
});
