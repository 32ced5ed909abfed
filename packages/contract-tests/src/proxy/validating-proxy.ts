import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJsonServer, rawJsonError } from '@energy-contracts/schema-tools/json-server';
import { BodyTooLarge, readBoundedBody } from '@energy-contracts/schema-tools/bounded-body';
import { relativeToBase } from '../http/base-path.js';
import { checkLimit, MAX_TIMER_MS } from '../limits.js';
import { headerRecord, parseJsonBody, type AuthMode, type Exchange } from '../http/exchange.js';
import { redactCredentials as redact } from '@energy-contracts/schema-tools/redact';
import { inspectResponse } from '../rules/response-rules.js';
import type { RuleId, Violation } from '../rules/rule-catalogue.js';

/** Options of {@link startValidatingProxy}. */
export interface ProxyOptions {
  /** The server to forward to, its path ending in the API's version segment: `https://staging.example/v1/`. */
  upstream: string;
  /** Port to listen on; 0 for any free port. Absent: 4011. */
  port?: number;
  /** Interface to listen on. Absent: 127.0.0.1. */
  host?: string;
  /** Per-request time limit towards the upstream, ms. Absent: 30000. */
  timeoutMs?: number;
  /** Largest request body forwarded, bytes: a larger declared length is a 413, a longer chunked body closes the socket. Absent: 1 MiB. */
  maxRequestBytes?: number;
  /** Largest upstream answer checked and passed back, bytes once decoded: a larger one is a 502. Absent: 8 MiB. */
  maxResponseBytes?: number;
  /**
   * Most requests forwarded and read at once; later ones wait their turn. With `maxResponseBytes`
   * it bounds the answers held in memory whatever the number of clients. Absent: 16.
   */
  maxConcurrent?: number;
  /** Milliseconds a client has to send the request line and headers; later, a 408. Absent: 10 000. */
  headersTimeout?: number;
  /** Milliseconds a socket may stay idle (nothing read or written) before it is closed. Absent: 30 000. */
  socketTimeout?: number;
  /** Called once per proxied request with what it showed. */
  onRecord?: (record: ProxyRecord) => void;
  /** The fetch to use towards the upstream; absent: the global fetch. */
  fetch?: typeof fetch;
}

/** One request through the proxy and the violations its response showed. */
export interface ProxyRecord {
  method: string;
  /** The path and query as the client sent them. */
  path: string;
  status: number;
  ms: number;
  /** The contract operation matched; undefined outside the API's base path or for unknown paths. */
  operationId?: string;
  violations: Violation[];
}

/** Totals of a proxy session. */
export interface ProxySummary {
  requests: number;
  withViolations: number;
  byRule: Partial<Record<RuleId, number>>;
}

/** A running proxy. */
export interface ValidatingProxy {
  /** The proxy's base URL, with the upstream's base path: `http://127.0.0.1:4011/v1/`. */
  url: string;
  summary(): ProxySummary;
  /** Stops listening and returns the totals. */
  close(): Promise<ProxySummary>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
]);
const MAX_HEADER_TEXT = 1000;
const MIB = 1024 * 1024;

/**
 * The upstream URL a request target stands for, or why it is refused. Only an origin-form target
 * (`/v1/...`) or an absolute-form one naming the upstream or the proxy itself is forwarded, and
 * always to the upstream's origin: `//host/...`, `\\host`, another authority or `*` never make the
 * proxy (and the client's credentials) reach another host.
 */
