#!/usr/bin/env node
// energy-contract-test: runs the contract checks against a base URL, checks an NDJSON event
// stream, or runs a validating proxy. `energy-contract-test --help` lists everything.
import type { EventEmitter } from 'node:events';
import { closeSync, createReadStream, openSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { checkEventStream } from './events/event-stream.js';
import { baseUrlExtras } from './http/base-path.js';
import { redactCredentials as redact } from '@energy-contracts/schema-tools/redact';
import { isClosedOutput } from '@energy-contracts/schema-tools/closed-output';
import { parseArgsMessage } from '@energy-contracts/schema-tools/parse-args-message';
import { isProcessEntry } from '@energy-contracts/schema-tools/process-entry';
import { terminalText } from '@energy-contracts/schema-tools/terminal-text';
import { startValidatingProxy, type ProxyRecord } from './proxy/validating-proxy.js';
import { formatJson } from './reporters/json.js';
import { formatJunit } from './reporters/junit.js';
import { formatCheck, formatSummary } from './reporters/pretty.js';
import { MAX_TIMER_MS } from './limits.js';
import { listChecks, runContractTests, unmatchedOnly } from './runner.js';

const HELP = `Usage:
  energy-contract-test --base-url URL [options]       check a server against the contract
  energy-contract-test events FILE|- [options]        check an NDJSON stream of events
  energy-contract-test proxy --upstream URL [options] forward to a server, checking every response

Run options
  --base-url URL         the API's base URL, its path ending in the version: https://host/v1/
  --api-key KEY          key for the account and consumption checks (or ENERGY_API_KEY in the
                         environment, which keeps it out of process listings); never printed
  --account-number N     the account the key opens (or ENERGY_ACCOUNT_NUMBER)
  --product CODE         a product with a half-hourly tariff to check first (default: found)
  --strict               the server reads query values strictly (energy-mock-server --strict)
  --reporter R           pretty | json | junit. Default pretty
  --output FILE          where json/junit go. Default: stdout for json, contract-test-results.xml for junit
  --max-requests N       most requests, retries included. Default 1000
  --timeout MS           per-request time limit, at most 2147483647. Default 10000
  --max-duration S       overall time limit in seconds, at most 2147483. Default 300
  --only PREFIX          only checks whose id starts with PREFIX (repeatable): products, charges.london-days;
                         a PREFIX that selects no check is a usage error
  --list                 list the checks and the rules they cite, then exit

Events options
  --strict               validate payloads strictly (unknown fields rejected). Default tolerant
  --reporter R           pretty | json. Default pretty
  --max-line-bytes N     longest line read. Default 67108864 (64 MiB)

Proxy options
  --upstream URL         the server to forward to, e.g. https://staging.example/v1/
  --port N               port to listen on (0: any free port). Default 4011
  --host H               interface. Default 127.0.0.1
  --timeout MS           per-request time limit towards the upstream. Default 30000
  --fail-on-violation    exit 1 on SIGINT/SIGTERM if any response broke the contract
  --quiet                log only requests with violations

  --help, --version

Exit status: 0 conformant, 1 a check failed (events: an invalid event; proxy with
--fail-on-violation: a violation), 2 could not run (bad arguments, server unreachable, budget spent).

The run is read-only (GET only), bounded by --max-requests, --timeout and --max-duration, and
waits as Retry-After asks on 429 and 503.`;

/**
 * What the CLI reads and writes, and where signals come from: the process by default; tests pass
 * their own to run the CLI in-process.
 */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: { write(s: string): unknown; isTTY?: boolean };
  stderr: { write(s: string): unknown };
  env: Record<string, string | undefined>;
  /** The directory relative --output and events FILE paths resolve against. */
  cwd: string;
  /** Emits 'SIGINT' and 'SIGTERM', which stop the proxy. */
  signals: Pick<EventEmitter, 'once' | 'off'>;
}

class UsageError extends Error {}

