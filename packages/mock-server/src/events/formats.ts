/**
 * The three wire shapes of an event: this project's envelope, an EventBridge PutEvents entry
 * and a CloudEvents 1.0 structured-mode JSON object. Shapes are fixed in the project's shared
 * decisions; key order follows them so NDJSON output reads the same everywhere. The envelope's
 * type is the types package's; the other two shapes are written once, in {@link toWireFormat}.
 */
import type { EventEnvelope as Envelope } from '@energy-contracts/types/events';

/** The project's delivery envelope, its payload as generated. */
export type EventEnvelope = Envelope<string, string, unknown>;

/** The output formats of `energy-mock-server events --format`. */
export const EVENT_FORMATS = ['envelope', 'eventbridge', 'cloudevents'] as const;
/** One of {@link EVENT_FORMATS}. */
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** The bus every EventBridge entry names. */
export const EVENT_BUS_NAME = 'energy-platform-events';

/**
 * Converts an envelope to the chosen wire format. `schemaId` is the payload schema `$id`
 * (CloudEvents `dataschema`); it is ignored by the other formats.
 *
 * @example
 * toWireFormat(envelope, 'cloudevents', 'https://energy-contracts.example/schemas/account.created/v1.json');
 */
export function toWireFormat(
  envelope: EventEnvelope,
  format: EventFormat,
  schemaId: string,
): EventEnvelope | Record<string, unknown> {
  switch (format) {
    case 'envelope':
      return envelope;
    case 'eventbridge':
      return {
        Source: envelope.source,
        DetailType: envelope.event_type,
        Time: envelope.occurred_at,
        EventBusName: EVENT_BUS_NAME,
        Detail: JSON.stringify({
          id: envelope.id,
          payload_version: envelope.payload_version,
          payload: envelope.payload,
        }),
      };
    case 'cloudevents':
      return {
        specversion: '1.0',
        id: envelope.id,
        source: envelope.source,
        type: envelope.event_type,
        time: envelope.occurred_at,
        datacontenttype: 'application/json',
        dataschema: schemaId,
        payloadversion: envelope.payload_version,
        data: envelope.payload,
      };
  }
}

/**
 * The `content-type` to POST a format with: CloudEvents structured mode has its own media type.
 *
 * @example
 * contentTypeFor('cloudevents'); // => 'application/cloudevents+json'
 */
export function contentTypeFor(format: EventFormat): string {
  return format === 'cloudevents' ? 'application/cloudevents+json' : 'application/json';
}
