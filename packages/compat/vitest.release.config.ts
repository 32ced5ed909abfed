// The release rehearsal alone (`npm run test:release`): a real release of the nine packages to a
// local Verdaccio registry, then a new project that installs them from it. Its steps run npm, git
// and the packages' command lines one after another, each bounded by its own test timeout.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/release-rehearsal.test.ts'],
    exclude: [...configDefaults.exclude],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
