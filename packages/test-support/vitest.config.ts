// The helpers spawn node, tsx and tsc: on a loaded 2-core machine a few seconds is not enough.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
  },
});
