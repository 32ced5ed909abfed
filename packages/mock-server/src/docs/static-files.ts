/**
 * A small static file server for one directory (the built spec site), for `--docs`. It exists so
 * that a partner who runs the mock reads the contract and tries it on the same origin, with no
 * second tool. It answers only what a static host answers: files, a directory's `index.html`, a
 * redirect to the slash form of a directory, ETag revalidation and gzip; every error is JSON in
 * the contract's `{"detail": ...}` shape, as every other answer of the mock. Small files are read
 * whole (and gzipped); larger ones are streamed from an open descriptor, so a request for a big
 * file costs a stream's buffer, not the file's size.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One answer of the static file server; `body` is bytes (files may be binary). */
export interface StaticResponse {
  status: number;
  headers: Record<string, string>;
  /** The bytes of the answer; empty when `file` holds them. */
  body: Buffer;
  /**
   * A file to stream as the body (larger than what is read whole): an open descriptor the caller
   * must stream (`fs.createReadStream(path, { fd, start: 0, end: length - 1 })`) or close.
   */
  file?: StaticFile;
}

/** A file to stream: its open descriptor and the length promised in `content-length`. */
export interface StaticFile {
  path: string;
  fd: number;
  length: number;
}

/** The content type of each extension the site uses; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** Compressed bodies are kept up to this many bytes in all; past it the cache starts again. */
const GZIP_CACHE_BYTES = 16 * 1024 * 1024;
/** Files up to this size are read whole (and may be gzipped); larger ones are streamed as they are. */
const READ_WHOLE_BYTES = 1024 * 1024;
/** The default of {@link StaticFilesOptions.maxFileBytes}: far above any file of the spec site. */
export const DEFAULT_MAX_FILE_BYTES = 256 * 1024 * 1024;

/**
 * The content type of a file name, by extension.
 * @example contentTypeOf('index.html') // 'text/html; charset=utf-8'
 */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function jsonError(status: number, message: string, headers: Record<string, string> = {}): StaticResponse {
  const body = Buffer.from(JSON.stringify({ detail: message }));
  return {
    status,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers },
    body,
  };
}

/**
 * The file-system path of a URL path below the root, or `null` when it may not be served: a
 * segment `.` or `..` (before or after percent-decoding), a NUL, a backslash or bad percent-encoding.
 * @example safeRelativePath('/events/account.created/v1/') // ['events', 'account.created', 'v1']
 * @example safeRelativePath('/../etc/passwd') // null
 */
export function safeRelativePath(urlPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[\0\\/]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

function etagOf(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** Whether an `If-None-Match` list names `etag` (weak comparison, RFC 9110 section 13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Whether `Accept-Encoding` allows gzip (a `q=0` refuses it). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find((m) => m !== null);
    return q === undefined || q === null || Number(q[1]) > 0;
  });
}

/** Options of {@link createStaticFiles}. */
export interface StaticFilesOptions {
  /** The URL prefix the directory is served under, without a trailing slash (`/docs`). */
  prefix: string;
  /** Largest file served; a larger one is a JSON 403. Absent: 256 MiB. */
  maxFileBytes?: number;
  /**
   * Opens a file for reading and returns its descriptor (an error's `code` decides the answer:
   * EACCES or EPERM a 403, anything else a 404). Absent: `fs.openSync` read-only and
   * non-blocking (a FIFO put in place of a file cannot hang a request).
   */
  openFile?: (file: string) => number;
}

const openReadOnly = (file: string): number => openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Already closed: nothing is left to release.
  }
}

/** A request to the static file server (the parts it reads). */
export interface StaticRequest {
  method: string;
  /** The request target's path, below the prefix included (`/docs/rest/`), without the query. */
  path: string;
  /** The query with its `?`, or `''`. */
  search: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Serves one directory: `GET`/`HEAD` of files, `index.html` for a directory asked with its slash, a
 * 301 to the slash form when asked without, a 304 on a matching `If-None-Match`, gzip when the
 * client accepts it; 404/405 as JSON, 403 for a file that cannot be read or is over `maxFileBytes`.
 * Files are read at each request (a rebuilt site is served at once); files over 1 MiB come back as
 * `file`, an open descriptor to stream, never gzipped.
 * @example
 * const files = createStaticFiles('/srv/site', { prefix: '/docs' });
 * files({ method: 'GET', path: '/docs/', search: '', headers: {} }).status; // 200
 */
export function createStaticFiles(
  root: string,
  options: StaticFilesOptions,
): (request: StaticRequest) => StaticResponse {
  const realRoot = realpathSync(root);
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const openFile = options.openFile ?? openReadOnly;
  const tooLarge = (size: number) =>
    jsonError(403, `This file is ${size} bytes; the server serves files of up to ${maxFileBytes} bytes.`);
  const gzipCache = new Map<string, Buffer>();
  let gzipCacheBytes = 0;
  const header = (request: StaticRequest, name: string): string | undefined => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };

