import { createAjv } from '@energy-contracts/schema-tools/ajv';
import { describe, expect, test } from 'vitest';
import { validateEnvelope } from '../src/envelope.js';
import { contracts, eventExamples } from './support/contracts.js';
import { widestArrayCall } from './support/widest-call.js';

const payload = eventExamples('account.created', 'v1')[0]!.payload as Record<string, unknown>;
const id = '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f';
const schemaId = 'https://energy-contracts.example/schemas/account.created/v1.json';
const project = {
  id,
  event_type: 'account.created',
  payload_version: 'v1',
  source: 'energy-platform',
  occurred_at: '2024-05-01T09:30:00Z',
  payload,
};
const cloudEvent = {
  specversion: '1.0',
  id,
  source: 'energy-platform',
  type: 'account.created',
  time: '2024-05-01T09:30:00Z',
  datacontenttype: 'application/json',
  dataschema: schemaId,
  payloadversion: 'v1',
  data: payload,
};
const entry = {
  Source: 'energy-platform',
  DetailType: 'account.created',
  Time: '2024-05-01T09:30:00Z',
  EventBusName: 'energy-platform-events',
  Detail: JSON.stringify({ id, payload_version: 'v1', payload }),
};
const received = {
  version: '0',
  id,
  'detail-type': 'account.created',
  source: 'energy-platform',
  account: '123456789012',
  time: '2024-05-01T09:30:00Z',
  region: 'eu-west-2',
  resources: [],
  detail: { id, payload_version: 'v1', payload },
};
const badPayload = { ...payload, account_number: 7 };

describe('validateEnvelope', () => {
  test.each([
    ['project envelope', project, 'envelope', {}],
    ['CloudEvents structured', cloudEvent, 'cloudevents', {}],
    // The entry's Detail comes back parsed, so a consumer does not parse it again.
    ['EventBridge PutEvents entry', entry, 'eventbridge-entry', { detail: { id, payload_version: 'v1', payload } }],
    ['EventBridge received event', received, 'eventbridge-event', {}],
  ])('a valid %s', (_name, envelope, format, read) => {
    expect(validateEnvelope(envelope)).toEqual({
      valid: true,
      errors: [],
      format,
      eventType: 'account.created',
      payloadVersion: 'v1',
      ...read,
    });
  });

  test.each([
    [
      'an invalid payload: the parsed Detail is still returned',
      { ...entry, Detail: JSON.stringify({ id, payload_version: 'v1', payload: badPayload }) },
      { id, payload_version: 'v1', payload: badPayload },
    ],
    ['a Detail that is not JSON: no detail', { ...entry, Detail: '{oops' }, undefined],
    ['a Detail that is not a string: no detail', { ...entry, Detail: { id } }, undefined],
  ])('a PutEvents entry with %s', (_name, envelope, detail) => {
    const result = validateEnvelope(envelope);
    expect(result.valid).toBe(false);
    expect(result.detail).toEqual(detail);
  });

  test.each([
    ['project envelope', { ...project, payload: badPayload }, '/payload/account_number'],
    ['CloudEvents structured', { ...cloudEvent, data: badPayload }, '/data/account_number'],
    [
      'EventBridge PutEvents entry',
      { ...entry, Detail: JSON.stringify({ id, payload_version: 'v1', payload: badPayload }) },
      '/Detail/payload/account_number',
    ],
    [
      'EventBridge received event',
      { ...received, detail: { id, payload_version: 'v1', payload: badPayload } },
      '/detail/payload/account_number',
    ],
  ])('a %s with a bad payload points into the payload', (_name, envelope, pointer) => {
    const result = validateEnvelope(envelope);
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.path)).toEqual([pointer]);
  });

  test.each([
    ['a missing envelope field', { ...project, source: undefined }, '/source'],
    ['a bad occurred_at', { ...project, occurred_at: 'yesterday' }, '/occurred_at'],
    ['a bad id', { ...project, id: 'not-a-uuid' }, '/id'],
    ['a wrong CloudEvents specversion', { ...cloudEvent, specversion: '0.3' }, '/specversion'],
    [
      'a dataschema of another event',
      { ...cloudEvent, dataschema: 'https://energy-contracts.example/schemas/account.updated/v1.json' },
      '/dataschema',
    ],
    ['a Detail that is not JSON', { ...entry, Detail: '{oops' }, '/Detail'],
  ])('%s is invalid at its pointer', (_name, envelope, pointer) => {
    const clean = JSON.parse(JSON.stringify(envelope)) as unknown;
    expect(validateEnvelope(clean).errors.map((e) => e.path)).toContain(pointer);
  });

  // The envelope schemas are the contract's, not an inline copy that could drift and accept these.
  test.each([
    ['an unknown top-level envelope field', { ...project, extra: 1 }, '/extra', 'additionalProperties'],
    ['an EventBridge entry without Time', { ...entry, Time: undefined }, '/Time', 'required'],
    ['an EventBridge entry for another bus', { ...entry, EventBusName: 'default' }, '/EventBusName', 'const'],
    ['an EventBridge entry without EventBusName', { ...entry, EventBusName: undefined }, '/EventBusName', 'required'],
    ['a CloudEvent without dataschema', { ...cloudEvent, dataschema: undefined }, '/dataschema', 'required'],
    ['a CloudEvent whose id is not a uuid', { ...cloudEvent, id: 'evt-1' }, '/id', 'format'],
    [
      'an event_type that is not a dotted name',
      { ...project, event_type: 'Account Created' },
      '/event_type',
      'pattern',
    ],
  ])('%s is rejected as specs/asyncapi/envelope.yaml says', (_name, envelope, pointer, keyword) => {
    const clean = JSON.parse(JSON.stringify(envelope)) as unknown;
    const result = validateEnvelope(clean);
    expect(result.valid).toBe(false);
    expect(result.errors).toContainEqual(expect.objectContaining({ path: pointer, keyword }));
  });

  test('an unknown event type in an envelope names the nearest types', () => {
    const result = validateEnvelope({ ...project, event_type: 'account.craeted' });
    expect(result.errors[0]!.message).toMatch(/nearest known types: account\.created/);
  });

  test('strict applies to the payload', () => {
    expect(
      validateEnvelope({ ...project, payload: { ...payload, extra: 1 } }, { strict: true }).errors.map((e) => e.path),
    ).toEqual(['/payload/extra']);
  });

  test.each([[null], [[]], ['text'], [42]])('%j is an invalid result', (value) => {
    expect(validateEnvelope(value).valid).toBe(false);
  });
});

