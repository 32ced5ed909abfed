/**
 * `energy-mock-server events`: writes valid sample events as NDJSON, or delivers them to a
 * webhook. Dispatched from the package CLI; see `--help`.
 */
import { createWriteStream } from 'node:fs';
import { once, type EventEmitter } from 'node:events';
import { parseArgs } from 'node:util';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { formatQueryDateTime, parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
import { loadCatalogue, selectEntries, SelectionError } from './event-catalogue.js';
import { deliverEvents, formatReport, type Delivery, type DeliveryProgress } from './deliver.js';
import { redactCredentials, splitCredentials } from '@energy-contracts/schema-tools/redact';
import { isClosedOutput } from '@energy-contracts/schema-tools/closed-output';
import { parseArgsMessage } from '@energy-contracts/schema-tools/parse-args-message';
import { contentTypeFor, EVENT_FORMATS, toWireFormat, type EventFormat } from './formats.js';
import { sampleEvents } from './sample-events.js';
import { SAMPLE_CLOCKS } from './sample-values.js';

/** Streams the command writes to and where signals come from; tests pass their own. */
export interface CommandIo {
  stdout: Writable;
  stderr: Writable;
  /** Emits 'SIGINT' and 'SIGTERM' (stop delivering, report, exit 130 / 143). Absent: `process`. */
  signals?: Pick<EventEmitter, 'once' | 'off'>;
  /** The millisecond clock `--deadline` and the report's time are read from. Absent: `performance.now`. */
  clock?: () => number;
}

/** Exit codes: 0 success, 1 a delivery failed or generation broke, 2 bad usage; 128 + n after signal n stopped a delivery. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143 } as const;

const HELP = `Usage: energy-mock-server events [options]

Writes valid sample events of the platform's event catalogue as NDJSON (one event per line),
or POSTs them to a webhook.

Selection
  --type T         event type, comma list, or glob (billing.*); repeatable. Absent: every type
  --version V      v1, v2, 1.0.0, ... or latest; comma list; repeatable. Absent: every version
  --count N        events per selected (type, version). Default 1
Content
  --seed S         any string; same seed and --now: the same bytes. Default 1
  --now ISO        fixed clock: the last event of each (type, version) occurred at it,
                   payload dates fall around it (from 491 days before to a year after),
                   so it lies in 0002-05-07 to 9998-12-31. Default: the current time
  --format F       envelope | eventbridge | cloudevents. Default envelope
  --source S       envelope source / EventBridge Source / CloudEvents source. Default energy-platform
  --schemas DIR    folder with catalogue.json and schemas/. Default: @energy-contracts/event-schemas
Output
  --out FILE       write NDJSON to FILE. Default: stdout (not written when --deliver is given)
  --deliver URL    POST each event (application/json; CloudEvents: application/cloudevents+json);
                   retries network errors, timeouts, 5xx and 429 (honours Retry-After); report on stderr
  --retries N      retries per event after the first attempt. Default 4
  --timeout MS     per-attempt timeout. Default 5000
  --concurrency N  requests in flight. Default 8
  --backoff MS     base of the exponential backoff (doubles per retry, seeded jitter). Default 200
  --max-delay MS   cap of any wait between attempts, Retry-After included. Default 10000
  --deadline MS    overall time limit of the delivery: then stop, report delivered, failed and
                   not sent, exit 1. Default: none
  --help           this text

Credentials in the URL (https://user:secret@host/hook) are sent as HTTP Basic and printed as ***.
On a terminal a progress line shows on stderr. SIGINT or SIGTERM stops the delivery: requests in
flight are aborted, the report says what was delivered, failed and never sent.

Exit status: 0 success, 1 at least one delivery failed or was not sent, 2 bad usage (unknown type,
bad option), 130 / 143 stopped by SIGINT / SIGTERM.

Examples
  energy-mock-server events --type account.created --count 3 --seed 7 --now 2025-03-01T12:00:00Z
  energy-mock-server events --type 'billing.*' --version latest --format cloudevents
  energy-mock-server events --deliver http://127.0.0.1:3000/hook --format eventbridge
`;

class UsageError extends Error {}

function integerOption(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${name}: expected an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

// The items of a repeatable comma-list option; a value with no item (`--type ""`, often an unset
// shell variable) is a usage error, not "every type": with --deliver it would POST every event.
function splitList(name: string, expected: string, values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((value) => {
    const items = value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (items.length === 0) throw new UsageError(`--${name}: expected ${expected}, got ${JSON.stringify(value)}`);
    return items;
  });
}

const OPTIONS = {
  type: { type: 'string', multiple: true },
  version: { type: 'string', multiple: true },
  count: { type: 'string' },
  seed: { type: 'string' },
  now: { type: 'string' },
  format: { type: 'string' },
  source: { type: 'string' },
  schemas: { type: 'string' },
  out: { type: 'string' },
  deliver: { type: 'string' },
  retries: { type: 'string' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  backoff: { type: 'string' },
  'max-delay': { type: 'string' },
  deadline: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The command line read by `parseArgs`; what it refuses is a usage error in schema-tools' words (an unknown option names the options a typo away). */
function parseOptions(argv: string[]) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS });
  } catch (error) {
    throw new UsageError(parseArgsMessage(error as Error, Object.keys(OPTIONS)));
  }
}

