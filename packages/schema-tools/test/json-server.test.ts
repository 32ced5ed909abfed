import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createJsonServer, rawJsonError } from '../src/json-server.js';

const details = {
  headerOverflow: 'too large',
  badVersion: 'bad version',
  headersTimeout: 'too slow',
  malformed: 'malformed',
  expectation: (expect: string) => `no ${expect}`,
};
const closers: Array<() => void> = [];
afterEach(() => {
  while (closers.length) closers.pop()!();
});

async function listen(options: { headersTimeout?: number } = {}): Promise<number> {
  const server = createJsonServer((_req, res) => res.end('{"ok":true}'), {
    ...options,
    details,
    connectResponse: rawJsonError(405, 'no CONNECT', 'allow: GET\r\n'),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.close();
    server.closeAllConnections();
  });
  return (server.address() as AddressInfo).port;
}

/** Sends raw bytes and resolves with everything the server wrote until it closed the socket. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (d) => (got += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(got));
    socket.write(text);
  });
}

const statusAndBody = (response: string) => [
  response.slice(0, response.indexOf('\r\n')),
  JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as unknown,
];

describe('createJsonServer: what node answers outside the listener is JSON', () => {
  test.each([
    ['a malformed request', 'NOT A REQUEST\r\n\r\n', 'HTTP/1.1 400 Bad Request', 'malformed'],
    ['HTTP/1.2', 'GET / HTTP/1.2\r\nHost: x\r\n\r\n', 'HTTP/1.1 505 HTTP Version Not Supported', 'bad version'],
    [
      'headers over 16 KiB',
      `GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`,
      'HTTP/1.1 431 Request Header Fields Too Large',
      'too large',
    ],
    [
      'Expect: 200-ok',
      'GET / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n',
      'HTTP/1.1 417 Expectation Failed',
      'no 200-ok',
    ],
    [
      'CONNECT',
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      'HTTP/1.1 405 Method Not Allowed',
      'no CONNECT',
    ],
  ])('%s', async (_name, request, status, detail) => {
    const port = await listen();
    expect(statusAndBody(await raw(port, request))).toEqual([status, { detail }]);
  });

  test('headers that do not arrive within headersTimeout: a JSON 408', async () => {
    const port = await listen({ headersTimeout: 200 });
    expect(statusAndBody(await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\n'))).toEqual([
      'HTTP/1.1 408 Request Timeout',
      { detail: 'too slow' },
    ]);
  });

  test('a request without Host reaches the listener', async () => {
    const port = await listen();
    expect(await raw(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 200 OK[\s\S]*\{"ok":true\}$/,
    );
  });
});
