// Builds the spec site from the bundled contract into packages/spec-site/dist (or --out DIR) and
// prints what it built: pages, sizes and the time of each step (src/build/build-command.ts).
// Usage: npm run build -w @energy-contracts/spec-site [-- --out DIR] [--file-urls]   (tsx scripts/build-site.ts --help)
import { main } from '../src/build/build-command.js';

process.exitCode = await main(process.argv.slice(2));
