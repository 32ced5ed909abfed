// npm run test:e2e: the client bundled by esbuild, and run in Debian's Chromium, which
// @energy-contracts/test-support's global setup finds (or installs when it is missing).
import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';
import unit from './vitest.config.js';

export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    include: ['test/e2e/**/*.test.ts'],
    exclude: configDefaults.exclude,
    globalSetup: [createRequire(import.meta.url).resolve('@energy-contracts/test-support/chromium-setup')],
    // Starting the browser (and installing it when missing) is allowed longer than a test.
    hookTimeout: 120_000,
  },
});
