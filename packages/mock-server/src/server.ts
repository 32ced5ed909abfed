/**
 * The mock on a real socket: node:http with tight timeouts (a slow or broken client can neither
 * hang a request nor hold a socket forever) and JSON answers even for requests node's parser rejects.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createMockApp, type MockApp, type MockAppOptions } from './app.js';
import { loadContractValidator } from './validate.js';

/** Options of a listening mock: the app's options plus where to listen. */
export interface MockServerOptions extends MockAppOptions {
  /** Port; 0 picks a free one. Absent: 4010. */
  port?: number;
  /** Interface to listen on. Absent: 127.0.0.1. */
  host?: string;
  /** Validate every response with @energy-contracts/validator. Absent: false. */
  validate?: boolean;
}

/** A running mock server. */
export interface RunningMockServer {
  /** Base URL of the API, ending in `/v1/`. */
  url: string;
  port: number;
  app: MockApp;
  server: Server;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

function clientErrorBody(status: number, message: string): string {
  const body = JSON.stringify({ detail: message });
  return `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
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
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000 }, app.listener);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (socket.writable && !socket.writableEnded) {
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      socket.end(clientErrorBody(tooLarge ? 431 : 400, tooLarge ? 'Request line and headers exceed 16 KiB.' : 'Malformed HTTP request.'));
    }
    socket.destroy();
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
