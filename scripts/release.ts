// The release: from a clean tree with pending changesets, build, test, check every tarball (pack,
// publint, attw), changeset version, refresh the lockfile, commit the bump, changeset publish (tags
// on the bump commit). Pushes nothing. The logic lives in packages/compat.
// Usage: npm run release [-- --skip-build-and-test]   (tsx scripts/release.ts --help)
import { loadCompat } from './compat.js';

const { runRelease } = await loadCompat();
process.exitCode = await runRelease(process.argv.slice(2));
