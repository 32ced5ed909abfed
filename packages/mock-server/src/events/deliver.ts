/**
 * Delivers events to a webhook: POST each one as JSON with bounded retries, exponential
 * backoff with seeded jitter, a per-request timeout, a concurrency limit, an optional overall
 * deadline and a stop signal. Deliveries are taken from an iterable as they are sent, so memory
 * does not grow with their number; a receiver's answer is read up to a cap. Credentials in the URL
 * are sent as HTTP Basic and never printed.
 */
import { BodyTooLarge, readBoundedBody } from '@energy-contracts/schema-tools/bounded-body';
import { redactCredentials, splitCredentials } from '@energy-contracts/schema-tools/redact';
import { createPrng } from '@energy-contracts/schema-tools/seeded-random';
import { parseRetryAfter } from '@energy-contracts/schema-tools/retry-after';
import { terminalText } from '@energy-contracts/schema-tools/terminal-text';

/** One request body to deliver. */
export interface Delivery {
  /** Shown in the report (the event id). */
  id: string;
  /** Shown in the report, e.g. `account.created v1`. */
  label: string;
  /** The JSON body, sent as is. */
  body: string;
}

/** Options of {@link deliverEvents}. */
export interface DeliverOptions {
  /** The webhook URL (http or https). */
  url: string;
  /** The `content-type` header. */
  contentType: string;
  /** Retries after the first attempt. Absent: 4 (so at most 5 attempts). */
  retries?: number;
  /** Per-attempt timeout in ms, response body included. Absent: 5000. */
  timeoutMs?: number;
  /** Requests in flight at once. Absent: 8. */
  concurrency?: number;
  /** Base backoff in ms, doubled per retry. Absent: 200. */
  backoffMs?: number;
  /** Upper bound of any wait, backoff or Retry-After, in ms. Absent: 10000. */
  maxDelayMs?: number;
  /** Seed of the jitter. Absent: '1'. */
  seed?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * Overall time limit in ms from `startedAt`: then no attempt starts, attempts in flight are
   * aborted (failed) and events not yet attempted are counted as not sent. Absent: none.
   */
  deadlineMs?: number;
  /** When the deadline's clock started, on `clock`'s scale (the command's start). Absent: when deliverEvents is called. */
  startedAt?: number;
  /** The millisecond clock of `startedAt`, `deadlineMs` and the report's `elapsedMs`. Absent: `performance.now`. */
  clock?: () => number;
  /** How many deliveries the iterable holds (progress, `notSent`). Absent: an array's length; for another iterable, those never taken are not counted. */
  total?: number;
  /** Most bytes of a receiver's answer read; past it the connection is closed and the attempt fails. Absent: 64 KiB. */
  maxResponseBytes?: number;
  /** Stops the run as the deadline does (SIGINT, SIGTERM). Absent: runs to the end. */
  signal?: AbortSignal;
  /** Called after each event is settled, with the counts so far (for a progress line). */
  onProgress?: (progress: DeliveryProgress) => void;
}

/** Counts during a run, for {@link DeliverOptions.onProgress}. */
export interface DeliveryProgress {
  total: number;
  delivered: number;
  failed: number;
  /** Events settled (delivered or failed) so far. */
  settled: number;
}

/** One delivery that did not succeed. */
export interface DeliveryFailure {
  id: string;
  label: string;
  attempts: number;
  /** The last HTTP status, when a response came back. */
  status?: number;
  /** The last network error (code or message) when no response came back, or what was wrong with the one that did. */
  error?: string;
}

/** What {@link deliverEvents} did. */
export interface DeliveryReport {
  delivered: number;
  failed: number;
  /** Attempts beyond the first, over all events. */
  retried: number;
  attempts: number;
  failures: DeliveryFailure[];
  /** Events never attempted because the run was stopped first. */
  notSent: number;
  /** Why the run ended early: the deadline, or the stop signal (its reason, e.g. `SIGINT`). */
  stopped?: string;
  elapsedMs: number;
}

type Outcome = { ok: true } | { ok: false; retryable: boolean; status?: number; error?: string; retryAfterMs?: number };

/**
 * POSTs every delivery to `options.url`. Retries network errors, timeouts, 5xx and 429
 * (waiting `Retry-After` when given, capped at `maxDelayMs`); any other 4xx fails at once.
 * Never throws for HTTP or network failures: they are counted in the report.
 *
 * @example
 * const report = await deliverEvents([{ id, label: 'account.created v1', body }], { url: 'http://127.0.0.1:3000/hook', contentType: 'application/json' });
 * report.failed; // => 0
 */
