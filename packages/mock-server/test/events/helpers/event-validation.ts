/**
 * Test helper: validates generated events against the published event schemas, in each of the
 * three wire formats. Interim implementation on Ajv 2020 + ajv-formats, to be replaced by
 * `@energy-contracts/validator` once it is built.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { defaultSchemasDir, type CatalogueEntry } from '../../../src/events/catalogue.js';
import type { EventFormat } from '../../../src/events/formats.js';

/** Where the tests read the catalogue: EVENT_SCHEMAS_DIR (development) or the installed package. */
export const schemasDir = process.env.EVENT_SCHEMAS_DIR ?? defaultSchemasDir();
/** The published catalogue, read synchronously so tests can loop over it at collection time. */
export const catalogue = JSON.parse(readFileSync(path.join(schemasDir, 'catalogue.json'), 'utf8')) as CatalogueEntry[];

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false }));
for (const entry of catalogue) ajv.addSchema(JSON.parse(readFileSync(path.join(schemasDir, entry.schema), 'utf8')));

const envelopeSchema = {
  type: 'object',
  required: ['id', 'event_type', 'payload_version', 'source', 'occurred_at', 'payload'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    event_type: { type: 'string', minLength: 1 },
    payload_version: { type: 'string', pattern: '^(v[0-9]+|[0-9]+\\.[0-9]+\\.[0-9]+)$' },
    source: { type: 'string', minLength: 1 },
    occurred_at: { type: 'string', format: 'date-time' },
    payload: { type: 'object' },
  },
};
const eventBridgeSchema = {
  type: 'object',
  required: ['Source', 'DetailType', 'Time', 'EventBusName', 'Detail'],
  additionalProperties: false,
  properties: {
    Source: { type: 'string', minLength: 1 },
    DetailType: { type: 'string', minLength: 1 },
    Time: { type: 'string', format: 'date-time' },
    EventBusName: { const: 'energy-platform-events' },
    Detail: { type: 'string' },
  },
};
const detailSchema = {
  type: 'object',
  required: ['id', 'payload_version', 'payload'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' }, payload_version: { type: 'string' }, payload: { type: 'object' } },
};
const cloudEventSchema = {
  type: 'object',
  required: ['specversion', 'id', 'source', 'type', 'time', 'datacontenttype', 'dataschema', 'payloadversion', 'data'],
  additionalProperties: false,
  properties: {
    specversion: { const: '1.0' },
    id: { type: 'string', minLength: 1 },
    source: { type: 'string', format: 'uri-reference', minLength: 1 },
    type: { type: 'string', minLength: 1 },
    time: { type: 'string', format: 'date-time' },
    datacontenttype: { const: 'application/json' },
    dataschema: { type: 'string', format: 'uri' },
    payloadversion: { type: 'string' },
    data: { type: 'object' },
  },
};
const checkEnvelope = ajv.compile(envelopeSchema);
const checkEventBridge = ajv.compile(eventBridgeSchema);
const checkDetail = ajv.compile(detailSchema);
const checkCloudEvent = ajv.compile(cloudEventSchema);

function errorsOf(where: string, errors: typeof checkEnvelope.errors): string[] {
  return (errors ?? []).map((e) => `${where}${e.instancePath || '/'} ${e.message ?? ''}`);
}

/** Errors of one payload against the schema of (type, version); [] when valid. */
export function payloadErrors(type: string, version: string, payload: unknown): string[] {
  const id = `https://energy-contracts.example/schemas/${type}/${version}.json`;
  const validate = ajv.getSchema(id);
  if (!validate) return [`no schema ${id}`];
  return validate(payload) ? [] : errorsOf('payload', validate.errors);
}

/**
 * Errors of one event in `format`, checking the wire shape and then the payload; [] when valid.
 * `expect` is the (type, version) the event must carry.
 */
export function eventErrors(format: EventFormat, event: unknown, expect: { type: string; version: string }): string[] {
  const errors: string[] = [];
  let type: unknown;
  let version: unknown;
  let payload: unknown;
  if (format === 'envelope') {
    if (!checkEnvelope(event)) return errorsOf('envelope', checkEnvelope.errors);
    const e = event as { event_type: string; payload_version: string; payload: unknown };
    [type, version, payload] = [e.event_type, e.payload_version, e.payload];
  } else if (format === 'eventbridge') {
    if (!checkEventBridge(event)) return errorsOf('entry', checkEventBridge.errors);
    const e = event as { DetailType: string; Detail: string };
    const detail = JSON.parse(e.Detail) as unknown;
    if (!checkDetail(detail)) return errorsOf('Detail', checkDetail.errors);
    const d = detail as { payload_version: string; payload: unknown };
    [type, version, payload] = [e.DetailType, d.payload_version, d.payload];
  } else {
    if (!checkCloudEvent(event)) return errorsOf('cloudevent', checkCloudEvent.errors);
    const e = event as { type: string; payloadversion: string; data: unknown; dataschema: string };
    [type, version, payload] = [e.type, e.payloadversion, e.data];
    const expectedId = `https://energy-contracts.example/schemas/${e.type}/${e.payloadversion}.json`;
    if (e.dataschema !== expectedId) errors.push(`cloudevent/dataschema: expected ${expectedId}, got ${e.dataschema}`);
  }
  if (type !== expect.type || version !== expect.version) errors.push(`expected ${expect.type} ${expect.version}, got ${String(type)} ${String(version)}`);
  return [...errors, ...payloadErrors(String(type), String(version), payload)];
}
