/**
 * Command line of the scaffolder (`npm run new:event-version -- <event type>`). Exit codes: 0 the
 * version was scaffolded, 1 it could not be (unknown type, unexpected file shape), 2 usage error.
 */
import path from 'node:path';
import { scaffoldEventVersion } from '../new-event-version.js';
import type { CliIo } from './check-compat.js';

/** The `--help` text. */
export const NEW_EVENT_VERSION_HELP = `Usage: npm run new:event-version -- <event type> [--root <dir>]

Scaffolds the next payload version of an event type: copies the latest version's message and
payload schema in its specs/asyncapi/events/ domain file, lists the new message in
specs/asyncapi.yaml (channel, operation, components), copies its example files, and writes a
changeset stub (minor). Then add the new fields, adjust the example, and run npm run generate.
  --root <dir>  repository root to write in (default: the current directory)
  --help        show this help`;

/**
 * Runs the command line with `argv` (without node and the script) and returns the exit code.
 *
 * @example
 * process.exitCode = runNewEventVersion(['collection_process.withdrawn']);
 */
export function runNewEventVersion(
  argv: readonly string[],
  io: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) },
  cwd: string = process.cwd(),
): number {
  let root = cwd;
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      io.out(NEW_EVENT_VERSION_HELP);
      return 0;
    }
    if (arg === '--root') {
      const value = argv[++i];
      if (!value) {
        io.err('new:event-version: --root expects a directory (see --help)');
        return 2;
      }
      root = path.resolve(cwd, value);
    } else if (arg.startsWith('-')) {
      io.err(`new:event-version: unknown option '${arg}' (see --help)`);
      return 2;
    } else positional.push(arg);
  }
  if (positional.length !== 1) {
    io.err(`new:event-version: expected one <event type>, got ${positional.length} (see --help)`);
    return 2;
  }
  try {
    const result = scaffoldEventVersion({ root, type: positional[0]! });
    io.out(
      `new:event-version: ${positional[0]} ${result.next.version} (${result.next.message}) scaffolded from ${result.previous.version}`,
    );
    for (const file of result.files) io.out(`  ${file}`);
    io.out('Next: add the new fields to the schema and the example, then npm run generate && npm test.');
    return 0;
  } catch (error) {
    io.err(`new:event-version: ${(error as Error).message}`);
    return 1;
  }
}
