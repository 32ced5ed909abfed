#!/usr/bin/env node
// energy-contracts-validate: checks event payloads, NDJSON streams of envelopes and REST
// responses against the contract. Exit 0 all valid, 1 any invalid, 2 usage error.
import fs from 'node:fs';
import { once, type EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { validateEnvelope } from './envelope.js';
import type { ValidationError } from './errors.js';
import { validateEvent } from './events.js';
import { validateResponse } from './rest.js';
import { isClosedOutput } from '@energy-contracts/schema-tools/closed-output';

const USAGE = `Usage:
  energy-contracts-validate --event TYPE@VERSION FILE        validate one payload file
  energy-contracts-validate --envelopes FILE|-              validate an NDJSON stream of envelopes (- = stdin)
  energy-contracts-validate --response 'GET /v1/products/' --status 200 FILE
Options:
  --strict       reject fields the schema does not name (events)
  --json         print machine-readable JSON instead of text
  --progress     report progress on stderr (default: only when stderr is a terminal)
  --max-line-bytes N  with --envelopes: a longer line is reported invalid, not read (default 67108864, 64 MiB)
  -h, --help     show this help
  --version      print the package version
Exit status: 0 valid, 1 invalid, 2 usage error.
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

  async write(text: string): Promise<void> {
    if (this.closed) return;
    if (this.#stream.write(text) === false && typeof this.#stream.on === 'function') {
      // once() also settles on 'error' (a closed pipe), which the listener above records.
      await once(this.#stream as unknown as EventEmitter, 'drain').catch(() => undefined);
    }
  }
}

function readJsonFile(file: string): unknown {
  const text = file === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(file, 'utf8');
  return JSON.parse(text);
}

async function printErrors(out: Output, label: string, errors: ValidationError[]): Promise<void> {
  for (const e of errors) await out.write(`${label}${e.path || '/'} ${e.message}\n`);
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
      io.stderr.write(`energy-contracts-validate: ${(error as Error).message.split('\n')[0]} (see --help)\n`);
      return 2;
    }
    throw error;
  }
}

async function run(argv: string[], io: CliIo, out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      event: { type: 'string' },
      envelopes: { type: 'string' },
      response: { type: 'string' },
      status: { type: 'string' },
      strict: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      progress: { type: 'boolean', default: false },
      'max-line-bytes': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
      version: { type: 'boolean', default: false },
    },
  });
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

  if (values.envelopes !== undefined) {
    if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
    const maxLineText = values['max-line-bytes'] ?? String(DEFAULT_MAX_LINE_BYTES);
    if (!/^[1-9]\d{0,9}$/.test(maxLineText))
      throw new UsageError(`--max-line-bytes must be a positive integer (got ${maxLineText})`);
    return envelopeStream(values.envelopes, io, out, {
      strict: values.strict,
      json: values.json,
      progress: values.progress || io.stderr.isTTY === true,
      maxLineBytes: Number(maxLineText),
    });
  }

  if (positionals.length !== 1) throw new UsageError('give exactly one FILE (or - for stdin)');
  const file = positionals[0]!;
  let data: unknown;
  try {
    data = readJsonFile(file);
  } catch (error) {
    // A system error (ENOENT, EISDIR, EACCES...) means the file could not be read: a usage error, not invalid data.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`file not found: ${file}`);
    if (code !== undefined) throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
    const message = `${file} is not JSON: ${(error as Error).message}`;
    if (values.json)
      await out.write(
        `${JSON.stringify({ valid: false, errors: [{ path: '', message, keyword: 'json', schemaPath: '' }] })}\n`,
      );
    else await out.write(`${file}: ${message}\n`);
    return 1;
  }

  let result;
  let label: string;
  if (values.event !== undefined) {
    const at = values.event.lastIndexOf('@');
    if (at <= 0 || at === values.event.length - 1)
      throw new UsageError(`--event must be TYPE@VERSION, e.g. account.created@v1 (got ${values.event})`);
    result = validateEvent(values.event.slice(0, at), values.event.slice(at + 1), data, { strict: values.strict });
    label = `${values.event}${values.strict ? ' (strict)' : ''}`;
  } else {
    const m = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(values.response!);
    if (!m) throw new UsageError(`--response must be 'METHOD PATH', e.g. 'GET /v1/products/' (got ${values.response})`);
    if (values.status === undefined || !/^\d{3}$/.test(values.status))
      throw new UsageError('--response needs --status with a three-digit HTTP status');
    result = validateResponse({ method: m[1]!, path: m[2]!, status: Number(values.status), body: data });
    label = `${m[1]!.toUpperCase()} ${m[2]} ${values.status}`;
  }
  if (values.json) await out.write(`${JSON.stringify(result)}\n`);
  else {
    await printErrors(out, `${file}: `, result.errors);
    await out.write(
      result.valid
        ? `${file}: valid (${label})\n`
        : `${file}: invalid (${label}), ${result.errors.length}${result.truncated ? '+' : ''} error(s)\n`,
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
  // fatal: bytes that are not UTF-8 are an error, not silently U+FFFD (the JSON text is invalid).
  const utf8 = new TextDecoder('utf-8', { fatal: true });
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
    return out.write(`line ${lineNo}: not JSON: ${message}\n`);
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
    let line: string;
    try {
      line = utf8.decode(bytes[bytes.length - 1] === 13 ? bytes.subarray(0, -1) : bytes);
    } catch {
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
    count(key, result.valid);
    if (result.valid) continue;
    failures++;
    if (opts.json) await out.write(`${JSON.stringify({ line: lineNo, ...result })}\n`);
    else for (const e of result.errors) await out.write(`line ${lineNo}: ${key} ${e.path || '/'} ${e.message}\n`);
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
    for (const k of keys) await out.write(`  ${k}: ${summary.get(k)!.valid} / ${summary.get(k)!.invalid}\n`);
    await out.write(`${total} envelope(s), ${failures} invalid\n`);
  }
  return failures ? 1 : 0;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
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