/**
 * Runs `energy-mock-server events` with the arguments after `events` and returns the exit code.
 * Never throws: errors are printed on stderr with the option they concern.
 *
 * @example
 * const code = await runEventsCommand(['--type', 'account.created', '--seed', '7', '--now', '2025-03-01T12:00:00Z']);
 */
export async function runEventsCommand(
  argv: string[],
  io: CommandIo = { stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  // --deadline counts from here: loading the catalogue and generating events spend the same budget.
  const clock = io.clock ?? (() => performance.now());
  const startedAt = clock();
  // Every line on stderr goes through the redaction: URL user information and the --deliver secrets.
  let secrets: string[] = [];
  const err = (line: string) => io.stderr.write(`${redactCredentials(line, secrets)}\n`);
  try {
    const { values } = parseOptions(argv);
    if (values.help) {
      io.stdout.write(HELP);
      return EXIT_OK;
    }
    const format = (values.format ?? 'envelope') as EventFormat;
    if (!EVENT_FORMATS.includes(format))
      throw new UsageError(
        `--format: expected one of ${EVENT_FORMATS.join(', ')}, got ${JSON.stringify(values.format)}`,
      );
    const count = integerOption('count', values.count, 1, 1, 1_000_000);
    let now = Date.now();
    if (values.now !== undefined) {
      // The REST mock's rule (no zone = Europe/London), not Date.parse, whose zoneless reading follows the host's TZ.
      const clock = parseQueryDateTime(values.now);
      if (!clock.ok)
        throw new UsageError(
          `--now: expected an ISO 8601 date-time such as 2025-03-01T12:00:00Z (no zone = Europe/London): ${clock.message}`,
        );
      now = clock.utc;
      // The earliest sample is drawn at the clock less a second per further event.
      const first = SAMPLE_CLOCKS.first + (count - 1) * 1000;
      if (now < first || now > SAMPLE_CLOCKS.last)
        throw new UsageError(
          `--now: expected a date-time from ${formatQueryDateTime(first)} to ${formatQueryDateTime(SAMPLE_CLOCKS.last)}, so that every datetime of the samples falls in the years 0001-9999; got ${values.now}`,
        );
    }
    const source = values.source ?? 'energy-platform';
    if (source === '') throw new UsageError('--source: expected a non-empty string');
    let deliverUrl: URL | undefined;
    if (values.deliver !== undefined) {
      try {
        deliverUrl = new URL(values.deliver);
      } catch {
        throw new UsageError(`--deliver: expected an http(s) URL, got ${JSON.stringify(values.deliver)}`);
      }
      secrets = splitCredentials(deliverUrl.href).secrets;
      if (deliverUrl.protocol !== 'http:' && deliverUrl.protocol !== 'https:')
        throw new UsageError(`--deliver: expected an http(s) URL, got ${JSON.stringify(values.deliver)}`);
    }
    const deliverOptions = {
      retries: integerOption('retries', values.retries, 4, 0, 20),
      timeoutMs: integerOption('timeout', values.timeout, 5000, 1, 600_000),
      concurrency: integerOption('concurrency', values.concurrency, 8, 1, 1024),
      backoffMs: integerOption('backoff', values.backoff, 200, 0, 600_000),
      maxDelayMs: integerOption('max-delay', values['max-delay'], 10_000, 0, 600_000),
      ...(values.deadline === undefined
        ? {}
        : { deadlineMs: integerOption('deadline', values.deadline, 0, 1, 86_400_000) }),
    };

    const catalogue = await loadCatalogue(values.schemas);
    const entries = selectEntries(catalogue.entries, {
      types: splitList('type', 'an event type, a comma list or a glob', values.type),
      versions: splitList('version', 'a version, a comma list or latest', values.version),
    });
    const seed = values.seed ?? '1';
    const events = sampleEvents(catalogue, entries, { seed, now, count, source });

    const writeToFile = values.out !== undefined;
    const sink: Writable | undefined = writeToFile
      ? createWriteStream(values.out as string)
      : deliverUrl
        ? undefined
        : io.stdout;
    let sinkError: Error | undefined;
    sink?.on('error', (e: Error) => {
      sinkError = e;
    });
    // Lines are written in ~64 KiB chunks: one write per event costs more than generating it.
    let buffer = '';
    const flush = async (): Promise<void> => {
      if (!sink || buffer === '' || sinkError) return;
      const chunk = buffer;
      buffer = '';
      // once() rejects on 'error'; the error itself is kept by the listener above.
      if (!sink.write(chunk)) await once(sink, 'drain').catch(() => undefined);
    };
    // Each event is generated when it is written or when a delivery worker is free to send it, so
    // memory does not grow with --count; with --out beside --deliver, the file gets what was taken.
    async function* deliveries(): AsyncGenerator<Delivery> {
      for await (const { entry, envelope } of events) {
        const line = JSON.stringify(toWireFormat(envelope, format, entry.$id));
        if (sink && !sinkError) {
          buffer += `${line}\n`;
          if (buffer.length >= 65_536) await flush();
        }
        yield { id: envelope.id, label: `${entry.type} ${entry.version}`, body: line };
        if (!deliverUrl && sinkError) return;
      }
    }
    const endSink = async (): Promise<number | undefined> => {
      await flush();
      if (sink && writeToFile) {
        sink.end();
        // finished() also settles when the stream failed or closed before we got here.
        await finished(sink).catch(() => undefined);
      }
      if (sinkError) {
        // A closed pipe (`| head`) is the reader's choice, not a failure; a file (--out) is never closed by a reader.
        if (!writeToFile && isClosedOutput(sinkError)) return EXIT_OK;
        err(`${writeToFile ? `--out ${values.out}` : 'stdout'}: ${sinkError.message}`);
        return EXIT_FAILED;
      }
      return undefined;
    };
    if (!deliverUrl) {
      for await (const _ of deliveries());
      return (await endSink()) ?? EXIT_OK;
    }

    // SIGINT / SIGTERM stop the delivery instead of killing the process, so the report still
    // says what was delivered; a second signal has no handler left and ends the process.
    const signals = io.signals ?? process;
    const stop = new AbortController();
    const handlers = Object.keys(STOP_SIGNALS).map((name) => {
      const handler = (): void => stop.abort(name);
      signals.once(name, handler);
      return [name, handler] as const;
    });
    const progress = (io.stderr as { isTTY?: boolean }).isTTY === true ? progressLine(io.stderr) : undefined;
    let report;
    try {
      report = await deliverEvents(deliveries(), {
        url: deliverUrl.href,
        contentType: contentTypeFor(format),
        seed,
        ...deliverOptions,
        total: entries.length * count,
        startedAt,
        clock,
        signal: stop.signal,
        ...(progress ? { onProgress: progress.update } : {}),
      });
    } finally {
      progress?.clear();
      for (const [name, handler] of handlers) signals.off(name, handler);
    }
    const sinkExit = await endSink();
    for (const line of formatReport(report)) err(line);
    if (sinkExit === EXIT_FAILED) return EXIT_FAILED;
    if (stop.signal.aborted) return STOP_SIGNALS[stop.signal.reason as keyof typeof STOP_SIGNALS] ?? EXIT_FAILED;
    return report.failed > 0 || report.notSent > 0 ? EXIT_FAILED : EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError || error instanceof SelectionError) {
      err(`energy-mock-server events: ${(error as Error).message}`);
      err('Run energy-mock-server events --help for the options.');
      return EXIT_USAGE;
    }
    err(`energy-mock-server events: ${(error as Error).message}`);
    return EXIT_FAILED;
  }
}

/**
 * The progress line on a terminal: rewritten in place (carriage return) at most every 100 ms,
 * cleared before the report is printed.
 */
function progressLine(stream: Writable): { update: (p: DeliveryProgress) => void; clear: () => void } {
  let last = 0;
  let shown = false;
  return {
    update: (p) => {
      const now = Date.now();
      if (now - last < 100 && p.settled < p.total) return;
      last = now;
      shown = true;
      stream.write(`\rdelivering: ${p.settled}/${p.total} (${p.delivered} delivered, ${p.failed} failed)\u001b[K`);
    },
    clear: () => {
      if (shown) stream.write('\r\u001b[K');
    },
  };
}
