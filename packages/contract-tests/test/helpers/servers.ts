// Servers for the tests: the mock server on a real socket, and "broken" servers that answer
// through the mock's in-process app with one deliberate violation of the contract each.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockApp, startMockServer } from '@energy-contracts/mock-server';

/** The clock every test server runs at, so the data set is the same on every run. */
export const NOW = '2025-01-15T12:00:00Z';
export const API_KEY = 'sk_test_energy_contracts_demo_key';
export const ACCOUNT = 'A-1A2B3C4D';

/** Starts the real mock server on a free port of 127.0.0.1. */
export async function startMock(strict = false): Promise<{ url: string; close(): Promise<void> }> {
  const mock = await startMockServer({ port: 0, host: '127.0.0.1', now: NOW, strict, requestLog: 'off' });
  return { url: mock.url, close: () => mock.close() };
}

/** A response the broken server is about to send: the status, headers and parsed JSON body. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Set to send this text instead of the JSON of `body`. */
  raw?: string;
}

/** One deliberate violation: it may rewrite the request before the mock sees it, or the answer after. */
export interface Breakage {
  request?(url: URL, headers: Record<string, string>): void;
  answer?(url: URL, answer: Answer, headers: Record<string, string>): void;
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** A server on a free port of 127.0.0.1: its `/v1/` URL, its port and a close that ends open connections too. */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Starts a server that answers as the mock does, but for one breakage. */
export async function startBroken(breakage: Breakage): Promise<{ url: string; close(): Promise<void> }> {
  const app = createMockApp({ now: NOW });
  const server = await startServer((req, res) => {
    const headers = headersOf(req);
    const url = new URL(req.url ?? '/', `http://${headers.host}`);
    breakage.request?.(url, headers);
    const mocked = app.handle({ method: req.method, url: url.pathname + url.search, headers });
    let body: unknown;
    try {
      body = JSON.parse(mocked.body);
    } catch {
      body = undefined;
    }
    const answer: Answer = { status: mocked.status, headers: { ...mocked.headers }, body };
    breakage.answer?.(url, answer, headers);
    const text = answer.raw ?? (answer.body === undefined ? mocked.body : JSON.stringify(answer.body));
    delete answer.headers['content-length'];
    res.writeHead(answer.status, { ...answer.headers, 'content-length': Buffer.byteLength(text) });
    res.end(req.method === 'HEAD' ? undefined : text);
  });
  app.setFallbackHost(`127.0.0.1:${server.port}`);
  return { url: server.url, close: server.close };
}

/** A port on 127.0.0.1 that nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Answers a 200 whose JSON body never ends (written as fast as the reader takes it), for the body caps. */
export function endless(res: ServerResponse): true {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const write = (): void => {
    while (res.write(chunk));
  };
  res.on('drain', write);
  write();
  return true;
}
