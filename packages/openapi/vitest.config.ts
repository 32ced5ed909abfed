import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The test files share one module graph per worker instead of re-importing it for each file:
    // they hold no state across files (spies are restored after each test), and the files pass in
    // any order (checked with --sequence.shuffle.files).
    isolate: false,
  },
});
