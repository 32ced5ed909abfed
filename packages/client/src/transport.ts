/**
 * The fetch every request of the client goes through: retries of 429 and 503 that honour
 * `Retry-After` within a bounded budget (deterministic: no jitter), and a per-attempt timeout by
 * `AbortSignal`; a request that gets no answer is a `NetworkError`. Only web-standard APIs (fetch, Request, AbortSignal, setTimeout).
 *
 * @example
 * const send = createTransport({ retry: { maxRetries: 2 }, timeoutMs: 5_000 });
 * const response = await send(new Request('https://api.example/v1/products/'));
 */
import { NetworkError, TimeoutError } from './errors.js';
import { parseRetryAfter } from '@energy-contracts/schema-tools/retry-after';
import { MAX_TIMER_MS } from '@energy-contracts/schema-tools/timers';

/** How 429 and 503 answers are retried. Every field is optional; absent means the default. */
export interface RetryOptions {
  /** Retries after the first attempt. Absent: 3. */
  maxRetries?: number;
  /** The longest single wait; a `Retry-After` asking for more is not waited for (the error is thrown at once). Absent: 10 000 ms. */
  maxDelayMs?: number;
  /** The most waiting, summed over the retries of one request. Absent: 30 000 ms. */
  maxTotalDelayMs?: number;
  /** The wait when the answer has no readable `Retry-After`: `baseDelayMs * 2^(retry - 1)`. Absent: 500 ms. */
  baseDelayMs?: number;
  /** The statuses retried. Absent: 429 and 503. */
  statuses?: readonly number[];
}

/** What {@link createTransport} needs. */
export interface TransportOptions {
  /** The fetch to send with. Absent: `globalThis.fetch`, looked up at each request. */
  fetch?: (request: Request) => Promise<Response>;
  /** Retry policy, or `false` for none. Absent: the defaults of {@link RetryOptions}. */
  retry?: RetryOptions | false;
  /** Milliseconds each attempt may take until the response headers arrive (then a {@link TimeoutError}). Absent: no limit. */
  timeoutMs?: number;
}

/** What the transport learnt about a response it returned: the URL asked for, attempts made, the last `Retry-After`. */
export interface ResponseInfo {
  url: string;
  attempts: number;
  retryAfterMs: number | undefined;
}

const responseInfo = new WeakMap<Response, ResponseInfo>();

/**
 * What the transport recorded for a response it returned (undefined for any other response).
 * @example infoOf(response)?.attempts // 2 after one retry
 */
export function infoOf(response: Response): ResponseInfo | undefined {
  return responseInfo.get(response);
}

/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts. A wait longer than the
 * longest timer is a chain of timers: one timer would fire after 1 ms.
 */
function delay(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    let left = ms;
    const step = (): ReturnType<typeof setTimeout> =>
      setTimeout(
        () => {
          left -= MAX_TIMER_MS;
          if (left > 0) {
            timer = step();
            return;
          }
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.min(left, MAX_TIMER_MS),
      );
    let timer = step();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Validated numbers of a {@link RetryOptions}; a bad value is a TypeError naming the option. */
function retryPolicy(retry: RetryOptions | false | undefined): Required<RetryOptions> {
  const r = retry === false ? { maxRetries: 0 } : (retry ?? {});
  const policy = {
    maxRetries: r.maxRetries ?? 3,
    maxDelayMs: r.maxDelayMs ?? 10_000,
    maxTotalDelayMs: r.maxTotalDelayMs ?? 30_000,
    baseDelayMs: r.baseDelayMs ?? 500,
    statuses: r.statuses ?? [429, 503],
  };
  for (const key of ['maxRetries', 'maxDelayMs', 'maxTotalDelayMs', 'baseDelayMs'] as const) {
    if (!Number.isFinite(policy[key]) || policy[key] < 0)
      throw new TypeError(`retry.${key}: expected a number >= 0, got ${String(policy[key])}`);
  }
  const statuses: unknown = policy.statuses;
  if (!Array.isArray(statuses) || !statuses.every((s) => Number.isInteger(s) && s >= 100 && s <= 599))
    throw new TypeError(
      `retry.statuses: expected an array of HTTP statuses (100-599), got ${JSON.stringify(statuses)}`,
    );
  return policy;
}

/**
 * A fetch with the retry policy and per-attempt timeout applied. The returned response is the
 * last one received: a 429 or 503 is returned (not thrown) once the budget is spent, with what
 * was tried in {@link infoOf}. A `Retry-After` longer than `maxDelayMs`, or than what is left of
 * `maxTotalDelayMs`, ends the retries at once: waiting less than the server asks would fail again.
 * @example const send = createTransport({ retry: false }); await send(new Request(url));
 */
export function createTransport(options: TransportOptions = {}): (request: Request) => Promise<Response> {
  const policy = retryPolicy(options.retry);
  if (options.fetch !== undefined && typeof options.fetch !== 'function')
    throw new TypeError(
      `fetch: expected a function (request) => Promise<Response>, got ${JSON.stringify(options.fetch) ?? String(options.fetch)}`,
    );
  if (
    options.timeoutMs !== undefined &&
    (typeof options.timeoutMs !== 'number' || !(options.timeoutMs > 0 && options.timeoutMs <= MAX_TIMER_MS))
  )
    throw new TypeError(
      `timeoutMs: expected a number > 0 and at most ${MAX_TIMER_MS} (the longest timer), got ${String(options.timeoutMs)}`,
    );
  const timeoutMs = options.timeoutMs === undefined ? undefined : Math.ceil(options.timeoutMs);
  const send = (request: Request): Promise<Response> =>
    options.fetch ? options.fetch(request) : globalThis.fetch(request);

  async function attempt(request: Request): Promise<Response> {
    // A timer cleared when the headers arrive: fetch ties the body to the request's signal, so
    // AbortSignal.timeout would also cut a body still arriving after timeoutMs.
    const timeout = timeoutMs === undefined ? undefined : new AbortController();
    const timer = timeout === undefined ? undefined : setTimeout(() => timeout.abort(), timeoutMs);
    try {
      return await send(
        timeout === undefined
          ? request
          : new Request(request, { signal: AbortSignal.any([request.signal, timeout.signal]) }),
      );
    } catch (error) {
      // The caller's own abort is the caller's reason, passed through as it is.
      if (request.signal.aborted) throw error;
      if (timeout?.signal.aborted) throw new TimeoutError(request.url, timeoutMs!, { cause: error });
      throw new NetworkError({ method: request.method, url: request.url }, error);
    } finally {
      clearTimeout(timer);
    }
  }

  return async (request) => {
    let waited = 0;
    for (let attempts = 1; ; attempts++) {
      // A GET has no body, so the same Request can be sent again; one with a body is cloned first.
      const response = await attempt(request.body === null ? request : request.clone());
      const retryAfterMs = policy.statuses.includes(response.status)
        ? parseRetryAfter(response.headers.get('retry-after'), Date.now())
        : undefined;
      const wait = retryAfterMs ?? policy.baseDelayMs * 2 ** (attempts - 1);
      if (
        !policy.statuses.includes(response.status) ||
        attempts > policy.maxRetries ||
        wait > policy.maxDelayMs ||
        waited + wait > policy.maxTotalDelayMs
      ) {
        responseInfo.set(response, { url: request.url, attempts, retryAfterMs });
        return response;
      }
      // Free the connection before waiting; the body of a throttled answer is not needed.
      await response.body?.cancel().catch(() => undefined);
      await delay(wait, request.signal);
      waited += wait;
    }
  };
}
