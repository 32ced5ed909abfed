import { DEFAULT_MAX_ERRORS, formatAjvErrors, invalid, VALID, type AjvError, type ValidationResult } from './errors.js';
import type { EventPayload, EventType, EventVersion } from './event-types.js';
import { events, loadGenerated, type GeneratedEventEntry, type GeneratedValidateFunction } from './generated.js';
import { checkJsonValue, DEFAULT_MAX_DEPTH, finishJsonError, isJsonValue } from './json-safety.js';
import { nearestNames } from './nearest-names.js';

/** Options of {@link validateEvent}. */
export interface EventValidationOptions {
  /**
   * Reject fields the schema does not name, at every object level of the payload (free-form
   * `obj` fields excepted). Absent or false: tolerant, as the payload policy of the spec says.
   */
  strict?: boolean;
  /** Most errors listed; absent: 100. The verdict is exact either way. */
  maxErrors?: number;
  /** Deepest nesting accepted before the payload is rejected unvalidated; absent: 256. */
  maxDepth?: number;
  /**
   * The payload comes straight from JSON.parse, so skip the walk that looks for values JSON
   * cannot hold (undefined, NaN, functions, Dates, cycles, ...) in places the schema does not
   * type (free-form and unknown fields). Absent or false: the walk runs. Typed fields are
   * checked by the schema either way.
   */
  assumeJson?: boolean;
}

/** Internal: where error pointers start and what the whole payload is called in messages. */
export interface PayloadLocation {
  pointerPrefix?: string;
  subject?: string;
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Every event type of the catalogue with its payload versions, sorted. */
export function eventCatalogue(): Array<{ type: string; versions: string[]; latest: string | undefined }> {
  return Object.keys(events).map((type) => {
    const versions = Object.keys(events[type]!);
    return { type, versions, latest: versions.find((v) => events[type]![v]!.latest) };
  });
}

/** Finds the catalogue entry, or explains which types or versions exist. */
export function lookupEvent(type: unknown, version: unknown): GeneratedEventEntry | ValidationResult {
  if (typeof type !== 'string' || !hasOwn(events, type)) {
    const shown = typeof type === 'string' ? JSON.stringify(type.slice(0, 200)) : String(typeof type);
    const near = typeof type === 'string' ? nearestNames(type, Object.keys(events)) : [];
    return invalid([
      {
        path: '',
        message: `unknown event type ${shown}${near.length ? `; nearest known types: ${near.join(', ')}` : ''}`,
        keyword: 'unknown-event-type',
        schemaPath: '',
      },
    ]);
  }
  const versions = events[type]!;
  if (typeof version !== 'string' || !hasOwn(versions, version)) {
    const shown = typeof version === 'string' ? JSON.stringify(version.slice(0, 200)) : String(typeof version);
    return invalid([
      {
        path: '',
        message: `event type ${type} has no payload version ${shown}; known versions: ${Object.keys(versions).join(', ')}`,
        keyword: 'unknown-event-version',
        schemaPath: '',
      },
    ]);
  }
  return versions[version]!;
}

/**
 * The generated validator function of one event version, loading its module on first use.
 * Returns undefined for an unknown type or version.
 * @example eventValidator('account.created', 'v1')?.({ account_number: 'A-1' })
 */
export function eventValidator(type: string, version: string, strict = false): GeneratedValidateFunction | undefined {
  const entry = lookupEvent(type, version);
  if ('valid' in entry) return undefined;
  return loadGenerated(strict ? entry.strictFile : entry.file).validate;
}

/**
 * Runs a generated validator on data, guarding against data that is not JSON and against
 * getters or proxies that throw, so the caller always gets a result.
 */
export function runValidator(
  validate: GeneratedValidateFunction,
  data: unknown,
  options: { maxErrors?: number; maxDepth?: number; assumeJson?: boolean } & PayloadLocation,
): ValidationResult {
  try {
    if (!options.assumeJson) {
      const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
      if (!isJsonValue(data, maxDepth)) {
        const notJson = checkJsonValue(data, maxDepth);
        if (notJson) return invalid([finishJsonError(notJson, options.subject ?? 'payload', options.pointerPrefix)]);
      }
    }
    if (validate(data)) return VALID;
    const subject = options.subject ?? 'payload';
    return formatAjvErrors((validate.errors ?? []) as AjvError[], data, {
      subject,
      pointerPrefix: options.pointerPrefix ?? '',
      maxErrors: options.maxErrors ?? DEFAULT_MAX_ERRORS,
    });
  } catch (error) {
    return invalid([
      {
        path: options.pointerPrefix ?? '',
        message: `${options.subject ?? 'payload'} could not be read: ${error instanceof Error ? error.message : String(error)}`,
        keyword: 'unreadable',
        schemaPath: '',
      },
    ]);
  }
}

/**
 * Validates an event payload against the schema of its (type, version).
 * Never throws: an unknown type or version is an invalid result naming what exists.
 * @example
 * const result = validateEvent('account.created', 'v1', { account_number: 'A-1A2B3C4D', account_user_emails: [] });
 * if (!result.valid) console.log(result.errors.map((e) => e.message));
 */
export function validateEvent(
  type: string,
  version: string,
  payload: unknown,
  options?: EventValidationOptions & PayloadLocation,
): ValidationResult {
  const strict = options?.strict === true;
  // Hot path: validators already loaded, found without string building or prototype walks.
  const validate = (strict ? strictCache : tolerantCache).get(type)?.get(version) ?? resolveValidator(type, version, strict);
  if (typeof validate !== 'function') return validate;
  return runValidator(validate, payload, options ?? EMPTY_OPTIONS);
}

const EMPTY_OPTIONS = Object.freeze({});
const tolerantCache = new Map<unknown, Map<unknown, GeneratedValidateFunction>>();
const strictCache = new Map<unknown, Map<unknown, GeneratedValidateFunction>>();

function resolveValidator(type: string, version: string, strict: boolean): GeneratedValidateFunction | ValidationResult {
  const entry = lookupEvent(type, version);
  if ('valid' in entry) return entry;
  const validate = loadGenerated(strict ? entry.strictFile : entry.file).validate;
  const cache = strict ? strictCache : tolerantCache;
  let byVersion = cache.get(type);
  if (!byVersion) cache.set(type, (byVersion = new Map()));
  byVersion.set(version, validate);
  return validate;
}

/**
 * Type guard: true when `payload` is a valid payload of (type, version), and TypeScript then
 * knows its type from @energy-contracts/types.
 * @example
 * if (isValidEvent(e, 'account.created', 'v1')) console.log(e.account_number);
 */
export function isValidEvent<T extends EventType, V extends EventVersion<T>>(
  payload: unknown,
  type: T,
  version: V,
  options?: EventValidationOptions,
): payload is EventPayload<T, V> {
  return validateEvent(type, version, payload, options).valid;
}

/**
 * Loads every event validator ahead of time with the index's `import()` thunks, so that the
 * first call of a long-running consumer does not pay for module loading.
 * @example await preloadEventValidators({ strict: true })
 */
export async function preloadEventValidators(options?: { strict?: boolean }): Promise<number> {
  const loads: Array<Promise<unknown>> = [];
  for (const type of Object.keys(events)) {
    for (const entry of Object.values(events[type]!)) loads.push(options?.strict ? entry.loadStrict() : entry.load());
  }
  await Promise.all(loads);
  return loads.length;
}
