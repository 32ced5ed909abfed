// The router over the whole catalogue in every delivery shape, then its rules one by one: order
// of handlers, failures isolated and reported with the event's id, unknown and invalid events,
// strict validation, partial batch failures.
import type { PlatformEvent } from '@energy-contracts/types/events';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import {
  createEventRouter,
  type EventOutcome,
  type HandlerFailure,
  type InvalidEvent,
  type UnknownEvent,
} from '../src/index.js';
import {
  eventBridgeEvent,
  mockEvents,
  snsNotification,
  snsRecord,
  sqsRecord,
  type PutEventsEntry,
} from './helpers/aws.js';

const NOW = '2025-01-15T12:00:00Z';
let envelopes: PlatformEvent[];
let cloudEvents: Record<string, unknown>[];
let entries: PutEventsEntry[];
beforeAll(async () => {
  [envelopes, cloudEvents, entries] = (await Promise.all(
    ['envelope', 'cloudevents', 'eventbridge'].map((format) =>
      mockEvents(['--format', format, '--now', NOW, '--seed', 'router']),
    ),
  )) as [PlatformEvent[], Record<string, unknown>[], PutEventsEntry[]];
}, 60_000);

const created = (overrides: Partial<Record<string, unknown>> = {}): Record<string, unknown> => ({
  id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
  event_type: 'account.created',
  payload_version: 'v1',
  source: 'energy-platform',
  occurred_at: '2024-05-01T09:30:00Z',
  payload: { account_number: 'A-1A2B3C4D', account_user_emails: ['a@example.com'] },
  ...overrides,
});

describe('every event of the catalogue, in every delivery shape, reaches its handler as the same envelope', () => {
  const shapes: [string, (i: number) => unknown][] = [
    ['project envelope', (i) => envelopes[i]],
    ['CloudEvent', (i) => cloudEvents[i]],
    ['EventBridge PutEvents entry', (i) => entries[i]],
    ['EventBridge event (Lambda target)', (i) => eventBridgeEvent(entries[i]!)],
    ['SQS record of an EventBridge event', (i) => sqsRecord(eventBridgeEvent(entries[i]!), `m-${i}`)],
    ['SNS record of an envelope', (i) => snsRecord(envelopes[i], `m-${i}`)],
    ['SQS record of an SNS notification of a CloudEvent', (i) => sqsRecord(snsNotification(cloudEvents[i]), `m-${i}`)],
  ];
  test.each(shapes)(
    '%s (a Lambda batch of one event per payload version of the catalogue)',
    async (_name, shape) => {
      expect(envelopes.length).toBeGreaterThanOrEqual(265);
      const seen: unknown[] = [];
      const router = createEventRouter({ strict: true });
      for (const type of new Set(envelopes.map((e) => e.event_type)))
        router.on(type, '*', (_payload, envelope) => void seen.push(envelope));
      const result = await router.handle({ Records: envelopes.map((_e, i) => shape(i)) });
      expect(result.outcomes.filter((o) => o.status !== 'handled')).toEqual([]);
      expect(seen).toEqual(envelopes);
      expect(result.outcomes.map((o) => o.id)).toEqual(envelopes.map((e) => e.id));
      expect(result.batchItemFailures).toEqual([]);
    },
    30_000,
  );
});

