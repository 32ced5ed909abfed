// Each delivery format mapped back onto the project's envelope, and event ids read from events
// that may be invalid.
import { describe, expect, test } from 'vitest';
import { eventIdOf, toEnvelope } from '../src/envelope-mapping.js';

const envelope = {
  id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
  event_type: 'account.created',
  payload_version: 'v1',
  source: 'energy-platform',
  occurred_at: '2024-05-01T09:30:00Z',
  payload: { account_number: 'A-1A2B3C4D' },
};
const detail = { id: envelope.id, payload_version: 'v1', payload: envelope.payload };

describe('toEnvelope', () => {
  test.each<[Parameters<typeof toEnvelope>[0], Record<string, unknown>]>([
    ['envelope', envelope],
    [
      'cloudevents',
      {
        specversion: '1.0',
        id: envelope.id,
        source: 'energy-platform',
        type: 'account.created',
        time: '2024-05-01T09:30:00Z',
        datacontenttype: 'application/json',
        dataschema: 'https://energy-contracts.example/schemas/account.created/v1.json',
        payloadversion: 'v1',
        data: envelope.payload,
      },
    ],
    [
      'eventbridge-entry',
      {
        Source: 'energy-platform',
        DetailType: 'account.created',
        Time: '2024-05-01T09:30:00Z',
        EventBusName: 'energy-platform-events',
        Detail: JSON.stringify(detail),
      },
    ],
    [
      'eventbridge-event',
      {
        version: '0',
        id: 'eventbridge-own-id',
        'detail-type': 'account.created',
        source: 'energy-platform',
        time: '2024-05-01T09:30:00Z',
        detail,
      },
    ],
  ])('%s', (format, event) => {
    expect(toEnvelope(format, event)).toEqual(envelope);
  });

  test('a PutEvents entry with the Detail the validator parsed: read from that, the string is not parsed again', () => {
    const entry = {
      Source: 'energy-platform',
      DetailType: 'account.created',
      Time: '2024-05-01T09:30:00Z',
      EventBusName: 'energy-platform-events',
      Detail: 'not parsed here',
    };
    expect(toEnvelope('eventbridge-entry', entry, detail)).toEqual(envelope);
  });

  test.each([
    ['not JSON', '{"id":', /Detail is not JSON/],
    ['JSON null', 'null', /Detail is not a JSON object/],
    ['a JSON array', '[]', /Detail is not a JSON object/],
    ['missing', undefined, /Detail is not a string/],
  ])(
    'a PutEvents entry whose Detail is %s, given without the validator: a TypeError naming Detail',
    (_, text, message) => {
      const entry = {
        Source: 'energy-platform',
        DetailType: 'account.created',
        Time: '2024-05-01T09:30:00Z',
        Detail: text,
      };
      expect(() => toEnvelope('eventbridge-entry', entry)).toThrow(TypeError);
      expect(() => toEnvelope('eventbridge-entry', entry)).toThrow(message);
    },
  );
});

describe('eventIdOf', () => {
  test.each<[string, unknown, string | undefined]>([
    ['an envelope', envelope, envelope.id],
    [
      "an EventBridge event: the detail id, not EventBridge's",
      { id: 'eventbridge-own-id', detail: { id: 'ours' } },
      'ours',
    ],
    ['a PutEvents entry', { Detail: '{"id":"ours"}' }, 'ours'],
    ['a PutEvents entry whose Detail is not JSON', { Detail: '{oops' }, undefined],
    ['a number id', { id: 7 }, undefined],
    ['not an object', 'text', undefined],
  ])('%s', (_name, event, want) => {
    expect(eventIdOf(event)).toBe(want);
  });
});

describe("eventIdOf with the validator's reading of the event", () => {
  test.each<[string, unknown, Parameters<typeof eventIdOf>[1], string | undefined]>([
    [
      'a PutEvents entry: the id of the parsed Detail, the string not parsed again',
      { Detail: 'not parsed here' },
      { format: 'eventbridge-entry', detail: { id: 'ours' } },
      'ours',
    ],
    ['a PutEvents entry whose Detail was not JSON', { Detail: '{oops' }, { format: 'eventbridge-entry' }, undefined],
    [
      'a PutEvents entry whose Detail holds no string id',
      { Detail: '[]' },
      { format: 'eventbridge-entry', detail: [] },
      undefined,
    ],
    ['another format: read from the event', envelope, { format: 'envelope' }, envelope.id],
  ])('%s', (_name, event, validated, want) => {
    expect(eventIdOf(event, validated)).toBe(want);
  });
});
