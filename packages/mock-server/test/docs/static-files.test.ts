// The static file server of --docs, in-process: content types, directory handling, traversal and
// symbolic links refused, ETag revalidation, gzip, and JSON errors.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { contentTypeOf, createStaticFiles, safeRelativePath, type StaticRequest } from '../../src/docs/static-files.js';

const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
const site = path.join(root, 'site');
mkdirSync(path.join(site, 'events/account.created/v1'), { recursive: true });
mkdirSync(path.join(site, 'assets'));
mkdirSync(path.join(site, 'empty'));
const PAGE = `<!doctype html><title>Home</title>${'<p>text</p>'.repeat(200)}`;
writeFileSync(path.join(site, 'index.html'), PAGE);
writeFileSync(
  path.join(site, 'events/account.created/v1/index.html'),
  '<!doctype html><title>account.created v1</title>',
);
writeFileSync(path.join(site, 'assets/site.css'), 'body{margin:0}');
writeFileSync(path.join(site, 'assets/site.js'), 'console.log(1)');
writeFileSync(path.join(site, 'assets/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]));
writeFileSync(path.join(root, 'secret.txt'), 'outside the site');
symlinkSync(path.join(root, 'secret.txt'), path.join(site, 'link-out.txt'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const serve = createStaticFiles(site, { prefix: '/docs' });
const get = (p: string, headers: StaticRequest['headers'] = {}, method = 'GET') => {
  const q = p.indexOf('?');
  return serve({ method, path: q < 0 ? p : p.slice(0, q), search: q < 0 ? '' : p.slice(q), headers });
};
const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as unknown;

describe('contentTypeOf', () => {
  test.each([
    ['a.html', 'text/html; charset=utf-8'],
    ['a.CSS', 'text/css; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.json', 'application/json'],
    ['a.svg', 'image/svg+xml'],
    ['a.png', 'image/png'],
    ['a.bin', 'application/octet-stream'],
    ['noext', 'application/octet-stream'],
  ])('%s -> %s', (file, want) => expect(contentTypeOf(file)).toBe(want));
});

describe('safeRelativePath', () => {
  test.each([
    ['/', []],
    ['/events/account.created/v1/', ['events', 'account.created', 'v1']],
    ['/a%20b/', ['a b']],
    ['/../etc/passwd', null],
    ['/a/%2e%2e/b', null],
    ['/a/%2E%2E%2Fetc', null],
    ['/a/./b', null],
    ['/a%00b', null],
    ['/a%5cb', null],
    ['/%E0%A4%A', null],
  ])('%s', (given, want) => expect(safeRelativePath(given)).toEqual(want));
});

describe('createStaticFiles', () => {
  test('a directory asked with its slash is its index.html', () => {
    const res = get('/docs/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe(PAGE);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(get('/docs/events/account.created/v1/').body.toString()).toContain('account.created v1');
  });

  test('a directory asked without its slash is a 301 to the slash form, query kept', () => {
    for (const [asked, location] of [
      ['/docs', '/docs/'],
      ['/docs/events/account.created/v1?x=1', '/docs/events/account.created/v1/?x=1'],
    ] as const) {
      const res = get(asked);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(location);
      expect(json(res.body)).toEqual({ detail: `Moved permanently: ${location}` });
    }
  });

  test('files get their content type; bytes are served as they are', () => {
    expect(get('/docs/assets/site.css').headers['content-type']).toBe('text/css; charset=utf-8');
    expect(get('/docs/assets/site.js').headers['content-type']).toBe('text/javascript; charset=utf-8');
    const png = get('/docs/assets/logo.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect([...png.body]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    expect(get('/docs/assets/site.css').headers['x-content-type-options']).toBe('nosniff');
  });

  test.each([
    '/docs/missing.html',
    '/docs/events/nope/',
    '/docs/empty/',
    '/docs/../secret.txt',
    '/docs/%2e%2e/secret.txt',
    '/docs/assets/%2e%2e%2f..%2fsecret.txt',
    '/docs/link-out.txt',
  ])('%s is a JSON 404', (asked) => {
    const res = get(asked);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('application/json');
    expect(json(res.body)).toEqual({ detail: 'Not found.' });
  });

  test('ETag: a matching If-None-Match is a 304 without body; another tag is a 200', () => {
    const first = get('/docs/assets/site.css');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = get('/docs/assets/site.css', { 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    expect(get('/docs/assets/site.css', { 'if-none-match': '"other"' }).status).toBe(200);
  });

  test('gzip when accepted and worth it; identity otherwise', () => {
    const zipped = get('/docs/', { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(Buffer.byteLength(PAGE));
    expect(gunzipSync(zipped.body).toString()).toBe(PAGE);
    expect(get('/docs/', { 'accept-encoding': 'gzip;q=0' }).headers['content-encoding']).toBeUndefined();
    expect(get('/docs/').headers['content-encoding']).toBeUndefined();
    // Too small to be worth compressing, or not compressible.
    expect(get('/docs/assets/site.css', { 'accept-encoding': 'gzip' }).headers['content-encoding']).toBeUndefined();
    expect(get('/docs/assets/logo.png', { 'accept-encoding': 'gzip' }).headers['content-encoding']).toBeUndefined();
  });

  test('HEAD has the headers of GET and no body; other methods are a JSON 405 with Allow', () => {
    const head = get('/docs/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    const post = get('/docs/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(json(post.body)).toEqual({ detail: 'Method "POST" not allowed.' });
    expect(get('/docs/', {}, 'OPTIONS').status).toBe(204);
  });

  test('a file rebuilt while serving is served new at once', () => {
    const file = path.join(site, 'assets/changing.txt');
    writeFileSync(file, 'one');
    expect(get('/docs/assets/changing.txt').body.toString()).toBe('one');
    writeFileSync(file, 'two!');
    expect(get('/docs/assets/changing.txt').body.toString()).toBe('two!');
  });
});
