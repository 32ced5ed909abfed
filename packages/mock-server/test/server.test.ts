import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockServer, type RunningMockServer } from '../src/server.js';
import { NOW } from './helpers.js';

let mock: RunningMockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, host: '127.0.0.1', now: NOW, validate: true });
});
afterAll(async () => {
  await mock.close();
});

function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(mock.port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.setTimeout(5000, () => reject(new Error('timed out')));
  });
}

describe('startMockServer', () => {
  test('two Prefer headers: the first preference counts (RFC 7240), as in one header', async () => {
    const twice = await raw(
      'GET /v1/products/ HTTP/1.1\r\nHost: 127.0.0.1\r\nPrefer: code=404\r\nPrefer: code=400\r\nConnection: close\r\n\r\n',
    );
    expect(twice).toMatch(/^HTTP\/1\.1 404 /);
    expect(twice).toContain('{"detail":"Not found."}');
  });

  test('serves /v1/ on a real socket with links on the request host', async () => {
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}/v1/`);
    const res = await fetch(`${mock.url}products/?page_size=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-contract-violation')).toBeNull();
    const body = (await res.json()) as { next: string; results: Array<{ links: Array<{ href: string }> }> };
    expect(body.next.startsWith(`${mock.url}products/?`)).toBe(true);
    const detail = await fetch(body.results[0]!.links[0]!.href);
    expect(detail.status).toBe(200);
  });

  test('the account opens with the printed credentials', async () => {
    const { apiKey, accountNumber } = mock.app.credentials;
    const res = await fetch(`${mock.url}accounts/${accountNumber}/`, {
      headers: { authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` },
    });
    expect(res.status).toBe(200);
    const refused = await fetch(`${mock.url}accounts/${accountNumber}/`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Basic realm="api"');
  });

  test('a request line beyond the header limit is a JSON 431, a malformed request a JSON 400', async () => {
    const long = await raw(`GET /v1/products/?brand=${'A'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(long).toContain('{"detail":');
    const broken = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(broken).toContain('{"detail":');
  });

  test('HEAD and OPTIONS over the socket', async () => {
    const head = await fetch(`${mock.url}products/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100);
    const options = await fetch(`${mock.url}products/`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  // The platform's clients build slash-less URLs and follow the 301, as fetch and curl -L do.
  const SLASHLESS = [
    'products/AGILE-24-04-03?tariffs_active_at=2024-06-01',
    'products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates?period_from=2024-06-01&period_to=2024-06-02&page_size=5',
  ];
  test.each(SLASHLESS)("a slash-less URL reaches the slash path's body through the redirect: %s", async (target) => {
    const manual = await fetch(`${mock.url}${target}`, { redirect: 'manual' });
    expect(manual.status).toBe(301);
    expect(manual.headers.get('location')).toBe(`/v1/${target.replace('?', '/?')}`);
    expect(manual.headers.get('x-contract-violation')).toBeNull();
    const followed = await fetch(`${mock.url}${target}`);
    expect(followed.redirected).toBe(true);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe(await (await fetch(`${mock.url}${target.replace('?', '/?')}`)).text());
  });

  test.skipIf(!existsSync('/usr/bin/curl'))(
    'curl -L follows it too',
    async () => {
      const target = SLASHLESS[0]!;
      const body = await new Promise<string>((resolve, reject) =>
        execFile('/usr/bin/curl', ['-sS', '-L', '--max-time', '20', `${mock.url}${target}`], (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        ),
      );
      expect(body).toBe(await (await fetch(`${mock.url}${target.replace('?', '/?')}`)).text());
    },
    30_000,
  );

  test('no internal error happened in this file', () => {
    expect(mock.app.stats.internalErrors).toBe(0);
    expect(mock.app.stats.violations).toBe(0);
  });
});

describe('protocol-level answers are JSON in the error shape', () => {
  const body = (response: string): unknown => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
  test('a request without Host is answered by the app (links on the server address), not with an empty 400', async () => {
    const response = await raw('GET /v1/products/?page_size=1 HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1.1 200 /);
    expect((body(response) as { next: string }).next).toMatch(
      new RegExp(`^http://127.0.0.1:${mock.port}/v1/products/`),
    );
  });
  test('Expect other than 100-continue: 417 with a JSON body', async () => {
    const response = await raw('GET /v1/products/ HTTP/1.1\r\nHost: a\r\nExpect: bogus\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1.1 417 /);
    expect(body(response)).toEqual({ detail: 'Expectation "bogus" is not supported; only 100-continue is.' });
  });
  test('CONNECT: 405 with Allow and a JSON body, not a silent close', async () => {
    const response = await raw('CONNECT a.example:443 HTTP/1.1\r\nHost: a.example:443\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1.1 405 /);
    expect(response).toMatch(/\r\nallow: GET, HEAD, OPTIONS\r\n/);
    expect(body(response)).toEqual({ detail: 'Method "CONNECT" not allowed.' });
  });
  test.each([
    ['an HTTP/0.9-style request line (no version)', 'GET /v1/products/\r\n\r\n', 505],
    ['HTTP/2.0 in an HTTP/1 request line', 'GET /v1/products/ HTTP/2.0\r\nHost: a\r\n\r\n', 505],
    ['an HTTP version node refuses to parse', 'GET /v1/products/ HTTP/1.2\r\nHost: a\r\n\r\n', 505],
    [
      'a fragment in the request target',
      'GET /v1/products/#frag HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
      400,
    ],
  ])('%s: a JSON error, not a 200 or a redirect', async (_label, request, status) => {
    const response = await raw(request);
    expect(response).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(response).not.toMatch(/\r\nlocation:/i);
    expect(typeof (body(response) as { detail: unknown }).detail).toBe('string');
  });
  test('an absolute-form request target reaches its operation', async () => {
    const response = await raw(
      `GET http://127.0.0.1:${mock.port}/v1/products/?page_size=1 HTTP/1.1\r\nHost: 127.0.0.1:${mock.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1.1 200 /);
    expect((body(response) as { results: unknown[] }).results).toHaveLength(1);
  });
  test('headers that never finish: 408 with a JSON body; a socket that stops reading is closed', async () => {
    // Two servers: each timeout alone decides what happens to its socket.
    const slow = await startMockServer({ port: 0, now: NOW, headersTimeout: 300 });
    const idle = await startMockServer({ port: 0, now: NOW, socketTimeout: 200 });
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(slow.port, '127.0.0.1', () => socket.write('GET /v1/products/ HTTP/1.1\r\nHost: a\r\n'));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1.1 408 /);
      expect(body(answer)).toEqual({ detail: 'The request line and headers did not arrive in time.' });
      // A client that asks for more than the socket buffers hold and never reads: once the server's
      // writes have stalled for socketTimeout, it closes the socket (it would otherwise stay forever).
      // The server's side of the connection is watched: it closes, and its timeout came first.
      const page =
        'GET /v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page_size=1500 HTTP/1.1\r\nHost: a\r\n\r\n';
      const accepted = new Promise<Socket>((resolve) => idle.server.once('connection', resolve));
      const timedOut = new Set<Socket>();
      idle.server.on('timeout', (socket: Socket) => timedOut.add(socket));
      const client = connect(idle.port, '127.0.0.1', () => {
        client.pause();
        client.write(page.repeat(60));
      });
      client.on('error', () => {});
      const serverSide = await accepted;
      await new Promise((resolve) => serverSide.once('close', resolve));
      client.destroy();
      expect(timedOut.has(serverSide)).toBe(true);
      expect(serverSide.bytesWritten).toBeGreaterThan(0);
      expect(await new Promise((resolve) => idle.server.getConnections((_e, n) => resolve(n)))).toBe(0);
    } finally {
      await Promise.all([slow.close(), idle.close()]);
    }
  });
});
