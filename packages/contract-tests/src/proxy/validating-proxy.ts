import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relativeToBase } from '../http/base-path.js';
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
  /** Largest request body forwarded, bytes. Absent: 1 MiB. */
  maxRequestBytes?: number;
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

function authOf(header: string | undefined): AuthMode {
  if (header === undefined) return 'none';
  return /^basic /i.test(header) ? 'basic' : 'token';
}

async function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > max) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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
 * @example
 * const proxy = await startValidatingProxy({ upstream: 'http://127.0.0.1:4010/v1/', port: 0 });
 * await fetch(`${proxy.url}products/`);
 * console.log(await proxy.close()); // { requests: 1, withViolations: 0, byRule: {} }
 */
export async function startValidatingProxy(options: ProxyOptions): Promise<ValidatingProxy> {
  const upstream = new URL(options.upstream);
  if (!upstream.pathname.endsWith('/')) upstream.pathname += '/';
  const basePath = upstream.pathname;
  const fetchImpl = options.fetch ?? fetch;
  const summary: ProxySummary = { requests: 0, withViolations: 0, byRule: {} };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 502, { detail: `energy-contract-test proxy: ${(error as Error).message}` });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', upstream.origin);
    const proxyOrigin = `http://${req.headers.host ?? `${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`}`;
    const body =
      method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, options.maxRequestBytes ?? 1024 * 1024);
    if (body === 'too-large')
      return sendJson(res, 413, {
        detail: `energy-contract-test proxy: request body over ${options.maxRequestBytes ?? 1024 * 1024} bytes`,
      });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    let response: Response;
    try {
      response = await fetchImpl(target, {
        method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        ...(body !== undefined && body.byteLength > 0 ? { body } : {}),
      });
    } catch (error) {
      const e = error as Error & { cause?: { code?: string; message?: string } };
      const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
      return sendJson(res, timedOut ? 504 : 502, {
        detail: `energy-contract-test proxy: the upstream ${timedOut ? 'did not answer in time' : `is unreachable (${e.cause?.code ?? e.cause?.message ?? e.message})`}`,
      });
    }
    const bytes = Buffer.from(await response.arrayBuffer());
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
