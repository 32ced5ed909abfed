// npm run test:e2e: the tests under test/e2e/, with this package's unit settings.
import { configDefaults, defineConfig } from 'vitest/config';
import unit from './vitest.config.js';

export default defineConfig({
  ...unit,
  // The release rehearsal is npm run test:release (vitest.release.config.ts), a suite of its own.
  test: {
    ...unit.test,
    include: ['test/e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/e2e/release-rehearsal.test.ts'],
  },
});
