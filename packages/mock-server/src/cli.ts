#!/usr/bin/env node
// energy-mock-server: starts the REST mock (default command) or runs `events` (sample events as NDJSON).
// Usage: energy-mock-server [--port 4010] [--host 127.0.0.1] [--seed 1] [--now ISO] [--api-key K]
//        [--account-number A-1A2B3C4D] [--token JWT] [--validate] [--rate-limit 100/minute]
//        [--strict] [--quiet | --log text|json] [--docs DIR] [--help]
//        energy-mock-server events --help
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DEFAULT_ACCOUNT_NUMBER, DEFAULT_API_KEY, DEFAULT_SEED, MockOptionError } from './app.js';
import { docsDirProblem } from './docs/docs-route.js';
import { lineWriter } from './http/request-log.js';
import { parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
import { isClosedOutput } from '@energy-contracts/schema-tools/closed-output';
import { isProcessEntry } from '@energy-contracts/schema-tools/process-entry';
import { parseArgsMessage } from '@energy-contracts/schema-tools/parse-args-message';
import { startMockServer } from './server.js';

const HELP = `energy-mock-server: a deterministic mock of the energy platform's REST API.

Usage:
  energy-mock-server [options]          start the REST mock (Ctrl-C or SIGTERM stops it)
  energy-mock-server events [options]   write sample events as NDJSON (see: events --help)

Options:
  --port <n>              port to listen on (default 4010; 0 picks a free port)
  --host <host>           interface to listen on (default 127.0.0.1)
  --seed <n>              data-set seed, integer 0..4294967295 (default ${DEFAULT_SEED})
  --now <iso datetime>    fixed clock, e.g. 2025-01-15T12:00:00Z; no zone = Europe/London
                          (default: the wall clock)
  --api-key <key>         API key for Basic and Token auth (default ${DEFAULT_API_KEY})
  --account-number <n>    the account the credentials open (default ${DEFAULT_ACCOUNT_NUMBER})
  --token <jwt>           the JWT accepted in Authorization (default: derived from seed and account)
  --validate              check every response against the contract; violations go to stderr
                          and carry the header x-contract-violation: true
  --rate-limit <N/window> e.g. 100/minute or 20/10s; answers 429 with Retry-After (default: off)
  --strict                canonical query values only: True, 1, empty values, a date alone,
                          page_size=abc, ... are 400s naming the parameter (default: read them
                          as the platform does)
  --log <text|json>       one line per request on stderr: method, path, status, ms (default text)
  --quiet                 no request log
  --docs <dir>            serve a built spec site (packages/spec-site/dist) at /docs/, with
                          Try it forms that call this mock (default: no /docs/)
  --help                  show this help
  --version               print the package version
`;

/** Where the CLI writes, where signals come from and how it exits once stopped: the process's own by default. */
export interface CliIo {
  stdout: Writable;
  stderr: Writable;
  /** Emits 'SIGINT' and 'SIGTERM', which stop the server. */
  signals: Pick<EventEmitter, 'on' | 'once' | 'off'>;
  /** Called with 0 once a signal stopped the server and it closed. */
  exit(code: number): void;
}

const processIo: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  signals: process,
  exit: (code) => process.exit(code),
};

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  now: { type: 'string' },
  'api-key': { type: 'string' },
  'account-number': { type: 'string' },
  token: { type: 'string' },
  validate: { type: 'boolean' },
  'rate-limit': { type: 'string' },
  strict: { type: 'boolean' },
  log: { type: 'string' },
  quiet: { type: 'boolean' },
  docs: { type: 'string' },
  help: { type: 'boolean' },
  version: { type: 'boolean' },
} as const;

