import type { ValidationError } from './errors.js';
import { loadGenerated, operationsFile, type GeneratedOperation, type GeneratedOperationsModule } from './generated.js';

interface CompiledTemplate {
  template: string;
  segments: Array<{ literal: string } | { param: string }>;
  literalCount: number;
  operations: GeneratedOperation[];
}

let compiled: CompiledTemplate[] | undefined;

// The REST metadata is a module of its own, loaded on the first REST call, so that validating
// events never pays for it.
const restMetadata = (): GeneratedOperationsModule => loadGenerated<GeneratedOperationsModule>(operationsFile);

function templates(): CompiledTemplate[] {
  if (compiled) return compiled;
  const { operations } = restMetadata();
  const byPath = new Map<string, CompiledTemplate>();
  for (const op of operations) {
    let t = byPath.get(op.path);
    if (!t) {
      // "/products/" -> ["products", ""]: the trailing slash is an empty last segment, so
      // "/products" (a separate path in the spec) never matches "/products/" or vice versa.
      const segments = op.path
        .slice(1)
        .split('/')
        .map((s) => {
          const m = /^\{([^}]+)\}$/.exec(s);
          return m ? { param: m[1]! } : { literal: s };
        });
      t = { template: op.path, segments, literalCount: segments.filter((s) => 'literal' in s).length, operations: [] };
      byPath.set(op.path, t);
    }
    t.operations.push(op);
  }
  compiled = [...byPath.values()];
  return compiled;
}

/** A concrete request path split into its path (base path removed) and query string. */
export interface ParsedRequestPath {
  /** Path relative to the API's base path, e.g. `/products/AGILE-24-04-03/`. */
  path: string;
  /** The raw query string without `?`, or ''. */
  query: string;
}

/**
 * Splits a request path or URL into the part the spec's templates describe and its query
 * string. Accepts `/v1/products/`, `/products/`, `https://host/v1/products/?page=2`.
 */
export function parseRequestPath(input: string): ParsedRequestPath {
  let rest = input;
  const hash = rest.indexOf('#');
  if (hash !== -1) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  const query = q === -1 ? '' : rest.slice(q + 1);
  if (q !== -1) rest = rest.slice(0, q);
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(rest);
  if (scheme) rest = rest.slice(scheme[0].length) || '/';
  if (!rest.startsWith('/')) rest = `/${rest}`;
  const { basePath } = restMetadata();
  if (basePath && (rest === basePath || rest.startsWith(`${basePath}/`))) rest = rest.slice(basePath.length) || '/';
  return { path: rest, query };
}

/** The outcome of matching a method and concrete path against the spec. */
export type RouteMatch =
  | { ok: true; operation: GeneratedOperation; pathParams: Record<string, string>; query: string }
  | { ok: false; error: ValidationError };

/**
 * Finds the documented operation for a method and concrete path. Among templates that fit, the
 * one with more literal segments wins (`/products/x/` before `/products/{code}/` if both existed).
 * @example matchRoute('GET', '/v1/products/AGILE-24-04-03/')
 */
export function matchRoute(method: string, requestPath: string): RouteMatch {
  const { path, query } = parseRequestPath(requestPath);
  const parts = path.slice(1).split('/');
  let best: { t: CompiledTemplate; params: Record<string, string> } | undefined;
  for (const t of templates()) {
    if (t.segments.length !== parts.length) continue;
    const params: Record<string, string> = Object.create(null) as Record<string, string>;
    let fits = true;
    for (let i = 0; i < parts.length && fits; i++) {
      const seg = t.segments[i]!;
      const part = parts[i]!;
      if ('literal' in seg) fits = seg.literal === part;
      else if (part === '') fits = false;
      else {
        try {
          params[seg.param] = decodeURIComponent(part);
        } catch {
          params[seg.param] = part;
        }
      }
    }
    if (fits && (!best || t.literalCount > best.t.literalCount)) best = { t, params };
  }
  const upper = method.toUpperCase();
  if (!best) {
    const { basePath } = restMetadata();
    const documented = templates().map((t) => t.template);
    return {
      ok: false,
      error: {
        path: '',
        message: `no documented path matches ${JSON.stringify(path.slice(0, 300))}${basePath ? ` (after removing the base path ${basePath})` : ''}; documented paths: ${documented.join(', ')}`,
        keyword: 'unknown-path',
        schemaPath: '',
      },
    };
  }
  const operation = best.t.operations.find((o) => o.method === upper);
  if (!operation) {
    return {
      ok: false,
      error: {
        path: '',
        message: `method ${JSON.stringify(upper.slice(0, 20))} is not documented for ${best.t.template}; documented: ${best.t.operations.map((o) => o.method).join(', ')}`,
        keyword: 'unknown-method',
        schemaPath: '',
      },
    };
  }
  return { ok: true, operation, pathParams: best.params, query };
}
