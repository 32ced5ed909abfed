import { formatAjvErrors, invalid, PERIOD_TO_WITHOUT_FROM, type AjvError, type ValidationError, type ValidationResult } from './errors.js';
import { loadGenerated, type GeneratedValidateFunction } from './generated.js';
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
  query?: Record<string, string | number | boolean | Array<string | number | boolean> | undefined> | URLSearchParams | string;
}

/** The verdict on a request, with the operation it was matched to. */
export interface RequestValidationResult extends ValidationResult {
  operationId?: string;
  template?: string;
}

export { PERIOD_TO_WITHOUT_FROM };

function collectQuery(raw: string, extra: RequestToValidate['query']): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  const add = (params: URLSearchParams): void => params.forEach((v, k) => void (out[k] = v));
  if (raw) add(new URLSearchParams(raw));
  if (extra === undefined) return out;
  if (typeof extra === 'string') add(new URLSearchParams(extra.startsWith('?') ? extra.slice(1) : extra));
  else if (extra instanceof URLSearchParams) add(extra);
  else {
    for (const [k, v] of Object.entries(extra)) {
      if (v === undefined) continue;
      out[k] = String(Array.isArray(v) ? v[v.length - 1] : v);
    }
  }
  return out;
}

/**
 * Validates the path and query parameters of a request against the matched operation: types
 * (integers, exact `true`/`false` booleans), bounds (`page_size` 1..1500), the datetime
 * pattern, plus the rule that `period_to` needs `period_from`. Error pointers are
 * `/query/<name>` or `/path/<name>`. Unknown query parameters are ignored, as the API does.
 * @example validateRequest({ method: 'GET', path: '/v1/products/', query: { page_size: '2000' } }).errors[0]?.path // '/query/page_size'
 */
export function validateRequest(request: RequestToValidate): RequestValidationResult {
  try {
    const route = matchRoute(String(request.method), String(request.path));
    if (!route.ok) return invalid([route.error]);
    const { operation } = route;
    const rawQuery = collectQuery(route.query, request.query);
    const data: { path: Record<string, unknown>; query: Record<string, unknown> } = { path: {}, query: {} };
    for (const p of operation.params) {
      const text = p.in === 'path' ? route.pathParams[p.name] : rawQuery[p.name];
      if (text !== undefined) data[p.in][p.name] = coerceText(text, p.type);
    }
    const validate = loadGenerated(operation.requestFile).validate as GeneratedValidateFunction;
    const errors: ValidationError[] = [];
    if (!validate(data)) {
      for (const e of formatAjvErrors((validate.errors ?? []) as AjvError[], data, { subject: 'request' }).errors) {
        // "/query/page_size must be <= 1500" reads better as "query parameter page_size must be <= 1500".
        const m = /^\/(query|path)\/([^/]+)(.*)$/.exec(e.path);
        if (m) {
          const name = m[2]!.replace(/~1/g, '/').replace(/~0/g, '~');
          e.message = e.message.replace(e.path, `${m[1]} parameter ${name}${m[3]}`);
        }
        errors.push(e);
      }
    }
    const names = new Set(operation.params.filter((p) => p.in === 'query').map((p) => p.name));
    if (names.has('period_to') && names.has('period_from') && rawQuery.period_to !== undefined && rawQuery.period_from === undefined) {
      errors.push({ path: '/query/period_to', message: PERIOD_TO_WITHOUT_FROM, keyword: 'dependentRequired', schemaPath: '' });
    }
    return { valid: errors.length === 0, errors, operationId: operation.operationId, template: operation.path };
  } catch (error) {
    return invalid([{ path: '', message: `request could not be read: ${(error as Error)?.message ?? String(error)}`, keyword: 'unreadable', schemaPath: '' }]);
  }
}
