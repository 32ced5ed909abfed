// The docs server against files a site never holds but a folder may: files of gigabytes (sparse,
// so the test writes nothing), a FIFO, a directory where a file is expected, a file the server may
// not read (an EACCES injected: the tests run as root, which reads everything), and a symbolic link
// to outside the root in a directory's index.html. Each is a JSON answer; none takes the server down.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { docsListener } from '../../src/docs/docs-route.js';
import { createStaticFiles, DEFAULT_MAX_FILE_BYTES, type StaticRequest } from '../../src/docs/static-files.js';
import { makeApp } from '../helpers.js';

const GIB = 1024 ** 3;
const root = mkdtempSync(path.join(tmpdir(), 'docs-big-'));
const site = path.join(root, 'site');
mkdirSync(path.join(site, 'dir-index/index.html'), { recursive: true });
mkdirSync(path.join(site, 'escape'));
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Spec</title>');
writeFileSync(path.join(root, 'secret.html'), 'outside the site');
symlinkSync(path.join(root, 'secret.html'), path.join(site, 'escape/index.html'));
// Sparse files: their size is what stat says, their blocks are never written.
const sparse = (name: string, size: number) => {
  writeFileSync(path.join(site, name), '');
  truncateSync(path.join(site, name), size);
};
sparse('huge.bin', 3 * GIB);
sparse('over-limit.bin', DEFAULT_MAX_FILE_BYTES + 1);
// A file over the size read whole, with bytes that show their position.
const MEDIUM = Buffer.alloc(3 * 1024 * 1024 + 7);
for (let i = 0; i < MEDIUM.length; i++) MEDIUM[i] = (i * 31) % 251;
writeFileSync(path.join(site, 'medium.bin'), MEDIUM);
const hasMkfifo = existsSync('/usr/bin/mkfifo');
if (hasMkfifo) execFileSync('/usr/bin/mkfifo', [path.join(site, 'pipe.txt')]);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const request = (p: string, method = 'GET', headers: StaticRequest['headers'] = {}): StaticRequest => ({
  method,
  path: p,
  search: '',
  headers,
});
const detail = (body: Buffer) => (JSON.parse(body.toString('utf8')) as { detail: string }).detail;

describe('createStaticFiles: sizes, kinds and permissions', () => {
  const serve = createStaticFiles(site, { prefix: '/docs' });

  test('a file over the size limit is a JSON 403 naming both sizes, for GET and HEAD, without reading it', () => {
    for (const [name, size] of [
      ['huge.bin', 3 * GIB],
      ['over-limit.bin', DEFAULT_MAX_FILE_BYTES + 1],
    ] as const)
      for (const method of ['GET', 'HEAD']) {
        const res = serve(request(`/docs/${name}`, method));
        expect(res.status).toBe(403);
        expect(res.file).toBeUndefined();
        expect(detail(res.body)).toBe(
          `This file is ${size} bytes; the server serves files of up to ${DEFAULT_MAX_FILE_BYTES} bytes.`,
        );
      }
  });

  test('under a raised limit a 3 GiB file is handed over as a descriptor to stream, its length announced', () => {
    const big = createStaticFiles(site, { prefix: '/docs', maxFileBytes: 4 * GIB });
    const res = big(request('/docs/huge.bin'));
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(3 * GIB));
    expect(res.body.length).toBe(0);
    expect(res.file?.length).toBe(3 * GIB);
    closeSync(res.file!.fd);
    const head = big(request('/docs/huge.bin', 'HEAD'));
    expect([head.status, head.headers['content-length'], head.file]).toEqual([200, String(3 * GIB), undefined]);
  });

  test.skipIf(!hasMkfifo)(
    'a FIFO in place of a file is a JSON 404 at once (opening it would wait for a writer)',
    () => {
      const res = serve(request('/docs/pipe.txt'));
      expect([res.status, detail(res.body)]).toEqual([404, 'Not found.']);
    },
  );

  test("a directory where a directory's index.html is expected is a JSON 404", () => {
    const res = serve(request('/docs/dir-index/'));
    expect([res.status, detail(res.body)]).toEqual([404, 'Not found.']);
  });

  test("a directory's index.html linking outside the root is a JSON 404", () => {
    const res = serve(request('/docs/escape/'));
    expect([res.status, detail(res.body)]).toEqual([404, 'Not found.']);
  });

  test.each([
    ['EACCES', 403, 'This file cannot be read by the server.'],
    ['EPERM', 403, 'This file cannot be read by the server.'],
    ['ENOENT', 404, 'Not found.'],
    ['EISDIR', 404, 'Not found.'],
  ])('opening the file fails with %s: a JSON %i', (code, status, message) => {
    const failing = createStaticFiles(site, {
      prefix: '/docs',
      openFile: () => {
        throw Object.assign(new Error(`${code}: injected`), { code });
      },
    });
    for (const p of ['/docs/', '/docs/medium.bin']) {
      const res = failing(request(p));
      expect([res.status, res.headers['content-type'], detail(res.body)]).toEqual([
        status,
        'application/json',
        message,
      ]);
    }
  });
});

describe('docsListener on a socket: big files streamed, errors answered, the server alive', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = makeApp({ log: () => {} });
    server = createServer(docsListener(app, site, { maxFileBytes: 4 * GIB }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('a file over the size read whole arrives byte for byte', async () => {
    const res = await fetch(`${base}/docs/medium.bin`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(MEDIUM.length));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(MEDIUM)).toBe(true);
  });

  test('a 3 GiB file starts streaming at once; a client that leaves does not hurt the next request', async () => {
    for (let round = 0; round < 2; round++) {
      const controller = new AbortController();
      const res = await fetch(`${base}/docs/huge.bin`, { signal: controller.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe(String(3 * GIB));
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      expect(first.value!.every((byte: number) => byte === 0)).toBe(true);
      controller.abort();
    }
    const page = await fetch(`${base}/docs/`);
    expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>Spec</title>']);
  });
});
