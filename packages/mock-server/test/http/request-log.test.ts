// One log line per request (Prism's habit): text for people, JSON for machines, nothing when off.
import { describe, expect, test } from 'vitest';
import { formatRequestLine, lineWriter } from '../../src/http/request-log.js';
import { HOST, makeApp } from '../helpers.js';

describe('formatRequestLine', () => {
  test.each([
    ['text', ['GET', '/v1/products/?page=2', 200, 0.42], /^GET \/v1\/products\/\?page=2 200 0\.4ms$/],
    ['text keeps one line', ['GET', '/v1/x\ny\u00e9', 404, 1], /^GET \/v1\/x%0Ay%C3%A9 404 1\.0ms$/],
    ['text names an odd method UNKNOWN', ['G\u0000T', '/', 405, 0], /^UNKNOWN \/ 405 0\.0ms$/],
  ] as const)('%s', (_name, [method, target, status, ms], want) => {
    expect(formatRequestLine('text', method, target, status, ms)).toMatch(want);
  });
  test.each(['text', 'json'] as const)('%s: credential-bearing query values are not logged', (format) => {
    const line = formatRequestLine(
      format,
      'GET',
      '/v1/accounts/A-1/?api_key=sk_live_abc123&token=t0k3n&page=2',
      401,
      1,
    );
    expect(line).toContain('/v1/accounts/A-1/?api_key=***&token=***&page=2');
    expect(line).not.toMatch(/sk_live_abc123|t0k3n/);
  });
  test('the app logs a request with ?apikey= without its value', () => {
    const lines: string[] = [];
    const app = makeApp({ requestLog: 'text', log: (l) => lines.push(l) });
    app.request('/v1/products/?apikey=sk_live_abc123', { method: 'GET', headers: { host: HOST } });
    expect(lines).toEqual([expect.stringMatching(/^GET \/v1\/products\/\?apikey=\*\*\* \d{3} /)]);
  });
  test('json: one object with time, method, path, status and ms', () => {
    const line = formatRequestLine('json', 'HEAD', '/v1/products/?a="b"', 301, 1.2345);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'HEAD',
      path: '/v1/products/?a="b"',
      status: 301,
      ms: 1.23,
    });
  });
});

describe('the app logs each request when asked', () => {
  const requests: Array<[string, { method: string; headers?: Record<string, string> }, number]> = [
    ['/v1/products/?page_size=1', { method: 'GET' }, 200],
    ['/v1/products/X', { method: 'GET' }, 301],
    ['/v1/nothing/', { method: 'GET' }, 404],
    ['/v1/products/', { method: 'DELETE' }, 405],
    ['/v1/accounts/A-1A2B3C4D/', { method: 'GET' }, 401],
  ];
  test('text: one line per request with method, path, status, ms', () => {
    const lines: string[] = [];
    const app = makeApp({ requestLog: 'text', log: (l) => lines.push(l) });
    for (const [url, init] of requests) app.request(url, { ...init, headers: { host: HOST } });
    expect(lines).toHaveLength(requests.length);
    for (const [i, [url, { method }, status]] of requests.entries())
      expect(lines[i]).toMatch(new RegExp(`^${method} ${url.replace(/[?.]/g, '\\$&')} ${status} \\d+\\.\\dms$`));
  });
  test('json: one parseable object per request', () => {
    const lines: string[] = [];
    const app = makeApp({ requestLog: 'json', log: (l) => lines.push(l) });
    for (const [url, init] of requests) app.request(url, { ...init, headers: { host: HOST } });
    expect(
      lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .map(({ method, path, status }) => [path, method, status]),
    ).toEqual(requests.map(([url, { method }, status]) => [url, method, status]));
  });
  test('off (the default of createMockApp): nothing', () => {
    const lines: string[] = [];
    const app = makeApp({ log: (l) => lines.push(l) });
    for (const [url, init] of requests) app.request(url, init);
    expect(lines).toEqual([]);
  });
  test('an unknown format is refused at start', () => {
    expect(() => makeApp({ requestLog: 'xml' as never })).toThrow(/requestLog/);
  });
});

describe('lineWriter', () => {
  test('gathers the lines of one turn of the event loop into one write, in order; the next turn writes again', async () => {
    const writes: string[] = [];
    const log = lineWriter((text) => writes.push(text));
    log('a');
    log('b');
    log('c');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\nc\n']);
    log('d');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });
  test('a writer holds an exit listener only from a line to the write that follows it', async () => {
    const before = process.listenerCount('exit');
    const writes: string[] = [];
    const log = lineWriter((text) => writes.push(text));
    expect(process.listenerCount('exit')).toBe(before);
    for (const line of ['a', 'b']) {
      log(line);
      log(`${line}2`);
      expect(process.listenerCount('exit')).toBe(before + 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(process.listenerCount('exit')).toBe(before);
    }
    expect(writes).toEqual(['a\na2\n', 'b\nb2\n']);
  });
  test("lines still waiting are written at the process's exit; a writer with nothing waiting holds no exit listener", async () => {
    const before = process.listenerCount('exit');
    const writers = Array.from({ length: 5 }, () => {
      const writes: string[] = [];
      return { writes, log: lineWriter((text) => writes.push(text)) };
    });
    for (const [i, w] of writers.entries()) w.log(`line ${i}`);
    expect(process.listenerCount('exit')).toBe(before + 5);
    // The writers' own listeners, as the process's exit would call them (emitting 'exit' would also
    // call the test runner's).
    for (const listener of process.listeners('exit').slice(before)) listener.call(process, 0);
    expect(writers.map((w) => w.writes)).toEqual(writers.map((_, i) => [`line ${i}\n`]));
    expect(process.listenerCount('exit')).toBe(before);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writers.map((w) => w.writes.length)).toEqual(writers.map(() => 1));
    expect(process.listenerCount('exit')).toBe(before);
  });
});
