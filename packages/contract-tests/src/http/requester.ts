import { BodyTooLarge, readBoundedBody } from '@energy-contracts/schema-tools/bounded-body';
import { parseRetryAfter } from '@energy-contracts/schema-tools/retry-after';
import { relativeToBase } from './base-path.js';
import { headerRecord, parseJsonBody, type AuthMode, type Exchange } from './exchange.js';

/** Options of {@link Requester}. */
export interface RequesterOptions {
  /** Base URL of the API, its path ending in the version segment, e.g. `https://host/v1/`. */
  baseUrl: string;
  /** The API key for Basic (`key:`) and `Token key`. Absent: requests needing it are not made. */
  apiKey?: string;
  /** Most requests sent, retries included. */
  maxRequests: number;
  /** Per-request time limit in milliseconds. */
  timeoutMs: number;
  /** Epoch milliseconds after which no request starts. Absent: no overall limit. */
  deadline?: number;
  /** Stops the run (its deadline): the request in flight, its body and any wait are aborted with {@link BudgetExhausted}. Absent: none. */
  signal?: AbortSignal;
  /** Largest body read, bytes once decoded; a larger one is {@link ResponseTooLarge} and its connection is closed. Absent: 64 MiB. */
  maxBodyBytes?: number;
  /** Longest `Retry-After` honoured, in milliseconds; a longer one ends the request as it is. Absent: 60 s. */
  maxRetryWaitMs?: number;
  /** The fetch to use. Absent: the global `fetch`. */
  fetch?: typeof fetch;
  /** Called after each exchange (progress, logs). */
  onExchange?: (exchange: Exchange) => void;
}

/** The request budget (`--max-requests`) or the overall time limit ran out. */
export class BudgetExhausted extends Error {
  override name = 'BudgetExhausted';
}

/** A 429 (or a 503 with `Retry-After`) the run could not wait for: no time or retries left, or a wait over the limit. */
export class RateLimited extends BudgetExhausted {
  override name = 'RateLimited';
}

/** An answer over the body cap; it was not read further. */
export class ResponseTooLarge extends Error {
  override name = 'ResponseTooLarge';
}

/** The server could not be reached at all (DNS, refused connection, TLS). */
export class Unreachable extends Error {
  override name = 'Unreachable';
}

/** A request did not complete within `--timeout`. */
export class RequestTimeout extends Error {
  override name = 'RequestTimeout';
}

const WRONG_KEY = 'energy-contract-test-wrong-key';
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const TIME_LIMIT = 'the time limit of the run is reached (--max-duration)';
const MAX_RETRIES = 3;

/**
 * Sends the read-only requests of a run: GET, HEAD and OPTIONS only, within a request budget and
 * a time limit, honouring `Retry-After` on 429 and 503, following no redirect by itself.
 * @example
 * const requester = new Requester({ baseUrl: 'http://127.0.0.1:4010/v1/', maxRequests: 10, timeoutMs: 5000 });
 * const products = await requester.get('/products/');
 */
