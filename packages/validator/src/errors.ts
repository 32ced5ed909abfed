import lazyModules from './lazy-modules.cjs';

let jsonPointerModule: ReturnType<typeof lazyModules.jsonPointer> | undefined;
/**
 * The JSON Pointer helpers of @energy-contracts/schema-tools, loaded on first use: only an invalid
 * result needs them, so `import { validateEvent }` and every valid call never load them (a static
 * import would cost every cold start their load).
 * @example jsonPointer().escapeToken('a/b') // 'a~1b'
 */
export function jsonPointer(): ReturnType<typeof lazyModules.jsonPointer> {
  return (jsonPointerModule ??= lazyModules.jsonPointer());
}

/** One reason why data does not match its contract. */
export interface ValidationError {
  /** JSON pointer (RFC 6901, escaped) into the validated data; `""` is the whole document. */
  path: string;
  /** A sentence naming the field and what was expected, e.g. `/ledger/account/number must be a string (got number)`. */
  message: string;
  /** The JSON Schema keyword that failed (`type`, `required`, ...) or a validator-level code (`unknown-event`, `not-json`, ...). */
  keyword: string;
  /** Where in the schema the keyword sits (`#/properties/ledger/type`); `""` for validator-level errors. */
  schemaPath: string;
}

/** The verdict: `valid` is true exactly when `errors` is empty. */
export interface ValidationResult {
  valid: boolean;
  errors: ValidationError[];
  /** True when more errors were found than `maxErrors` and only the first ones are listed. */
  truncated?: boolean;
}

/** Ajv's error object, as the standalone modules produce it (`messages: false`). */
export interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Shared immutable result for the common case, so a passing validation allocates nothing. */
export const VALID: ValidationResult = Object.freeze({
  valid: true,
  errors: Object.freeze([]) as unknown as ValidationError[],
}) as ValidationResult;

/** The message of the platform's 400 for `period_to` without `period_from`. */
export { PERIOD_TO_WITHOUT_FROM } from '@energy-contracts/schema-tools/query-period';

/**
 * Default cap on the errors returned. The generated validators also stop collecting at it: each
 * loop over array items or object keys stops once it has more than this many errors of its own
 * (see scripts/bound-errors.ts), so hostile data with millions of wrong items costs little.
 */
export const DEFAULT_MAX_ERRORS = 100;

/**
 * The keyword of the error a generated validator adds where a loop stopped collecting errors
 * (`params.limit` is the limit in force). It means "more errors than listed"; the formatted
 * results turn it into `truncated: true` and never list it.
 */
export const ERROR_LIMIT_KEYWORD = 'maxErrors';

/**
 * Builds an invalid result from validator-level errors.
 * @example invalid([{ path: '', message: 'x', keyword: 'unknown-event', schemaPath: '' }])
 */
export function invalid(errors: ValidationError[]): ValidationResult {
  return { valid: false, errors };
}

/** The JSON type name of a value, as a schema would call it. */
export function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number')
    return Number.isInteger(value) ? 'integer' : Number.isFinite(value) ? 'number' : String(value);
  return typeof value;
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function describeTypes(type: unknown): string {
  const list = Array.isArray(type) ? type : String(type).split(',');
  return list.map((t) => ARTICLE[String(t)] ?? String(t)).join(' or ');
}

