// The retry policy and timeouts, with a scripted fetch and fake timers: which answers are retried,
// how long the client waits (Retry-After in seconds or as an HTTP date, or the deterministic
// backoff), and the bounds.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EnergyClientError, NetworkError, TimeoutError } from '../src/errors.js';
import { createTransport, infoOf, type RetryOptions } from '../src/transport.js';

/** A fetch that answers from a script and records when each request arrived (the fake clock). */
function scripted(answers: { status: number; retryAfter?: string }[]): {
  fetch: (r: Request) => Promise<Response>;
  times: number[];
} {
  const times: number[] = [];
  let i = 0;
  return {
    times,
    fetch: async () => {
      times.push(Date.now());
      const a = answers[Math.min(i++, answers.length - 1)]!;
      return Response.json(
        { detail: `answer ${i}` },
        { status: a.status, headers: a.retryAfter === undefined ? {} : { 'retry-after': a.retryAfter } },
      );
    },
  };
}

describe('createTransport retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const cases: [
    string,
    {
      answers: { status: number; retryAfter?: string }[];
      retry?: RetryOptions | false;
      status: number;
      attempts: number;
      /** The waits between the attempts, in ms of the fake clock. */
      waits: number[];
    },
  ][] = [
    ['a 200 is returned at once', { answers: [{ status: 200 }], status: 200, attempts: 1, waits: [] }],
    ['a 500 is not retried', { answers: [{ status: 500 }, { status: 200 }], status: 500, attempts: 1, waits: [] }],
    ['a 404 is not retried', { answers: [{ status: 404 }, { status: 200 }], status: 404, attempts: 1, waits: [] }],
    [
      '429 then 200, Retry-After: 0',
      { answers: [{ status: 429, retryAfter: '0' }, { status: 200 }], status: 200, attempts: 2, waits: [0] },
    ],
    [
      '503 twice then 200',
      {
        answers: [{ status: 503, retryAfter: '0' }, { status: 503, retryAfter: '0' }, { status: 200 }],
        status: 200,
        attempts: 3,
        waits: [0, 0],
      },
    ],
    [
      'no Retry-After: the backoff (20 ms, then 40 ms)',
      {
        answers: [{ status: 429 }, { status: 429 }, { status: 200 }],
        retry: { baseDelayMs: 20 },
        status: 200,
        attempts: 3,
        waits: [20, 40],
      },
    ],
    [
      'Retry-After: 1 is waited for',
      { answers: [{ status: 429, retryAfter: '1' }, { status: 200 }], status: 200, attempts: 2, waits: [1_000] },
    ],
    [
      'maxRetries spent: the last 429 is returned',
      {
        answers: [{ status: 429, retryAfter: '0' }],
        retry: { maxRetries: 2 },
        status: 429,
        attempts: 3,
        waits: [0, 0],
      },
    ],
    [
      'a Retry-After above maxDelayMs is not waited for',
      { answers: [{ status: 429, retryAfter: '60' }, { status: 200 }], status: 429, attempts: 1, waits: [] },
    ],
    [
      'the total budget ends the retries',
      {
        answers: [{ status: 503 }],
        retry: { baseDelayMs: 30, maxTotalDelayMs: 100 },
        status: 503,
        attempts: 3,
        waits: [30, 60],
      },
    ],
    [
      'a Retry-After beyond the longest timer (30 days) is waited for in full when maxDelayMs allows it',
      {
        answers: [{ status: 503, retryAfter: '2592000' }, { status: 200 }],
        retry: { maxDelayMs: 1e13, maxTotalDelayMs: 1e13 },
        status: 200,
        attempts: 2,
        waits: [2_592_000_000],
      },
    ],
    [
      'retry: false',
      {
        answers: [{ status: 429, retryAfter: '0' }, { status: 200 }],
        retry: false,
        status: 429,
        attempts: 1,
        waits: [],
      },
    ],
    [
      'statuses chosen by the caller',
      {
        answers: [{ status: 502 }, { status: 200 }],
        retry: { statuses: [502], baseDelayMs: 1 },
        status: 200,
        attempts: 2,
        waits: [1],
      },
    ],
  ];
  test.each(cases)('%s', async (_name, { answers, retry, status, attempts, waits }) => {
    const server = scripted(answers);
    const send = createTransport({ fetch: server.fetch, retry });
    const pending = send(new Request('https://api.example/v1/products/'));
    await vi.runAllTimersAsync();
    const response = await pending;
    expect(response.status).toBe(status);
    expect(server.times).toHaveLength(attempts);
    expect(infoOf(response)).toMatchObject({ url: 'https://api.example/v1/products/', attempts });
    expect(server.times.slice(1).map((t, i) => t - server.times[i]!)).toEqual(waits);
  });

  test('an abort during a wait rejects at once with the reason', async () => {
    const server = scripted([{ status: 429, retryAfter: '5' }]);
    const controller = new AbortController();
    const send = createTransport({ fetch: server.fetch });
    let outcome: unknown = 'pending';
    send(new Request('https://api.example/v1/products/', { signal: controller.signal })).then(
      () => {
        outcome = 'resolved';
      },
      (error: unknown) => {
        outcome = error;
      },
    );
    await vi.advanceTimersByTimeAsync(20);
    expect(outcome).toBe('pending');
    expect(vi.getTimerCount()).toBe(1);
    controller.abort(new Error('stop'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toEqual(new Error('stop'));
    // The 5 s wait was cancelled, not left to run out.
    expect(vi.getTimerCount()).toBe(0);
    expect(server.times).toEqual([server.times[0]]);
  });

  test('timeoutMs: an attempt without headers in time is a TimeoutError naming the URL', async () => {
    const send = createTransport({
      timeoutMs: 30,
      fetch: (r) =>
        new Promise((_resolve, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason))),
    });
    let error: unknown = 'pending';
    void send(new Request('https://api.example/v1/products/')).catch((e: unknown) => {
      error = e;
    });
    await vi.advanceTimersByTimeAsync(29);
    expect(error).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('GET https://api.example/v1/products/: no response within 30 ms');
    expect(vi.getTimerCount()).toBe(0);
  });

  test.each<[RetryOptions, RegExp]>([
    [{ maxRetries: -1 }, /^retry\.maxRetries: expected a number >= 0, got -1$/],
    [{ maxDelayMs: Number.NaN }, /^retry\.maxDelayMs/],
    [{ baseDelayMs: Number.POSITIVE_INFINITY }, /^retry\.baseDelayMs/],
  ])('bad retry options are TypeErrors naming the option: %j', (retry, message) => {
    expect(() => createTransport({ retry })).toThrow(message);
  });
});