describe('dispatch', () => {
  test('handlers run in registration order, exact versions and "*" interleaved; payload and envelope are the event', async () => {
    const calls: string[] = [];
    const router = createEventRouter()
      .on('account.created', '*', function first() {
        calls.push('first *');
      })
      .on('account.created', 'v1', async (payload, envelope, delivery) => {
        await new Promise((r) => setTimeout(r, 5));
        calls.push(`second v1 ${payload.account_number} ${envelope.id} ${delivery.format} ${delivery.transport}`);
      })
      .on('agreement.revoked', 'v2', () => void calls.push('never'))
      .on('account.created', '*', () => void calls.push('third *'));
    const result = await router.handle(created());
    expect(calls).toEqual([
      'first *',
      'second v1 A-1A2B3C4D 0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f envelope direct',
      'third *',
    ]);
    expect(result.outcomes).toEqual([
      expect.objectContaining({
        index: 0,
        status: 'handled',
        handlers: 3,
        eventType: 'account.created',
        payloadVersion: 'v1',
        format: 'envelope',
        id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
      }),
    ]);
  });

  test("without failures, an outcome's failures are one shared frozen empty array (no allocation per event)", async () => {
    const router = createEventRouter().on('account.created', 'v1', () => undefined);
    const [a, b] = [await router.handle(created()), await router.handle(created())];
    expect(a.outcomes[0]!.failures).toEqual([]);
    expect(Object.isFrozen(a.outcomes[0]!.failures)).toBe(true);
    expect(a.outcomes[0]!.failures).toBe(b.outcomes[0]!.failures);
  });

  test("a result's failed and batchItemFailures are its own arrays, which the caller may add to, also when empty", async () => {
    const router = createEventRouter().on('account.created', 'v1', () => undefined);
    const [a, b] = [await router.handle(created()), await router.handle(created())];
    expect([a.failed, a.batchItemFailures]).toEqual([[], []]);
    // A Lambda that reports records of its own beside the router's.
    a.batchItemFailures.push({ itemIdentifier: 'own-1' });
    a.failed.push(a.outcomes[0]!);
    expect([b.failed, b.batchItemFailures]).toEqual([[], []]);
  });

  test('a valid event without a handler is ignored, not failed', async () => {
    const result = await createEventRouter()
      .on('agreement.revoked', 'v1', () => undefined)
      .handle(created());
    expect(result.outcomes[0]).toMatchObject({ status: 'ignored', handlers: 0 });
    expect(result.failed).toEqual([]);
  });

  test('a handler registered for v1 does not see v2', async () => {
    const v1 = vi.fn();
    const v2 = vi.fn();
    const router = createEventRouter().on('agreement.revoked', 'v1', v1).on('agreement.revoked', 'v2', v2);
    await router.handle({
      ...created(),
      event_type: 'agreement.revoked',
      payload_version: 'v2',
      payload: { agreement_id: 7, account_number: 'A-1A2B3C4D' },
    });
    expect(v1).not.toHaveBeenCalled();
    expect(v2).toHaveBeenCalledTimes(1);
  });

  test('registration names the typo: unknown type or version', () => {
    const router = createEventRouter();
    expect(() => router.on('acount.created' as 'account.created', 'v1', () => undefined)).toThrow(
      'on: unknown event type "acount.created"',
    );
    expect(() => router.on('agreement.revoked', 'v3' as 'v1', () => undefined)).toThrow(
      'on: event type agreement.revoked has no payload version "v3"; known versions: v1, v2, or \'*\'',
    );
    expect(() => router.on('agreement.revoked', 'v1', 'nope' as never)).toThrow(
      'on: the handler of agreement.revoked v1 must be a function',
    );
  });
});

describe('failures', () => {
  test('an error in one handler is reported with the event id and does not stop the others', async () => {
    const reported: HandlerFailure[] = [];
    const after = vi.fn();
    const router = createEventRouter()
      .on('account.created', 'v1', function sendWelcome() {
        throw new Error('mail server down');
      })
      .on('account.created', 'v1', async () => Promise.reject(new Error('second one too')))
      .on('account.created', '*', after)
      .onError((failure) => void reported.push(failure));
    const result = await router.handle(created());
    expect(after).toHaveBeenCalledTimes(1);
    const [outcome] = result.outcomes as [EventOutcome];
    expect(outcome.status).toBe('failed');
    expect(outcome.handlers).toBe(3);
    expect(outcome.failures.map((f) => f.message)).toEqual([
      'handler sendWelcome for account.created v1 (event 0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f) threw: mail server down',
      'account.created v1 handler #2 (event 0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f) threw: second one too',
    ]);
    expect(reported).toEqual(outcome.failures);
    expect(result.failed).toEqual([outcome]);
  });

  test('a batch of SQS records: every record is handled, failures are named by messageId', async () => {
    const router = createEventRouter().on('account.created', 'v1', (payload) => {
      if (payload.account_number === 'A-00000002') throw new Error('bad luck');
    });
    const records = [1, 2, 3].map((i) =>
      sqsRecord(created({ payload: { account_number: `A-0000000${i}`, account_user_emails: [] } }), `msg-${i}`),
    );
    const result = await router.handle({ Records: records });
    expect(result.outcomes.map((o) => [o.itemIdentifier, o.status])).toEqual([
      ['msg-1', 'handled'],
      ['msg-2', 'failed'],
      ['msg-3', 'handled'],
    ]);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'msg-2' }]);
  });

  test('an onError that throws does not hide the failure', async () => {
    const router = createEventRouter()
      .on('account.created', 'v1', () => {
        throw 'a string';
      })
      .onError(() => {
        throw new Error('reporter broken');
      });
    const result = await router.handle(created());
    expect(result.outcomes[0]!.failures[0]!.message).toMatch(/threw: a string$/);
  });
});

