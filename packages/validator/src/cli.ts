#!/usr/bin/env node
// energy-contracts-validate: checks event payloads, NDJSON streams of envelopes and REST
// responses against the contract. Exit 0 all valid, 1 any invalid, 2 usage error.
import fs from 'node:fs';
import { once, type EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { validateEnvelope } from './envelope.js';
import { errorLine, type ValidationError, type ValidationResult } from './errors.js';
import { lookupEvent, validateEvent } from './events.js';
import { readCapped } from './input-text.js';
import { decodeJsonText } from '@energy-contracts/schema-tools/json-text';
import { validateResponse } from './rest.js';
import { isClosedOutput } from '@energy-contracts/schema-tools/closed-output';
import { parseArgsMessage } from '@energy-contracts/schema-tools/parse-args-message';
import { isProcessEntry } from '@energy-contracts/schema-tools/process-entry';
import { terminalText } from '@energy-contracts/schema-tools/terminal-text';

const USAGE = `Usage:
  energy-contracts-validate --event TYPE@VERSION FILE        validate one payload file
  energy-contracts-validate --envelopes FILE|-              validate an NDJSON stream of envelopes (- = stdin)
  energy-contracts-validate --response 'GET /v1/products/' --status 200 FILE
Options:
  --strict       with --event or --envelopes: reject fields the schema does not name
  --json         print machine-readable JSON instead of text
  --progress     with --envelopes: report progress on stderr (default: only when stderr is a terminal)
  --max-line-bytes N  with --envelopes: a longer line is reported invalid, not read (default 67108864, 64 MiB)
  --max-bytes N  with --event or --response: a longer input is reported invalid, not read (default 67108864, 64 MiB)
  -h, --help     show this help
  --version      print the package version
Exit status: 0 valid, 1 invalid, 2 usage error (an option the mode does not read is one).
Input is UTF-8 (other bytes are not JSON); a byte order mark is skipped at its very start only.
Envelopes may be this project's envelope, CloudEvents 1.0 structured JSON, or EventBridge
PutEvents entries / received events (see the package README).
`;

/** This package's version, read through its own name (the package exports ./package.json). */
function packageVersion(): string {
  return (createRequire(import.meta.url)('@energy-contracts/validator/package.json') as { version: string }).version;
}

/**
 * Where the CLI writes; injectable so tests can run it in-process. A stream that returns false
 * from write() and emits 'drain' (any Writable) gets back-pressure; 'error' events are handled.
 */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: { write(s: string): unknown; on?: EventEmitter['on'] };
  stderr: { write(s: string): unknown; isTTY?: boolean; on?: EventEmitter['on'] };
}

class UsageError extends Error {}

/**
 * Writes the CLI's output with back-pressure: when the stream's buffer is full, the next line
 * waits for 'drain', so a slow reader slows the run down instead of the output piling up in
 * memory. A closed pipe marks the output closed (the run stops reading, quietly); another write
 * error is kept and reported once.
 */
class Output {
  closed = false;
  error: Error | undefined;
  readonly #stream: CliIo['stdout'];

  constructor(stream: CliIo['stdout']) {
    this.#stream = stream;
    stream.on?.('error', (error: NodeJS.ErrnoException) => {
      this.closed = true;
      // The reader closed the output (`| head -1`): not an error, the run just ends.
      if (!isClosedOutput(error)) this.error ??= error;
    });
  }

  /** One line of text mode: what the input chose in it (a field name, an event type) is shown, never obeyed by the terminal. */
  line(text: string): Promise<void> {
    return this.write(`${terminalText(text)}\n`);
  }