describe('timeoutMs values', () => {
  test('a fractional timeoutMs is honoured (rounded up), not a RangeError', async () => {
    const send = createTransport({ timeoutMs: 1500.5, fetch: async () => Response.json({}) });
    expect((await send(new Request('https://api.example/v1/products/'))).status).toBe(200);
  });

  test('a timeoutMs beyond the longest timer is a TypeError naming it, not a timeout after 1 ms', async () => {
    expect(() => createTransport({ timeoutMs: 2 ** 31 })).toThrow(
      new TypeError('timeoutMs: expected a number > 0 and at most 2147483647 (the longest timer), got 2147483648'),
    );
    expect(() => createTransport({ timeoutMs: 5e9 })).toThrow(/^timeoutMs: /);
    // The longest timer itself is a real limit: the attempt's signal is still live after a later timer fired.
    const send = createTransport({
      timeoutMs: 2 ** 31 - 1,
      fetch: async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return Response.json({ aborted: r.signal.aborted });
      },
    });
    expect(await (await send(new Request('https://api.example/v1/products/'))).json()).toEqual({ aborted: false });
  });
});

describe('network failures', () => {
  const refused = () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    return new TypeError('fetch failed', { cause });
  };

  test('a fetch that rejects becomes a NetworkError with the failure as its cause', async () => {
    const error = refused();
    const send = createTransport({ fetch: () => Promise.reject(error), retry: false });
    const thrown = await send(new Request('http://127.0.0.1:9/v1/products/')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(NetworkError);
    expect(thrown).toBeInstanceOf(EnergyClientError);
    expect(thrown).toMatchObject({
      kind: 'network',
      method: 'GET',
      url: 'http://127.0.0.1:9/v1/products/',
      cause: error,
      message:
        'GET http://127.0.0.1:9/v1/products/: no answer from the server (fetch failed: connect ECONNREFUSED 127.0.0.1:9)',
    });
  });

  test("the caller's own abort is passed through as it is, not called a network failure", async () => {
    const controller = new AbortController();
    const send = createTransport({
      fetch: (r) =>
        new Promise((_resolve, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason))),
      retry: false,
    });
    const pending = send(new Request('http://127.0.0.1:9/v1/products/', { signal: controller.signal }));
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow(/^stop$/);
  });

  test('a cause whose message cannot be read still gives a message', async () => {
    const odd = Object.defineProperty(new Error(), 'message', {
      get() {
        throw new Error('no');
      },
    });
    const send = createTransport({ fetch: () => Promise.reject(odd), retry: false });
    await expect(send(new Request('http://127.0.0.1:9/'))).rejects.toThrow(
      'GET http://127.0.0.1:9/: no answer from the server (an error without a readable message)',
    );
  });
});
