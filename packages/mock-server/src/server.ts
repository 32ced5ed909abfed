/**
 * The mock on a real socket: node:http with tight timeouts (a slow or broken client can neither
 * hang a request nor hold a socket forever) and JSON answers even for requests node's parser rejects.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createMockApp, MockOptionError, type MockApp, type MockAppOptions } from './app.js';
import { DOCS_PREFIX, docsDirProblem, docsListener } from './docs/docs-route.js';
import { ALLOW } from './http/response.js';
import { loadContractValidator } from './validate.js';

/** Options of a listening mock: the app's options plus where to listen. */
export interface MockServerOptions extends MockAppOptions {
  /** Port; 0 picks a free one. Absent: 4010. */
  port?: number;
  /** Interface to listen on. Absent: 127.0.0.1. */
  host?: string;
  /** Validate every response with @energy-contracts/validator. Absent: false. */
  validate?: boolean;
  /**
   * Milliseconds a socket may stay idle (nothing read or written, e.g. a client that never reads its
   * response) before it is closed. Absent: 30 000.
   */
  socketTimeout?: number;
  /** Milliseconds a client has to send the request line and headers; later, a 408. Absent: 10 000. */
  headersTimeout?: number;
  /**
   * A built spec site (`packages/spec-site/dist`) to serve at `/docs/`, beside the API, with the
   * probe `/docs/_mock.json` that shows its Try it forms. Absent: `/docs/` is a 404 like any unknown path.
   */
  docsDir?: string;
}

/** A running mock server. */
export interface RunningMockServer {
  /** Base URL of the API, ending in `/v1/`. */
  url: string;
  /** URL of the spec site, ending in `/docs/`, when `docsDir` was given. */
  docsUrl?: string;
  port: number;
  app: MockApp;
  server: Server;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  505: 'HTTP Version Not Supported',
};

/** A whole JSON error response written straight to a socket (for answers given outside a request handler). */
function rawErrorResponse(status: number, message: string, extraHeaders = ''): string {
  const body = JSON.stringify({ detail: message });
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${extraHeaders}connection: close\r\n\r\n${body}`;
}

/** The answer to a request node's parser refused, by its error code. */
function clientErrorResponse(code: string | undefined): string {
  if (code === 'HPE_HEADER_OVERFLOW') return rawErrorResponse(431, 'Request line and headers exceed 16 KiB.');
  if (code === 'HPE_INVALID_VERSION')
    return rawErrorResponse(505, 'HTTP version not supported; send HTTP/1.1 or HTTP/1.0.');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return rawErrorResponse(408, 'The request line and headers did not arrive in time.');
  return rawErrorResponse(400, 'Malformed HTTP request.');
}

/**
 * Starts the mock server.
 * @example
 * const mock = await startMockServer({ port: 0, now: '2025-01-15T12:00:00Z' });
 * const res = await fetch(`${mock.url}products/`);
 * await mock.close();
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 4010;
  const validator = options.validator ?? (options.validate === true ? await loadContractValidator() : undefined);
  const app = createMockApp({ ...options, validator });
  const docsProblem = options.docsDir === undefined ? null : docsDirProblem(options.docsDir);
  if (docsProblem !== null) throw new MockOptionError(`docsDir: ${docsProblem}`);
  const listener = options.docsDir === undefined ? app.listener : docsListener(app, options.docsDir, options);
  // requireHostHeader: false lets the app answer a request without Host (links fall back to the
  // server's own address) instead of node's empty 400.
  // Node checks those timeouts every connectionsCheckingInterval (30 s by default): once a second keeps
  // a 10 s headers timeout at 10-11 s.
  const headersTimeout = options.headersTimeout ?? 10_000;
  const server = createServer(
    {
      requestTimeout: Math.max(30_000, headersTimeout),
      headersTimeout,
      keepAliveTimeout: 5_000,
      requireHostHeader: false,
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
    listener,
  );
  // A socket idle for this long (a client that stopped reading its response) is closed, so abandoned
  // sockets and their buffered responses do not pile up.
  server.setTimeout(options.socketTimeout ?? 30_000, (socket: Socket) => socket.destroy());
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (socket.writable && !socket.writableEnded) socket.end(clientErrorResponse(error.code));
    socket.destroy();
  });
  // Expect: anything but 100-continue. Node's own 417 has no body; every answer here is JSON.
  server.on('checkExpectation', (req, res) => {
    const body = JSON.stringify({
      detail: `Expectation "${String(req.headers.expect).slice(0, 64)}" is not supported; only 100-continue is.`,
    });
    res.writeHead(417, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body);
  });
  // CONNECT never reaches the request listener; without this, node closes the socket with no answer.
  server.on('connect', (_req, socket: Socket) => {
    socket.end(rawErrorResponse(405, 'Method "CONNECT" not allowed.', `allow: ${ALLOW}\r\n`));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : host;
  app.setFallbackHost(`${hostPart}:${address.port}`);
  return {
    url: `http://${hostPart}:${address.port}/v1/`,
    ...(options.docsDir === undefined ? {} : { docsUrl: `http://${hostPart}:${address.port}${DOCS_PREFIX}/` }),
    port: address.port,
    app,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