describe('unknown and invalid events', () => {
  test.each([
    ['a type the catalogue does not have', created({ event_type: 'account.exploded' }), 'account.exploded', 'v1'],
    ['a version the type does not have', created({ payload_version: 'v9' }), 'account.created', 'v9'],
  ])('%s goes to onUnknown, not to the handlers', async (_name, event, type, version) => {
    const unknown: UnknownEvent[] = [];
    const handler = vi.fn();
    const router = createEventRouter()
      .on('account.created', '*', handler)
      .onUnknown((e) => void unknown.push(e));
    const result = await router.handle(event);
    expect(handler).not.toHaveBeenCalled();
    expect(result.outcomes[0]).toMatchObject({
      status: 'unknown',
      eventType: type,
      payloadVersion: version,
      handlers: 1,
    });
    expect(unknown).toEqual([
      expect.objectContaining({
        id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
        eventType: type,
        payloadVersion: version,
        format: 'envelope',
        raw: event,
      }),
    ]);
  });

  test('an invalid payload goes to onInvalid with the validator errors; handlers never see it', async () => {
    const invalid: InvalidEvent[] = [];
    const handler = vi.fn();
    const router = createEventRouter()
      .on('account.created', 'v1', handler)
      .onInvalid((e) => void invalid.push(e));
    const result = await router.handle(created({ payload: { account_number: 5 } }));
    expect(handler).not.toHaveBeenCalled();
    expect(result.outcomes[0]!.status).toBe('invalid');
    expect(invalid[0]!.errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/payload/account_number', '/payload/account_user_emails']),
    );
    expect(result.batchItemFailures).toEqual([]);
  });

  test('an invalid envelope field (id not a uuid) is invalid too', async () => {
    const result = await createEventRouter().handle(created({ id: 'not-a-uuid' }));
    expect(result.outcomes[0]).toMatchObject({ status: 'invalid', id: 'not-a-uuid' });
    expect(result.outcomes[0]!.validationErrors![0]!.path).toBe('/id');
  });

  test('tolerant by default, strict on request', async () => {
    const extra = created({ payload: { account_number: 'A-1A2B3C4D', account_user_emails: [], surprise: true } });
    expect(
      (
        await createEventRouter()
          .on('account.created', 'v1', () => undefined)
          .handle(extra)
      ).outcomes[0]!.status,
    ).toBe('handled');
    const strict = await createEventRouter({ strict: true })
      .on('account.created', 'v1', () => undefined)
      .handle(extra);
    expect(strict.outcomes[0]!.status).toBe('invalid');
    expect(strict.outcomes[0]!.validationErrors!.map((e) => e.path)).toContain('/payload/surprise');
  });

  test('throwing in onInvalid reports the record as failed (so a queue can move it to its dead-letter queue)', async () => {
    const router = createEventRouter().onInvalid(() => {
      throw new Error('to the DLQ');
    });
    const result = await router.handle({ Records: [sqsRecord({ nonsense: true }, 'bad-1')] });
    expect(result.outcomes[0]).toMatchObject({ status: 'failed' });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'bad-1' }]);
  });

  test.each([
    ['an SQS body that is not JSON', { eventSource: 'aws:sqs', messageId: 'm', body: '{oops' }, /^\/body is not JSON/],
    [
      'an SNS message that is not JSON',
      { EventSource: 'aws:sns', Sns: { MessageId: 'm', Message: 'oops' } },
      /^\/Sns\/Message is not JSON/,
    ],
    ['a value that is no event at all', 42, /envelope must be an object/],
  ])('%s is invalid with the reason', async (_name, input, message) => {
    const result = await createEventRouter().handle(input);
    expect(result.outcomes[0]!.status).toBe('invalid');
    expect(result.outcomes[0]!.validationErrors![0]!.message).toMatch(message);
  });
});

