/**
 * Delivers events to a webhook: POST each one as JSON with bounded retries, exponential
 * backoff with seeded jitter, a per-request timeout and a concurrency limit.
 */
import { createPrng } from './prng.js';

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
}

/** One delivery that did not succeed. */
export interface DeliveryFailure {
  id: string;
  label: string;
  attempts: number;
  /** The last HTTP status, when a response came back. */
  status?: number;
  /** The last network error (code or message), when none came back. */
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
export async function deliverEvents(deliveries: readonly Delivery[], options: DeliverOptions): Promise<DeliveryReport> {
  const started = performance.now();
  const retries = options.retries ?? 4;
  const timeoutMs = options.timeoutMs ?? 5000;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const backoffMs = options.backoffMs ?? 200;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const seed = options.seed ?? '1';
  const report: DeliveryReport = { delivered: 0, failed: 0, retried: 0, attempts: 0, failures: [], elapsedMs: 0 };
  const failures: Array<DeliveryFailure & { index: number }> = [];

  const attempt = async (delivery: Delivery): Promise<Outcome> => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { ...options.headers, 'content-type': options.contentType },
        body: delivery.body,
        signal,
        redirect: 'manual',
      });
      // Drain the body so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { ok: true };
      const retryable = response.status >= 500 || response.status === 429;
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      return { ok: false, retryable, status: response.status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    } catch (error) {
      return { ok: false, retryable: true, error: describeError(error, signal.aborted, timeoutMs) };
    }
  };

  const deliverOne = async (delivery: Delivery, index: number): Promise<void> => {
    let outcome: Outcome = { ok: false, retryable: true };
    let attempts = 0;
    for (;;) {
      attempts++;
      report.attempts++;
      outcome = await attempt(delivery);
      if (outcome.ok || !outcome.retryable || attempts > retries) break;
      report.retried++;
      const exponential = Math.min(maxDelayMs, backoffMs * 2 ** (attempts - 1));
      // Equal jitter, seeded per event and attempt so runs are reproducible whatever the interleaving.
      const jittered = exponential / 2 + createPrng(`${seed}|deliver|${delivery.id}|${attempts}`).next() * (exponential / 2);
      const wait = outcome.retryAfterMs === undefined ? jittered : Math.min(maxDelayMs, outcome.retryAfterMs);
      await new Promise((resolve) => setTimeout(resolve, wait));
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
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < deliveries.length) {
      const index = next++;
      await deliverOne(deliveries[index] as Delivery, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, deliveries.length) }, worker));
  failures.sort((a, b) => a.index - b.index);
  report.failures = failures.map(({ index: _index, ...rest }) => rest);
  report.elapsedMs = performance.now() - started;
  return report;
}

/** `Retry-After` as delta-seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its weekday and month; Date.parse alone would read '-1' as a year.
  const date = /[A-Za-z]/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
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
  const lines = [
    `delivered ${report.delivered}, failed ${report.failed}, retried ${report.retried} (${report.attempts} attempts) in ${(report.elapsedMs / 1000).toFixed(1)} s`,
  ];
  for (const failure of report.failures) {
    const why = failure.status === undefined ? (failure.error ?? 'unknown error') : `HTTP ${failure.status}`;
    lines.push(`  failed ${failure.label} ${failure.id}: ${why} after ${failure.attempts} attempt${failure.attempts === 1 ? '' : 's'}`);
  }
  return lines;
}