function parse(args: string[], options: ParseArgsConfig['options']): ReturnType<typeof parseArgs> {
  const all = { help: { type: 'boolean' }, version: { type: 'boolean' }, ...options } as const;
  try {
    return parseArgs({ args, options: all, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(parseArgsMessage(error as Error, Object.keys(all)));
  }
}

/** An integer option from `min` to `max` (Node's longest timer, for times); else a usage error naming it. */
function integer(name: string, value: unknown, min: number, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`--${name} must be an integer from ${min} to ${max} (got ${String(value)})`);
  return Number(value);
}

function baseUrl(name: string, value: unknown): string {
  if (typeof value !== 'string' || value === '')
    throw new UsageError(`--${name} is required: the API's base URL, e.g. http://127.0.0.1:4010/v1/`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--${name} is not a URL: ${redact(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--${name} must be http or https (got ${url.protocol})`);
  if (url.username !== '' || url.password !== '')
    throw new UsageError(
      `--${name} carries credentials (${redact(value)}), which fetch does not send: pass the API key with --api-key or ENERGY_API_KEY`,
    );
  const extras = baseUrlExtras(url);
  if (extras !== undefined) throw new UsageError(redact(`--${name} ${extras}`));
  return url.href;
}

/** A word that is no option's value (`--only a b`: b) would otherwise be dropped without a word. */
function noPositionals(positionals: string[]): void {
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Checks before the run that the report file can be written, so a mistake costs no request and no
 * report: opened for appending, which creates it and leaves any content for the run to replace.
 */
function writable(name: string, file: string, cwd: string): void {
  const resolved = path.resolve(cwd, file);
  if (isDirectory(resolved)) throw new UsageError(`--${name} ${file} is a directory`);
  try {
    closeSync(openSync(resolved, 'a'));
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    throw new UsageError(`--${name} ${file} cannot be written (${e.code ?? e.message})`);
  }
}

/** The `--only` prefixes; one that selects no check is a usage error naming the nearest ids and the groups. */
function onlyPrefixes(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const prefixes = value as string[];
  const unmatched = unmatchedOnly(prefixes);
  if (unmatched !== undefined) throw new UsageError(`--only ${unmatched} (--list names each)`);
  return prefixes;
}

/** A one-line hint when the base URL's path does not end in a version segment (`/v1/`), where the contract's paths sit. */
function versionHint(href: string): string | undefined {
  const url = new URL(href);
  if (/\/v\d+\/?$/.test(url.pathname)) return undefined;
  const suggestion = `${url.origin}${url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`}v1/`;
  return `hint: the path of --base-url ${href} ends in no version segment; the contract's paths sit under /v1/ (try ${suggestion})`;
}

function reporter(value: unknown, allowed: readonly string[]): string {
  const r = (value as string | undefined) ?? 'pretty';
  if (!allowed.includes(r)) throw new UsageError(`--reporter must be one of ${allowed.join(', ')} (got ${r})`);
  return r;
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, {
    'base-url': { type: 'string' },
    'api-key': { type: 'string' },
    'account-number': { type: 'string' },
    product: { type: 'string' },
    strict: { type: 'boolean' },
    reporter: { type: 'string' },
    output: { type: 'string' },
    'max-requests': { type: 'string' },
    timeout: { type: 'string' },
    'max-duration': { type: 'string' },
    only: { type: 'string', multiple: true },
    list: { type: 'boolean' },
  });
  noPositionals(positionals);
  if (values.list === true) {
    for (const c of listChecks())
      io.stdout.write(
        `${c.id}${c.needs ? ' (needs --api-key and --account-number)' : ''}\n  ${c.title}\n  rules: ${c.rules.join(', ')}\n`,
      );
    io.stdout.write(
      'responses.<operationId>\n  every response of each operation validates against its schema and obeys the single-response rules\n',
    );
    return 0;
  }
  const url = baseUrl('base-url', values['base-url']);
  const format = reporter(values.reporter, ['pretty', 'json', 'junit']);
  const only = onlyPrefixes(values.only);
  const hint = versionHint(url);
  if (hint !== undefined) io.stderr.write(`energy-contract-test: ${hint}\n`);
  const apiKey = (values['api-key'] as string | undefined) ?? io.env.ENERGY_API_KEY;
  const accountNumber = (values['account-number'] as string | undefined) ?? io.env.ENERGY_ACCOUNT_NUMBER;
  const pretty = format === 'pretty';
  const output = values.output as string | undefined;
  if (output !== undefined && pretty)
    throw new UsageError('--output is where the json and junit reporters write; the pretty reporter writes to stdout');
  const maxRequests = integer('max-requests', values['max-requests'], 1, 1000);
  const timeoutMs = integer('timeout', values.timeout, 1, 10_000, MAX_TIMER_MS);
  const maxDurationMs = integer('max-duration', values['max-duration'], 1, 300, Math.floor(MAX_TIMER_MS / 1000)) * 1000;
  // Last of the arguments: it creates the file.
  const file = format === 'junit' ? (output ?? 'contract-test-results.xml') : output;
  if (file !== undefined) writable('output', file, io.cwd);
  const report = await runContractTests({
    baseUrl: url,
    ...(apiKey ? { apiKey } : {}),
    ...(accountNumber ? { accountNumber } : {}),
    ...(values.product !== undefined ? { product: values.product as string } : {}),
    strict: values.strict === true,
    maxRequests,
    timeoutMs,
    maxDurationMs,
    ...(only !== undefined ? { only } : {}),
    onCheck: (event) => {
      if (event.phase === 'end') (pretty ? io.stdout : io.stderr).write(`${formatCheck(event.result)}\n`);
      else if (pretty && io.stdout.isTTY === true) io.stdout.write(`… ${event.id}\r`);
    },
  });
  if (format === 'json') {
    if (file !== undefined) writeFileSync(path.resolve(io.cwd, file), formatJson(report));
    else io.stdout.write(formatJson(report));
  } else if (format === 'junit' && file !== undefined) {
    writeFileSync(path.resolve(io.cwd, file), formatJunit(report));
    io.stderr.write(`JUnit report written to ${file}\n`);
  }
  (pretty ? io.stdout : io.stderr).write(`${formatSummary(report)}\n`);
  if (report.fatal !== undefined) return 2;
  if (report.summary.errors > 0 && report.summary.failed === 0) return 2;
  return report.conformant ? 0 : 1;
}

async function events(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, {
    strict: { type: 'boolean' },
    reporter: { type: 'string' },
    'max-line-bytes': { type: 'string' },
  });
  const format = reporter(values.reporter, ['pretty', 'json']);
  const file = positionals[0];
  if (file === undefined || positionals.length > 1)
    throw new UsageError('events takes one FILE, or - for standard input');
  let input: NodeJS.ReadableStream = io.stdin;
  if (file !== '-') {
    // A directory opens fine and fails only on the first read, past this usage-error handling.
    if (isDirectory(path.resolve(io.cwd, file))) throw new UsageError(`cannot read ${file}: it is a directory`);
    const stream = createReadStream(path.resolve(io.cwd, file));
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (e: NodeJS.ErrnoException) =>
        reject(new UsageError(`cannot read ${file}: ${e.code ?? e.message}`)),
      );
    });
    input = stream;
  }
  const report = await checkEventStream(input, {
    strict: values.strict === true,
    maxLineBytes: integer('max-line-bytes', values['max-line-bytes'], 1, 64 * 1024 * 1024),
  });
  if (format === 'json') io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    for (const p of report.problems)
      for (const v of p.violations)
        io.stdout.write(
          `${terminalText(`✗ line ${p.line}${p.id ? ` (id ${p.id})` : ''}: [${v.rule}] ${v.message}`)}\n`,
        );
    const byType = new Map<string, string[]>();
    for (const c of report.coverage)
      if (c.count > 0) byType.set(c.eventType, [...(byType.get(c.eventType) ?? []), `${c.version}×${c.count}`]);
    for (const [type, versions] of byType) io.stdout.write(`  ${type} ${versions.join(' ')}\n`);
    const missing = report.coverage.filter((c) => c.count === 0).length;
    io.stdout.write(
      `${report.conformant ? 'valid' : 'INVALID'}: ${report.valid} valid, ${report.invalid} invalid of ${report.events} events; ${report.covered}/${report.catalogueSize} (type, version) pairs covered, ${missing} not seen\n`,
    );
  }
  return report.conformant ? 0 : 1;
}

