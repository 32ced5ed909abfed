/**
 * The client's errors as typed values: one class per way a call can fail, each carrying what the
 * server said. `instanceof` narrows; `kind` is the same information as a string for `switch`.
 *
 * @example
 * try { await client.getProduct({ product_code: 'NOPE' }); }
 * catch (e) { if (e instanceof NotFoundError) console.log(e.status, e.detail); }
 */
import { keyedRecord, setEntry } from '@energy-contracts/schema-tools/keyed-record';

/** Base class of every error the client throws. */
export class EnergyClientError extends Error {
  /** The error's class as a string: `'not-found'`, `'validation'`, ... */
  readonly kind: string = 'client';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Where a failed request went. */
export interface RequestSummary {
  method: string;
  url: string;
}

/**
 * An answer other than 2xx from the API, or a 2xx whose body is not the JSON object the contract
 * promises. `body` is the parsed JSON (or the text when a non-2xx body is not JSON).
 */
export class ApiError extends EnergyClientError {
  override readonly kind: string = 'api';
  readonly status: number;
  readonly body: unknown;
  readonly method: string;
  readonly url: string;
  /** The `detail` sentence of a `{"detail": ...}` body, when there is one. */
  readonly detail: string | undefined;
  constructor(status: number, body: unknown, request: RequestSummary, message?: string) {
    const detail = detailOf(body);
    super(message ?? `${request.method} ${request.url}: HTTP ${status}${detail === undefined ? '' : ` ${detail}`}`);
    this.status = status;
    this.body = body;
    this.method = request.method;
    this.url = request.url;
    this.detail = detail;
  }
}

/** 404: the record does not exist, or a page past the last one (`Invalid page.`). */
export class NotFoundError extends ApiError {
  override readonly kind = 'not-found';
}

/** 400: per-parameter messages, `{ period_to: ['...'] }` (or `non_field_errors`). */
export class ValidationError extends ApiError {
  override readonly kind = 'validation';
  /** Parameter name -> the server's messages. */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  constructor(status: number, body: unknown, request: RequestSummary) {
    const errors = validationErrorsOf(body);
    const summary = Object.entries(errors)
      .map(([name, messages]) => `${name}: ${messages.join(' ')}`)
      .join('; ');
    super(status, body, request, `${request.method} ${request.url}: HTTP ${status} ${summary || 'bad request'}`);
    this.errors = errors;
  }
}

/** 401 (no or wrong credentials) or 403 (credentials that do not open this record). */
export class AuthError extends ApiError {
  override readonly kind = 'auth';
}

/** 429 or 503 still answered after the retry budget was spent. `retryAfterMs` is what the server last asked for. */
export class RateLimitError extends ApiError {
  override readonly kind = 'rate-limit';
  readonly retryAfterMs: number | undefined;
  constructor(
    status: number,
    body: unknown,
    request: RequestSummary,
    retryAfterMs: number | undefined,
    attempts: number,
  ) {
    super(
      status,
      body,
      request,
      `${request.method} ${request.url}: HTTP ${status} after ${attempts} attempt(s)${retryAfterMs === undefined ? '' : `; the server asks to wait ${Math.ceil(retryAfterMs / 1000)} s`}`,
    );
    this.retryAfterMs = retryAfterMs;
  }
}

/** A request attempt took longer than the client's `timeoutMs`. */
export class TimeoutError extends EnergyClientError {
  override readonly kind = 'timeout';
  readonly url: string;
  readonly timeoutMs: number;
  constructor(url: string, timeoutMs: number, options?: { cause?: unknown }) {
    super(`GET ${url}: no response within ${timeoutMs} ms`, options);
    this.url = url;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The request got no answer: the connection was refused or reset, the name did not resolve, TLS
 * failed... `cause` is what fetch threw (in Node, a `TypeError: fetch failed` whose own `cause`
 * has the system error's `code`, such as `ECONNREFUSED`).
 */
export class NetworkError extends EnergyClientError {
  override readonly kind = 'network';
  readonly method: string;
  readonly url: string;
  constructor(request: RequestSummary, cause: unknown) {
    super(`${request.method} ${request.url}: no answer from the server (${failureText(cause)})`, { cause });
    this.method = request.method;
    this.url = request.url;
  }
}

/** `fetch failed: connect ECONNREFUSED 127.0.0.1:9`: the error's message and its cause's, never throwing. */
function failureText(error: unknown): string {
  const text = (e: unknown): string | undefined => {
    try {
      const message: unknown = e instanceof Error ? e.message : undefined;
      return typeof message === 'string' && message !== '' ? message : undefined;
    } catch {
      return undefined;
    }
  };
  const outer = text(error);
  let inner: string | undefined;
  try {
    inner = error instanceof Error ? text(error.cause) : undefined;
  } catch {
    inner = undefined;
  }
  if (outer === undefined) return inner ?? 'an error without a readable message';
  return inner === undefined ? outer : `${outer}: ${inner}`;
}

/** `paginate` stopped: a `next` link repeated a page already read, or more pages than the bound. */
export class PaginationError extends EnergyClientError {
  override readonly kind = 'pagination';
  /** `'repeated-next'` or `'too-many-pages'`. */
  readonly reason: 'repeated-next' | 'too-many-pages';
  readonly url: string;
  readonly pages: number;
  constructor(reason: 'repeated-next' | 'too-many-pages', url: string, pages: number, bound?: number) {
    super(
      reason === 'repeated-next'
        ? `paginate: next link ${url} repeats a page already read (after ${pages} page(s)); stopped instead of looping`
        : `paginate: more than ${bound} page(s) (the bound); stopped before ${url}`,
    );
    this.reason = reason;
    this.url = url;
    this.pages = pages;
  }
}

function detailOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string'
    ? (body as { detail: string }).detail
    : undefined;
}

// The names are the server's (often echoing the client's query): any name, `__proto__` included, is an entry.
function validationErrorsOf(body: unknown): Record<string, string[]> {
  const errors = keyedRecord<string[]>();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return errors;
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) setEntry(errors, name, value.map(String));
    else if (typeof value === 'string') setEntry(errors, name, [value]);
  }
  return errors;
}

/**
 * The typed error for a non-2xx answer.
 * @example errorForResponse(404, { detail: 'Not found.' }, { method: 'GET', url }) instanceof NotFoundError // true
 */
export function errorForResponse(
  status: number,
  body: unknown,
  request: RequestSummary,
  retry?: { retryAfterMs: number | undefined; attempts: number },
): ApiError {
  switch (status) {
    case 400:
      return new ValidationError(status, body, request);
    case 401:
    case 403:
      return new AuthError(status, body, request);
    case 404:
      return new NotFoundError(status, body, request);
    case 429:
    case 503:
      return new RateLimitError(status, body, request, retry?.retryAfterMs, retry?.attempts ?? 1);
    default:
      return new ApiError(status, body, request);
  }
}
