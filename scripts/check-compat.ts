// Schema evolution guard: compares specs/ at a git ref with the working tree, prints one line per
// contract change with its class (breaking, minor, patch), the required bump, and fails when the
// pending changesets do not cover it. The logic lives in packages/compat.
// Usage: npm run check:compat -- --base <git ref> [--json]   (tsx scripts/check-compat.ts --help)
import { loadCompat } from './compat.js';

const { runCheckCompat } = await loadCompat();
process.exitCode = await runCheckCompat(process.argv.slice(2));
