/**
 * The mock as a pure request -> response function (`createMockApp`), plus a node:http listener
 * over it. Tests call `app.request()` in-process with no socket, as Hono's `app.request()` does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { buildAccounts } from './data/accounts.js';
import { buildDataset, type Dataset } from './data/dataset.js';
import { getAccount } from './handlers/accounts.js';
import { getApiRoot } from './handlers/api-root.js';
import { buildMeterIndex, getMeterPoint, listConsumption, listGridSupplyPoints } from './handlers/consumption.js';
import { listCharges } from './handlers/charges.js';
import { listProducts, productDetail, type HandlerContext } from './handlers/products.js';
import { createAuthenticator, demoToken } from './http/auth.js';
import { originFor } from './http/host.js';
import { type DocumentedOperation, forcedResponse, parsePrefer, readDocumentedOperations } from './http/prefer.js';
import { parseQuery } from './http/query.js';
import { createRateLimiter, parseRateLimit, type RateLimit } from './http/rate-limit.js';
import {
  ALLOW,
  detail,
  fieldErrors,
  json,
  NOT_FOUND_MESSAGE,
  UNAUTHORIZED_HEADERS,
  type Answer,
  type MockResponse,
  type OperationPath,
} from './http/response.js';
import { formatRequestLine, lineWriter, type RequestLogFormat } from './http/request-log.js';
import { HTTP_VERSIONS, requestLineProblem } from './http/request-line.js';
import { matchRoute } from './http/router.js';
import { slashRedirect } from './http/trailing-slash.js';
import { HALF_HOUR_MS, isDate, parseQueryDateTime, utcFromFields } from '@energy-contracts/schema-tools/london-time';

export type { MockResponse, OperationPath } from './http/response.js';

/** Default demo credentials. */
export const DEFAULT_API_KEY = 'sk_test_energy_contracts_demo_key';
export const DEFAULT_ACCOUNT_NUMBER = 'A-1A2B3C4D';
export const DEFAULT_SEED = 1;

/** A response check, e.g. `validateResponse` of @energy-contracts/validator. */
export type ResponseValidator = (input: {
  method: string;
  /** Request path with the `/v1` base, without the query. */
  path: string;
  operation: OperationPath;
  status: number;
  body: unknown;
  headers: Record<string, string>;
}) => {
  valid: boolean;
  errors: ReadonlyArray<unknown>;
};

/** Options of the mock; every one has a default. */
export interface MockAppOptions {
  /** PRNG seed of the data set (unsigned 32-bit integer). Absent: 1. */
  seed?: number;
  /**
   * Fixed clock (ISO datetime in the canonical form of the datetime query parameters, no zone =
   * Europe/London; epoch ms or Date), or a function giving epoch ms, called at each request (an
   * injected clock; a reading outside years 0000-9999 answers a 500 naming `now`). Absent: the wall
   * clock at each request.
   */
  now?: string | number | Date | (() => number);
  /** API key for Basic and `Token` auth. Absent: `sk_test_energy_contracts_demo_key`. */
  apiKey?: string;
  /** The account the credentials open. Absent: `A-1A2B3C4D`. */
  accountNumber?: string;
  /** The JWT accepted in `Authorization`. Absent: a deterministic token derived from seed and account. */
  token?: string;
  /** Rate limit, `N/window` (`100/minute`, `10/1s`) or parsed. Absent: no limit. */
  rateLimit?: string | RateLimit;
  /** Host (host:port) for links when the request's Host header is missing or implausible. Absent: `127.0.0.1:4010`. */
  fallbackHost?: string;
  /** Checks every response; violations are logged and flagged with `x-contract-violation: true`. Absent: no check. */
  validator?: ResponseValidator;
  /** Where violations, internal errors and request lines are logged. Absent: stderr. */
  log?: (line: string) => void;
  /** One line per request (method, path, status, ms): `text`, `json` (one object per line) or `off`. Absent: `off` (the CLI's default is `text`). */
  requestLog?: RequestLogFormat;
  /** Canonical query values only: every other value is a 400 naming its parameter. Absent: false, the platform's leniency. */
  strict?: boolean;
  /** Bytes of whole answers kept for repeated requests (least recently used go first); 0 keeps none. Absent: 2 MiB. */
  responseCacheBytes?: number;
}

/** A request as the app sees it (node's IncomingMessage fits). */
export interface MockRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  remoteAddress?: string | undefined;
  /** The request line's HTTP version (`1.1`); absent: 1.1. Others than 1.0 and 1.1 get a 505. */
  httpVersion?: string | undefined;
}

