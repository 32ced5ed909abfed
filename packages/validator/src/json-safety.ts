import { jsonPointer, type ValidationError } from './errors.js';

/** Nesting deeper than this is rejected before schema validation (real payloads are < 10 deep). */
export const DEFAULT_MAX_DEPTH = 256;

/** The prototype of plain objects (JSON.parse's output). */
export const OBJECT_PROTO = Object.prototype;

/**
 * Fast yes/no form of {@link checkJsonValue} for the hot path: no allocation, `for...in` over
 * objects whose prototype is Object.prototype or null (so no inherited property is ever read as
 * data). False sends the caller to checkJsonValue for the detailed reason.
 * @example isJsonValue({ a: 1 }, 256) // true
 */
export function isJsonValue(v: unknown, depth: number): boolean {
  if (typeof v !== 'object')
    return typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && v - v === 0);
  if (v === null) return true;
  if (depth === 0) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!isJsonValue(v[i], depth - 1)) return false;
    return true;
  }
  // The prototype itself, not `constructor`: Object.create({ id: 1 }) inherits constructor === Object.
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== OBJECT_PROTO && proto !== null) return false;
  for (const key in v) if (!isJsonValue((v as Record<string, unknown>)[key], depth - 1)) return false;
  return true;
}

/**
 * Checks that a value is something JSON can hold (null, booleans, finite numbers, strings,
 * arrays without holes, plain objects) and is at most `maxDepth` levels deep, so that the
 * schema validators and error formatting only ever see JSON. Runs before Ajv because the
 * schemas do not look inside free-form (`obj`) fields or unknown fields, where such values
 * would otherwise pass unnoticed. Recursion is bounded by `maxDepth`, so a 100 000-level
 * object or a cycle cannot exhaust the stack: both are reported at the depth limit.
 * Symbol-keyed properties are ignored, as JSON.stringify ignores them.
 * @example checkJsonValue({ a: [1, 2] }) // undefined: fine
 * @example checkJsonValue({ a: NaN })?.path // "/a"
 */
export function checkJsonValue(value: unknown, maxDepth = DEFAULT_MAX_DEPTH): ValidationError | undefined {
  const ancestors: object[] = [];
  return walk(value, 0);

  function walk(v: unknown, depth: number): ValidationError | undefined {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return undefined;
      case 'number':
        return Number.isFinite(v) ? undefined : problem([], `is ${String(v)}, which JSON cannot represent`);
      case 'object': {
        if (v === null) return undefined;
        if (depth >= maxDepth) {
          const cycle = ancestors.indexOf(v) !== -1;
          return problem(
            [],
            cycle
              ? 'refers back to one of its own parents (a cycle), which JSON cannot represent'
              : `is nested more than ${maxDepth} levels deep; validation stopped there`,
            cycle ? 'not-json' : 'too-deep',
          );
        }
        ancestors[depth] = v;
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) {
            if (!(i in v)) return problem([i], 'is a hole in a sparse array, which JSON cannot represent');
            const bad = walk(v[i], depth + 1);
            if (bad) return prepend(bad, i);
          }
          return undefined;
        }
        const proto = Object.getPrototypeOf(v) as unknown;
        if (proto !== Object.prototype && proto !== null) {
          const ctor = (v as { constructor?: { name?: unknown } }).constructor;
          const name = typeof ctor?.name === 'string' && ctor.name ? ctor.name : 'non-plain';
          // Object.create(template) has constructor Object too: what is wrong is the inheritance.
          if (name === 'Object')
            return problem([], 'inherits properties from another object; only own properties are JSON data');
          return problem(
            [],
            `is a ${name} object, not plain JSON data (serialise it first, e.g. dates as ISO strings)`,
          );
        }
        for (const key of Object.keys(v)) {
          const bad = walk((v as Record<string, unknown>)[key], depth + 1);
          if (bad) return prepend(bad, key);
        }
        return undefined;
      }
      case 'undefined':
        return problem([], 'is undefined, which JSON cannot represent');
      case 'bigint':
        return problem([], 'is a BigInt, which JSON cannot represent (use a number or a string)');
      case 'function':
        return problem([], 'is a function, which JSON cannot represent');
      case 'symbol':
        return problem([], 'is a Symbol, which JSON cannot represent');
      default:
        return problem([], 'is not JSON data');
    }
  }

  function problem(tokens: (string | number)[], what: string, keyword = 'not-json'): ValidationError {
    const { escapeToken } = jsonPointer();
    return { path: tokens.map((t) => `/${escapeToken(t)}`).join(''), message: what, keyword, schemaPath: '' };
  }

  // Errors are built innermost-first; the pointer grows as the recursion unwinds.
  function prepend(error: ValidationError, token: string | number): ValidationError {
    error.path = `/${jsonPointer().escapeToken(token)}${error.path}`;
    return error;
  }
}

/** Puts the subject or pointer in front of a {@link checkJsonValue} message. */
export function finishJsonError(error: ValidationError, subject: string, pointerPrefix = ''): ValidationError {
  error.path = pointerPrefix + error.path;
  error.message = `${error.path === '' ? subject : error.path} ${error.message}`;
  return error;
}