export class Requester {
  /** Requests sent so far, retries included. */
  sent = 0;
  readonly baseUrl: URL;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: RequesterOptions) {
    const base = new URL(options.baseUrl);
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    base.search = '';
    base.hash = '';
    this.baseUrl = base;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** Whether an API key was given. */
  get hasCredentials(): boolean {
    return this.options.apiKey !== undefined && this.options.apiKey !== '';
  }

  /** The absolute URL of a path relative to the base URL (`/products/?page=2`). */
  url(path: string): string {
    return this.baseUrl.href + path.replace(/^\//, '');
  }

  /** The path relative to the base URL of an absolute URL on the same origin and base path; undefined otherwise. */
  relative(url: string): string | undefined {
    let target: URL;
    try {
      target = new URL(url, this.baseUrl);
    } catch {
      return undefined;
    }
    if (target.origin !== this.baseUrl.origin) return undefined;
    return relativeToBase(target.pathname + target.search, this.baseUrl.pathname);
  }

  /** Sends a GET (or HEAD/OPTIONS) of a path relative to the base URL. */
  get(
    path: string,
    init: { auth?: AuthMode; headers?: Record<string, string>; method?: 'GET' | 'HEAD' | 'OPTIONS' } = {},
  ): Promise<Exchange> {
    return this.send(init.method ?? 'GET', path, init.auth ?? 'none', init.headers ?? {});
  }

  private stopped(): boolean {
    return (
      this.options.signal?.aborted === true ||
      (this.options.deadline !== undefined && Date.now() >= this.options.deadline)
    );
  }

  /** Waits `ms`; the run's stop ends the wait with {@link BudgetExhausted}. */
  private sleep(ms: number): Promise<void> {
    const signal = this.options.signal;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new BudgetExhausted(TIME_LIMIT));
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(new BudgetExhausted(TIME_LIMIT));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private authorization(auth: AuthMode): string | undefined {
    const key = auth.startsWith('wrong') ? WRONG_KEY : this.options.apiKey;
    if (auth === 'none' || key === undefined) return undefined;
    if (auth === 'basic' || auth === 'wrong-basic') return `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
    return `Token ${key}`;
  }

  private async send(method: string, path: string, auth: AuthMode, extra: Record<string, string>): Promise<Exchange> {
    const url = this.url(path);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'energy-contract-test',
      ...extra,
    };
    const authorization = this.authorization(auth);
    if (authorization !== undefined) headers.authorization = authorization;
    for (let attempt = 0; ; attempt++) {
      if (this.sent >= this.options.maxRequests)
        throw new BudgetExhausted(`the request budget is spent (--max-requests ${this.options.maxRequests})`);
      if (this.stopped()) throw new BudgetExhausted(TIME_LIMIT);
      this.sent += 1;
      const started = performance.now();
      const timeout = AbortSignal.timeout(this.options.timeoutMs);
      const signal = this.options.signal === undefined ? timeout : AbortSignal.any([timeout, this.options.signal]);
      let response: Response;
      try {
        response = await this.fetchImpl(url, { method, headers, redirect: 'manual', signal });
      } catch (error) {
        const e = error as Error & { cause?: { code?: string; message?: string } };
        if (this.options.signal?.aborted) throw new BudgetExhausted(TIME_LIMIT);
        if (e.name === 'TimeoutError' || e.name === 'AbortError')
          throw new RequestTimeout(`${method} ${path}: no response within ${this.options.timeoutMs} ms (--timeout)`);
        throw new Unreachable(`${method} ${path}: ${e.cause?.code ?? e.cause?.message ?? e.message}`);
      }
      const maxBytes = this.options.maxBodyBytes ?? MAX_BODY_BYTES;
      let bytes: Uint8Array;
      try {
        // The cap holds while the body streams (fetch decodes gzip as it goes): past it the connection is closed.
        bytes = await readBoundedBody(response.body, { maxBytes, signal });
      } catch (error) {
        const e = error as Error;
        if (e instanceof BodyTooLarge)
          throw new ResponseTooLarge(
            `${method} ${path}: the answer is over ${maxBytes} bytes; it was not read further`,
          );
        if (this.options.signal?.aborted) throw new BudgetExhausted(TIME_LIMIT);
        if (e.name === 'TimeoutError' || e.name === 'AbortError')
          throw new RequestTimeout(
            `${method} ${path}: the body did not arrive within ${this.options.timeoutMs} ms (--timeout)`,
          );
        throw new Unreachable(`${method} ${path}: the connection broke while reading the body (${e.message})`);
      }
      const text = new TextDecoder().decode(bytes);
      const exchange: Exchange = {
        method,
        url,
        path,
        auth,
        status: response.status,
        headers: headerRecord(response.headers),
        text,
        ...parseJsonBody(text),
        ms: performance.now() - started,
      };
      this.options.onExchange?.(exchange);
      const wait = retryAfterMs(exchange);
      if (exchange.status !== 429 && wait === undefined) return exchange;
      // A rate limit is the server asking to wait, not an answer to check: wait when the run can, else
      // the run could not finish (RateLimited), whatever the check expected.
      const maxWait = this.options.maxRetryWaitMs ?? 60_000;
      const left = this.options.deadline === undefined ? Infinity : this.options.deadline - Date.now();
      const header = exchange.headers['retry-after'];
      const asked =
        wait !== undefined
          ? `with Retry-After ${Math.ceil(wait / 1000)} s`
          : header === undefined
            ? 'without Retry-After'
            : `with a Retry-After that cannot be read (${header})`;
      if (wait === undefined) throw new RateLimited(`${method} ${path}: ${exchange.status} ${asked}`);
      if (attempt >= MAX_RETRIES)
        throw new RateLimited(`${method} ${path}: ${exchange.status} ${asked} after ${MAX_RETRIES} retries`);
      if (wait > maxWait)
        throw new RateLimited(
          `${method} ${path}: ${exchange.status} ${asked}, longer than the longest wait (${Math.ceil(maxWait / 1000)} s)`,
        );
      if (wait >= left)
        throw new RateLimited(`${method} ${path}: ${exchange.status} ${asked}, past the time limit of the run`);
      await this.sleep(wait);
    }
  }
}

/** The wait a 429 or 503 asks for with `Retry-After` (seconds or an HTTP date), in ms; undefined otherwise. */
export function retryAfterMs(exchange: Pick<Exchange, 'status' | 'headers'>, now = Date.now()): number | undefined {
  if (exchange.status !== 429 && exchange.status !== 503) return undefined;
  return parseRetryAfter(exchange.headers['retry-after'] ?? null, now);
}
