import { unescapeToken } from '@energy-contracts/schema-tools/json-pointer';
import { formatAjvErrors, invalid, type AjvError, type ValidationError, type ValidationResult } from './errors.js';
import { runValidator } from './events.js';
import {
  loadGenerated,
  type GeneratedOperation,
  type GeneratedResponse,
  type GeneratedResponseModule,
} from './generated.js';
import { matchRoute } from './routes.js';
import { coerceText } from './text-values.js';

/** A REST response to check against the contract. */
export interface ResponseToValidate {
  /** HTTP method, any case, e.g. `GET`. */
  method: string;
  /** Concrete request path, with or without the base path `/v1` and query string, or a full URL. */
  path: string;
  /** HTTP status code. */
  status: number | string;
  /** The parsed JSON body. */
  body: unknown;
  /** Response headers (any case). Absent: headers are not checked. */
  headers?: Record<string, string | string[] | number | undefined> | Headers;
}

/** The verdict on a response, with the operation it was matched to. */
export interface ResponseValidationResult extends ValidationResult {
  operationId?: string;
  /** The path template the request path matched, e.g. `/products/{product_code}/`. */
  template?: string;
}

/** Options of {@link validateResponse}. */
export interface ResponseValidationOptions {
  /** Most errors listed; absent: 100. */
  maxErrors?: number;
  /**
   * Walk the whole body first and report values JSON cannot hold anywhere in it (as
   * `checkJson` of validateEvent). Absent or false: no walk; typed fields still reject them.
   */
  checkJson?: boolean;
  /** With `checkJson`: deepest nesting accepted; absent: 256. */
  maxDepth?: number;
}

/** The documented response of an operation for a status: exact code, then `4XX`, then `default`. */
export function findResponse(operation: GeneratedOperation, status: string): GeneratedResponse | undefined {
  return (
    operation.responses.find((r) => r.status === status) ??
    operation.responses.find((r) => r.status.toUpperCase() === `${status[0]}XX`) ??
    operation.responses.find((r) => r.status === 'default')
  );
}

function normaliseHeaders(headers: ResponseToValidate['headers']): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!headers) return out;
  const entries: Iterable<[string, unknown]> =
    typeof (headers as Headers).entries === 'function' && typeof (headers as Headers).get === 'function'
      ? (headers as Headers).entries()
      : Object.entries(headers);
  for (const [k, v] of entries) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

/**
 * Validates a REST response body (and headers, when given) against the schema the spec
 * documents for the matched operation and status. Never throws: an unknown path, method or
 * status is an invalid result that says what is documented.
 * @example
 * validateResponse({ method: 'GET', path: '/v1/products/?page=2', status: 200, body: { count: 0, next: null, previous: null, results: [] } })
 */
export function validateResponse(
  response: ResponseToValidate,
  options?: ResponseValidationOptions,
): ResponseValidationResult {
  try {
    const route = matchRoute(String(response.method), String(response.path));
    if (!route.ok) return invalid([route.error]);
    const { operation } = route;
    const status = String(response.status);
    const documented = findResponse(operation, status);
    const where = { operationId: operation.operationId, template: operation.path };
    if (!documented) {
      return {
        ...invalid([
          {
            path: '',
            message: `status ${status.slice(0, 20)} is not documented for ${operation.method} ${operation.path}; documented: ${operation.responses.map((r) => r.status).join(', ')}`,
            keyword: 'unknown-status',
            schemaPath: '',
          },
        ]),
        ...where,
      };
    }
    if (!documented.file) return { valid: true, errors: [], ...where };
    const mod = loadGenerated<GeneratedResponseModule>(documented.file);
    const errors: ValidationError[] = [];
    let truncated = false;
    if (documented.hasBody) {
      const body = runValidator(mod.body, response.body, { ...options, subject: 'body' });
      // One by one: a spread passes every error as an argument, and a list as long as maxErrors
      // allows (Infinity) overflows the stack.
      for (const e of body.errors) errors.push(e);
      truncated = body.truncated === true;
    }
    if (response.headers !== undefined) {
      const raw = normaliseHeaders(response.headers);
      const typed: Record<string, unknown> = {};
      for (const [name, type] of Object.entries(documented.headers)) {
        if (raw[name] !== undefined) typed[name] = coerceText(raw[name]!, type);
      }
      if (!mod.headers(typed)) {
        for (const e of formatAjvErrors((mod.headers.errors ?? []) as AjvError[], typed, { subject: 'headers' })
          .errors) {
          const name = unescapeToken(e.path.slice(1));
          e.message =
            e.keyword === 'required'
              ? `header ${name} is required for status ${status} but missing`
              : e.message.replace(e.path, `header ${name}`);
          e.path = `/headers${e.path}`;
          errors.push(e);
        }
      }
    }
    return { valid: errors.length === 0, errors, ...(truncated ? { truncated } : {}), ...where };
  } catch (error) {
    return invalid([
      {
        path: '',
        message: `response could not be read: ${(error as Error)?.message ?? String(error)}`,
        keyword: 'unreadable',
        schemaPath: '',
      },
    ]);
  }
}