  async write(text: string): Promise<void> {
    if (this.closed) return;
    if (this.#stream.write(text) === false && typeof this.#stream.on === 'function') {
      // once() also settles on 'error' (a closed pipe), which the listener above records.
      await once(this.#stream as unknown as EventEmitter, 'drain').catch(() => undefined);
    }
  }
}

/**
 * The JSON document of `file` (`-`: stdin), read by the shared rules of ./input-text.ts; a
 * reason (the `not JSON` or `max-bytes` error) when it cannot be. A file that cannot be opened is
 * a usage error.
 */
async function readJsonDocument(
  file: string,
  io: CliIo,
  maxBytes: number,
): Promise<{ data: unknown } | { error: ValidationError }> {
  let input: AsyncIterable<Buffer | string>;
  if (file === '-') input = io.stdin as AsyncIterable<Buffer | string>;
  else {
    let size: number;
    try {
      const stat = fs.statSync(file);
      if (stat.isDirectory()) throw new UsageError(`cannot read ${file}: it is a directory`);
      size = stat.size;
    } catch (error) {
      if (error instanceof UsageError) throw error;
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new UsageError(`file not found: ${file}`);
      throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
    }
    if (size > maxBytes) return { error: tooLong(maxBytes) };
    input = fs.createReadStream(file);
  }
  let bytes: Buffer | undefined;
  try {
    bytes = await readCapped(input, maxBytes);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (bytes === undefined) return { error: tooLong(maxBytes) };
  const text = decodeJsonText(bytes, true);
  if (text === undefined) return { error: notJsonError('the input is not valid UTF-8') };
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: notJsonError((error as Error).message) };
  }
}

const notJsonError = (reason: string): ValidationError => ({
  path: '',
  message: `not JSON: ${reason}`,
  keyword: 'json',
  schemaPath: '',
});

const tooLong = (maxBytes: number): ValidationError => ({
  path: '',
  message: `the input is longer than ${maxBytes} bytes (--max-bytes); it was not read`,
  keyword: 'max-bytes',
  schemaPath: '',
});

async function printErrors(out: Output, label: string, errors: ValidationError[]): Promise<void> {
  for (const e of errors) await out.line(`${label}${errorLine(e)}`);
}

/** A byte count option: a positive integer of at most ten digits, else a usage error naming it. */
function byteCount(name: string, text: string | undefined): number {
  const value = text ?? String(DEFAULT_MAX_LINE_BYTES);
  if (!/^[1-9]\d{0,9}$/.test(value))
    throw new UsageError(`${name} must be an integer from 1 to 9999999999 (got ${value})`);
  return Number(value);
}

/**
 * Runs the CLI with the given arguments and streams; resolves to the exit status.
 * @example await runCli(['--event', 'account.created@v1', 'payload.json'])
 */
export async function runCli(argv: string[], io: CliIo = process): Promise<number> {
  const out = new Output(io.stdout);
  // Progress and usage lines are best effort: a closed stderr must not crash the run either.
  io.stderr.on?.('error', () => undefined);
  try {
    const code = await run(argv, io, out);
    if (out.error) {
      io.stderr.write(`energy-contracts-validate: cannot write the output: ${out.error.message}\n`);
      return 2;
    }
    return code;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const message = parseArgsMessage(error as Error, Object.keys(OPTIONS));
      io.stderr.write(`energy-contracts-validate: ${terminalText(message)} (see --help)\n`);
      return 2;
    }
    throw error;
  }
}

const OPTIONS = {
  event: { type: 'string' },
  envelopes: { type: 'string' },
  response: { type: 'string' },
  status: { type: 'string' },
  strict: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  progress: { type: 'boolean', default: false },
  'max-line-bytes': { type: 'string' },
  'max-bytes': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', default: false },
} as const;