function upstreamTarget(requestTarget: string, upstream: URL, own: readonly string[]): URL | string {
  let path = requestTarget;
  if (/^[a-z][a-z0-9+.-]*:/i.test(requestTarget)) {
    let absolute: URL;
    try {
      absolute = new URL(requestTarget);
    } catch {
      return 'the request target is not a URL';
    }
    if (absolute.origin !== upstream.origin && !own.includes(absolute.host))
      return 'the request target names another host; the proxy forwards only to its upstream';
    path = absolute.pathname + absolute.search;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return 'the request target must be a path starting with a single /';
  let target: URL;
  try {
    target = new URL(path, upstream.origin);
  } catch {
    return 'the request target is not a path';
  }
  if (target.origin !== upstream.origin) return 'the request target names another host';
  return target;
}

function authOf(header: string | undefined): AuthMode {
  if (header === undefined) return 'none';
  return /^basic /i.test(header) ? 'basic' : 'token';
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Starts a reverse proxy in front of a real server: every request is forwarded as it came, and
 * every response is checked against the contract (schema, answer form, the rules one response can
 * show) before it is passed back, with an `x-contract-violations` header naming the rules broken.
 * Absolute links to the upstream are rewritten to the proxy, so clients that follow `next` stay on it.
 * A numeric option that is not an integer in its range rejects with a RangeError naming it.
 * @example
 * const proxy = await startValidatingProxy({ upstream: 'http://127.0.0.1:4010/v1/', port: 0 });
 * await fetch(`${proxy.url}products/`);
 * console.log(await proxy.close()); // { requests: 1, withViolations: 0, byRule: {} }
 */
export async function startValidatingProxy(options: ProxyOptions): Promise<ValidatingProxy> {
  checkLimit('port', options.port, 0, 65_535);
  checkLimit('timeoutMs', options.timeoutMs, 1, MAX_TIMER_MS);
  checkLimit('maxRequestBytes', options.maxRequestBytes, 0, Number.MAX_SAFE_INTEGER);
  checkLimit('maxResponseBytes', options.maxResponseBytes, 1, Number.MAX_SAFE_INTEGER);
  checkLimit('maxConcurrent', options.maxConcurrent, 1, Number.MAX_SAFE_INTEGER);
  checkLimit('headersTimeout', options.headersTimeout, 1, MAX_TIMER_MS);
  checkLimit('socketTimeout', options.socketTimeout, 1, MAX_TIMER_MS);
  const upstream = new URL(options.upstream);
  if (!upstream.pathname.endsWith('/')) upstream.pathname += '/';
  const basePath = upstream.pathname;
  const fetchImpl = options.fetch ?? fetch;
  const maxRequestBytes = options.maxRequestBytes ?? MIB;
  const maxResponseBytes = options.maxResponseBytes ?? 8 * MIB;
  const maxConcurrent = options.maxConcurrent ?? 16;
  // Slots for the requests being forwarded; a freed slot passes straight to the longest waiting.
  let active = 0;
  const waiting: Array<() => void> = [];
  const acquire = async (): Promise<() => void> => {
    if (active < maxConcurrent) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next !== undefined) next();
      else active -= 1;
    };
  };
  const summary: ProxySummary = { requests: 0, withViolations: 0, byRule: {} };

  // The mock server's socket limits and JSON answers for what never reaches the handler.
  const detail = (text: string): string => `energy-contract-test proxy: ${text}`;
  const server = createJsonServer(
    (req, res) => {
      void handle(req, res).catch((error: unknown) => {
        if (!res.headersSent)
          sendJson(res, 502, { detail: `energy-contract-test proxy: ${redact((error as Error).message)}` });
        else res.destroy();
      });
    },
    {
      ...(options.headersTimeout === undefined ? {} : { headersTimeout: options.headersTimeout }),
      ...(options.socketTimeout === undefined ? {} : { socketTimeout: options.socketTimeout }),
      details: {
        headerOverflow: detail('the request line and headers are too large'),
        badVersion: detail('HTTP version not supported; send HTTP/1.1 or HTTP/1.0'),
        headersTimeout: detail('the request line and headers did not arrive in time'),
        malformed: detail('malformed HTTP request'),
        expectation: (expect) => detail(`Expect "${expect}" is not supported; only 100-continue is`),
      },
      connectResponse: rawJsonError(400, detail('CONNECT is not supported; the proxy forwards only to its upstream')),
    },
  );

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const ownHost = `${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
    const target = upstreamTarget(req.url ?? '/', upstream, [ownHost, req.headers.host ?? ownHost]);
    if (typeof target === 'string') {
      res.setHeader('connection', 'close');
      return sendJson(res, 400, { detail: `energy-contract-test proxy: ${target}` });
    }
    const tooLarge = (): void => {
      res.setHeader('connection', 'close');
      sendJson(res, 413, { detail: `energy-contract-test proxy: request body over ${maxRequestBytes} bytes` });
    };
    if (Number(req.headers['content-length'] ?? 0) > maxRequestBytes) return tooLarge();
    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        // Over the cap the request (and its socket) is destroyed: a client still sending cannot be answered.
        body = await readBoundedBody(req, { maxBytes: maxRequestBytes });
      } catch (error) {
        if (error instanceof BodyTooLarge) return tooLarge();
        throw error;
      }
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    // A client that goes away stops the upstream request and the read of its answer.
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    const release = await acquire();
    try {
      await forward(req, res, method, target, body, headers, gone.signal, started);
    } finally {
      release();
    }
  }

  async function forward(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    target: URL,
    body: Buffer | undefined,
    headers: Record<string, string>,
    gone: AbortSignal,
    started: number,
  ): Promise<void> {
    if (gone.aborted) return;
    let response: Response;
    let bytes: Buffer;
    const proxyOrigin = `http://${req.headers.host ?? `${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`}`;
    const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? 30_000), gone]);
    try {
      response = await fetchImpl(target, {
        method,
        headers,
        redirect: 'manual',
        signal,
        ...(body !== undefined && body.byteLength > 0 ? { body } : {}),
      });
      // fetch decodes gzip, deflate and br as the body streams; the cap holds the decoded bytes.
      bytes = await readBoundedBody(response.body, { maxBytes: maxResponseBytes, signal });
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return sendJson(res, 502, {
          detail: `energy-contract-test proxy: the upstream's answer is over ${maxResponseBytes} bytes (maxResponseBytes); not checked`,
        });
      const e = error as Error & { cause?: { code?: string; message?: string } };
      const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
      return sendJson(res, timedOut ? 504 : 502, {
        detail: `energy-contract-test proxy: the upstream ${timedOut ? 'did not answer in time' : `is unreachable (${redact(e.cause?.code ?? e.cause?.message ?? e.message)})`}`,
      });
    }
    const text = bytes.toString('utf8');
    const responseHeaders = headerRecord(response.headers);
    const full = target.pathname + target.search;
    const relative = relativeToBase(full, basePath);

    let violations: Violation[] = [];
    let operationId: string | undefined;
    if (relative !== undefined) {
      const exchange: Exchange = {
        method,
        url: target.href,
        path: relative,
        auth: authOf(req.headers.authorization),
        status: response.status,
        headers: responseHeaders,
        text,
        ...parseJsonBody(text),
        ms: performance.now() - started,
      };
      const verdict = inspectResponse(exchange);
      violations = verdict.violations;
      operationId = verdict.operationId;
    }

    // What goes back: the upstream's answer, decoded, with links pointing at the proxy.
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(responseHeaders))
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') out[name] = value;
    let payload = bytes;
    if (upstream.origin !== proxyOrigin) {
      if (out.location !== undefined) out.location = out.location.split(upstream.origin).join(proxyOrigin);
      if (/json/i.test(responseHeaders['content-type'] ?? '') && text.includes(upstream.origin))
        payload = Buffer.from(text.split(upstream.origin).join(proxyOrigin));
    }
    if (violations.length > 0)
      out['x-contract-violations'] =
        `${violations.length} (${[...new Set(violations.map((v) => v.rule))].join(', ')})`.slice(0, MAX_HEADER_TEXT);
    out['content-length'] = String(payload.byteLength);
    res.writeHead(response.status, out);
    res.end(method === 'HEAD' ? undefined : payload);

    summary.requests += 1;
    if (violations.length > 0) summary.withViolations += 1;
    for (const v of violations) summary.byRule[v.rule] = (summary.byRule[v.rule] ?? 0) + 1;
    const record: ProxyRecord = {
      method,
      path: redact(req.url ?? '/'),
      status: response.status,
      ms: Math.round(performance.now() - started),
      ...(operationId !== undefined ? { operationId } : {}),
      violations: violations.map((v) => ({ rule: v.rule, message: redact(v.message) })),
    };
    options.onRecord?.(record);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4011, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${basePath}`,
    summary: () => structuredClone(summary),
    close: () =>
      new Promise<ProxySummary>((resolve) => {
        server.close(() => resolve(structuredClone(summary)));
        server.closeAllConnections();
      }),
  };
}
