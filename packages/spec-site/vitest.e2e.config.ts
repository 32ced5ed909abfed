// npm run test:e2e: the README's build command into another directory (test/support/build-site.setup.ts),
// that site in Debian's Chromium (found, or installed when it is missing, by
// @energy-contracts/test-support's global setup), and the browser script bundled by esbuild.
import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';
import unit from './vitest.config.js';

export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    include: ['test/e2e/**/*.test.ts'],
    exclude: configDefaults.exclude,
    globalSetup: [
      'test/support/build-site.setup.ts',
      createRequire(import.meta.url).resolve('@energy-contracts/test-support/chromium-setup'),
    ],
  },
});
