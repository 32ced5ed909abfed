/**
 * Command line of the guard (`npm run check:compat -- --base <git ref> [--json]`): parses the
 * arguments, runs {@link checkCompat} and prints the report. Exit codes: 0 passed, 1 the pending
 * changesets do not cover the changes (or a contract does not bundle), 2 a usage error.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkCompat, formatReport } from '../check-compat.js';
import { UsageError } from '../git-specs.js';

/** The `--help` text. */
export const CHECK_COMPAT_HELP = `Usage: npm run check:compat -- --base <git ref> [--json] [--repo <dir>]

Compares specs/ at <git ref> with the working tree, classifies every contract change
(breaking, minor, patch), and checks that the pending changesets cover the bump it requires.
  --base <ref>  the git ref to compare with (required), e.g. HEAD~1, main, v0.1.0
  --json        print the report as JSON instead of text
  --repo <dir>  the repository to check (default: the current directory)
  --help        show this help
Exit codes: 0 passed; 1 the changes need a higher bump than the pending changesets give, specs/
changed with no changeset, or a contract does not bundle; 2 usage error (unknown option or ref).`;

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const defaultIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

/**
 * Runs the command line with `argv` (without node and the script) and returns the exit code.
 *
 * @example
 * process.exitCode = await runCheckCompat(['--base', 'HEAD~1']);
 */
export async function runCheckCompat(
  argv: readonly string[],
  io: CliIo = defaultIo,
  cwd: string = process.cwd(),
): Promise<number> {
  let base: string | undefined;
  let repo = cwd;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      io.out(CHECK_COMPAT_HELP);
      return 0;
    } else if (arg === '--json') json = true;
    else if (arg === '--base' || arg === '--repo') {
      const value = argv[++i];
      if (value === undefined || value === '') {
        io.err(`check:compat: ${arg} expects a value (see --help)`);
        return 2;
      }
      if (arg === '--base') base = value;
      else repo = path.resolve(cwd, value);
    } else {
      io.err(`check:compat: unknown argument '${arg}' (see --help)`);
      return 2;
    }
  }
  if (base === undefined) {
    io.err('check:compat: --base <git ref> is required (see --help)');
    return 2;
  }
  if (!existsSync(repo)) {
    io.err(`check:compat: --repo: ${repo} does not exist`);
    return 2;
  }
  try {
    const report = await checkCompat({ repo, base });
    io.out(json ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.exitCode;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`check:compat: ${error.message}`);
      return 2;
    }
    io.err(`check:compat: ${(error as Error).message}`);
    return 1;
  }
}
