// Scaffolds the next payload version of an event type in specs/ (message, payload schema copied as
// the start of an additive change, example files, a changeset stub). The logic lives in packages/compat.
// Usage: npm run new:event-version -- <event type> [--root <dir>]   (tsx scripts/new-event-version.ts --help)
import { runNewEventVersion } from '@energy-contracts/compat';

process.exitCode = runNewEventVersion(process.argv.slice(2));
