/**
 * Test helper: validates generated events with `@energy-contracts/validator` (strict mode, so a
 * sample carrying a field its schema does not name fails too), in each of the three wire formats.
 */
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { validateEnvelope, validateEvent } from '@energy-contracts/validator';
import { defaultSchemasDir, type CatalogueEntry } from '../../../src/events/event-catalogue.js';
import { EVENT_BUS_NAME, type EventFormat } from '../../../src/events/formats.js';

/** The folder of the installed `@energy-contracts/event-schemas` catalogue, which every run is given as `--schemas`. */
export const schemasDir = defaultSchemasDir();
/** The published catalogue, read synchronously so tests can loop over it at collection time. */
export const catalogue = contractReader(import.meta.url).read<CatalogueEntry[]>('catalogue');

const VALIDATOR_FORMAT: Record<EventFormat, string> = {
  envelope: 'envelope',
  eventbridge: 'eventbridge-entry',
  cloudevents: 'cloudevents',
};

/** Errors of one payload against the schema of (type, version), strict; [] when valid. */
export function payloadErrors(type: string, version: string, payload: unknown): string[] {
  const result = validateEvent(type, version, payload, { strict: true });
  return result.valid ? [] : result.errors.map((e) => `${e.path || '/'}: ${e.message}`);
}

/**
 * Errors of one event in `format`: the validator's verdict on the delivery fields and the payload
 * (strict), plus that it was recognised as `format` and carries the expected (type, version);
 * [] when valid.
 */
export function eventErrors(format: EventFormat, event: unknown, expect: { type: string; version: string }): string[] {
  const result = validateEnvelope(event, { strict: true });
  const errors = result.valid ? [] : result.errors.map((e) => `${e.path || '/'}: ${e.message}`);
  if (result.format !== VALIDATOR_FORMAT[format])
    errors.push(`recognised as ${String(result.format)}, expected ${VALIDATOR_FORMAT[format]}`);
  if (result.eventType !== expect.type || result.payloadVersion !== expect.version) {
    errors.push(
      `carries ${String(result.eventType)} ${String(result.payloadVersion)}, expected ${expect.type} ${expect.version}`,
    );
  }
  if (format === 'eventbridge' && (event as { EventBusName?: unknown }).EventBusName !== EVENT_BUS_NAME)
    errors.push(`EventBusName is not ${EVENT_BUS_NAME}`);
  if (
    format === 'cloudevents' &&
    (event as { dataschema?: unknown }).dataschema !==
      `https://energy-contracts.example/schemas/${expect.type}/${expect.version}.json`
  ) {
    errors.push('dataschema is not the payload schema $id');
  }
  return errors;
}
