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
 * What the app's handlers answer: a MockResponse whose body may already be bytes. Hot paths build
 * their JSON as bytes (cached fragments, serialised bodies) and the listener writes them as they
 * are; `app.handle()` decodes them to text for its callers.
 */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Text, bytes, or byte slices written one after the other (no copy into one buffer). */
  body: string | Buffer | readonly Buffer[];
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

/**
 * Wraps a JSON body that is already UTF-8 bytes.
 * @example jsonBytes(200, Buffer.from('{}')).headers['content-length'] // '2'
 */
export function jsonBytes(status: number, bytes: Buffer): Answer {
  return {
    status,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
    body: bytes,
  };
}

/**
 * Wraps a JSON body given as byte slices of `length` bytes in all, written one after the other.
 * @example jsonChunks(200, [Buffer.from('{'), Buffer.from('}')], 2).headers['content-length'] // '2'
 */
export function jsonChunks(status: number, chunks: readonly Buffer[], length: number): Answer {
  return { status, headers: { 'content-type': 'application/json', 'content-length': String(length) }, body: chunks };
}

/** JSON text of a nullable string (links, datetimes). */
export function jsonString(value: string | null): string {
  return value === null ? 'null' : JSON.stringify(value);
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
