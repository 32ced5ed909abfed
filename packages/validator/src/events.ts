import lazyModules from './lazy-modules.cjs';
import {
  DEFAULT_MAX_ERRORS,
  formatAjvErrors,
  invalid,
  VALID,
  type AjvError,
  type ValidationError,
  type ValidationResult,
} from './errors.js';
import type { EventPayload, EventType, EventVersion } from './event-types.js';
import {
  eventFile,
  eventVersions,
  generatedFiles,
  idExceptions,
  latestExceptions,
  loadGenerated,
  schemaIdBase,
  type GeneratedValidateFunction,
} from './generated.js';
import { checkJsonValue, DEFAULT_MAX_DEPTH, finishJsonError, isJsonValue, OBJECT_PROTO } from './json-safety.js';

/**
 * Options of {@link validateEvent}. Absent options mean: tolerant, at most 100 errors, no walk
 * for values JSON cannot hold (see `checkJson`).
 */
export interface EventValidationOptions {
  /**
   * Reject fields the schema does not name, at every object level of the payload (free-form
   * `obj` fields excepted). Absent or false: tolerant, as the payload policy of the spec says.
   */
  strict?: boolean;
  /**
   * Most errors listed; absent: 100. The validator also stops collecting there (each loop over
   * array items or object keys stops after more than this many errors of its own), so the cost
   * of a payload with millions of wrong items stays small. The verdict is exact either way.
   * `Infinity` collects everything.
   */
  maxErrors?: number;
  /**
   * Walk the whole payload before the schema and report the first value JSON cannot hold
   * (undefined, functions, BigInt, NaN/Infinity, Symbols, Dates and other class instances,
   * sparse-array holes, cycles) wherever it is, free-form and unknown fields included, with
   * its pointer (keyword `not-json`), and reject nesting deeper than `maxDepth` (`too-deep`).
   * Absent or false: no walk. The default is still safe for any value (it never throws, hangs
   * or touches prototypes) and typed fields still reject such values with a pointer; only
   * values in places the schema does not type pass unnoticed. Use it for payloads built in
   * code rather than parsed from JSON; it costs about as much as the validation itself.
   */
  checkJson?: boolean;
  /** With `checkJson`: deepest nesting accepted before the payload is rejected; absent: 256. Ignored without `checkJson`. */
  maxDepth?: number;
}

/** Internal: where error pointers start and what the whole payload is called in messages. */
export interface PayloadLocation {
  pointerPrefix?: string;
  subject?: string;
}

const hasOwn = (o: object, k: string): boolean => Object.hasOwn(o, k);

/** One event version of the catalogue: its payload schema `$id` and its modules inside generated/. */
export interface EventEntry {
  type: string;
  version: string;
  /** The payload schema `$id`, e.g. `https://energy-contracts.example/schemas/account.created/v1.json`. */
  id: string;
  file: string;
  strictFile: string;
}

/** Every event type of the catalogue with its payload versions, sorted. */
export function eventCatalogue(): Array<{ type: string; versions: string[]; latest: string | undefined }> {
  return Object.keys(eventVersions).map((type) => {
    const versions = [...eventVersions[type]!];
    const latest = hasOwn(latestExceptions, type)
      ? (latestExceptions[type] ?? undefined)
      : versions[versions.length - 1];
    return { type, versions, latest };
  });
}

// Built on the first unknown type whose message is read: what the suggestions are picked from, in
// bounded time. Its module loads then too (lazy-modules.cjs), not with the entry point.
let typeIndex: InstanceType<ReturnType<typeof lazyModules.nearestNames>['NameIndex']> | undefined;
let nearestNamesModule: ReturnType<typeof lazyModules.nearestNames> | undefined;
// The suggestions for the last few unknown names, so a stream of one wrong type computes them once.
const suggestionMemo = new Map<string, string>();
const SUGGESTION_MEMO_SIZE = 64;

function suggestTypes(type: string): string {
  const { MAX_PROBE_LENGTH, NameIndex } = (nearestNamesModule ??= lazyModules.nearestNames());
  const probe = type.slice(0, MAX_PROBE_LENGTH);
  let text = suggestionMemo.get(probe);
  if (text === undefined) {
    const near = (typeIndex ??= new NameIndex(Object.keys(eventVersions))).nearest(probe);
    text = near.length ? `; nearest known types: ${near.join(', ')}` : '';
    if (suggestionMemo.size >= SUGGESTION_MEMO_SIZE) suggestionMemo.clear();
    suggestionMemo.set(probe, text);
  }
  return text;
}

