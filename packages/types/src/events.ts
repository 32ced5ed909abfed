/**
 * Typed platform events: the payload interfaces generated from @energy-contracts/event-schemas,
 * the delivery envelope, and a union of every (event type, payload version) that narrows on both.
 *
 * @example
 * import { isEvent, type PlatformEvent } from '@energy-contracts/types/events';
 *
 * function handle(event: PlatformEvent) {
 *   if (isEvent(event, 'agreement.revoked', 'v2')) console.log(event.payload.account_number);
 * }
 */
import { eventVersions, latestEventVersions } from '../generated/events/catalogue.js';
import type { EventPayloadMap, LatestEventVersionMap } from '../generated/events/event-payload-map.js';

export * from '../generated/events/index.js';

/**
 * Every event type of the catalogue, e.g. `'account.created'`.
 *
 * @example
 * const type: EventType = 'agreement.revoked';
 */
export type EventType = keyof EventPayloadMap;

/**
 * The payload versions of one event type, e.g. `EventVersion<'agreement.revoked'>` is `'v1' | 'v2'`.
 *
 * @example
 * const version: EventVersion<'lifecycle.support-site.sale'> = '1.0.0';
 */
export type EventVersion<T extends EventType> = keyof EventPayloadMap[T] & string;

/**
 * The payload interface of one (event type, payload version). A version the type does not have is
 * a compile error.
 *
 * @example
 * const payload: EventPayload<'agreement.revoked', 'v2'> = { agreement_id: 7, account_number: 'A-1234ABCD' };
 */
export type EventPayload<T extends EventType, V extends EventVersion<T>> = EventPayloadMap[T][V];

/**
 * The payload interface of the latest version of an event type.
 *
 * @example
 * const payload: LatestEventPayload<'agreement.revoked'> = { agreement_id: 7, account_number: 'A-1234ABCD' };
 */
export type LatestEventPayload<T extends EventType> = EventPayloadMap[T][LatestEventVersionMap[T] &
  keyof EventPayloadMap[T]];

/**
 * The delivery envelope of one event (this project's design, see specs/asyncapi.yaml): every field is required.
 * `occurred_at` is an RFC 3339 date-time string.
 *
 * @example
 * const envelope: EventEnvelope<'account.occupied', 'v1', { account_number: string }> = {
 *   id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
 *   event_type: 'account.occupied',
 *   payload_version: 'v1',
 *   source: 'energy-platform',
 *   occurred_at: '2024-05-01T09:30:00Z',
 *   payload: { account_number: 'A-1234ABCD' },
 * };
 */
export interface EventEnvelope<T extends string = string, V extends string = string, P = Record<string, unknown>> {
  id: string;
  event_type: T;
  payload_version: V;
  source: string;
  occurred_at: string;
  payload: P;
}

/**
 * The envelope of one (event type, payload version), or of any version of a type when `V` is left out.
 *
 * @example
 * function onRevoked(event: PlatformEventOf<'agreement.revoked', 'v2'>) {
 *   return event.payload.account_number;
 * }
 */
export type PlatformEventOf<T extends EventType, V extends EventVersion<T> = EventVersion<T>> = {
  [K in V]: EventEnvelope<T, K, EventPayloadMap[T][K]>;
}[V];

/**
 * Every event the platform emits: a union discriminated by `event_type` and `payload_version`.
 * Switch on `event_type`, then on `payload_version`, and `payload` has the exact payload type.
 *
 * @example
 * function accountOf(event: PlatformEvent): string | undefined {
 *   switch (event.event_type) {
 *     case 'agreement.revoked':
 *       return event.payload_version === 'v2' ? event.payload.account_number : undefined;
 *     default:
 *       return undefined;
 *   }
 * }
 */
export type PlatformEvent = { [T in EventType]: PlatformEventOf<T> }[EventType];

/**
 * The payload of any event: the union of every payload interface.
 *
 * @example
 * const payloads: AnyEventPayload[] = [{ account_number: 'A-1234ABCD' }];
 */
export type AnyEventPayload = PlatformEvent['payload'];

/**
 * Tells whether an envelope carries the given event type (and payload version, or any known version
 * of the type when `version` is left out), and narrows it to that member of {@link PlatformEvent}.
 *
 * It checks `event_type` and `payload_version` only: it does NOT validate the payload. Validate
 * untrusted input with @energy-contracts/validator first.
 *
 * @example
 * const event = JSON.parse(body) as PlatformEvent;
 * if (isEvent(event, 'agreement.revoked', 'v2')) {
 *   event.payload.account_number; // string
 * } else if (isEvent(event, 'agreement.revoked')) {
 *   event.payload_version; // 'v1' | 'v2'
 * }
 */
export function isEvent<T extends EventType, V extends EventVersion<T>>(
  event: unknown,
  type: T,
  version: V,
): event is PlatformEventOf<T, V>;
export function isEvent<T extends EventType>(event: unknown, type: T): event is PlatformEventOf<T>;
export function isEvent(event: unknown, type: string, version?: string): boolean {
  if (typeof event !== 'object' || event === null) return false;
  const { event_type: eventType, payload_version: payloadVersion } = event as {
    event_type?: unknown;
    payload_version?: unknown;
  };
  if (eventType !== type || typeof payloadVersion !== 'string') return false;
  if (version !== undefined) return payloadVersion === version;
  const known: readonly string[] | undefined = Object.hasOwn(eventVersions, type)
    ? eventVersions[type as EventType]
    : undefined;
  return known?.includes(payloadVersion) ?? false;
}

/**
 * Every event type, sorted.
 *
 * @example
 * eventTypes.includes('account.created'); // true
 */
export const eventTypes: readonly EventType[] = Object.keys(eventVersions) as EventType[];

/**
 * Tells whether a string is an event type of the catalogue, and narrows it.
 *
 * @example
 * if (isEventType(detailType)) eventVersions[detailType];
 */
export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && Object.hasOwn(eventVersions, value);
}

// The runtime tables and the type-level maps come from the same catalogue; this keeps them in step.
eventVersions satisfies { readonly [T in EventType]: readonly EventVersion<T>[] };
latestEventVersions satisfies { readonly [T in EventType]: LatestEventVersionMap[T] };
