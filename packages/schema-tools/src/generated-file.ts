/**
 * The command line of a generator that writes one committed file from the bundled OpenAPI
 * document (the types package's generated/rest.ts, the client's generated/operations.ts): the
 * same options, messages and exit codes for each. `--spec` reads another document, `--out` writes
 * elsewhere, `--check` only says whether the committed file is stale (CI's `git diff --exit-code`
 * in one command), `--help` prints the usage. Exit 0 done, 1 stale or failed, 2 a usage error.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contractReader } from './contracts.js';
import { parseArgsMessage } from './parse-args-message.js';

/** What one generator is. */
export interface GeneratedFileCommand {
  /** The command's name, the first word of every message (`generate-rest-types`). */
  name: string;
  /** The first line of `--help` (`Usage: tsx scripts/generate-rest-types.ts [--spec <openapi.json>] ...`). */
  usage: string;
  /** What it writes, for `--help` (`generated/rest.ts`). */
  what: string;
  /** The file it writes when `--out` is absent. */
  file: string;
  /** The command that brings a stale file up to date, named by `--check`. */
  regenerate: string;
  /** The caller's `import.meta.url`: the published document is resolved as its package resolves it. */
  from: string | URL;
  /** The file's text from the parsed document. */
  render(openapi: Record<string, unknown>): string | Promise<string>;
  /** Said after `wrote <file>`, e.g. `(26 operations)`. Absent: nothing. */
  summary?(text: string): string;
}

const GENERATED_FILE_OPTIONS = {
  spec: { type: 'string' },
  out: { type: 'string' },
  check: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Runs a generator's command line with `argv` (the arguments after the script).
 * @returns the exit code: 0 written or up to date, 1 stale or failed, 2 a usage error.
 * @example process.exitCode = await runGeneratedFileCommand(command, process.argv.slice(2));
 */
export async function runGeneratedFileCommand(command: GeneratedFileCommand, argv: string[]): Promise<number> {
  let values: { spec?: string; out?: string; check?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: GENERATED_FILE_OPTIONS }));
  } catch (error) {
    console.error(
      `${command.name}: ${parseArgsMessage(error as Error, Object.keys(GENERATED_FILE_OPTIONS))}; see --help`,
    );
    return 2;
  }
  if (values.help) {
    console.log(
      `${command.usage}\nWrites ${command.what} from @energy-contracts/openapi/openapi.json (or --spec); --check fails when the file is stale.`,
    );
    return 0;
  }
  const out = path.resolve(values.out ?? command.file);
  try {
    const spec =
      values.spec === undefined
        ? contractReader(command.from).read('openapi')
        : (JSON.parse(readFileSync(values.spec, 'utf8')) as Record<string, unknown>);
    const text = await command.render(spec);
    const shown = path.relative(process.cwd(), out);
    if (values.check) {
      let current = '';
      try {
        current = readFileSync(out, 'utf8');
      } catch {
        // a missing file is stale too
      }
      if (current !== text) {
        console.error(`${command.name}: ${shown} is stale; run ${command.regenerate}`);
        return 1;
      }
      console.log(`${command.name}: ${shown} is up to date`);
      return 0;
    }
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, text);
    console.log(`${command.name}: wrote ${shown}${command.summary ? ` ${command.summary(text)}` : ''}`);
    return 0;
  } catch (error) {
    console.error(`${command.name}: ${(error as Error).message}`);
    return 1;
  }
}
