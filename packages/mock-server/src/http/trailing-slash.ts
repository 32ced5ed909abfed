/**
 * Django's `APPEND_SLASH`, as the platform answers it: a path that matches no operation but whose
 * form with a trailing slash does is redirected there with a 301, the query kept. Generic over the
 * router, so every operation added later gets its slash-less redirect without a line here.
 */
import { ALLOW, detail, type MockResponse, type OperationPath } from './response.js';
import { matchRoute } from './router.js';

// Location must be a valid header value whatever the request target held (app.request() takes any string).
function headerSafe(text: string): string {
  return /^[\x21-\x7e]*$/.test(text) ? text : text.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

/**
 * The answer to a path that is an operation's path without its trailing slash; null for any other
 * path. GET and HEAD: 301 with a path-absolute `Location` (as Django sends it) and a JSON
 * `{"detail": ...}` body (this project's rule that every answer is JSON; clients must not rely on
 * it, the platform's body is empty). OPTIONS: 204 with `Allow`. Other methods: 405 with `Allow`,
 * as on the slash path (this project's design: Django would redirect them too, or fail in DEBUG).
 * `operation` is the operation of the slash path, the one the redirect leads to.
 * @example slashRedirect('GET', '/v1/products/VAR-22-11-01', 'a=b')?.response.headers.location // '/v1/products/VAR-22-11-01/?a=b'
 */
export function slashRedirect(
  method: string,
  path: string,
  rawQuery: string | null,
): { response: MockResponse; operation: OperationPath } | null {
  // The contract has no path for the API root without its slash (the base URL ends with one).
  if (path.endsWith('/') || path === '/v1') return null;
  const target = matchRoute(`${path}/`);
  if (target === null) return null;
  const { operation } = target;
  if (method === 'GET' || method === 'HEAD') {
    const location = headerSafe(rawQuery === null ? `${path}/` : `${path}/?${rawQuery}`);
    return {
      response: detail(301, 'Moved permanently: the path ends with a slash (see Location).', { location }),
      operation,
    };
  }
  if (method === 'OPTIONS')
    return { response: { status: 204, headers: { allow: ALLOW, 'content-length': '0' }, body: '' }, operation };
  const safe = /^[A-Za-z-]{1,20}$/.test(method) ? method : 'UNKNOWN';
  return { response: detail(405, `Method "${safe}" not allowed.`, { allow: ALLOW }), operation };
}