async function run(argv: string[], io: CliIo, out: Output): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  if (values.help) {
    await out.write(USAGE);
    return 0;
  }
  if (values.version) {
    await out.write(`${packageVersion()}\n`);
    return 0;
  }
  const modes = [values.event, values.envelopes, values.response].filter((v) => v !== undefined).length;
  if (modes !== 1) throw new UsageError('give exactly one of --event, --envelopes, --response');
  // An option the mode does not read would be dropped without a word, and the run not be what was asked.
  if (values.status !== undefined && values.response === undefined) throw new UsageError('--status is for --response');
  if (values.strict && values.response !== undefined)
    throw new UsageError('--strict is for --event and --envelopes (REST responses are validated tolerant only)');

  if (values.envelopes !== undefined) {
    if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
    if (values['max-bytes'] !== undefined)
      throw new UsageError('--max-bytes is for --event and --response; with --envelopes, use --max-line-bytes');
    return envelopeStream(values.envelopes, io, out, {
      strict: values.strict,
      json: values.json,
      progress: values.progress || io.stderr.isTTY === true,
      maxLineBytes: byteCount('--max-line-bytes', values['max-line-bytes']),
    });
  }

  // Every argument is checked before a byte of input is read: a usage error must not wait for
  // the end of stdin.
  if (values['max-line-bytes'] !== undefined)
    throw new UsageError('--max-line-bytes is for --envelopes; with --event and --response, use --max-bytes');
  if (values.progress) throw new UsageError('--progress is for --envelopes');
  if (positionals.length !== 1) throw new UsageError('give exactly one FILE (or - for stdin)');
  const file = positionals[0]!;
  const maxBytes = byteCount('--max-bytes', values['max-bytes']);
  let validate: (data: unknown) => ValidationResult;
  let label: string;
  if (values.event !== undefined) {
    const event = values.event;
    const at = event.lastIndexOf('@');
    if (at <= 0 || at === event.length - 1)
      throw new UsageError(`--event must be TYPE@VERSION, e.g. account.created@v1 (got ${event})`);
    validate = (data) => validateEvent(event.slice(0, at), event.slice(at + 1), data, { strict: values.strict });
    label = `${event}${values.strict ? ' (strict)' : ''}`;
  } else {
    const m = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(values.response!);
    if (!m) throw new UsageError(`--response must be 'METHOD PATH', e.g. 'GET /v1/products/' (got ${values.response})`);
    const status = values.status;
    if (status === undefined || !/^\d{3}$/.test(status))
      throw new UsageError('--response needs --status with a three-digit HTTP status');
    validate = (data) => validateResponse({ method: m[1]!, path: m[2]!, status: Number(status), body: data });
    label = `${m[1]!.toUpperCase()} ${m[2]} ${status}`;
  }

  const read = await readJsonDocument(file, io, maxBytes);
  if ('error' in read) {
    if (values.json) await out.write(`${JSON.stringify({ valid: false, errors: [read.error] })}\n`);
    else await out.line(`${file}: ${read.error.message}`);
    return 1;
  }
  const result = validate(read.data);
  if (values.json) await out.write(`${JSON.stringify(result)}\n`);
  else {
    await printErrors(out, `${file}: `, result.errors);
    await out.line(
      result.valid
        ? `${file}: valid (${label})`
        : `${file}: invalid (${label}), ${result.errors.length}${result.truncated ? '+' : ''} error(s)`,
    );
  }
  return result.valid ? 0 : 1;
}

/** Longest NDJSON line read by default: far above any event, far below V8's string limit. */
export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;

/**
 * The lines of a byte stream, split on LF (a byte that never occurs inside a UTF-8 sequence), as
 * bytes, so that each line's UTF-8 can be checked on its own. A line longer than `maxBytes` is not
 * kept: it comes out empty with `tooLong` set, so memory stays bounded whatever the input.
 */
export async function* byteLines(
  input: AsyncIterable<Buffer | string>,
  maxBytes: number,
): AsyncGenerator<{ bytes: Buffer; tooLong: boolean }> {
  let parts: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  let pending = false;
  for await (const chunk of input) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(10, start);
      const end = nl === -1 ? buf.length : nl;
      if (end > start) pending = true;
      if (!tooLong) {
        if (size + end - start > maxBytes) {
          tooLong = true;
          parts = [];
          size = 0;
        } else if (end > start) {
          parts.push(buf.subarray(start, end));
          size += end - start;
        }
      }
      if (nl === -1) break;
      yield { bytes: Buffer.concat(parts, size), tooLong };
      parts = [];
      size = 0;
      tooLong = false;
      pending = false;
      start = nl + 1;
    }
  }
  if (pending || tooLong) yield { bytes: Buffer.concat(parts, size), tooLong };
}

/**
 * The summary's key for what a line carried: the catalogue's type and version, else `(unknown type)`
 * or `(unknown version)`, so a stream of made-up names adds one key, not one per name (the summary
 * would otherwise grow with the stream).
 */
function summaryKey(type: string | undefined, version: string | undefined): string {
  const entry = lookupEvent(type, version);
  if (!('valid' in entry)) return `${entry.type}@${entry.version}`;
  return entry.errors[0]?.keyword === 'unknown-event-version'
    ? `${type}@(unknown version)`
    : '(unknown type)@(unknown version)';
}