// A PutEvents entry's Detail is a JSON string inside the JSON the carrier held: the validator
// parses it (once) and returns what it read, which the mapping and the event id use. Counted by
// spying on JSON.parse and counting the calls that were given each text of the delivery.
describe('each wire message is parsed once per event', () => {
  const ID = '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f';
  const entry = (detail: Record<string, unknown> | string): PutEventsEntry => ({
    Source: 'energy-platform',
    DetailType: 'account.created',
    Time: '2024-05-01T09:30:00Z',
    EventBusName: 'energy-platform-events',
    Detail: typeof detail === 'string' ? detail : JSON.stringify(detail),
  });
  const valid = (): PutEventsEntry => entry({ id: ID, payload_version: 'v1', payload: created().payload });
  /** The texts JSON.parse must see exactly once: an SQS body, an SNS Message, the entry's Detail. */
  const texts = (delivery: Record<string, unknown>, e: PutEventsEntry): string[] => {
    if (typeof delivery.body === 'string') {
      const body = JSON.parse(delivery.body) as Record<string, unknown>;
      return [delivery.body, ...(typeof body.Message === 'string' ? [body.Message] : []), e.Detail];
    }
    const sns = delivery.Sns as Record<string, unknown> | undefined;
    return sns === undefined ? [e.Detail] : [sns.Message as string, e.Detail];
  };
  test.each<
    [
      string,
      () => PutEventsEntry,
      (e: PutEventsEntry) => Record<string, unknown>,
      EventOutcome['status'],
      string | undefined,
    ]
  >([
    ['a valid PutEvents entry, handled', valid, (e) => e as unknown as Record<string, unknown>, 'handled', ID],
    [
      'an entry with an invalid payload (onInvalid)',
      () => entry({ id: ID, payload_version: 'v1', payload: { account_number: 7 } }),
      (e) => e as unknown as Record<string, unknown>,
      'invalid',
      ID,
    ],
    [
      'an entry of a version the catalogue does not have (onUnknown)',
      () => entry({ id: ID, payload_version: 'v99', payload: {} }),
      (e) => e as unknown as Record<string, unknown>,
      'unknown',
      ID,
    ],
    [
      'an entry whose Detail is not JSON (invalid at /Detail)',
      () => entry('{"id": oops'),
      (e) => e as unknown as Record<string, unknown>,
      'invalid',
      undefined,
    ],
    ['an SQS record of a valid entry', valid, (e) => sqsRecord(e, 'm-1'), 'handled', ID],
    [
      'an SQS record of an SNS notification of a valid entry',
      valid,
      (e) => sqsRecord(snsNotification(e), 'm-1'),
      'handled',
      ID,
    ],
    [
      'an SNS record of an entry of an unknown version',
      () => entry({ id: ID, payload_version: 'v99', payload: {} }),
      (e) => snsRecord(e, 'm-1'),
      'unknown',
      ID,
    ],
  ])('%s', async (_name, makeEntry, deliver, status, id) => {
    const e = makeEntry();
    const delivery = deliver(e);
    const seen: string[] = [];
    const router = createEventRouter()
      .on('account.created', '*', (_payload, envelope) => void seen.push(envelope.id))
      .onInvalid((event) => void seen.push(`invalid ${event.id}`))
      .onUnknown((event) => void seen.push(`unknown ${event.id}`));
    const parse = vi.spyOn(JSON, 'parse');
    let result: Awaited<ReturnType<typeof router.handle>>;
    let parsed: unknown[];
    try {
      result = await router.handle({ Records: [delivery] });
    } finally {
      // mockRestore clears the recorded calls: read them first.
      parsed = parse.mock.calls.map(([text]) => text);
      parse.mockRestore();
    }
    const expected = texts(delivery, e);
    expect(expected.map((text) => parsed.filter((p) => p === text).length)).toEqual(expected.map(() => 1));
    expect(result.outcomes[0]).toMatchObject({ status, id });
    expect(seen).toEqual([status === 'handled' ? ID : `${status} ${id}`]);
    if (id === undefined) expect(result.outcomes[0]!.validationErrors!.map((v) => v.path)).toContain('/Detail');
  });
});
