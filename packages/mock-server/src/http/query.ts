/**
 * Query-string reading and the contract's parameter rules: strict booleans, bounded integers,
 * datetimes in the contract's ISO 8601 subset. Every failure names its parameter.
 */
import { parseQueryDateTime } from '../london-time.js';
import { addError, type FieldErrors } from './response.js';

/** Longest query string accepted; longer ones are a 400 (this project's design). */
export const MAX_QUERY_LENGTH = 4096;

/** A parsed query: last value per name (as DRF's QueryDict.get) and the raw pairs in order. */
export interface Query {
  readonly values: ReadonlyMap<string, string>;
  readonly pairs: ReadonlyArray<readonly [string, string]>;
}

function decodeComponent(text: string): string | null {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return null;
  }
}

/**
 * Parses a raw query string (without `?`); malformed percent-encoding is reported per parameter.
 * @example parseQuery('is_green=true&page=2', {}).values.get('page') // '2'
 */
export function parseQuery(raw: string, errors: FieldErrors): Query {
  const values = new Map<string, string>();
  const pairs: Array<readonly [string, string]> = [];
  if (raw.length > MAX_QUERY_LENGTH) {
    addError(errors, 'non_field_errors', `The query string is ${raw.length} characters long; at most ${MAX_QUERY_LENGTH} are accepted.`);
    return { values, pairs };
  }
  if (raw === '') return { values, pairs };
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? '' : part.slice(eq + 1);
    const key = decodeComponent(rawKey);
    if (key === null) {
      addError(errors, 'non_field_errors', 'A query parameter name is not valid percent-encoding.');
      continue;
    }
    const value = decodeComponent(rawValue);
    if (value === null) {
      addError(errors, key, 'The value is not valid percent-encoding.');
      continue;
    }
    values.set(key, value);
    pairs.push([key, value]);
  }
  return { values, pairs };
}

/** Reads a strict boolean filter: exactly `true` or `false`; undefined when absent. */
export function readBoolean(query: Query, name: string, errors: FieldErrors): boolean | undefined {
  const value = query.values.get(name);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  addError(errors, name, `Must be "true" or "false", got "${truncate(value)}".`);
  return undefined;
}

/** Reads a positive integer within [min, max]; the default when absent. */
export function readInteger(query: Query, name: string, fallback: number, min: number, max: number, errors: FieldErrors): number {
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

/** Reads a datetime parameter; undefined when absent. */
export function readDateTime(query: Query, name: string, errors: FieldErrors): number | undefined {
  const value = query.values.get(name);
  if (value === undefined) return undefined;
  const parsed = parseQueryDateTime(value);
  if (parsed.ok) return parsed.utc;
  addError(errors, name, parsed.message.startsWith('Enter') ? `${parsed.message} Got "${truncate(value)}".` : parsed.message);
  return undefined;
}

/** Keeps echoed values short, so an error body never grows with the input. */
export function truncate(value: string): string {
  return value.length > 64 ? `${value.slice(0, 61)}...` : value;
}
