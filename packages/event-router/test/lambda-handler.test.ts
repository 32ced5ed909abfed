// examples/lambda-handler.ts, fed what `energy-mock-server events --format eventbridge` writes,
// as EventBridge delivers it to a Lambda target, and as an SQS batch.
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { handler, sqsHandler } from '../examples/lambda-handler.js';
import { eventBridgeEvent, mockEvents, sqsRecord, type PutEventsEntry } from './helpers/aws.js';

let entries: PutEventsEntry[];
beforeAll(async () => {
  entries = (await mockEvents([
    '--format',
    'eventbridge',
    '--now',
    '2025-01-15T12:00:00Z',
    '--count',
    '2',
  ])) as PutEventsEntry[];
}, 60_000);
afterEach(() => {
  vi.restoreAllMocks();
});

const version = (e: PutEventsEntry): string => (JSON.parse(e.Detail) as { payload_version: string }).payload_version;

describe('the Lambda handler of the example', () => {
  test('every event of the mock: the handled ones logged, the others ignored, none failed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(entries.length).toBeGreaterThanOrEqual(2 * 265);
    // The handled types, and every tenth of the others: each other type is ignored the same way (the
    // router's own tests and the contract suites cover every payload version).
    const handled = (e: PutEventsEntry): boolean =>
      (e.DetailType === 'account.created' && version(e) === 'v1') || e.DetailType === 'agreement.revoked';
    const sample = entries.filter((e, i) => handled(e) || i % 10 === 0);
    const statuses: Record<string, number> = {};
    for (const entry of sample) {
      const { status } = await handler(eventBridgeEvent(entry));
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    // The example handles account.created v1 and every version of agreement.revoked: --count 2 gives
    // two events of each.
    const welcomes = entries.filter((e) => e.DetailType === 'account.created' && version(e) === 'v1').length;
    const revocations = entries.filter((e) => e.DetailType === 'agreement.revoked').length;
    expect(welcomes).toBe(2);
    expect(revocations).toBeGreaterThanOrEqual(4);
    expect(statuses).toEqual({ handled: welcomes + revocations, ignored: sample.length - welcomes - revocations });
    const lines = log.mock.calls.map((c) => String(c[0]));
    expect(lines.filter((l) => l.startsWith('welcome A-'))).toHaveLength(welcomes);
    expect(lines.filter((l) => /^agreement \d+ revoked \((A-\w+|unknown account)\)$/.test(l))).toHaveLength(
      revocations,
    );
  });

  test('an invalid event is reported to onInvalid, and an unknown one to onUnknown; neither throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const entry = entries.find((e) => e.DetailType === 'account.created')!;
    const broken = eventBridgeEvent(entry);
    (broken.detail as { payload: Record<string, unknown> }).payload.account_number = 42;
    expect(await handler(broken)).toEqual({ status: 'invalid' });
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^invalid account\.created [0-9a-f-]{36}: \/detail\/payload\/account_number must be a string \(got number\)$/,
    );
    expect(await handler({ ...eventBridgeEvent(entry), 'detail-type': 'account.teleported' })).toEqual({
      status: 'unknown',
    });
    expect(String(info.mock.calls[0]![0])).toBe('no schema for account.teleported v1: skipped');
  });

  test('a record whose body is not JSON is logged by its messageId, not as "undefined"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const record = { ...sqsRecord({}, 'unreadable-1'), body: '{oops' };
    expect(await sqsHandler({ Records: [record] })).toEqual({ batchItemFailures: [] });
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^invalid event unreadable-1: \/body is not JSON \(.+\)$/),
    ]);
  });

  test('a failing handler makes the EventBridge target throw (Lambda retries), and the SQS consumer name the record', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {
      throw new Error('log sink unavailable');
    });
    const created = entries.filter((e) => e.DetailType === 'account.created').map(eventBridgeEvent);
    await expect(handler(created[0])).rejects.toThrow(
      /^account\.created v1 handler #1 \(event [0-9a-f-]{36}\) threw: log sink unavailable$/,
    );
    const other = eventBridgeEvent(entries.find((e) => e.DetailType === 'account.occupied')!);
    const result = await sqsHandler({ Records: [sqsRecord(other, 'ok-1'), sqsRecord(created[1], 'fail-1')] });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'fail-1' }] });
  });
});
