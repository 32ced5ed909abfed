import { escapeToken, unescapeToken } from '@energy-contracts/schema-tools/json-pointer';
import { parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
import { queryPeriodError } from '@energy-contracts/schema-tools/query-period';
import { queryPairs } from '@energy-contracts/schema-tools/query-text';
import {
  formatAjvErrors,
  invalid,
  PERIOD_TO_WITHOUT_FROM,
  type AjvError,
  type ValidationError,
  type ValidationResult,
} from './errors.js';
import { loadGenerated, type GeneratedParam, type GeneratedValidateFunction } from './generated.js';
import { matchRoute } from './routes.js';
import { coerceText } from './text-values.js';

/** A REST request whose path and query parameters are checked against the contract. */
export interface RequestToValidate {
  /** HTTP method, any case. */
  method: string;
  /** Concrete path, with or without `/v1` and query string, or a full URL. */
  path: string;
  /**
   * Query parameters, merged over those of `path`'s query string. A repeated parameter uses its
   * last value, as Django REST Framework does. Absent: only the query string of `path`.
   */
  query?:
    | Record<string, string | number | boolean | Array<string | number | boolean> | undefined>
    | URLSearchParams
    | string;
}

/** Options of {@link validateRequest}. */
export interface RequestValidationOptions {
  /**
   * Check the canonical forms only, as `energy-mock-server --strict` does: no empty values,
   * booleans exactly `true`/`false`, `page`/`page_size` in range, datetimes matching
   * `QueryDateTime`'s `x-strict-pattern`. Absent or false: the platform's lenient reading.
   */
  strict?: boolean;
}

/** The verdict on a request, with the operation it was matched to. */
export interface RequestValidationResult extends ValidationResult {
  operationId?: string;
  template?: string;
}

export { PERIOD_TO_WITHOUT_FROM };

// Python's int() on query text: blanks around, an optional sign, digits.
const PY_INT = /^\s*[+-]?\d{1,15}\s*$/;
const SKIP = Symbol('not checked');

/**
 * A query value as the platform reads it (the parameter's `x-lenient-reading`): the value to check
 * against the schema, or SKIP when the platform cannot answer it with a 400 (an empty value is
 * absent; an unreadable boolean is ignored; a bad page is a 404; a bad page_size falls back or is capped).
 */
function lenientValue(text: string, p: GeneratedParam): unknown {
  if (text === '') return SKIP;
  switch (p.reading) {
    case 'boolean': {
      const lower = text.toLowerCase();
      return lower === 'true' || lower === '1' ? true : lower === 'false' || lower === '0' ? false : SKIP;
    }
    case 'page':
      return PY_INT.test(text) && Number(text) >= 1 ? Number(text) : SKIP;
    case 'page-size':
      return SKIP;
    default:
      return coerceText(text, p.type);
  }
}

/**
 * Reads a raw query string into `out` (last value wins). Text that is not valid percent-encoding
 * is an error naming its parameter (`/query/<name>`, or `/query` for a name), as the platform
 * answers it with a 400, where URLSearchParams would keep the text as it is.
 */
function readQueryText(raw: string, out: Record<string, string>, errors: ValidationError[]): void {
  for (const { rawName: rawKey, rawValue, name: key, value } of queryPairs(raw)) {
    if (key !== undefined && value !== undefined) {
      out[key] = value;
      continue;
    }
    const path = key === undefined ? '/query' : `/query/${escapeToken(key)}`;
    if (errors.some((e) => e.path === path)) continue;
    errors.push({
      path,
      message:
        key === undefined
          ? `a query parameter name is not valid percent-encoding (got ${JSON.stringify(rawKey.slice(0, 64))})`
          : `query parameter ${key} is not valid percent-encoding (got ${JSON.stringify(rawValue.slice(0, 64))})`,
      keyword: 'percent-encoding',
      schemaPath: '',
    });
  }
}

function collectQuery(
  raw: string,
  extra: RequestToValidate['query'],
  errors: ValidationError[],
): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (raw) readQueryText(raw, out, errors);
  if (extra === undefined) return out;
  if (typeof extra === 'string') readQueryText(extra.startsWith('?') ? extra.slice(1) : extra, out, errors);
  else if (extra instanceof URLSearchParams) extra.forEach((v, k) => void (out[k] = v));
  else {
    for (const [k, v] of Object.entries(extra)) {
      if (v === undefined) continue;
      out[k] = String(Array.isArray(v) ? v[v.length - 1] : v);
    }
  }
  return out;
}

