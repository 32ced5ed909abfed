// The two command lines the tests run, in-process: energy-contract-test through its exported main
// (the same code the bin calls), and the mock's `events` command (the emitter the README pipes in).
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { main } from '../../src/cli.js';

/** The built bin, for the tests that need a real process (exit status in the shell, signals). */
export const CLI = fileURLToPath(new URL('../../dist/src/cli.js', import.meta.url));

/** How an in-process run ended: the exit code main returned and what it wrote. */
export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

export interface CliRunOptions {
  env?: Record<string, string>;
  /** The whole of stdin (empty when absent). */
  input?: string | Uint8Array;
  cwd?: string;
  /** Emit 'SIGINT' or 'SIGTERM' here to stop the proxy. */
  signals?: EventEmitter;
  /** Called with everything written to stdout so far, after each write. */
  onStdout?(sofar: string): void;
}

/** Runs `energy-contract-test ...args` in this process: main with captured stdout and stderr. */
export async function runCli(args: string[], options: CliRunOptions = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    stdin: Readable.from(options.input === undefined ? [] : [options.input]),
    stdout: {
      write: (s: string) => {
        stdout += s;
        options.onStdout?.(stdout);
        return true;
      },
    },
    stderr: { write: (s: string) => (stderr += s) },
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    signals: options.signals ?? new EventEmitter(),
  });
  return { status, stdout, stderr };
}

type RunEventsCommand = (argv: string[], io: { stdout: Writable; stderr: Writable }) => Promise<number>;
// The mock's events command is not a public export of its package: its built module, found next to
// the package's entry.
const commandModule = createRequire(import.meta.url)
  .resolve('@energy-contracts/mock-server')
  .replace(/index\.js$/, 'events/command.js');

/** The output of `energy-mock-server events ...args`, run in-process; throws what it printed on stderr if it fails. */
export async function mockEvents(...args: string[]): Promise<string> {
  const { runEventsCommand } = (await import(pathToFileURL(commandModule).href)) as {
    runEventsCommand: RunEventsCommand;
  };
  const collect = (into: string[]): Writable =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        into.push(chunk.toString());
        done();
      },
    });
  const out: string[] = [];
  const err: string[] = [];
  const code = await runEventsCommand(args, { stdout: collect(out), stderr: collect(err) });
  if (code !== 0) throw new Error(`energy-mock-server events ${args.join(' ')} exited ${code}: ${err.join('')}`);
  return out.join('');
}