async function envelopeStream(
  source: string,
  io: CliIo,
  out: Output,
  opts: { strict: boolean; json: boolean; progress: boolean; maxLineBytes: number },
): Promise<number> {
  let input: AsyncIterable<Buffer | string>;
  if (source === '-') input = io.stdin as AsyncIterable<Buffer | string>;
  else {
    if (!fs.existsSync(source)) throw new UsageError(`file not found: ${source}`);
    // A directory opens fine and only fails on the first read, past the usage-error handling.
    if (fs.statSync(source).isDirectory()) throw new UsageError(`cannot read ${source}: it is a directory`);
    input = fs.createReadStream(source);
  }
  const summary = new Map<string, { valid: number; invalid: number }>();
  let lineNo = 0;
  let failures = 0;
  let total = 0;
  let lastProgress = Date.now();
  const started = lastProgress;
  const count = (key: string, ok: boolean): void => {
    const s = summary.get(key) ?? { valid: 0, invalid: 0 };
    if (ok) s.valid++;
    else s.invalid++;
    summary.set(key, s);
  };
  const notJson = (message: string): Promise<void> => {
    failures++;
    count('(not JSON)', false);
    if (opts.json)
      return out.write(
        `${JSON.stringify({ line: lineNo, valid: false, errors: [{ path: '', message: `not JSON: ${message}`, keyword: 'json', schemaPath: '' }] })}\n`,
      );
    return out.line(`line ${lineNo}: not JSON: ${message}`);
  };
  for await (const { bytes, tooLong } of byteLines(input, opts.maxLineBytes)) {
    // The reader went away (`| head -1`): stop reading, end quietly.
    if (out.closed) break;
    lineNo++;
    if (opts.progress && (lineNo % 10000 === 0 || Date.now() - lastProgress > 1000)) {
      lastProgress = Date.now();
      io.stderr.write(
        `energy-contracts-validate: ${lineNo} lines, ${failures} invalid, ${Math.round(lineNo / Math.max(0.001, (lastProgress - started) / 1000))} lines/s\n`,
      );
    }
    if (tooLong) {
      total++;
      await notJson(`the line is longer than ${opts.maxLineBytes} bytes (--max-line-bytes); it was not read`);
      continue;
    }
    const line = decodeJsonText(bytes[bytes.length - 1] === 13 ? bytes.subarray(0, -1) : bytes, lineNo === 1);
    if (line === undefined) {
      total++;
      await notJson('the line is not valid UTF-8');
      continue;
    }
    if (line.trim() === '') continue;
    total++;
    let envelope: unknown;
    try {
      envelope = JSON.parse(line);
    } catch (error) {
      await notJson((error as Error).message);
      continue;
    }
    const result = validateEnvelope(envelope, { strict: opts.strict });
    const key = `${result.eventType ?? '(unknown type)'}@${result.payloadVersion ?? '(unknown version)'}`;
    count(summaryKey(result.eventType, result.payloadVersion), result.valid);
    if (result.valid) continue;
    failures++;
    if (opts.json) await out.write(`${JSON.stringify({ line: lineNo, ...result })}\n`);
    else await printErrors(out, `line ${lineNo}: ${key} `, result.errors);
  }
  // A closed output ends the run without a summary: 1 if an invalid line was already seen, else 0.
  if (out.closed) return failures ? 1 : 0;
  const keys = [...summary.keys()].sort();
  if (opts.json) {
    await out.write(
      `${JSON.stringify({ summary: Object.fromEntries(keys.map((k) => [k, summary.get(k)])), total, invalid: failures })}\n`,
    );
  } else {
    await out.write(`summary (event type@version: valid / invalid):\n`);
    for (const k of keys) await out.line(`  ${k}: ${summary.get(k)!.valid} / ${summary.get(k)!.invalid}`);
    await out.write(`${total} envelope(s), ${failures} invalid\n`);
  }
  return failures ? 1 : 0;
}

if (isProcessEntry(import.meta.url)) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`energy-contracts-validate: ${(error as Error)?.stack ?? String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