/** The in-process app. */
export interface MockApp {
  /** Answers one request synchronously. */
  handle(request: MockRequest): MockResponse;
  /**
   * Convenience for tests: `app.request('/v1/products/', { headers })` -> response with `json()`.
   * @example createMockApp({ now: '2025-01-15T12:00Z' }).request('/v1/products/').json()
   */
  request(
    url: string,
    init?: { method?: string; headers?: Record<string, string> },
  ): MockResponse & { json(): unknown };
  /** A node:http request listener. */
  listener(req: IncomingMessage, res: ServerResponse): void;
  /** The credentials the app accepts. */
  readonly credentials: { apiKey: string; accountNumber: string; token: string };
  readonly data: Dataset;
  /** Counters: `internalErrors` must stay 0 (a 500 is always a bug). */
  readonly stats: { requests: number; internalErrors: number; violations: number };
  /** Changes the fallback host (the server sets it once it knows its port). */
  setFallbackHost(host: string): void;
}

/**
 * A bad option of `createMockApp`/`startMockServer`, named first in the message (`rateLimit: ...`);
 * the CLI answers it as a usage error (exit 2), unlike a failure to listen.
 */
export class MockOptionError extends Error {
  override name = 'MockOptionError';
}

// A parsed rule given as an object: checked here, as a string rule is by parseRateLimit, so a bad
// one is refused at start (a clock that is not a function answered every request with a 500, a
// window of 0 let every request through).
function checkRateLimit(rule: RateLimit): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1)
    throw new MockOptionError(
      `rateLimit.limit: expected a whole number of requests, at least 1, got ${String(rule.limit)}`,
    );
  if (typeof rule.windowMs !== 'number' || !Number.isFinite(rule.windowMs) || rule.windowMs <= 0)
    throw new MockOptionError(
      `rateLimit.windowMs: expected a window in milliseconds, above 0, got ${String(rule.windowMs)}`,
    );
  if (rule.clock !== undefined && typeof rule.clock !== 'function')
    throw new MockOptionError(
      `rateLimit.clock: expected a function returning the time in ms, got ${typeof rule.clock}`,
    );
}

function resolveClock(now: MockAppOptions['now']): () => number {
  if (now === undefined) return Date.now;
  if (typeof now === 'function')
    // Read at each request: a reading no answer can be written for is named, not served as garbage.
    return () => {
      const t = now();
      if (typeof t !== 'number' || !(t >= CLOCK_RANGE[0] && t <= CLOCK_RANGE[1]))
        throw new MockOptionError(
          `now: the clock function returned ${String(t)}; expected epoch milliseconds from 0000-01-01T00:00:00Z to 9999-12-29T00:00:00Z`,
        );
      return t;
    };
  // Strings follow the query-parameter rule (no zone = Europe/London), not Date.parse, whose zoneless
  // reading depends on the host's TZ and would break "same seed, clock and request: the same bytes".
  const parsed = typeof now === 'string' ? parseQueryDateTime(now) : undefined;
  if (parsed !== undefined && !parsed.ok) throw new MockOptionError(`now: ${parsed.message}`);
  const ms = parsed?.ok === true ? parsed.utc : isDate(now) ? now.getTime() : Number(now);
  if (!Number.isFinite(ms))
    throw new MockOptionError(`now: expected an ISO datetime, epoch milliseconds or a Date, got ${String(now)}`);
  // Every datetime an answer can hold (up to two days after the clock: the half-hourly horizon) must
  // be writable as RFC 3339, whose years have four digits.
  if (ms < CLOCK_RANGE[0] || ms > CLOCK_RANGE[1])
    throw new MockOptionError(
      `now: expected a clock from 0000-01-01T00:00:00Z to 9999-12-29T00:00:00Z (answers must be writable as RFC 3339), got ${String(now)}`,
    );
  return () => ms;
}

/** The clocks the mock accepts: answers reach two days past the clock and must keep four-digit years. */
const CLOCK_RANGE = [utcFromFields(0, 0, 1), Date.UTC(9999, 11, 29)] as const;

