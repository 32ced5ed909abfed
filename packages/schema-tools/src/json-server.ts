/**
 * A node:http server whose every answer is JSON in the error shape (`{ "detail": ... }`), also the
 * ones node gives outside a request listener, with limits on slow and idle clients. One set of
 * socket limits for the mock server and the validating proxy.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
  505: 'HTTP Version Not Supported',
};

/**
 * A whole JSON error response as text, to write straight to a socket (an answer given outside a
 * request listener); `extraHeaders` are whole header lines, each ending in CRLF.
 * @example rawJsonError(400, 'Malformed HTTP request.') // 'HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\n...'
 */
export function rawJsonError(status: number, detail: string, extraHeaders = ''): string {
  const body = JSON.stringify({ detail });
  return `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${extraHeaders}connection: close\r\n\r\n${body}`;
}

/** The `detail` of each answer the server gives outside its request listener. */
export interface JsonServerDetails {
  /** 431: the request line and headers are over node's limit (16 KiB). */
  headerOverflow: string;
  /** 505: an HTTP version other than 1.0 or 1.1. */
  badVersion: string;
  /** 408: the request line and headers did not arrive within `headersTimeout`. */
  headersTimeout: string;
  /** 400: any other request node's parser refuses. */
  malformed: string;
  /** 417: an `Expect` header other than `100-continue` (its text, at most 64 characters). */
  expectation: (expect: string) => string;
}

/** Options of {@link createJsonServer}. */
export interface JsonServerOptions {
  /** Time allowed for the request line and headers, in ms; then a JSON 408. Absent: 10 000. */
  headersTimeout?: number;
  /** A socket with no activity for this long (a client that stopped reading) is closed, in ms. Absent: 30 000. */
  socketTimeout?: number;
  details: JsonServerDetails;
  /** The whole response to a CONNECT request ({@link rawJsonError}), which never reaches the listener. */
  connectResponse: string;
}

/**
 * `createServer` with the limits and JSON answers above: headers within `headersTimeout` (node checks
 * every second at most, so a 10 s limit holds at 10-11 s), idle sockets closed, keep-alive 5 s, no
 * Host required (the listener answers it), and JSON instead of node's empty 400, 408, 417 and 431
 * and its silent close on CONNECT.
 * @example const server = createJsonServer(listener, { details, connectResponse: rawJsonError(405, 'Method "CONNECT" not allowed.') });
 */
export function createJsonServer(listener: RequestListener, options: JsonServerOptions): Server {
  const headersTimeout = options.headersTimeout ?? 10_000;
  const { details } = options;
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
  server.setTimeout(options.socketTimeout ?? 30_000, (socket: Socket) => socket.destroy());
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (socket.writable && !socket.writableEnded) {
      const code = error.code;
      socket.end(
        code === 'HPE_HEADER_OVERFLOW'
          ? rawJsonError(431, details.headerOverflow)
          : code === 'HPE_INVALID_VERSION'
            ? rawJsonError(505, details.badVersion)
            : code === 'ERR_HTTP_REQUEST_TIMEOUT'
              ? rawJsonError(408, details.headersTimeout)
              : rawJsonError(400, details.malformed),
      );
    }
    socket.destroy();
  });
  server.on('checkExpectation', (req, res) => {
    const body = JSON.stringify({ detail: details.expectation(String(req.headers.expect).slice(0, 64)) });
    res.writeHead(417, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body);
  });
  server.on('connect', (_req, socket: Socket) => socket.end(options.connectResponse));
  return server;
}
