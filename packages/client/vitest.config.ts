// The browser test gets Debian's Chromium from @energy-contracts/test-support's global setup, which
// installs it when it is missing (skipped with the reason on stderr, a failure under CI=true).
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: [createRequire(import.meta.url).resolve('@energy-contracts/test-support/chromium-setup')],
    hookTimeout: 120_000,
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (each browser test file starts its own browser and servers),
    // and the files pass in any order (checked with --sequence.shuffle.files).
    isolate: false,
  },
});
