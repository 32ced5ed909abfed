// Envelopes: the delivery formats of specs/asyncapi/envelope.yaml, as @energy-contracts/event-schemas
// publishes them (schemas/envelope.json, eventbridge-entry.json, cloudevent.json, and
// EventBridgeDetail in asyncapi.json). Nothing here restates them.
import fs from 'node:fs';
import path from 'node:path';
import type { AnySchemaObject } from 'ajv';
import { isJsonObject, type JsonObject } from '@energy-contracts/schema-tools/json-pointer';
import { cleanSchema } from './schema-transforms.js';

/** AWS renames a PutEvents entry's fields when it delivers the event to a rule's target. */
const EVENTBRIDGE_DELIVERED_NAMES: Record<string, string> = {
  Source: 'source',
  DetailType: 'detail-type',
  Time: 'time',
  Detail: 'detail',
};

/**
 * An EventBridge event as a target receives it, derived from the spec's EventBridgeEntry by AWS's
 * renaming (Source -> source, DetailType -> detail-type, Time -> time, Detail -> detail, parsed:
 * an object). EventBusName is not delivered; AWS adds its own metadata (id, version, account,
 * region, resources), of which only `id` is required here. `detail` is checked against
 * EventBridgeDetail separately, as the entry's parsed Detail is.
 */
function eventBridgeDeliveredSchema(entry: JsonObject): AnySchemaObject {
  const properties: JsonObject = {
    id: { type: 'string', minLength: 1 },
    version: { type: 'string' },
    account: { type: 'string' },
    region: { type: 'string' },
    resources: { type: 'array', items: { type: 'string' } },
  };
  const entryProperties = (isJsonObject(entry.properties) ? entry.properties : {}) as JsonObject;
  for (const [name, delivered] of Object.entries(EVENTBRIDGE_DELIVERED_NAMES)) {
    if (!isJsonObject(entryProperties[name]))
      throw new Error(`compile-validators: EventBridgeEntry has no property ${name}`);
    properties[delivered] = name === 'Detail' ? { type: 'object' } : entryProperties[name]!;
  }
  const required = [
    'id',
    ...(Array.isArray(entry.required) ? entry.required : []).flatMap((r) =>
      typeof r === 'string' && r in EVENTBRIDGE_DELIVERED_NAMES ? [EVENTBRIDGE_DELIVERED_NAMES[r]!] : [],
    ),
  ];
  return {
    $id: 'https://energy-contracts.example/validator/eventbridge-event.json',
    type: 'object',
    required,
    properties,
  } as AnySchemaObject;
}

/**
 * The envelope schemas by the export name src/envelope.ts reads them under, from the published files in `eventSchemas`.
 * @example Object.keys(envelopeSchemas(dir)) // ['project', 'cloudEvents', 'eventBridgeEntry', 'eventBridgeEvent', 'eventBridgeDetail']
 */
export function envelopeSchemas(eventSchemas: string): Record<string, AnySchemaObject> {
  const read = (file: string): JsonObject =>
    JSON.parse(fs.readFileSync(path.join(eventSchemas, file), 'utf8')) as JsonObject;
  const asyncapi = read('asyncapi.json');
  const components =
    isJsonObject(asyncapi.components) && isJsonObject(asyncapi.components.schemas)
      ? (asyncapi.components.schemas as JsonObject)
      : {};
  if (!isJsonObject(components.EventBridgeDetail))
    throw new Error('compile-validators: asyncapi.json has no components.schemas.EventBridgeDetail');
  const entry = cleanSchema(read('schemas/eventbridge-entry.json')) as JsonObject;
  return {
    project: cleanSchema(read('schemas/envelope.json')) as AnySchemaObject,
    cloudEvents: cleanSchema(read('schemas/cloudevent.json')) as AnySchemaObject,
    eventBridgeEntry: entry as AnySchemaObject,
    eventBridgeEvent: eventBridgeDeliveredSchema(entry),
    eventBridgeDetail: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://energy-contracts.example/validator/eventbridge-detail.json',
      ...(cleanSchema(components.EventBridgeDetail) as JsonObject),
    } as AnySchemaObject,
  };
}
