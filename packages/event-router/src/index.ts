/**
 * @energy-contracts/event-router: typed handlers for the energy platform's events.
 *
 * @example
 * import { createEventRouter } from '@energy-contracts/event-router';
 * const router = createEventRouter().on('account.created', 'v1', (payload, envelope) => console.log(envelope.id, payload.account_number));
 * await router.handle(eventBridgeEvent);
 */
export { createEventRouter, HandlerTimeoutError } from './router.js';
export type {
  DeliveryInfo,
  EventHandler,
  EventOutcome,
  EventRouter,
  EventRouterOptions,
  HandleResult,
  HandlerEnvelope,
  HandlerFailure,
  HandlerPayload,
  InvalidEvent,
  UnknownEvent,
  VersionSelector,
} from './router.js';
export { unwrapDeliveries } from './deliveries.js';
export type { Delivery, Transport } from './deliveries.js';
export { toEnvelope } from './envelope-mapping.js';
export type { NormalisedEnvelope } from './envelope-mapping.js';
/** The project's envelope, what `toEnvelope` returns (the type of `@energy-contracts/types/events`, re-exported). */
export type { EventEnvelope } from '@energy-contracts/types/events';