/**
 * The error for an unknown event type. Its `message` names the nearest known types, computed
 * when the message is first read (an own enumerable property: JSON.stringify, spreading and
 * equality checks read it as any other), so a caller that only looks at `valid` never pays for it.
 */
function unknownTypeError(type: unknown): ValidationError {
  const shown = typeof type === 'string' ? JSON.stringify(type.slice(0, 200)) : String(typeof type);
  const error = { path: '', message: '', keyword: 'unknown-event-type', schemaPath: '' };
  if (typeof type !== 'string') {
    error.message = `unknown event type ${shown}`;
    return error;
  }
  Object.defineProperty(error, 'message', {
    enumerable: true,
    configurable: true,
    get(): string {
      const message = `unknown event type ${shown}${suggestTypes(type)}`;
      Object.defineProperty(error, 'message', { value: message, enumerable: true, configurable: true, writable: true });
      return message;
    },
    set(value: string): void {
      Object.defineProperty(error, 'message', { value, enumerable: true, configurable: true, writable: true });
    },
  });
  return error;
}

/** Finds the catalogue entry, or explains which types or versions exist. */
export function lookupEvent(type: unknown, version: unknown): EventEntry | ValidationResult {
  if (typeof type !== 'string' || !hasOwn(eventVersions, type)) return invalid([unknownTypeError(type)]);
  const versions = eventVersions[type]!;
  if (typeof version !== 'string' || !versions.includes(version)) {
    const shown = typeof version === 'string' ? JSON.stringify(version.slice(0, 200)) : String(typeof version);
    return invalid([
      {
        path: '',
        message: `event type ${type} has no payload version ${shown}; known versions: ${versions.join(', ')}`,
        keyword: 'unknown-event-version',
        schemaPath: '',
      },
    ]);
  }
  const id =
    (hasOwn(idExceptions, type) && hasOwn(idExceptions[type]!, version) ? idExceptions[type]![version] : undefined) ??
    `${schemaIdBase}${type}/${version}.json`;
  return { type, version, id, file: eventFile(type, version, false), strictFile: eventFile(type, version, true) };
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
 * Runs a generated validator on data and maps Ajv's errors (only on the invalid path). Getters
 * or proxies that throw become an invalid result, so the caller always gets one. With
 * `checkJson`, values JSON cannot hold are looked for first.
 */
export function runValidator(
  validate: GeneratedValidateFunction,
  data: unknown,
  options: { maxErrors?: number; maxDepth?: number; checkJson?: boolean } & PayloadLocation,
): ValidationResult {
  try {
    if (options.checkJson === true) {
      const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
      if (!isJsonValue(data, maxDepth)) {
        const notJson = checkJsonValue(data, maxDepth);
        if (notJson) return invalid([finishJsonError(notJson, options.subject ?? 'payload', options.pointerPrefix)]);
      }
    } else if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      // Ajv's `required` tests `data.x === undefined`, which an inherited property passes: even the
      // fast path refuses a top-level object that is not plain (one prototype lookup per call).
      const proto = Object.getPrototypeOf(data) as unknown;
      if (proto !== OBJECT_PROTO && proto !== null) {
        const notJson = checkJsonValue(data, options.maxDepth ?? DEFAULT_MAX_DEPTH);
        if (notJson) return invalid([finishJsonError(notJson, options.subject ?? 'payload', options.pointerPrefix)]);
      }
    }
    const maxErrors = options.maxErrors;
    if (maxErrors === undefined || maxErrors === validate.errorLimit.max || !(maxErrors >= 0)) {
      if (validate(data)) return VALID;
      return describeFailure(validate, data, options);
    }
    // Another limit for this call: the module's loops stop at it; put back afterwards (also when
    // a getter in the data calls the validator again).
    const limit = validate.errorLimit;
    const previous = limit.max;
    limit.max = maxErrors;
    try {
      if (validate(data)) return VALID;
    } finally {
      limit.max = previous;
    }
    return describeFailure(validate, data, options);
  } catch (error) {
    return unreadable(error, options);
  }
}

function describeFailure(
  validate: GeneratedValidateFunction,
  data: unknown,
  options: { maxErrors?: number } & PayloadLocation,
): ValidationResult {
  const maxErrors = options.maxErrors;
  return formatAjvErrors((validate.errors ?? []) as AjvError[], data, {
    subject: options.subject ?? 'payload',
    pointerPrefix: options.pointerPrefix ?? '',
    maxErrors: maxErrors === undefined || !(maxErrors >= 0) ? DEFAULT_MAX_ERRORS : maxErrors,
  });
}

