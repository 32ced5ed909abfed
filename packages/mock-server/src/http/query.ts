/**
 * Query-string reading and the contract's parameter rules, in two modes. Lenient (the default)
 * reads values as the platform does (DRF, django-filter, Django's parsers): booleans
 * `true/false/1/0` in any case, an empty value is "not given", an unreadable boolean is ignored,
 * Django's datetime forms. Strict (`--strict`) accepts only the canonical forms and answers a 400
 * naming the parameter for anything else. Every failure names its parameter.
 */
import { parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
import { queryPeriodError } from '@energy-contracts/schema-tools/query-period';
import { queryPairs } from '@energy-contracts/schema-tools/query-text';
import { addError, type FieldErrors } from './response.js';

/** Longest query string accepted; longer ones are a 400 (this project's design). */
export const MAX_QUERY_LENGTH = 4096;

/** A parsed query: last value per name (as DRF's QueryDict.get) and the raw pairs in order. */
export interface Query {
  /** Last value per name; in lenient mode a name whose last value is empty is absent ("not given"). */
  readonly values: ReadonlyMap<string, string>;
  /** Every pair as sent, empty values included (page links keep them, as DRF's do). */
  readonly pairs: ReadonlyArray<readonly [string, string]>;
  /** Canonical values only (`--strict`); false: the platform's leniency. */
  readonly strict: boolean;
}

/** Options of {@link parseQuery}. */
export interface QueryOptions {
  /** Canonical values only, every other value a 400 naming its parameter. Absent or false: the platform's leniency. */
  strict?: boolean;
}

/**
 * Parses a raw query string (without `?`); malformed percent-encoding is reported per parameter.
 * @example parseQuery('is_green=true&page=2', {}).values.get('page') // '2'
 * @example parseQuery('tariffs_active_at=', {}).values.has('tariffs_active_at') // false (lenient: empty = not given)
 */
export function parseQuery(raw: string, errors: FieldErrors, options: QueryOptions = {}): Query {
  const strict = options.strict === true;
  const values = new Map<string, string>();
  const pairs: Array<readonly [string, string]> = [];
  if (raw.length > MAX_QUERY_LENGTH) {
    addError(
      errors,
      'non_field_errors',
      `The query string is ${raw.length} characters long; at most ${MAX_QUERY_LENGTH} are accepted.`,
    );
    return { values, pairs, strict };
  }
  if (raw === '') return { values, pairs, strict };
  for (const { name: key, value } of queryPairs(raw)) {
    if (key === undefined) {
      addError(errors, 'non_field_errors', 'A query parameter name is not valid percent-encoding.');
      continue;
    }
    if (value === undefined) {
      addError(errors, key, 'The value is not valid percent-encoding.');
      continue;
    }
    // django-filter and DRF's paginator treat an empty value as absent; the last value decides.
    if (value === '' && !strict) values.delete(key);
    else values.set(key, value);
    pairs.push([key, value]);
  }
  return { values, pairs, strict };
}

/**
 * Reads a boolean filter; undefined when absent. Lenient: `true/false/1/0` in any case, anything
 * else ignored (django-filter's BooleanWidget). Strict: exactly `true` or `false`, else a 400.
 * @example readBoolean(parseQuery('is_green=True', {}), 'is_green', {}) // true
 */
export function readBoolean(query: Query, name: string, errors: FieldErrors): boolean | undefined {
  const value = query.values.get(name);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (!query.strict) {
    const lower = value.toLowerCase();
    return lower === 'true' || lower === '1' ? true : lower === 'false' || lower === '0' ? false : undefined;
  }
  addError(errors, name, `Must be "true" or "false", got "${truncate(value)}".`);
  return undefined;
}

/**
 * Reads an integer within [min, max] written as plain digits, in both modes (a 400 naming the
 * parameter otherwise); the default when absent. `page`/`page_size` have the platform's own
 * lenient rules: read them with `readPagination` (http/pagination.ts).
 * @example readInteger(parseQuery('n=7', {}), 'n', 1, 1, 10, {}) // 7
 */
export function readInteger(
  query: Query,
  name: string,
  fallback: number,
  min: number,
  max: number,
  errors: FieldErrors,
): number {
  const value = query.values.get(name);
  if (value === undefined) return fallback;
  if (!/^\d{1,15}$/.test(value)) {
    addError(errors, name, `A valid integer is required, got "${truncate(value)}".`);
    return fallback;
  }
  const n = Number(value);
  if (n < min) {
    addError(errors, name, `Ensure this value is greater than or equal to ${min}.`);
    return fallback;
  }
  if (n > max) {
    addError(errors, name, `Ensure this value is less than or equal to ${max}.`);
    return fallback;
  }
  return n;
}

/**
 * Reads a datetime parameter (UTC epoch ms); undefined when absent. Lenient: Django's forms and a
 * date alone; strict: the canonical form. An unreadable value is a 400 naming the parameter in both.
 * @example readDateTime(parseQuery('period_from=2024-06-01', {}), 'period_from', {}) // Date.UTC(2024, 4, 31, 23)
 */
export function readDateTime(query: Query, name: string, errors: FieldErrors): number | undefined {
  const value = query.values.get(name);
  if (value === undefined) return undefined;
  const parsed = parseQueryDateTime(value, { lenient: !query.strict });
  if (parsed.ok) return parsed.utc;
  // Lenient mode keeps the platform's exact message (clients match on it); strict adds the value.
  addError(
    errors,
    name,
    parsed.message.startsWith('Enter') && query.strict ? `${parsed.message} Got "${truncate(value)}".` : parsed.message,
  );
  return undefined;
}

/**
 * Adds the period rule's error to `period_to` (schema-tools' `queryPeriodError`, the one the
 * validator's `validateRequest` reports): `period_to` only with `period_from`, and later than it.
 * `from` and `to` are what {@link readDateTime} read (undefined when absent or unreadable).
 * @example checkPeriod(parseQuery('period_to=2024-06-01', {}), undefined, Date.UTC(2024, 5, 1), errors) // errors.period_to
 */
export function checkPeriod(query: Query, from: number | undefined, to: number | undefined, errors: FieldErrors): void {
  const fromGiven = query.values.has('period_from');
  const toGiven = query.values.has('period_to');
  const message = queryPeriodError({ fromGiven, toGiven, from, to });
  if (message !== undefined) addError(errors, 'period_to', message);
}

/** Keeps echoed values short, so an error body never grows with the input. */
export function truncate(value: string): string {
  return value.length > 64 ? `${value.slice(0, 61)}...` : value;
}