/** Runs the CLI; resolves with the exit code for commands that finish (the server keeps running). */
export async function main(argv: string[], io: CliIo = processIo): Promise<number | 'running'> {
  if (argv[0] === 'events') {
    const { runEventsCommand } = await import('./events/command.js');
    return runEventsCommand(argv.slice(1), { stdout: io.stdout, stderr: io.stderr, signals: io.signals });
  }
  let values;
  try {
    ({ values } = parseArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS }));
  } catch (error) {
    io.stderr.write(`energy-mock-server: ${parseArgsMessage(error as Error, Object.keys(OPTIONS))} (see --help)\n`);
    return 2;
  }
  if (values.help === true) {
    io.stdout.write(HELP);
    return 0;
  }
  if (values.version === true) {
    // The package exports ./package.json, so it can read its own version by name.
    io.stdout.write(
      `${(createRequire(import.meta.url)('@energy-contracts/mock-server/package.json') as { version: string }).version}\n`,
    );
    return 0;
  }
  const usage = (message: string): number => {
    io.stderr.write(`energy-mock-server: ${message} (see --help)\n`);
    return 2;
  };
  const port = values.port === undefined ? 4010 : Number(values.port);
  if (!/^\d{1,5}$/.test(values.port ?? '4010') || port > 65_535)
    return usage(`--port: expected an integer 0..65535, got "${values.port}"`);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!/^\d{1,10}$/.test(values.seed ?? '1') || seed > 0xffff_ffff)
    return usage(`--seed: expected an integer 0..4294967295, got "${values.seed}"`);
  const clock = values.now === undefined ? undefined : parseQueryDateTime(values.now);
  if (clock !== undefined && !clock.ok)
    return usage(
      `--now: expected an ISO datetime such as 2025-01-15T12:00:00Z (no zone = Europe/London): ${clock.message}`,
    );
  if (values.log !== undefined && values.log !== 'text' && values.log !== 'json')
    return usage(`--log: expected text or json, got "${values.log}"`);
  if (values.log !== undefined && values.quiet === true) return usage('--quiet and --log exclude each other');
  const docsProblem = values.docs === undefined ? null : docsDirProblem(values.docs);
  if (docsProblem !== null) return usage(`--docs: ${docsProblem}`);
  let mock;
  try {
    mock = await startMockServer({
      port,
      host: values.host ?? '127.0.0.1',
      seed,
      now: values.now,
      apiKey: values['api-key'],
      accountNumber: values['account-number'],
      token: values.token,
      validate: values.validate === true,
      rateLimit: values['rate-limit'],
      strict: values.strict === true,
      requestLog: values.quiet === true ? 'off' : values.log === 'json' ? 'json' : 'text',
      log: lineWriter((text) => io.stderr.write(text)),
      docsDir: values.docs,
    });
  } catch (error) {
    // A bad option is a usage error (exit 2), named as the command line spells it.
    if (error instanceof MockOptionError)
      return usage(
        `--${error.message.replace(/^[a-zA-Z]+/, (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))}`,
      );
    io.stderr.write(`energy-mock-server: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  // Handlers go in before the banner: whoever reads the banner may signal at once.
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    io.stdout.write(`energy-mock-server: ${signal} received, stopping\n`);
    void mock.close().then(() => io.exit(0));
  };
  io.signals.on('SIGINT', () => stop('SIGINT'));
  io.signals.on('SIGTERM', () => stop('SIGTERM'));
  const { apiKey, accountNumber, token } = mock.app.credentials;
  io.stdout.write(
    [
      `energy-mock-server listening on ${mock.url}`,
      `  seed ${seed}, clock ${values.now ?? 'wall clock'}${values.strict === true ? ', strict query values' : ''}${values.validate === true ? ', validating responses' : ''}${values['rate-limit'] === undefined ? '' : `, rate limit ${values['rate-limit']}`}`,
      `  demo API key:        ${apiKey}`,
      `  demo account number: ${accountNumber}`,
      `  demo token (JWT):    ${token}`,
      ...(mock.docsUrl === undefined ? [] : [`  docs (with Try it): ${mock.docsUrl}`]),
      `  try: curl ${mock.url}products/`,
      `       curl -u ${apiKey}: ${mock.url}accounts/${accountNumber}/`,
      '',
    ].join('\n'),
  );
  return 'running';
}

// The bin: only when this file is the process's entry, so tests can import main.
if (isProcessEntry(import.meta.url)) {
  // A reader that closes the output (| head) stops nothing: the server keeps serving until a signal,
  // and what it would print after is dropped. Any other write error still ends the process.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (!isClosedOutput(error)) throw error;
  });
  const result = await main(process.argv.slice(2));
  if (result !== 'running') process.exitCode = result;
}
