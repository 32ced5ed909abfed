import {
  DEFAULT_MAX_ERRORS,
  formatAjvErrors,
  invalid,
  type AjvError,
  type ValidationError,
  type ValidationResult,
} from './errors.js';
import { lookupEvent, runValidator, type EventValidationOptions } from './events.js';
import {
  envelopeFile,
  loadGenerated,
  type GeneratedEnvelopeModule,
  type GeneratedValidateFunction,
} from './generated.js';
import { checkJsonValue, DEFAULT_MAX_DEPTH, finishJsonError, isJsonValue } from './json-safety.js';

/** The delivery formats {@link validateEnvelope} recognises. */
export type EnvelopeFormat = 'envelope' | 'cloudevents' | 'eventbridge-entry' | 'eventbridge-event';

/** The verdict on an envelope, with what was read from it. */
export interface EnvelopeValidationResult extends ValidationResult {
  /** Which delivery format was recognised; undefined when none was. */
  format?: EnvelopeFormat;
  eventType?: string;
  payloadVersion?: string;
  /**
   * The parsed `Detail` of an EventBridge PutEvents entry (format `eventbridge-entry`), when it was
   * a JSON string: a caller that reads the event's fields (its id, its payload) takes them from here
   * instead of parsing the string a second time. Absent for the other formats and when `Detail` was
   * not JSON (the errors then say `/Detail`).
   */
  detail?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (o: object, k: string): boolean => Object.hasOwn(o, k);

function envelopes(): GeneratedEnvelopeModule {
  return loadGenerated<GeneratedEnvelopeModule>(envelopeFile);
}

function checkFields(
  validate: GeneratedValidateFunction,
  data: unknown,
  subject: string,
  prefix = '',
): ValidationError[] {
  if (validate(data)) return [];
  return formatAjvErrors((validate.errors ?? []) as AjvError[], data, { subject, pointerPrefix: prefix }).errors;
}

/**
 * Recognises the delivery format of an event and validates both the delivery fields and the
 * payload, choosing the payload schema from the event's metadata. Formats:
 * - this project's envelope `{id, event_type, payload_version, source, occurred_at, payload}`;
 * - a CloudEvents 1.0 structured event `{specversion, id, source, type, payloadversion, data, ...}`
 *   (`dataschema`, when present, must be the payload schema's `$id`);
 * - an EventBridge PutEvents entry `{Source, DetailType, Detail}` whose `Detail` is a JSON string
 *   of `{id, payload_version, payload}`: pointers under `/Detail` point into that parsed string;
 * - an EventBridge event as a target receives it `{id, "detail-type", source, detail}`.
 * Never throws. `options.checkJson` walks the whole envelope first (see {@link EventValidationOptions}).
 * @example
 * validateEnvelope({ id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f', event_type: 'account.created', payload_version: 'v1',
 *   source: 'energy-platform', occurred_at: '2024-05-01T09:30:00Z', payload: { account_number: 'A-1A2B3C4D', account_user_emails: [] } })
 */
export function validateEnvelope(envelope: unknown, options?: EventValidationOptions): EnvelopeValidationResult {
  try {
    if (options?.checkJson === true) {
      const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
      const notJson = isJsonValue(envelope, maxDepth) ? undefined : checkJsonValue(envelope, maxDepth);
      if (notJson) return invalid([finishJsonError(notJson, 'envelope')]);
    }
    if (!isRecord(envelope)) {
      return invalid([{ path: '', message: 'envelope must be an object', keyword: 'type', schemaPath: '' }]);
    }
    const v = envelopes();
    if (has(envelope, 'specversion')) {
      const errors = checkFields(v.cloudEvents, envelope, 'envelope');
      return withPayload(
        'cloudevents',
        envelope.type,
        envelope.payloadversion,
        envelope.data,
        '/data',
        errors,
        options,
        envelope.dataschema,
      );
    }
    if (has(envelope, 'DetailType') || has(envelope, 'Detail')) {
      const errors = checkFields(v.eventBridgeEntry, envelope, 'entry');
      let detail: unknown;
      if (typeof envelope.Detail === 'string') {
        try {
          detail = JSON.parse(envelope.Detail);
        } catch (error) {
          errors.push({
            path: '/Detail',
            message: `/Detail must be a JSON string (${(error as Error).message})`,
            keyword: 'json',
            schemaPath: '',
          });
        }
      }
      if (detail !== undefined) errors.push(...checkFields(v.eventBridgeDetail, detail, '/Detail', '/Detail'));
      const d = isRecord(detail) ? detail : {};
      const result = withPayload(
        'eventbridge-entry',
        envelope.DetailType,
        d.payload_version,
        d.payload,
        '/Detail/payload',
        errors,
        options,
      );
      if (detail !== undefined) result.detail = detail;
      return result;
    }
    if (has(envelope, 'detail-type') || has(envelope, 'detail')) {
      const errors = checkFields(v.eventBridgeEvent, envelope, 'event');
      if (isRecord(envelope.detail))
        errors.push(...checkFields(v.eventBridgeDetail, envelope.detail, '/detail', '/detail'));
      const d = isRecord(envelope.detail) ? envelope.detail : {};
      return withPayload(
        'eventbridge-event',
        envelope['detail-type'],
        d.payload_version,
        d.payload,
        '/detail/payload',
        errors,
        options,
      );
    }
    const errors = checkFields(v.project, envelope, 'envelope');
    return withPayload(
      'envelope',
      envelope.event_type,
      envelope.payload_version,
      envelope.payload,
      '/payload',
      errors,
      options,
    );
  } catch (error) {
    return invalid([
      {
        path: '',
        message: `envelope could not be read: ${(error as Error)?.message ?? String(error)}`,
        keyword: 'unreadable',
        schemaPath: '',
      },
    ]);
  }
}

function withPayload(
  format: EnvelopeFormat,
  type: unknown,
  version: unknown,
  payload: unknown,
  prefix: string,
  errors: ValidationError[],
  options: EventValidationOptions | undefined,
  dataschema?: unknown,
): EnvelopeValidationResult {
  const result: EnvelopeValidationResult = { valid: false, errors, format };
  if (typeof type === 'string') result.eventType = type;
  if (typeof version === 'string') result.payloadVersion = version;
  if (typeof type === 'string' && typeof version === 'string') {
    const entry = lookupEvent(type, version);
    if ('valid' in entry) {
      errors.push(...entry.errors);
    } else {
      if (typeof dataschema === 'string' && dataschema !== entry.id) {
        errors.push({
          path: '/dataschema',
          message: `/dataschema must be ${entry.id}, the schema of ${type} ${version} (got ${JSON.stringify(dataschema)})`,
          keyword: 'const',
          schemaPath: '',
        });
      }
      if (payload !== undefined) {
        const validate = loadGenerated(options?.strict ? entry.strictFile : entry.file).validate;
        const checked = runValidator(validate, payload, {
          ...options,
          checkJson: false,
          pointerPrefix: prefix,
          subject: prefix,
        });
        // One by one: a spread passes every error as an argument, and a list as long as maxErrors
        // allows (Infinity) overflows the stack.
        for (const e of checked.errors) errors.push(e);
        if (checked.truncated) result.truncated = true;
      }
    }
  }
  const max = options?.maxErrors !== undefined && options.maxErrors >= 0 ? options.maxErrors : DEFAULT_MAX_ERRORS;
  if (errors.length > max) {
    errors.length = max;
    result.truncated = true;
  }
  result.valid = errors.length === 0;
  return result;
}
