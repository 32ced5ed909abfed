/**
 * The mapping of each delivery format back onto the project's envelope (the inverse of the
 * mapping written in specs/asyncapi/envelope.yaml), so handlers see one shape whatever arrived.
 * Called only after `validateEnvelope` accepted the event, so the fields are there. A PutEvents
 * entry's `Detail` string is parsed once, by the validator: its result's `detail` is passed here.
 *
 * @example
 * toEnvelope('cloudevents', { specversion: '1.0', id, source, type: 'account.created', time, payloadversion: 'v1', data });
 * // { id, event_type: 'account.created', payload_version: 'v1', source, occurred_at: time, payload: data }
 */
import type { EventEnvelope } from '@energy-contracts/types/events';
import type { EnvelopeFormat, EnvelopeValidationResult } from '@energy-contracts/validator';

/**
 * The project's envelope with the payload left open (narrowed by the router's types).
 * @deprecated The same type as `EventEnvelope` of `@energy-contracts/types/events` (re-exported by
 * this package): use that. This name stays as an alias of it.
 * @example const envelope: NormalisedEnvelope = toEnvelope(result.format, event, result.detail);
 */
export type NormalisedEnvelope = EventEnvelope;

type Fields = Record<string, unknown>;

/**
 * The project's envelope of a validated event in any recognised format. For a PutEvents entry,
 * pass `detail`, the parsed `Detail` that `validateEnvelope` returned, so the string is not parsed
 * again; without it, `Detail` is parsed here.
 * @example toEnvelope('envelope', envelope) === envelope // true: the project's own envelope is passed through
 * @example toEnvelope(result.format, entry, result.detail) // result = validateEnvelope(entry): Detail parsed once
 */
export function toEnvelope(format: EnvelopeFormat, event: Fields, detail?: unknown): EventEnvelope {
  switch (format) {
    case 'envelope':
      return event as unknown as EventEnvelope;
    case 'cloudevents':
      return envelope(event.id, event.type, event.payloadversion, event.source, event.time, event.data);
    case 'eventbridge-entry': {
      const d = (detail ?? parseDetail(event.Detail)) as Fields;
      return envelope(d.id, event.DetailType, d.payload_version, event.Source, event.Time, d.payload);
    }
    case 'eventbridge-event': {
      const detail = event.detail as Fields;
      return envelope(
        detail.id,
        event['detail-type'],
        detail.payload_version,
        event.source,
        event.time,
        detail.payload,
      );
    }
  }
}

// A PutEvents entry's Detail, when the caller has not validated the entry: what cannot be read is an
// error naming Detail rather than JSON.parse's bare SyntaxError or a read of null.
function parseDetail(text: unknown): Fields {
  if (typeof text !== 'string')
    throw new TypeError(`toEnvelope: the entry's Detail is not a string (validate it with validateEnvelope first)`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new TypeError(`toEnvelope: the entry's Detail is not JSON: ${(error as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new TypeError(
      `toEnvelope: the entry's Detail is not a JSON object (validate it with validateEnvelope first)`,
    );
  return value as Fields;
}

function envelope(
  id: unknown,
  type: unknown,
  version: unknown,
  source: unknown,
  occurredAt: unknown,
  payload: unknown,
): EventEnvelope {
  return {
    id: id as string,
    event_type: type as string,
    payload_version: version as string,
    source: source as string,
    occurred_at: occurredAt as string,
    payload: payload as Record<string, unknown>,
  };
}

/**
 * The event id as far as it can be read from an event that may not be valid (for reports).
 * `validated`: `validateEnvelope`'s result for the event, when there is one; a PutEvents entry it
 * recognised had its `Detail` parsed there (or found not to be JSON), so it is not parsed again.
 * @example eventIdOf({ detail: { id: 'abc' } }) // 'abc'
 * @example eventIdOf(entry, validateEnvelope(entry)) // the id inside entry.Detail, read from the validator's parse
 */
export function eventIdOf(
  event: unknown,
  validated?: Pick<EnvelopeValidationResult, 'format' | 'detail'>,
): string | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const e = event as Fields;
  if ('detail' in e && typeof e.detail === 'object' && e.detail !== null) return stringOr((e.detail as Fields).id);
  if (typeof e.Detail === 'string') {
    if (validated?.format === 'eventbridge-entry') {
      const detail = validated.detail;
      return typeof detail === 'object' && detail !== null ? stringOr((detail as Fields).id) : undefined;
    }
    try {
      return stringOr((JSON.parse(e.Detail) as Fields)?.id);
    } catch {
      return undefined;
    }
  }
  return stringOr(e.id);
}

const stringOr = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
