// npm run test:e2e: the tests under test/e2e/, with this package's unit settings (none yet: add a
// "test:e2e": "vitest run -c vitest.e2e.config.ts" script with the first one).
import { configDefaults, defineConfig } from 'vitest/config';
import unit from './vitest.config.js';

export default defineConfig({
  ...unit,
  test: { ...unit.test, include: ['test/e2e/**/*.test.ts'], exclude: configDefaults.exclude, passWithNoTests: true },
});