async function proxy(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, {
    upstream: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    timeout: { type: 'string' },
    'fail-on-violation': { type: 'boolean' },
    quiet: { type: 'boolean' },
  });
  noPositionals(positionals);
  const upstream = baseUrl('upstream', values.upstream);
  // Node listens on every interface for an empty host: the opposite of the default.
  if (values.host === '') throw new UsageError('--host needs an interface, e.g. 127.0.0.1 (got an empty value)');
  const quiet = values.quiet === true;
  const log = (r: ProxyRecord): void => {
    if (quiet && r.violations.length === 0) return;
    const head = `${(r.violations.length === 0 ? 'ok' : '✗').padEnd(4)}${r.method} ${r.path} ${r.status} ${r.ms} ms${r.operationId ? ` ${r.operationId}` : ''}`;
    // The path and the messages carry what the client and the upstream chose: shown, never obeyed.
    io.stderr.write(
      `${[head, ...r.violations.map((v) => `      [${v.rule}] ${v.message}`)].map(terminalText).join('\n')}\n`,
    );
  };
  const running = await startValidatingProxy({
    upstream,
    port: integer('port', values.port, 0, 4011, 65_535),
    host: (values.host as string | undefined) ?? '127.0.0.1',
    timeoutMs: integer('timeout', values.timeout, 1, 30_000, MAX_TIMER_MS),
    onRecord: log,
  }).catch((error: Error) => {
    throw new UsageError(`cannot listen: ${error.message}`);
  });
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    const onInt = (): void => stop('SIGINT');
    const onTerm = (): void => stop('SIGTERM');
    const stop = (name: NodeJS.Signals): void => {
      io.signals.off('SIGINT', onInt);
      io.signals.off('SIGTERM', onTerm);
      resolve(name);
    };
    io.signals.once('SIGINT', onInt);
    io.signals.once('SIGTERM', onTerm);
    // The handlers go in before the banner: whoever reads the banner may signal at once.
    io.stdout.write(`energy-contract-test proxy on ${running.url} -> ${redact(upstream)}\n`);
  });
  const summary = await running.close();
  const rules = Object.entries(summary.byRule)
    .map(([rule, n]) => `${rule} ${n}`)
    .join(', ');
  io.stdout.write(
    `${signal}: ${summary.requests} requests, ${summary.withViolations} with violations${rules ? ` (${rules})` : ''}\n`,
  );
  return values['fail-on-violation'] === true && summary.withViolations > 0 ? 1 : 0;
}

/** Runs the CLI on `argv` (the arguments after the command name); resolves with the exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  const command = first === 'events' || first === 'proxy' ? first : 'run';
  const args = command === 'run' ? argv : rest;
  if (args.includes('--help')) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (args.includes('--version')) {
    io.stdout.write(
      `${(createRequire(import.meta.url)('@energy-contracts/contract-tests/package.json') as { version: string }).version}\n`,
    );
    return 0;
  }
  try {
    return command === 'events'
      ? await events(args, io)
      : command === 'proxy'
        ? await proxy(args, io)
        : await run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`energy-contract-test: ${error.message}\nRun energy-contract-test --help for the options.\n`);
      return 2;
    }
    throw error;
  }
}

// The bin: only when this file is the process's entry, so tests can import main.
if (isProcessEntry(import.meta.url)) {
  // A reader that closes the pipe early (| head) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (isClosedOutput(error)) process.exit(process.exitCode ?? 0);
    throw error;
  });
  main(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    signals: process,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `energy-contract-test: unexpected error: ${redact((error as Error).stack ?? String(error), [process.env.ENERGY_API_KEY])}\n`,
      );
      process.exitCode = 2;
    },
  );
}