/**
 * Validates the path and query parameters of a request against the matched operation, plus what
 * the mock server also refuses with a 400: a datetime the platform cannot read (`2024-02-30`,
 * `24:00`, a London time skipped in spring), a `period_to` without `period_from` or not after it.
 * By default query values are read as the platform reads them (the contract's
 * `x-lenient-reading`: `is_green=True` and empty values pass, a bad `page_size` falls back), so
 * only what the platform answers with a 400 is invalid, such as a malformed datetime; `{ strict: true }` checks the canonical forms (types, exact `true`/`false`,
 * `page_size` 1..1500, `QueryDateTime`'s `x-strict-pattern`). Error pointers are `/query/<name>`
 * or `/path/<name>`. Unknown query parameters are ignored, as the API does.
 * @example validateRequest({ method: 'GET', path: '/v1/products/', query: { page_size: '2000' } }, { strict: true }).errors[0]?.path // '/query/page_size'
 * @example validateRequest({ method: 'GET', path: '/v1/products/?is_green=True' }).valid // true
 */
export function validateRequest(
  request: RequestToValidate,
  options: RequestValidationOptions = {},
): RequestValidationResult {
  const strict = options.strict === true;
  try {
    const route = matchRoute(String(request.method), String(request.path));
    if (!route.ok) return invalid([route.error]);
    const { operation } = route;
    const errors: ValidationError[] = [];
    const rawQuery = collectQuery(route.query, request.query, errors);
    const data: { path: Record<string, unknown>; query: Record<string, unknown> } = { path: {}, query: {} };
    const strictErrors: ValidationError[] = [];
    for (const p of operation.params) {
      const text = p.in === 'path' ? route.pathParams[p.name] : rawQuery[p.name];
      if (text === undefined) continue;
      const value = p.in === 'query' && !strict ? lenientValue(text, p) : coerceText(text, p.type);
      if (value !== SKIP) data[p.in][p.name] = value;
      if (strict && p.strictPattern !== undefined && !new RegExp(p.strictPattern, 'u').test(text)) {
        const pointer = `/${p.in}/${escapeToken(p.name)}`;
        strictErrors.push({
          path: pointer,
          message: `${p.in} parameter ${p.name} is not in the canonical form (strict reading): must match ${p.strictPattern} (got ${JSON.stringify(text.slice(0, 64))})`,
          keyword: 'x-strict-pattern',
          schemaPath: '',
        });
      }
    }
    const validate = loadGenerated(operation.requestFile).validate as GeneratedValidateFunction;
    if (!validate(data)) {
      for (const e of formatAjvErrors((validate.errors ?? []) as AjvError[], data, { subject: 'request' }).errors) {
        // "/query/page_size must be <= 1500" reads better as "query parameter page_size must be <= 1500".
        const m = /^\/(query|path)\/([^/]+)(.*)$/.exec(e.path);
        if (m) {
          const name = unescapeToken(m[2]!);
          e.message = e.message.replace(e.path, `${m[1]} parameter ${name}${m[3]}`);
        }
        errors.push(e);
      }
    }
    const names = new Set(operation.params.filter((p) => p.in === 'query').map((p) => p.name));
    // One error per parameter: the canonical form is reported only for values the schema accepts.
    for (const e of strictErrors) if (!errors.some((other) => other.path === e.path)) errors.push(e);
    // Lenient: an empty value is absent.
    const given = (name: string): boolean => rawQuery[name] !== undefined && (strict || rawQuery[name] !== '');
    // Datetimes the schema's pattern lets through are read as the mock server reads them, by the one
    // reader: a day the calendar lacks (2024-02-30, 24:00) or a London time skipped in spring is a 400.
    const instants = new Map<string, number>();
    for (const p of operation.params) {
      if (p.in !== 'query' || p.reading !== 'datetime' || !given(p.name)) continue;
      const pointer = `/query/${escapeToken(p.name)}`;
      if (errors.some((e) => e.path === pointer)) continue;
      const text = rawQuery[p.name]!;
      const parsed = parseQueryDateTime(text, { lenient: !strict });
      if (parsed.ok) instants.set(p.name, parsed.utc);
      else
        errors.push({
          path: pointer,
          message: `query parameter ${p.name}: ${parsed.message} (got ${JSON.stringify(text.slice(0, 64))})`,
          keyword: 'x-query-datetime',
          schemaPath: '',
        });
    }
    if (names.has('period_to') && names.has('period_from')) {
      const message = queryPeriodError({
        fromGiven: given('period_from'),
        toGiven: given('period_to'),
        from: instants.get('period_from'),
        to: instants.get('period_to'),
      });
      if (message !== undefined)
        errors.push({
          path: '/query/period_to',
          message,
          keyword: message === PERIOD_TO_WITHOUT_FROM ? 'dependentRequired' : 'x-period',
          schemaPath: '',
        });
    }
    return { valid: errors.length === 0, errors, operationId: operation.operationId, template: operation.path };
  } catch (error) {
    return invalid([
      {
        path: '',
        message: `request could not be read: ${(error as Error)?.message ?? String(error)}`,
        keyword: 'unreadable',
        schemaPath: '',
      },
    ]);
  }
}
