/**
 * The public API of the sample event emitter behind `energy-mock-server events`.
 *
 * @example
 * import { loadCatalogue, selectEntries, sampleEvents, toWireFormat } from './events/index.js';
 * const catalogue = await loadCatalogue();
 * const entries = selectEntries(catalogue.entries, { types: ['billing.*'], versions: ['latest'] });
 * for await (const { entry, envelope } of sampleEvents(catalogue, entries, { seed: '1', now: Date.now(), count: 1, source: 'energy-platform' })) {
 *   console.log(JSON.stringify(toWireFormat(envelope, 'cloudevents', entry.$id)));
 * }
 */
export { generateSample } from './samples.js';
export type { JsonSchema, SampleOptions } from './samples.js';
export { sampleEvents, uuidFromSeed, rfc3339 } from './sample-events.js';
export type { SampleEvent, SampleEventsOptions } from './sample-events.js';
export { loadCatalogue, defaultSchemasDir, selectEntries, SelectionError } from './event-catalogue.js';
export type { CatalogueEntry, EventCatalogue, Selection } from './event-catalogue.js';
export { toWireFormat, contentTypeFor, EVENT_FORMATS, EVENT_BUS_NAME } from './formats.js';
export type { EventEnvelope, EventBridgeEntry, CloudEvent, EventFormat } from './formats.js';
export { deliverEvents, formatReport, parseRetryAfter } from './deliver.js';
export type { Delivery, DeliverOptions, DeliveryFailure, DeliveryProgress, DeliveryReport } from './deliver.js';
export { runEventsCommand, EXIT_OK, EXIT_FAILED, EXIT_USAGE } from './command.js';
export type { CommandIo } from './command.js';
