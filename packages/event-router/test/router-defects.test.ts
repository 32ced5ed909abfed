// The router's promises to an SQS consumer, each once broken: every failed or lost record is named
// in batchItemFailures (also without a usable messageId), invalid records can be reported on
// request, handle() never rejects whatever the input or the error, a failure message carries one
// label, and a handler that never settles is cut off by the optional timeout.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createEventRouter } from '../src/index.js';
import { sqsRecord } from './helpers/aws.js';

const ID = '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f';
const created = (account = 'A-1A2B3C4D'): Record<string, unknown> => ({
  id: ID,
  event_type: 'account.created',
  payload_version: 'v1',
  source: 'energy-platform',
  occurred_at: '2024-05-01T09:30:00Z',
  payload: { account_number: account, account_user_emails: [] },
});
const throwing = () =>
  createEventRouter().on('account.created', 'v1', () => {
    throw new Error('down');
  });

describe('every failed record is named in batchItemFailures', () => {
  test.each<[string, unknown]>([
    ['missing', undefined],
    ['a number', 42],
    ['null', null],
    ['an empty string', ''],
  ])('a record whose messageId is %s is named by its place in the batch', async (_name, messageId) => {
    const bad = { ...sqsRecord(created()), messageId };
    if (messageId === undefined) delete bad.messageId;
    const result = await throwing().handle({ Records: [sqsRecord(created(), 'ok-1'), bad] });
    expect(result.outcomes.map((o) => o.status)).toEqual(['failed', 'failed']);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'ok-1' }, { itemIdentifier: '#/Records/1' }]);
    expect(result.outcomes[1]!.itemIdentifier).toBe('#/Records/1');
  });

  test('a batch entry that is no record at all, whose onInvalid throws, is named too', async () => {
    const router = createEventRouter().onInvalid(() => {
      throw new Error('to the DLQ');
    });
    const result = await router.handle({ Records: [42, 'text'] });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '#/Records/0' }, { itemIdentifier: '#/Records/1' }]);
  });

  test('an array of SQS records without messageIds: named by their index', async () => {
    const records = [sqsRecord(created()), sqsRecord(created())].map(({ messageId: _m, ...rest }) => rest);
    const result = await throwing().handle(records);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '#/0' }, { itemIdentifier: '#/1' }]);
  });
});

describe('reportInvalid', () => {
  const batch = () => ({
    Records: [
      sqsRecord(created(), 'valid-1'),
      sqsRecord({ ...created(), payload: { account_number: 5 } }, 'invalid-1'),
      { ...sqsRecord(created(), 'unparseable-1'), body: '{oops' },
      sqsRecord({ ...created(), event_type: 'account.exploded' }, 'unknown-1'),
    ],
  });

  test('absent: invalid and unparseable records are acknowledged (not in batchItemFailures)', async () => {
    const result = await createEventRouter()
      .on('account.created', 'v1', () => undefined)
      .handle(batch());
    expect(result.outcomes.map((o) => o.status)).toEqual(['handled', 'invalid', 'invalid', 'unknown']);
    expect(result.batchItemFailures).toEqual([]);
  });

  test('true: invalid and unparseable records are reported as batch item failures; unknown ones are not', async () => {
    const result = await createEventRouter({ reportInvalid: true })
      .on('account.created', 'v1', () => undefined)
      .handle(batch());
    expect(result.outcomes.map((o) => o.status)).toEqual(['handled', 'invalid', 'invalid', 'unknown']);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'invalid-1' }, { itemIdentifier: 'unparseable-1' }]);
    expect(result.failed).toEqual([]);
  });

  test('a value that is not a boolean is refused, naming the option', () => {
    expect(() => createEventRouter({ reportInvalid: 'yes' as unknown as boolean })).toThrow(
      'createEventRouter: options.reportInvalid must be a boolean (got string)',
    );
  });
});

describe('strict and the options object', () => {
  test.each<[unknown, string]>([
    ['true', 'string'],
    [1, 'number'],
    [null, 'null'],
  ])('strict: %j is refused, naming the option, instead of silently validating tolerantly', (strict, got) => {
    expect(() => createEventRouter({ strict: strict as boolean })).toThrow(
      new TypeError(`createEventRouter: options.strict must be a boolean (got ${got})`),
    );
  });

  test('options that are not an object are refused, naming them', () => {
    expect(() => createEventRouter(null as never)).toThrow(
      new TypeError('createEventRouter: options must be an object (got null)'),
    );
    expect(() => createEventRouter('strict' as never)).toThrow(
      new TypeError('createEventRouter: options must be an object (got string)'),
    );
  });

  test('strict: true still refuses an unknown payload field, strict: false accepts it', async () => {
    const event = { ...created(), payload: { ...(created().payload as object), extra: 1 } };
    expect((await createEventRouter({ strict: true }).handle(event)).outcomes[0]!.status).toBe('invalid');
    expect((await createEventRouter({ strict: false }).handle(event)).outcomes[0]!.status).toBe('ignored');
  });
});

describe('a failure message names its handler once', () => {
  test.each<[string, () => ReturnType<typeof createEventRouter>, unknown, string]>([
    [
      'an unnamed handler',
      () =>
        createEventRouter().on('account.created', 'v1', () => {
          throw new Error('down');
        }),
      created(),
      `account.created v1 handler #1 (event ${ID}) threw: down`,
    ],
    [
      'a named handler',
      () =>
        createEventRouter().on('account.created', 'v1', function sendWelcome() {
          throw new Error('down');
        }),
      created(),
      `handler sendWelcome for account.created v1 (event ${ID}) threw: down`,
    ],
    [
      'an unnamed onInvalid handler',
      () =>
        createEventRouter().onInvalid(() => {
          throw new Error('down');
        }),
      { ...created(), payload: {} },
      `onInvalid handler #1 for account.created v1 (event ${ID}) threw: down`,
    ],
  ])('%s', async (_name, make, input, message) => {
    const result = await make().handle(input);
    expect(result.outcomes[0]!.failures.map((f) => f.message)).toEqual([message]);
  });
});