/**
 * The origin form of a request target: an absolute-form target (`GET http://host/v1/products/`,
 * RFC 9112 section 3.2.2, sent to proxies and accepted by every server) loses its scheme and authority.
 * @example originForm('http://a.example/v1/products/?page=2') // '/v1/products/?page=2'
 */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  const authority = /^https?:\/\/[^/?#]*/i.exec(target);
  if (authority === null) return target;
  const rest = target.slice(authority[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Creates the mock app: the data set for the seed, the credentials and the request handler.
 * @example
 * const app = createMockApp({ seed: 1, now: '2025-01-15T12:00:00Z' });
 * const res = app.request('/v1/products/?is_green=true');
 * console.log(res.status, (res.json() as { count: number }).count);
 */
export function createMockApp(options: MockAppOptions = {}): MockApp {
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
    throw new MockOptionError(`seed: expected an integer 0..4294967295, got ${seed}`);
  const clock = resolveClock(options.now);
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const accountNumber = options.accountNumber ?? DEFAULT_ACCOUNT_NUMBER;
  if (!/^[A-Z]-[0-9A-F]{8}$/.test(accountNumber))
    throw new MockOptionError(
      `accountNumber: expected a letter, "-" and 8 upper-case hex digits (A-1A2B3C4D), got ${accountNumber}`,
    );
  if (apiKey === '' || apiKey.includes(':'))
    throw new MockOptionError('apiKey: expected a non-empty key without ":" (it is the Basic username)');
  const token = options.token ?? demoToken(seed, accountNumber);
  const data = buildDataset(seed);
  const accountList = buildAccounts(seed, accountNumber);
  const accounts = new Map(accountList.map((account) => [account.number, account]));
  const meters = buildMeterIndex(accountList);
  const authenticate = createAuthenticator({ apiKey, token, accountNumber });
  let rule: RateLimit | null = null;
  if (options.rateLimit !== undefined) {
    rule = typeof options.rateLimit === 'string' ? parseRateLimit(options.rateLimit) : options.rateLimit;
    if (rule === null)
      throw new MockOptionError(
        `rateLimit: expected N/window such as 100/minute or 10/1s, got ${String(options.rateLimit)}`,
      );
    checkRateLimit(rule);
  }
  const limiter = rule === null ? null : createRateLimiter(rule);
  let fallbackHost = options.fallbackHost ?? '127.0.0.1:4010';
  const log = options.log ?? lineWriter((text) => process.stderr.write(text));
  const stats = { requests: 0, internalErrors: 0, violations: 0 };
  const strict = options.strict === true;
  const requestLog = options.requestLog ?? 'off';
  if (requestLog !== 'off' && requestLog !== 'text' && requestLog !== 'json')
    throw new MockOptionError(`requestLog: expected text, json or off, got ${String(requestLog)}`);
  const cacheBytes = options.responseCacheBytes ?? DEFAULT_CACHE_BYTES;
  if (!Number.isSafeInteger(cacheBytes) || cacheBytes < 0)
    throw new MockOptionError(
      `responseCacheBytes: expected a whole number of bytes, 0 or more, got ${String(cacheBytes)}`,
    );
  // Whole 200 answers by request. An answer depends on the clock only through what changes at a
  // half-hour boundary (published prices, London midnights, UTC midnights), so a key holds the
  // clock's half-hour, or nothing for a fixed clock; an answer that shows the instant itself (a
  // product detail at "now") is kept with it and used for that instant only.
  const cache =
    cacheBytes === 0
      ? null
      : new LRUCache<string, Cached>({
          maxSize: cacheBytes,
          sizeCalculation: (value, key) => value.body.length + key.length + ENTRY_OVERHEAD,
        });
  const fixedClock = options.now !== undefined && typeof options.now !== 'function';
  // The contract's documented answers, read on the app's first Prefer request.
  let documentedOperations: Map<string, DocumentedOperation> | undefined;

  function route(request: MockRequest): { response: Answer; operation: OperationPath | null; path: string } {
    const method = request.method ?? 'GET';
    // A GET or HEAD whose answer is kept is answered before any parsing (after the rate limit, when
    // there is one): another HTTP version and Prefer are never answered from the cache, a secured
    // operation's credentials are checked on each hit. The key holds the Host header as sent, which
    // names the origin of the answer's links, and the clock's half-hour. The Host is written with its
    // length (a missing one as "-"), so no Host and target can be joined into another pair's key.
    let key: string | null = null;
    let now: number | undefined;
    if (
      cache !== null &&
      (method === 'GET' || method === 'HEAD') &&
      request.headers.prefer === undefined &&
      (request.httpVersion === undefined || HTTP_VERSIONS.has(request.httpVersion))
    ) {
      now = clock();
      const host = firstHeader(request.headers.host);
      key = `${fixedClock ? '' : Math.floor(now / HALF_HOUR_MS)} ${host === undefined ? '-' : `${host.length}:${host}`} ${request.url ?? '/'}`;
      const hit = limiter === null ? kept(key, now, request) : undefined;
      if (hit !== undefined) return { response: hit, operation: hit.operation, path: hit.path };
    }
    const refused = requestLineProblem(request.url ?? '/', request.httpVersion);
    if (refused !== null) return { response: refused, operation: null, path: request.url ?? '/' };
    const url = originForm(request.url ?? '/');
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const match = path.length > 2048 ? null : matchRoute(path);
    if (match === null) {
      // Redirects come before throttling, as Django's CommonMiddleware answers before any view.
      const redirect = path.length > 2048 ? null : slashRedirect(method, path, q < 0 ? null : url.slice(q + 1));
      if (redirect === null) return { response: detail(404, NOT_FOUND_MESSAGE), operation: null, path };
      // A redirect depends on the request target alone.
      if (key !== null && redirect.response.status === 301)
        keep(key, redirect.response, redirect.operation, path, false, null);
      return { ...redirect, path };
    }
    if (method === 'OPTIONS') {
      return {
        response: { status: 204, headers: { allow: ALLOW, 'content-length': '0' }, body: '' },
        operation: match.operation,
        path,
      };
    }
    if (method !== 'GET' && method !== 'HEAD') {
      const safe = /^[A-Za-z-]{1,20}$/.test(method) ? method : 'UNKNOWN';
      return {
        response: detail(405, `Method "${safe}" not allowed.`, { allow: ALLOW }),
        operation: match.operation,
        path,
      };
    }
    if (limiter !== null) {
      const wait = limiter(request.remoteAddress ?? 'local');
      if (wait !== null) {
        return {
          response: detail(
            429,
            `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
            { 'retry-after': String(wait) },
          ),
          operation: match.operation,
          path,
        };
      }
    }
    const preference = parsePrefer(firstHeader(request.headers.prefer));
    if (preference !== null) {
      documentedOperations ??= readDocumentedOperations();
      const documented = documentedOperations.get(match.operation);
      if (documented !== undefined) {
        // A forced answer does not skip authentication, unless the 401 itself is what is asked for.
        const auth =
          documented.secured && preference.code !== '401'
            ? authenticate(firstHeader(request.headers.authorization))
            : null;
        const response =
          auth !== null && !auth.ok
            ? detail(401, auth.message, UNAUTHORIZED_HEADERS)
            : forcedResponse(documented, preference);
        return { response, operation: match.operation, path };
      }
    }
    const origin = originFor(firstHeader(request.headers.host), fallbackHost);
    const secured = match.kind === 'account' || match.kind === 'consumption';
    if (key !== null && limiter !== null) {
      const hit = kept(key, now!, request);
      if (hit !== undefined) return { response: hit, operation: hit.operation, path: hit.path };
    }
    const auth = secured ? authenticate(firstHeader(request.headers.authorization)) : null;
    now ??= clock();
    const errors = fieldErrors();
    const query = parseQuery(q < 0 ? '' : url.slice(q + 1), errors, { strict });
    const ctx: HandlerContext = { data, now, origin };
    let response: Answer;
    switch (match.kind) {
      case 'api-root':
        response = getApiRoot(origin, errors);
        break;
      case 'product-list':
        response = listProducts(ctx, query, errors, path.slice(3));
        break;
      case 'product-detail':
        response = productDetail(ctx, match.productCode, query, errors);
        break;
      case 'charges':
        response = listCharges(ctx, { ...match, path }, query, errors);
        break;
      case 'account':
        // The operation has no query parameter of its own; only the query's length can be wrong, and no
        // parameter error outranks authentication.
        response = getAccount(accounts, match.accountNumber, auth!, errors);
        break;
      case 'consumption':
        response = listConsumption(ctx, meters, { ...match, path }, query, errors, auth!);
        break;
      case 'meter-point':
        response = getMeterPoint(meters, match.mpan, errors);
        break;
      case 'grid-supply-points':
        response = listGridSupplyPoints(ctx, query, errors, path);
        break;
    }
    // Every valid credential opens the same account, so an authenticated answer is the same for all.
    if (key !== null && response.status === 200)
      keep(key, response, match.operation, path, secured, ctx.echoesNow === true ? now : null);
    return { response, operation: match.operation, path };
  }

  function kept(key: string, now: number, request: MockRequest): Cached | undefined {
    const hit = cache!.get(key);
    if (hit === undefined || (hit.at !== null && hit.at !== now)) return undefined;
    if (hit.secured && !authenticate(firstHeader(request.headers.authorization)).ok) return undefined;
    // Kept as text when built; as bytes once asked again, so a repeated answer is written as it is.
    if (typeof hit.body === 'string') hit.body = Buffer.from(hit.body);
    return hit;
  }

  function keep(
    key: string,
    response: Answer,
    operation: OperationPath,
    path: string,
    secured: boolean,
    at: number | null,
  ): void {
    const { status, headers, body } = response;
    cache!.set(key, { status, headers, body, operation, path, secured, at });
  }

  // Answers with the body as built or kept (text or bytes); the listener writes it as it is.
  function respond(request: MockRequest): Answer {
    if (requestLog === 'off') return answer(request);
    const started = performance.now();
    const response = answer(request);
    log(
      formatRequestLine(
        requestLog,
        request.method ?? 'GET',
        request.url ?? '/',
        response.status,
        performance.now() - started,
      ),
    );
    return response;
  }

  function handle(request: MockRequest): MockResponse {
    const { status, headers, body } = respond(request);
    // A copy: the headers may be a kept answer's.
    return { status, headers: { ...headers }, body: bodyText(body) };
  }

  function answer(request: MockRequest): Answer {
    stats.requests++;
    let result: ReturnType<typeof route>;
    try {
      result = route(request);
    } catch (error) {
      stats.internalErrors++;
      log(
        `energy-mock-server: internal error on ${request.method ?? 'GET'} ${request.url ?? ''}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      // A misconfigured mock (a clock function's bad reading) says so; anything else is a bug.
      return json(500, {
        detail:
          error instanceof MockOptionError ? `Mock server misconfigured: ${error.message}` : 'Internal server error.',
      });
    }
    const { operation, path } = result;
    // A copy of the answer, which may be a kept one that the flag below must not reach.
    const response = { status: result.response.status, headers: result.response.headers, body: result.response.body };
    if (options.validator !== undefined && operation !== null && response.body.length > 0) {
      const verdict = options.validator({
        method: request.method ?? 'GET',
        path,
        operation,
        status: response.status,
        body: JSON.parse(bodyText(response.body)) as unknown,
        headers: response.headers,
      });
      if (!verdict.valid) {
        stats.violations++;
        response.headers = { ...response.headers, 'x-contract-violation': 'true' };
        log(
          `energy-mock-server: contract violation on ${request.method ?? 'GET'} ${request.url ?? ''} -> ${response.status}: ${JSON.stringify(verdict.errors).slice(0, 2000)}`,
        );
      }
    }
    if (request.method === 'HEAD') return { status: response.status, headers: response.headers, body: '' };
    return response;
  }

  return {
    handle,
    request(url, init = {}) {
      // A misuse of the typed API is the caller's error, not an internal error answered as a 500.
      if (typeof url !== 'string')
        throw new TypeError(
          `request(url): expected the request target as a string such as '/v1/products/', got ${typeof url}`,
        );
      const response = handle({
        method: init.method ?? 'GET',
        url,
        headers: { host: fallbackHost, ...lowerCase(init.headers ?? {}) },
        remoteAddress: '127.0.0.1',
      });
      return { ...response, json: () => JSON.parse(response.body) as unknown };
    },
    listener(req, res) {
      const response = respond({
        method: req.method,
        url: req.url,
        headers: req.headers,
        remoteAddress: req.socket.remoteAddress,
        httpVersion: req.httpVersion,
      });
      res.writeHead(response.status, response.headers);
      res.end(response.body);
    },
    credentials: { apiKey, accountNumber, token },
    data,
    stats,
    setFallbackHost(host) {
      fallbackHost = host;
      // Kept answers to requests without a usable Host link to the old fallback.
      cache?.clear();
    },
  };
}

// An answer's body as text (a cached answer asked again is bytes).
function bodyText(body: Answer['body']): string {
  return typeof body === 'string' ? body : body.toString('utf8');
}

/**
 * A kept answer, with the operation and path it answers; `secured`: asked again, it needs valid
 * credentials; `at`: the only clock instant it holds for, when it shows the instant itself.
 */
interface Cached extends Answer {
  operation: OperationPath;
  path: string;
  secured: boolean;
  at: number | null;
}

// Room for the repeated answers of every operation (a 1500-record page is about 200 KB); every kept
// byte is heap that one-off requests fill too, so the budget is what repetition needs, no more.
const DEFAULT_CACHE_BYTES = 2 * 1024 * 1024;
// The key, the entry and its headers beside the body's bytes.
const ENTRY_OVERHEAD = 300;

function lowerCase(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