  function gzipped(file: string, etag: string, body: Buffer): Buffer {
    const key = `${file}\u0000${etag}`;
    let compressed = gzipCache.get(key);
    if (compressed === undefined) {
      compressed = gzipSync(body);
      if (gzipCacheBytes + compressed.length > GZIP_CACHE_BYTES) {
        gzipCache.clear();
        gzipCacheBytes = 0;
      }
      gzipCache.set(key, compressed);
      gzipCacheBytes += compressed.length;
    }
    return compressed;
  }

  return function serve(request) {
    if (request.method === 'OPTIONS')
      return { status: 204, headers: { allow: 'GET, HEAD, OPTIONS', 'content-length': '0' }, body: Buffer.alloc(0) };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const safe = /^[A-Za-z-]{1,20}$/.test(request.method) ? request.method : 'UNKNOWN';
      return jsonError(405, `Method "${safe}" not allowed.`, { allow: 'GET, HEAD, OPTIONS' });
    }
    const below = request.path.slice(options.prefix.length);
    const segments = safeRelativePath(below);
    if (segments === null) return jsonError(404, 'Not found.');
    let file = path.join(realRoot, ...segments);
    let stats: Stats;
    // Symbolic links may point anywhere: what is served must lie inside the root once resolved.
    const inside = (resolved: string) => resolved === realRoot || resolved.startsWith(realRoot + path.sep);
    try {
      file = realpathSync(file);
      if (!inside(file)) return jsonError(404, 'Not found.');
      stats = statSync(file);
      if (stats.isDirectory()) {
        if (!below.endsWith('/')) {
          const location = `${request.path}/${request.search}`;
          const body = Buffer.from(JSON.stringify({ detail: `Moved permanently: ${location}` }));
          return {
            status: 301,
            headers: { location, 'content-type': 'application/json', 'content-length': String(body.length) },
            body,
          };
        }
        file = realpathSync(path.join(file, 'index.html'));
        if (!inside(file)) return jsonError(404, 'Not found.');
        stats = statSync(file);
      }
    } catch {
      return jsonError(404, 'Not found.');
    }
    if (!stats.isFile()) return jsonError(404, 'Not found.');
    if (stats.size > maxFileBytes) return tooLarge(stats.size);
    const etag = etagOf(stats);
    const type = contentTypeOf(file);
    if (matchesEtag(header(request, 'if-none-match'), etag))
      return {
        status: 304,
        headers: { etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' },
        body: Buffer.alloc(0),
      };
    let fd: number;
    try {
      fd = openFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      return code === 'EACCES' || code === 'EPERM'
        ? jsonError(403, 'This file cannot be read by the server.')
        : jsonError(404, 'Not found.');
    }
    // What is served is what was opened: the file may have been replaced since it was looked up.
    let opened: Stats;
    try {
      opened = fstatSync(fd);
    } catch {
      closeQuietly(fd);
      return jsonError(404, 'Not found.');
    }
    if (!opened.isFile()) {
      closeQuietly(fd);
      return jsonError(404, 'Not found.');
    }
    if (opened.size > maxFileBytes) {
      closeQuietly(fd);
      return tooLarge(opened.size);
    }
    const headers: Record<string, string> = {
      'content-type': type,
      etag: etagOf(opened),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    };
    if (opened.size > READ_WHOLE_BYTES) {
      headers['content-length'] = String(opened.size);
      if (request.method === 'HEAD') {
        closeQuietly(fd);
        return { status: 200, headers, body: Buffer.alloc(0) };
      }
      return { status: 200, headers, body: Buffer.alloc(0), file: { path: file, fd, length: opened.size } };
    }
    let body: Buffer;
    try {
      body = readFileSync(fd);
    } catch {
      return jsonError(404, 'Not found.');
    } finally {
      closeQuietly(fd);
    }
    if (COMPRESSIBLE.test(type) && body.length > 512 && acceptsGzip(header(request, 'accept-encoding'))) {
      body = gzipped(file, headers.etag!, body);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    return { status: 200, headers, body: request.method === 'HEAD' ? Buffer.alloc(0) : body };
  };
}
