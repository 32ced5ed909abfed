/**
 * The mapping of each delivery format back onto the project's envelope (the inverse of the
 * mapping written in specs/asyncapi/envelope.yaml), so handlers see one shape whatever arrived.
 * Called only after `validateEnvelope` accepted the event, so the fields are there.
 *
 * @example
 * toEnvelope('cloudevents', { specversion: '1.0', id, source, type: 'account.created', time, payloadversion: 'v1', data });
 * // { id, event_type: 'account.created', payload_version: 'v1', source, occurred_at: time, payload: data }
 */
import type { EnvelopeFormat } from '@energy-contracts/validator';

/** The project's envelope with the payload left open (narrowed by the router's types). */
export interface NormalisedEnvelope {
  id: string;
  event_type: string;
  payload_version: string;
  source: string;
  occurred_at: string;
  payload: Record<string, unknown>;
}

type Fields = Record<string, unknown>;

/**
 * The project's envelope of a validated event in any recognised format.
 * @example toEnvelope('envelope', envelope) === envelope // true: the project's own envelope is passed through
 */
export function toEnvelope(format: EnvelopeFormat, event: Fields): NormalisedEnvelope {
  switch (format) {
    case 'envelope':
      return event as unknown as NormalisedEnvelope;
    case 'cloudevents':
      return envelope(event.id, event.type, event.payloadversion, event.source, event.time, event.data);
    case 'eventbridge-entry': {
      const detail = JSON.parse(event.Detail as string) as Fields;
      return envelope(detail.id, event.DetailType, detail.payload_version, event.Source, event.Time, detail.payload);
    }
    case 'eventbridge-event': {
      const detail = event.detail as Fields;
      return envelope(detail.id, event['detail-type'], detail.payload_version, event.source, event.time, detail.payload);
    }
  }
}

function envelope(id: unknown, type: unknown, version: unknown, source: unknown, occurredAt: unknown, payload: unknown): NormalisedEnvelope {
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
 * @example eventIdOf({ detail: { id: 'abc' } }) // 'abc'
 */
export function eventIdOf(event: unknown): string | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const e = event as Fields;
  if ('detail' in e && typeof e.detail === 'object' && e.detail !== null) return stringOr((e.detail as Fields).id);
  if (typeof e.Detail === 'string') {
    try {
      return stringOr((JSON.parse(e.Detail) as Fields)?.id);
    } catch {
      return undefined;
    }
  }
  return stringOr(e.id);
}

const stringOr = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