function unreadable(error: unknown, options: PayloadLocation): ValidationResult {
  let reason: string;
  try {
    reason = error instanceof Error ? error.message : String(error);
  } catch {
    reason = 'an unprintable error was thrown';
  }
  return invalid([
    {
      path: options.pointerPrefix ?? '',
      message: `${options.subject ?? 'payload'} could not be read: ${reason}`,
      keyword: 'unreadable',
      schemaPath: '',
    },
  ]);
}

/**
 * Validates an event payload against the schema of its (type, version).
 * Never throws: an unknown type or version is an invalid result naming what exists.
 * A valid result is one shared frozen object `{ valid: true, errors: [] }` (no allocation per
 * call): read it, do not modify it.
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
  // The default path has a function of its own, so that calls with options (and their shapes)
  // never pollute the type feedback V8 optimises the hot path with.
  if (options === undefined) return validateDefault(type, version, payload);
  return validateWithOptions(type, version, payload, options);
}

/**
 * The hot path (no options): the type's chain of loaded versions from a prototype-less dictionary
 * (cheaper than a Map for string keys in V8: 1.28x the raw function in mixed traffic against
 * 1.40x; remembering the last type seen did not pay for its stores), then the version compared
 * along the short chain. No key string is built, nothing is allocated per
 * call, and the try/catch sits here so there is no extra call.
 */
function validateDefault(type: string, version: string, payload: unknown): ValidationResult {
  if (typeof type === 'string') {
    let slot = tolerantSlots[type];
    while (slot !== undefined && slot.version !== version) slot = slot.next;
    if (slot !== undefined) {
      const validate = slot.validate;
      try {
        // As runValidator does: Ajv's `required` is satisfied by an inherited property, so a
        // top-level object that is not plain takes the checked path (one prototype lookup).
        if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
          const proto = Object.getPrototypeOf(payload) as unknown;
          if (proto !== OBJECT_PROTO && proto !== null) return runValidator(validate, payload, NO_OPTIONS);
        }
        if (validate(payload)) return VALID;
      } catch (error) {
        return unreadable(error, NO_OPTIONS);
      }
      return describeFailure(validate, payload, NO_OPTIONS);
    }
  }
  return validateWithOptions(type, version, payload, undefined);
}

function validateWithOptions(
  type: string,
  version: string,
  payload: unknown,
  options: (EventValidationOptions & PayloadLocation) | undefined,
): ValidationResult {
  const strict = options !== undefined && options.strict === true;
  let slot = typeof type === 'string' ? (strict ? strictSlots : tolerantSlots)[type] : undefined;
  while (slot !== undefined && slot.version !== version) slot = slot.next;
  const validate = slot?.validate ?? resolveValidator(type, version, strict);
  if (typeof validate !== 'function') return validate;
  return runValidator(validate, payload, options ?? NO_OPTIONS);
}

/** One loaded (type, version): the type's versions form a chain from its Map entry. All slots share one shape. */
interface Slot {
  readonly version: string;
  readonly validate: GeneratedValidateFunction;
  readonly next: Slot | undefined;
}
const NO_OPTIONS: EventValidationOptions & PayloadLocation = Object.freeze({});
// Type -> chain of loaded versions. No prototype, so no inherited key (`constructor`, `__proto__`) is ever found.
const tolerantSlots = Object.create(null) as Record<string, Slot | undefined>;
const strictSlots = Object.create(null) as Record<string, Slot | undefined>;

function resolveValidator(
  type: string,
  version: string,
  strict: boolean,
): GeneratedValidateFunction | ValidationResult {
  const entry = lookupEvent(type, version);
  if ('valid' in entry) return entry;
  const validate = loadGenerated(strict ? entry.strictFile : entry.file).validate;
  const slots = strict ? strictSlots : tolerantSlots;
  slots[type] = { version, validate, next: slots[type] };
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
 * Loads every event validator ahead of time, so that the first call of a long-running consumer
 * does not pay for module loading. Resolves to the number of modules loaded. Not needed for
 * bundles: they contain every module already (see the README's Bundlers section).
 * @example await preloadEventValidators({ strict: true })
 */
export async function preloadEventValidators(options?: { strict?: boolean }): Promise<number> {
  const suffix = options?.strict ? '.strict.js' : '.js';
  let loaded = 0;
  for (const file of generatedFiles()) {
    if (!file.startsWith('events/') || !file.endsWith(suffix) || (!options?.strict && file.endsWith('.strict.js')))
      continue;
    loadGenerated(file);
    loaded++;
  }
  return loaded;
}
