/**
 * The mock on a real socket: node:http with tight timeouts (a slow or broken client can neither
 * hang a request nor hold a socket forever) and JSON answers even for requests node's parser rejects.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJsonServer, rawJsonError } from '@energy-contracts/schema-tools/json-server';
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
  // JSON for every answer node gives outside the listener; without a Host, links fall back to the
  // server's own address. A socket idle for socketTimeout (a client that stopped reading its response)
  // is closed, so abandoned sockets and their buffered responses do not pile up.
  const server = createJsonServer(listener, {
    ...(options.headersTimeout === undefined ? {} : { headersTimeout: options.headersTimeout }),
    ...(options.socketTimeout === undefined ? {} : { socketTimeout: options.socketTimeout }),
    details: {
      headerOverflow: 'Request line and headers exceed 16 KiB.',
      badVersion: 'HTTP version not supported; send HTTP/1.1 or HTTP/1.0.',
      headersTimeout: 'The request line and headers did not arrive in time.',
      malformed: 'Malformed HTTP request.',
      expectation: (expect) => `Expectation "${expect}" is not supported; only 100-continue is.`,
    },
    connectResponse: rawJsonError(405, 'Method "CONNECT" not allowed.', `allow: ${ALLOW}\r\n`),
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
