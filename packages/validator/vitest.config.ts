import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite transforms .ts, .mts, .tsx and .jsx by default; src/lazy-modules.cts (CommonJS on purpose,
  // see the file) is imported by src/errors.ts and src/events.ts, which the tests import directly.
  oxc: { include: /\.(m?ts|cts|[jt]sx)$/ },
  test: {
    // npm test: unit, contract and in-process tests; test/e2e/ is npm run test:e2e (vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (every test builds its own app, server or temp directory),
    // and vitest's per-file isolation cost a third of this package's test CPU time.
    isolate: false,
  },
});
