// Dry-run release: npm pack of every published package, each tarball checked against its exports
// and bin (and for stray sources or tests). The logic lives in packages/compat.
// Usage: npm run pack:release [-- --out <dir>]   (tsx scripts/pack-release.ts --help)
import { loadCompat } from './compat.js';

const { runPackRelease } = await loadCompat();
process.exitCode = await runPackRelease(process.argv.slice(2));
