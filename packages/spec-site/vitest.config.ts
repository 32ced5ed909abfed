// The site is built once for all tests (test/support/build-site.setup.ts); the browser tests get
// Debian's Chromium from test/support/chromium.setup.ts, which installs it when it is missing.
// Budgets are for a shared 2-core machine at load 6: the slow tests set their own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/support/build-site.setup.ts', 'test/support/chromium.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
