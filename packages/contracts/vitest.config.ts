import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both contracts are bundled once per run and handed to every test file (see the file).
    globalSetup: ['./test/bundles.global-setup.ts'],
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they only read the bundled documents (mutations work on clones), so per-file isolation only
    // cost time.
    isolate: false,
  },
});
