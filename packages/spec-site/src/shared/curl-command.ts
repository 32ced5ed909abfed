/**
 * The `curl` command of a request, shared by the pages (built with the contract's example values)
 * and the Try it form (built from what the reader typed), so both print the same form.
 */

/** A request to print as `curl`. */
export interface CurlRequest {
  /** Base URL ending in `/v1/` (no trailing path). */
  baseUrl: string;
  method: string;
  /** The operation's path template (`/products/{product_code}/`). */
  path: string;
  /** Values of the path parameters; a missing one stays a `{name}` placeholder. */
  pathParams: Readonly<Record<string, string>>;
  /** Query parameters in order; empty values are left out. */
  query: ReadonlyArray<readonly [string, string]>;
  /** `basic`: `-u "$API_KEY:"`; `token`: `Authorization: Token $API_KEY`; absent: no credentials. With `apiKey`, the key itself instead of `$API_KEY`. */
  auth?: 'basic' | 'token';
  apiKey?: string;
}

/**
 * Quotes a word for a POSIX shell.
 * @example shellQuote("it's") // "'it'\\''s'"
 */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The URL of a request: the base URL, the path with its parameters encoded, and the query.
 * @example requestUrl({ baseUrl: 'https://x/v1/', method: 'GET', path: '/products/{code}/', pathParams: { code: 'A B' }, query: [['page', '2']] }) // 'https://x/v1/products/A%20B/?page=2'
 */
export function requestUrl(request: Omit<CurlRequest, 'auth' | 'apiKey'>): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = request.pathParams[name];
    return value === undefined || value === '' ? whole : encodeURIComponent(value);
  });
  const query = request.query
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return `${request.baseUrl.replace(/\/$/, '')}${path}${query.length === 0 ? '' : `?${query.join('&')}`}`;
}

/**
 * The `curl` command line of a request.
 * @example curlCommand({ baseUrl: 'https://x/v1/', method: 'GET', path: '/accounts/{n}/', pathParams: { n: 'A-1' }, query: [], auth: 'basic' }) // 'curl -sS -u "$API_KEY:" https://x/v1/accounts/A-1/'
 */
export function curlCommand(request: CurlRequest): string {
  const parts = ['curl', '-sS'];
  if (request.method !== 'GET') parts.push('-X', request.method);
  if (request.auth === 'basic')
    parts.push('-u', request.apiKey === undefined ? '"$API_KEY:"' : shellQuote(`${request.apiKey}:`));
  if (request.auth === 'token')
    parts.push(
      '-H',
      request.apiKey === undefined
        ? '"Authorization: Token $API_KEY"'
        : shellQuote(`Authorization: Token ${request.apiKey}`),
    );
  parts.push(shellQuote(requestUrl(request)));
  return parts.join(' ');
}