// One source: the envelope modules are compiled from the schemas @energy-contracts/event-schemas
// publishes (built from specs/asyncapi/envelope.yaml). Ajv compiling those published files at test
// time must give the same verdict on the delivery fields as validateEnvelope, field by field.
describe('validateEnvelope agrees with the published envelope schemas', () => {
  const ajv = createAjv();
  const published = (file: string) => ajv.compile(contracts.eventSchema(`schemas/${file}`));
  const wrongValues: unknown[] = [undefined, 5, '', 'not-a-date', null, {}];
  const variants = (base: Record<string, unknown>): Array<[string, Record<string, unknown>]> => [
    ['as is', base],
    ['plus an unknown field', { ...base, zz_unknown: 'x' }],
    ...Object.keys(base).flatMap((field) =>
      wrongValues.map((v): [string, Record<string, unknown>] => [
        `${field} = ${JSON.stringify(v) ?? 'absent'}`,
        JSON.parse(JSON.stringify({ ...base, [field]: v })) as Record<string, unknown>,
      ]),
    ),
  ];
  // Pointers of the delivery fields only: payload errors (/payload/..., /data/..., /Detail...) come from the payload schema.
  const deliveryErrors = (result: { errors: Array<{ path: string }> }, payloadField: string) =>
    result.errors.filter(
      (e) => e.path !== '' && e.path !== `/${payloadField}` && !e.path.startsWith(`/${payloadField}/`),
    );
  test.each([
    ['envelope.json', project, 'payload'],
    ['cloudevent.json', cloudEvent, 'data'],
    ['eventbridge-entry.json', entry, 'Detail'],
  ] as const)('%s', (file, base, payloadField) => {
    const validate = published(file);
    const disagreements: string[] = [];
    for (const [name, envelope] of variants(base as Record<string, unknown>)) {
      // The payload field itself is left to the payload schema: keep it valid in every variant.
      if (name.startsWith(`${payloadField} `)) continue;
      const ours = deliveryErrors(validateEnvelope(envelope), payloadField).length === 0;
      const theirs = validate(envelope);
      if (ours !== theirs)
        disagreements.push(
          `${name}: validateEnvelope ${ours ? 'accepts' : 'rejects'}, the published schema ${theirs ? 'accepts' : 'rejects'}`,
        );
    }
    expect(disagreements).toEqual([]);
  });
});

describe('maxErrors: Infinity', () => {
  // No error list is spread into a call's arguments, whose count the engine caps: 3,000 wrong items
  // give 3,000 errors, all listed, none passed to one call.
  test('every error of a big payload is listed, none lost to a spread of the list', () => {
    const emails = Array.from({ length: 3_000 }, () => 7);
    const { result: r, widest } = widestArrayCall(() =>
      validateEnvelope(
        { ...project, payload: { ...payload, account_user_emails: emails } },
        { maxErrors: Number.POSITIVE_INFINITY },
      ),
    );
    expect(r.valid).toBe(false);
    expect(r.errors).toHaveLength(3_000);
    expect(r.errors.at(-1)!.path).toBe('/payload/account_user_emails/2999');
    expect(widest).toBeLessThan(100);
  });
});