export async function deliverEvents(
  deliveries: Iterable<Delivery> | AsyncIterable<Delivery>,
  options: DeliverOptions,
): Promise<DeliveryReport> {
  const clock = options.clock ?? (() => performance.now());
  const started = options.startedAt ?? clock();
  const total = options.total ?? (Array.isArray(deliveries) ? deliveries.length : undefined);
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024;
  const retries = options.retries ?? 4;
  const timeoutMs = options.timeoutMs ?? 5000;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const backoffMs = options.backoffMs ?? 200;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const seed = options.seed ?? '1';
  const report: DeliveryReport = {
    delivered: 0,
    failed: 0,
    retried: 0,
    attempts: 0,
    failures: [],
    notSent: 0,
    elapsedMs: 0,
  };
  const failures: Array<DeliveryFailure & { index: number }> = [];
  // fetch refuses a URL with user information: it is sent as HTTP Basic instead (as curl does).
  const { url, authorization, secrets } = splitCredentials(options.url);
  const headers: Record<string, string> = {
    ...(authorization ? { authorization } : {}),
    ...options.headers,
    'content-type': options.contentType,
  };

  // One controller stops everything: the deadline, the caller's signal.
  const stop = new AbortController();
  let stopReason: string | undefined;
  const stopWith = (reason: string): void => {
    if (stopReason !== undefined) return;
    stopReason = reason;
    stop.abort();
  };
  const deadlineReached = (): void => stopWith(`deadline of ${options.deadlineMs} ms reached`);
  const left = options.deadlineMs === undefined ? undefined : options.deadlineMs - (clock() - started);
  if (left !== undefined && left <= 0) deadlineReached();
  const deadlineTimer = left === undefined || left <= 0 ? undefined : setTimeout(deadlineReached, left);
  const onSignal = (): void => stopWith(String(options.signal?.reason ?? 'stopped'));
  if (options.signal?.aborted) onSignal();
  else options.signal?.addEventListener('abort', onSignal, { once: true });

  const attempt = async (delivery: Delivery): Promise<Outcome> => {
    // One controller per attempt, its timer cleared and its stop listener removed when the attempt
    // ends: AbortSignal.timeout keeps a timer alive for the whole timeout, and AbortSignal.any with the
    // run-long stop signal keeps a reference per attempt, both growing with the number of events.
    const controller = new AbortController();
    const signal = controller.signal;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onStop = (): void => controller.abort();
    if (stop.signal.aborted) onStop();
    else stop.signal.addEventListener('abort', onStop, { once: true });
    try {
      const response = await fetch(url, { method: 'POST', headers, body: delivery.body, signal, redirect: 'manual' });
      // Read the whole body (the connection can then be reused), up to the cap. A body that does not
      // end within the timeout, or goes past the cap, is a failed attempt even after a 2xx status
      // line: the receiver did not finish. Past the cap the connection is closed; a retry would do the same.
      try {
        await readBoundedBody(response.body, { maxBytes: maxResponseBytes, signal });
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        return {
          ok: false,
          retryable: false,
          status: response.status,
          error: `HTTP ${response.status} but the answer is over ${maxResponseBytes} bytes (not read further)`,
        };
      }
      if (response.status >= 200 && response.status < 300) return { ok: true };
      if (response.status >= 300 && response.status < 400) {
        // Not followed: fetch would turn a 301/302 POST into a GET without the event. Say where it points.
        const location = response.headers.get('location');
        let target = location ?? '';
        try {
          if (location !== null) target = new URL(location, url).href;
        } catch {
          // An unreadable Location is shown as it came, its control characters escaped (terminalText).
        }
        const where =
          location === null
            ? 'a redirect without a Location (not followed)'
            : `a redirect to ${terminalText(redactCredentials(target.slice(0, 300), secrets))} (not followed: give --deliver that URL)`;
        return { ok: false, retryable: false, status: response.status, error: `HTTP ${response.status}, ${where}` };
      }
      const retryable = response.status >= 500 || response.status === 429;
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      return { ok: false, retryable, status: response.status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    } catch (error) {
      if (stopReason !== undefined && !timedOut)
        return { ok: false, retryable: false, error: `stopped: ${stopReason}` };
      return {
        ok: false,
        retryable: true,
        error: redactCredentials(describeError(error, timedOut, timeoutMs), secrets),
      };
    } finally {
      clearTimeout(timer);
      stop.signal.removeEventListener('abort', onStop);
    }
  };

  /** Waits `ms`, or less when the run is stopped. */
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (stop.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        stop.signal.removeEventListener('abort', done);
        resolve();
      }
      stop.signal.addEventListener('abort', done, { once: true });
    });

  const deliverOne = async (delivery: Delivery, index: number): Promise<void> => {
    let outcome: Outcome = { ok: false, retryable: true };
    let attempts = 0;
    for (;;) {
      attempts++;
      report.attempts++;
      outcome = await attempt(delivery);
      if (outcome.ok || !outcome.retryable || attempts > retries) break;
      const exponential = Math.min(maxDelayMs, backoffMs * 2 ** (attempts - 1));
      // Equal jitter, seeded per event and attempt so runs are reproducible whatever the interleaving.
      const jittered =
        exponential / 2 + createPrng(`${seed}|deliver|${delivery.id}|${attempts}`).next() * (exponential / 2);
      const wait = outcome.retryAfterMs === undefined ? jittered : Math.min(maxDelayMs, outcome.retryAfterMs);
      await sleep(wait);
      if (stopReason !== undefined) {
        const last = outcome.status === undefined ? outcome.error : `HTTP ${outcome.status}`;
        outcome = { ok: false, retryable: false, error: `${last}; then stopped: ${stopReason}` };
        break;
      }
      report.retried++;
    }
    if (outcome.ok) {
      report.delivered++;
    } else {
      report.failed++;
      failures.push({
        index,
        id: delivery.id,
        label: delivery.label,
        attempts,
        ...(outcome.status === undefined ? {} : { status: outcome.status }),
        ...(outcome.error === undefined ? {} : { error: outcome.error }),
      });
    }
    options.onProgress?.({
      total: total ?? taken,
      delivered: report.delivered,
      failed: report.failed,
      settled: report.delivered + report.failed,
    });
  };

  // One iterator shared by the workers: a delivery is produced only when a worker is free to send it.
  const iterator =
    Symbol.asyncIterator in deliveries
      ? (deliveries as AsyncIterable<Delivery>)[Symbol.asyncIterator]()
      : (deliveries as Iterable<Delivery>)[Symbol.iterator]();
  let taken = 0;
  let exhausted = false;
  const take = async (): Promise<{ delivery: Delivery; index: number } | undefined> => {
    if (exhausted || stopReason !== undefined) return undefined;
    const step = await iterator.next();
    if (step.done) {
      exhausted = true;
      return undefined;
    }
    return { delivery: step.value, index: taken++ };
  };
  const worker = async (): Promise<void> => {
    for (;;) {
      const next = await take();
      if (next === undefined) return;
      await deliverOne(next.delivery, next.index);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, total ?? concurrency) }, worker));
  } finally {
    clearTimeout(deadlineTimer);
    options.signal?.removeEventListener('abort', onSignal);
    if (!exhausted) await iterator.return?.();
  }
  report.notSent = total === undefined ? 0 : Math.max(0, total - taken);
  if (stopReason !== undefined) report.stopped = stopReason;
  failures.sort((a, b) => a.index - b.index);
  report.failures = failures.map(({ index: _index, ...rest }) => rest);
  report.elapsedMs = clock() - started;
  return report;
}

function describeError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timeout after ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The report as the lines printed on stderr: a summary, then one line per failure.
 *
 * @example
 * formatReport(report); // => ['delivered 265, failed 0, retried 0 (265 attempts) in 0.4 s']
 */
export function formatReport(report: DeliveryReport): string[] {
  const notSent = report.notSent > 0 || report.stopped !== undefined ? `, not sent ${report.notSent}` : '';
  const stopped = report.stopped === undefined ? '' : ` (stopped: ${report.stopped})`;
  const lines = [
    `delivered ${report.delivered}, failed ${report.failed}${notSent}, retried ${report.retried} (${report.attempts} attempts) in ${(report.elapsedMs / 1000).toFixed(1)} s${stopped}`,
  ];
  for (const failure of report.failures) {
    const why = failure.error ?? (failure.status === undefined ? 'unknown error' : `HTTP ${failure.status}`);
    lines.push(
      `  failed ${failure.label} ${failure.id}: ${why} after ${failure.attempts} attempt${failure.attempts === 1 ? '' : 's'}`,
    );
  }
  return lines;
}
