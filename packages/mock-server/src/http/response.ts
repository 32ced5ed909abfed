/**
 * The response value the app produces (independent of node:http, so tests need no socket) and
 * the helpers that build the contract's error bodies.
 */
import { appendEntry, keyedRecord } from '@energy-contracts/schema-tools/keyed-record';

/** One response: status, headers (lower-case names) and the body bytes as a string. */
export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * What the app answers: a MockResponse whose body may be UTF-8 bytes (a cached answer asked again is
 * kept as bytes and written as they are); `app.handle()` decodes them to text for its callers.
 */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** The operation a request matched (its spec path template), or null for unknown paths. */
export type OperationPath =
  | '/'
  | '/products/'
  | '/products'
  | '/products/{product_code}/'
  | `/products/{product_code}/electricity-tariffs/{tariff_code}/${'standard-unit-rates' | 'standing-charges' | 'day-unit-rates' | 'night-unit-rates'}/`
  | `/products/{product_code}/gas-tariffs/{tariff_code}/${'standard-unit-rates' | 'standing-charges'}/`
  | '/accounts/{account_number}/'
  | '/electricity-meter-points/{mpan}/'
  | '/electricity-meter-points/{mpan}/meters/{serial_number}/consumption/'
  | '/gas-meter-points/{mprn}/meters/{serial_number}/consumption/'
  | '/industry/grid-supply-points/';

/** Builds a JSON response with content-type and content-length. */
export function json(status: number, body: unknown, extraHeaders?: Record<string, string>): MockResponse {
  const text = JSON.stringify(body);
  return {
    status,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...extraHeaders },
    body: text,
  };
}

/** A `{"detail": ...}` error (401, 403, 404, 405, 429). */
export function detail(status: number, message: string, extraHeaders?: Record<string, string>): MockResponse {
  return json(status, { detail: message }, extraHeaders);
}

/** Per-parameter 400 messages, DRF-shaped: `{ "<parameter>": ["<message>"] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * An empty field-error object with no prototype: a parameter named `constructor` or `__proto__`
 * is an entry like any other.
 */
export function fieldErrors(): FieldErrors {
  return keyedRecord<string[]>();
}

/**
 * Adds a message for a parameter to a field-error object. The parameter name is the client's:
 * only own entries are read and written, so no name reaches an inherited member, whatever the object.
 * @example const errors = fieldErrors(); addError(errors, 'constructor', 'bad'); // { constructor: ['bad'] }
 */
export function addError(errors: FieldErrors, parameter: string, message: string): void {
  appendEntry(errors, parameter, message);
}

/** The 404 every unknown resource gets. */
export const NOT_FOUND_MESSAGE = 'Not found.';
/** The headers of a 401 (the contract's challenge). */
export const UNAUTHORIZED_HEADERS = { 'www-authenticate': 'Basic realm="api"' } as const;
/** Methods every operation allows. */
export const ALLOW = 'GET, HEAD, OPTIONS';