function show(value: unknown): string {
  if (typeof value === 'string') {
    const s = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return JSON.stringify(s);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return jsonTypeName(value);
}

// "number" for every number, as a reader thinks of 5 when a string was expected; strings also
// show their text, which matters for query parameters and headers where everything is text.
function gotType(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : String(value);
  if (typeof value === 'string') return `string ${show(value)}`;
  return jsonTypeName(value);
}

function gotSuffix(value: unknown): string {
  return value === undefined ? '' : ` (got ${show(value)})`;
}

/**
 * Turns Ajv's error objects into {@link ValidationError}s with sentences. `subject` names the
 * whole document in messages (`payload`, `body`); `pointerPrefix` is prepended to every pointer
 * (for payloads inside an envelope).
 * @example formatAjvErrors(validate.errors, payload, { subject: 'payload' })
 */
export function formatAjvErrors(
  errors: readonly AjvError[],
  data: unknown,
  opts: { subject?: string; pointerPrefix?: string; maxErrors?: number } = {},
): ValidationResult {
  const max = opts.maxErrors ?? DEFAULT_MAX_ERRORS;
  const prefix = opts.pointerPrefix ?? '';
  const subject = opts.subject ?? 'the document';
  const out: ValidationError[] = [];
  const seen = new Set<string>();
  let limitReached = false;
  for (const e of errors) {
    if (e.keyword === ERROR_LIMIT_KEYWORD) {
      limitReached = true;
      continue;
    }
    if (out.length >= max) {
      // Only a stop marker further on can still matter, and it would only confirm `truncated`.
      limitReached = true;
      break;
    }
    const formatted = formatOne(e, data, prefix, subject);
    // allOf/anyOf branches and $ref targets can report the same failure twice.
    const key = `${formatted.path}\u0000${formatted.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(formatted);
  }
  const result: ValidationResult = { valid: false, errors: out };
  if (limitReached) result.truncated = true;
  return result;
}

function formatOne(e: AjvError, data: unknown, prefix: string, subject: string): ValidationError {
  const { escapeToken, valueAt } = jsonPointer();
  let pointer = e.instancePath;
  const p = e.params;
  if (e.keyword === 'required' || e.keyword === 'dependentRequired')
    pointer += `/${escapeToken(String(p.missingProperty))}`;
  else if (e.keyword === 'additionalProperties') pointer += `/${escapeToken(String(p.additionalProperty))}`;
  else if (e.keyword === 'unevaluatedProperties') pointer += `/${escapeToken(String(p.unevaluatedProperty))}`;
  const path = prefix + pointer;
  const name = path === '' ? subject : path;
  const value = valueAt(data, pointer);
  let message: string;
  switch (e.keyword) {
    case 'type':
      message = `${name} must be ${describeTypes(p.type)} (got ${gotType(value)})`;
      break;
    case 'required':
      message = `${name} is required but missing`;
      break;
    case 'dependentRequired':
      message = `${name} is required when ${e.instancePath || subject}/${String(p.property)} is present`;
      break;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      message = `${name} is not allowed: the schema does not name this field`;
      break;
    case 'enum':
      message = `${name} must be one of ${(p.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ') ?? 'the listed values'}${gotSuffix(value)}`;
      break;
    case 'const':
      message = `${name} must be ${JSON.stringify(p.allowedValue)}${gotSuffix(value)}`;
      break;
    case 'pattern':
      message = `${name} must match the pattern ${String(p.pattern)}${gotSuffix(value)}`;
      break;
    case 'format':
      message = `${name} must be a valid ${String(p.format)}${gotSuffix(value)}`;
      break;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      message = `${name} must be ${String(p.comparison)} ${String(p.limit)}${gotSuffix(value)}`;
      break;
    case 'multipleOf':
      message = `${name} must be a multiple of ${String(p.multipleOf)}${gotSuffix(value)}`;
      break;
    case 'minLength':
      message = `${name} must have at least ${String(p.limit)} characters${gotSuffix(value)}`;
      break;
    case 'maxLength':
      message = `${name} must have at most ${String(p.limit)} characters`;
      break;
    case 'minItems':
      message = `${name} must have at least ${String(p.limit)} items`;
      break;
    case 'maxItems':
      message = `${name} must have at most ${String(p.limit)} items`;
      break;
    case 'minProperties':
      message = `${name} must have at least ${String(p.limit)} fields`;
      break;
    case 'maxProperties':
      message = `${name} must have at most ${String(p.limit)} fields`;
      break;
    case 'uniqueItems':
      message = `${name} must not contain duplicates (items ${String(p.j)} and ${String(p.i)} are equal)`;
      break;
    case 'oneOf':
      message = `${name} must match exactly one of the allowed shapes`;
      break;
    case 'anyOf':
      message = `${name} must match at least one of the allowed shapes`;
      break;
    case 'not':
      message = `${name} must not match the excluded shape`;
      break;
    case 'false schema':
      message = `${name} is not allowed here`;
      break;
    default:
      message = `${name} fails the "${e.keyword}" rule of the schema`;
  }
  return { path, message, keyword: e.keyword, schemaPath: e.schemaPath };
}

/**
 * The error as one line that names its pointer once: most messages start with their pointer
 * (`/account_number must be a string`) and are the line; an error of the whole document (`""`)
 * has none; any other gets `pointer: ` in front.
 * @example errorLine({ path: '/a', message: '/a is required but missing', keyword: 'required', schemaPath: '' }) // '/a is required but missing'
 */
export function errorLine(e: ValidationError): string {
  return e.path === '' || e.message.startsWith(`${e.path} `) ? e.message : `${e.path}: ${e.message}`;
}