describe('handle() never rejects', () => {
  const hostileError = () => {
    const error = new Error('x');
    Object.defineProperty(error, 'message', {
      get() {
        throw new Error('no message for you');
      },
    });
    return error;
  };
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const trap = new Proxy(
    {},
    {
      get() {
        throw new Error('trap');
      },
      has() {
        throw new Error('trap');
      },
      ownKeys() {
        throw new Error('trap');
      },
      getOwnPropertyDescriptor() {
        throw new Error('trap');
      },
    },
  );
  const getter = Object.defineProperty({}, 'Records', {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });
  const recordGetter = Object.defineProperty({ eventSource: 'aws:sqs', messageId: 'm-1' }, 'body', {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });
  const eventGetter = Object.defineProperty({ ...created() }, 'payload', {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });

  test.each<[string, unknown]>([
    ['a Proxy whose traps throw', trap],
    ['a revoked Proxy', revoked()],
    ['a throwing Records getter', getter],
    ['a record whose body getter throws', { Records: [recordGetter] }],
    ['an event whose payload getter throws', eventGetter],
    ['a batch holding a trap Proxy', [trap, created()]],
  ])('%s: an invalid outcome, no rejection', async (_name, input) => {
    const result = await createEventRouter({ reportInvalid: true })
      .on('account.created', 'v1', () => undefined)
      .handle(input);
    expect(result.outcomes.length).toBeGreaterThan(0);
    expect(result.outcomes[0]!.status).toBe('invalid');
    expect(result.outcomes[0]!.validationErrors![0]!.message).toMatch(/could not be read/);
  });

  test('the record whose body getter throws is named in batchItemFailures under reportInvalid', async () => {
    const result = await createEventRouter({ reportInvalid: true }).handle({ Records: [recordGetter] });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-1' }]);
  });

  test('an Error whose message getter throws, thrown or rejected by a handler: failed, described', async () => {
    const reported: string[] = [];
    const router = createEventRouter()
      .on('account.created', 'v1', function sync() {
        throw hostileError();
      })
      .on('account.created', 'v1', async function rejects() {
        throw hostileError();
      })
      .onError((f) => void reported.push(f.message));
    const result = await router.handle(created());
    expect(result.outcomes[0]!.status).toBe('failed');
    expect(reported).toEqual([
      `handler sync for account.created v1 (event ${ID}) threw: (an Error whose message cannot be read)`,
      `handler rejects for account.created v1 (event ${ID}) threw: (an Error whose message cannot be read)`,
    ]);
  });

  test('a thrown value that cannot be turned into text', async () => {
    const router = createEventRouter().on('account.created', 'v1', function odd() {
      throw Object.create(null, { toJSON: { value: () => 1n } });
    });
    const result = await router.handle(created());
    expect(result.outcomes[0]!.failures[0]!.message).toBe(
      `handler odd for account.created v1 (event ${ID}) threw: (a value that cannot be described)`,
    );
  });
});

describe('handlerTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('a handler that never settles fails after the timeout, and the batch goes on', async () => {
    vi.useFakeTimers();
    const after = vi.fn();
    const router = createEventRouter({ handlerTimeout: 1000 })
      .on('account.created', 'v1', function hangs(payload) {
        if (payload.account_number === 'A-00000001') return new Promise(() => undefined);
        return undefined;
      })
      .on('account.created', 'v1', after);
    const pending = router.handle({
      Records: [sqsRecord(created('A-00000001'), 'hang-1'), sqsRecord(created('A-00000002'), 'ok-1')],
    });
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.outcomes.map((o) => o.status)).toEqual(['failed', 'handled']);
    expect(result.outcomes[0]!.failures[0]!.message).toBe(
      `handler hangs for account.created v1 (event ${ID}) threw: did not settle within 1000 ms (handlerTimeout)`,
    );
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'hang-1' }]);
    expect(after).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a handler that settles in time leaves no timer behind', async () => {
    vi.useFakeTimers();
    const router = createEventRouter({ handlerTimeout: 1000 }).on(
      'account.created',
      'v1',
      () => new Promise((resolve) => setTimeout(resolve, 500)),
    );
    const pending = router.handle(created());
    await vi.advanceTimersByTimeAsync(500);
    expect((await pending).outcomes[0]!.status).toBe('handled');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('above the longest timer (2^31 - 1 ms) it is refused, naming the option, instead of failing handlers after 1 ms', async () => {
    expect(() => createEventRouter({ handlerTimeout: 2 ** 31 })).toThrow(
      new TypeError(
        'createEventRouter: options.handlerTimeout must be a positive finite number of milliseconds, at most 2147483647 (got 2147483648)',
      ),
    );
    vi.useFakeTimers();
    const router = createEventRouter({ handlerTimeout: 2 ** 31 - 1 }).on(
      'account.created',
      'v1',
      () => new Promise((resolve) => setTimeout(resolve, 10)),
    );
    const pending = router.handle(created());
    await vi.advanceTimersByTimeAsync(10);
    expect((await pending).outcomes[0]!.status).toBe('handled');
  });

  test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '5'])('%s is refused, naming the option', (value) => {
    expect(() => createEventRouter({ handlerTimeout: value as number })).toThrow(
      /^createEventRouter: options\.handlerTimeout must be a positive finite number of milliseconds/,
    );
  });
});
