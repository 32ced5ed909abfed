// The proxy against hostile clients and upstreams: it forwards only to its upstream, caps bodies
// both ways (gzip decoded under the cap), closes slow and idle sockets, answers JSON in the error
// shape, and logs no credential.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Count } from '@energy-contracts/test-support/count';
import { afterEach, describe, expect, test } from 'vitest';
import { startValidatingProxy, type ProxyOptions, type ProxyRecord } from '../../src/proxy/validating-proxy.js';
import { endless, startMock } from '../helpers/servers.js';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A plain server on 127.0.0.1 that records what reached it. */
async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ port: number; hits: string[]; server: Server }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { port: (server.address() as AddressInfo).port, hits, server };
}

async function proxyFor(
  upstream: string,
  options: Partial<ProxyOptions> = {},
): Promise<{ port: number; url: string; records: ProxyRecord[] }> {
  const records: ProxyRecord[] = [];
  const proxy = await startValidatingProxy({ upstream, port: 0, onRecord: (r) => records.push(r), ...options });
  closers.push(() => proxy.close());
  return { port: Number(new URL(proxy.url).port), url: proxy.url, records };
}

/** Sends raw bytes and resolves with everything the proxy wrote until it closed the socket. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (d) => {
      got += d.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(got));
    socket.write(text);
  });
}

function jsonBodyOf(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

describe('the upstream is fixed to its configured origin', () => {
  test.each([
    ['a scheme-relative target', (other: number) => `//127.0.0.1:${other}/v1/products/`],
    ['an absolute-form target', (other: number) => `http://127.0.0.1:${other}/v1/products/`],
    ['a backslash read as a slash', (other: number) => `/\\127.0.0.1:${other}/v1/products/`],
  ])('%s naming another host is a JSON 400 and never reaches it', async (_name, target) => {
    const mock = await startMock();
    closers.push(() => mock.close());
    const other = await startServer((_req, res) => res.end('{}'));
    const { port } = await proxyFor(mock.url);
    const response = await raw(
      port,
      `GET ${target(other.port)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Token sk_live_secret_key\r\nConnection: close\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toMatch(/content-type: application\/json/i);
    expect(jsonBodyOf(response)).toEqual({ detail: expect.stringMatching(/request target/) });
    expect(other.hits).toEqual([]);
  });

  test('an absolute-form target naming the upstream itself is forwarded there', async () => {
    const mock = await startMock();
    closers.push(() => mock.close());
    const { port, records } = await proxyFor(mock.url);
    const upstream = new URL(mock.url);
    const response = await raw(
      port,
      `GET ${upstream.origin}/v1/products/?page_size=1 HTTP/1.1\r\nHost: ${upstream.host}\r\nConnection: close\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(records.map((r) => r.operationId)).toEqual(['listProducts']);
  });
});

describe('bodies are capped both ways', () => {
  test('an endless upstream body is a JSON 502 at the cap, not a buffer that grows', async () => {
    const upstream = await startServer((_req, res) => endless(res));
    const { url } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`, { maxResponseBytes: 1024 * 1024 });
    const res = await fetch(`${url}products/`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ detail: expect.stringMatching(/over 1048576 bytes/) });
  });

  test('a gzip bomb from the upstream is a JSON 502 at the decoded cap', async () => {
    const member = gzipSync(Buffer.alloc(1024 * 1024));
    const upstream = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      let sent = 0;
      const write = (): void => {
        while (sent < 1000) {
          sent += 1;
          if (!res.write(member)) return;
        }
        res.end();
      };
      res.on('drain', write);
      write();
    });
    const { url } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`, { maxResponseBytes: 4 * 1024 * 1024 });
    const res = await fetch(`${url}products/`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ detail: expect.stringMatching(/over 4194304 bytes/) });
  });

  test('a request body declared over the cap is a JSON 413 and is not forwarded', async () => {
    const upstream = await startServer((_req, res) => res.end('{}'));
    const { port } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`, { maxRequestBytes: 1000 });
    const response = await raw(
      port,
      `POST /v1/products/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n${'x'.repeat(100)}`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(jsonBodyOf(response)).toEqual({ detail: expect.stringMatching(/over 1000 bytes/) });
    expect(upstream.hits).toEqual([]);
  });

  test('a chunked request body that goes over the cap is cut off: the socket closes, nothing is forwarded', async () => {
    const upstream = await startServer((_req, res) => res.end('{}'));
    const { port } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`, { maxRequestBytes: 1000 });
    const chunk = 'x'.repeat(600);
    const response = await raw(
      port,
      `POST /v1/products/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n258\r\n${chunk}\r\n258\r\n${chunk}\r\n`,
    );
    expect(response).not.toMatch(/^HTTP\/1\.1 2/);
    expect(upstream.hits).toEqual([]);
  });
});

describe('answers held at once are bounded', () => {
  test('past maxConcurrent, requests wait for a slot and are all answered in turn', async () => {
    let inFlight = 0;
    let most = 0;
    const parked: Array<() => void> = [];
    const arrived = new Count();
    const upstream = await startServer((_req, res) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      arrived.add();
      parked.push(() => {
        inFlight -= 1;
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"detail":"Not found."}');
      });
    });
    const { url } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`, { maxConcurrent: 2 });
    const answers = Array.from({ length: 6 }, () => fetch(`${url}products/NOPE/`).then((r) => r.status));
    // Release the upstream's answers one at a time, each once the proxy has filled both slots (the
    // last one: once all 6 are in); it never has more than 2 outstanding.
    for (let released = 0; released < 6; released++) {
      await arrived.until(Math.min(released + 2, 6));
      parked.shift()!();
    }
    expect(await Promise.all(answers)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(most).toBe(2);
  });
});

describe('slow and idle clients', () => {
  test('a client that never finishes its headers gets a JSON 408 and the socket is closed', async () => {
    const upstream = await startServer((_req, res) => res.end('{}'));
    const { port } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`, { headersTimeout: 300 });
    const response = await raw(port, 'GET /v1/products/ HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonBodyOf(response)).toEqual({ detail: expect.stringMatching(/did not arrive in time/) });
    expect(upstream.hits).toEqual([]);
  });

  test('a socket that stays idle is closed', async () => {
    const upstream = await startServer((_req, res) => res.end('{}'));
    const { port } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`, { socketTimeout: 300 });
    // Connect and send nothing: without an idle timeout the socket would stay open forever.
    const response = await raw(port, '');
    expect(response).toBe('');
  });

  test('a malformed request line is a JSON 400', async () => {
    const upstream = await startServer((_req, res) => res.end('{}'));
    const { port } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`);
    const response = await raw(port, 'NOT A REQUEST\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonBodyOf(response)).toEqual({ detail: expect.any(String) });
  });

  test('an HTTP version node cannot parse (1.2) is a JSON 505, an Expect other than 100-continue a JSON 417', async () => {
    const upstream = await startServer((_req, res) => res.end('{}'));
    const { port } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`);
    const version = await raw(port, 'GET /v1/products/ HTTP/1.2\r\nHost: x\r\n\r\n');
    expect(version).toMatch(/^HTTP\/1\.1 505 /);
    expect(jsonBodyOf(version)).toEqual({ detail: expect.stringMatching(/^energy-contract-test proxy: HTTP version/) });
    const expectation = await raw(port, 'GET /v1/products/ HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n');
    expect(expectation).toMatch(/^HTTP\/1\.1 417 /);
    expect(jsonBodyOf(expectation)).toEqual({ detail: expect.stringMatching(/Expect "200-ok" is not supported/) });
    expect(upstream.hits).toEqual([]);
  });
});

describe('the proxy’s records (its stderr log) carry no credential', () => {
  test('query credentials, an echoed Token and Basic header are redacted', async () => {
    const key = 'sk_live_0123456789abcdef';
    const basic = `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
    const upstream = await startServer((req, res) => {
      // A broken server that echoes the credentials it got into a body the contract does not allow.
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'no', got: req.headers.authorization, url: req.url }));
    });
    const { url, records } = await proxyFor(`http://127.0.0.1:${upstream.port}/v1/`);
    await fetch(`${url}accounts/A-1/?api_key=${key}&token=${key}`, { headers: { authorization: `Token ${key}` } });
    await fetch(`${url}accounts/A-1/`, { headers: { authorization: basic } });
    expect(upstream.hits.length).toBe(2);
    const printed = JSON.stringify(records);
    expect(records.length).toBe(2);
    expect(records[0]!.path).toBe('/v1/accounts/A-1/?api_key=***&token=***');
    expect(printed).not.toContain(key);
    expect(printed).not.toContain(Buffer.from(`${key}:`).toString('base64'));
  });
});

describe('numeric options out of range', () => {
  // maxConcurrent NaN queued every request for ever (no slot is ever below NaN); a timeoutMs past
  // Node's longest timer (2^31-1 ms) aborted every upstream request after 1 ms.
  test.each<[keyof ProxyOptions, number]>([
    ['maxConcurrent', Number.NaN],
    ['maxConcurrent', 0],
    ['timeoutMs', 2 ** 31],
    ['timeoutMs', 0],
    ['maxResponseBytes', -1],
    ['maxRequestBytes', Number.NaN],
    ['headersTimeout', 2 ** 31],
    ['socketTimeout', 1.5],
    ['port', 65_536],
  ])('%s: %s is a RangeError naming it, and nothing listens', async (name, value) => {
    const start = startValidatingProxy({ upstream: 'http://127.0.0.1:9/v1/', port: 0, [name]: value });
    await expect(start).rejects.toThrow(RangeError);
    await expect(start).rejects.toThrow(
      new RegExp(`^${name} must be an integer from \\d+ to \\d+ \\(got ${value}\\)$`),
    );
  });
});
