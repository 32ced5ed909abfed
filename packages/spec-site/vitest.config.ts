// The site is built once for all tests (test/support/build-site.setup.ts); the browser tests get
// Debian's Chromium from @energy-contracts/test-support's setup, which installs it when it is missing.
// Budgets are for a shared 2-core machine at load 6: the slow tests set their own.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: [
      'test/support/build-site.setup.ts',
      createRequire(import.meta.url).resolve('@energy-contracts/test-support/chromium-setup'),
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (each browser test file starts its own browser and servers),
    // and the files pass in any order (checked with --sequence.shuffle.files).
    isolate: false,
  },
});
