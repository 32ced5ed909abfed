// Scaffolds the next payload version of an event type in specs/ (message, payload schema copied as
// the start of an additive change, example files, a changeset stub). The logic lives in packages/compat.
// Usage: npm run new:event-version -- <event type> [--root <dir>]   (tsx scripts/new-event-version.ts --help)
import { loadCompat } from './compat.js';

const { runNewEventVersion } = await loadCompat();
process.exitCode = runNewEventVersion(process.argv.slice(2));
