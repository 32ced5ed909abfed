// The retry policy and timeouts, with a scripted fetch: which answers are retried, how long the
// client waits (Retry-After in seconds or as an HTTP date, or the deterministic backoff), and the bounds.
import { describe, expect, test } from 'vitest';
import { TimeoutError } from '../src/errors.js';
import { createTransport, infoOf, type RetryOptions } from '../src/transport.js';

/** A fetch that answers from a script and records when each request arrived. */
function scripted(answers: { status: number; retryAfter?: string }[]): {
  fetch: (r: Request) => Promise<Response>;
  times: number[];
} {
  const times: number[] = [];
  let i = 0;
  return {
    times,
    fetch: async () => {
      times.push(performance.now());
      const a = answers[Math.min(i++, answers.length - 1)]!;
      return Response.json(
        { detail: `answer ${i}` },
        { status: a.status, headers: a.retryAfter === undefined ? {} : { 'retry-after': a.retryAfter } },
      );
    },
  };
}

describe('createTransport retries', () => {
  const cases: [
    string,
    {
      answers: { status: number; retryAfter?: string }[];
      retry?: RetryOptions | false;
      status: number;
      attempts: number;
      minWaitMs?: number;
    },
  ][] = [
    ['a 200 is returned at once', { answers: [{ status: 200 }], status: 200, attempts: 1 }],
    ['a 500 is not retried', { answers: [{ status: 500 }, { status: 200 }], status: 500, attempts: 1 }],
    ['a 404 is not retried', { answers: [{ status: 404 }, { status: 200 }], status: 404, attempts: 1 }],
    [
      '429 then 200, Retry-After: 0',
      { answers: [{ status: 429, retryAfter: '0' }, { status: 200 }], status: 200, attempts: 2 },
    ],
    [
      '503 twice then 200',
      {
        answers: [{ status: 503, retryAfter: '0' }, { status: 503, retryAfter: '0' }, { status: 200 }],
        status: 200,
        attempts: 3,
      },
    ],
    [
      'no Retry-After: the backoff (20 ms, then 40 ms)',
      {
        answers: [{ status: 429 }, { status: 429 }, { status: 200 }],
        retry: { baseDelayMs: 20 },
        status: 200,
        attempts: 3,
        minWaitMs: 55,
      },
    ],
    [
      'Retry-After: 1 is waited for',
      { answers: [{ status: 429, retryAfter: '1' }, { status: 200 }], status: 200, attempts: 2, minWaitMs: 990 },
    ],
    [
      'maxRetries spent: the last 429 is returned',
      { answers: [{ status: 429, retryAfter: '0' }], retry: { maxRetries: 2 }, status: 429, attempts: 3 },
    ],
    [
      'a Retry-After above maxDelayMs is not waited for',
      { answers: [{ status: 429, retryAfter: '60' }, { status: 200 }], status: 429, attempts: 1 },
    ],
    [
      'the total budget ends the retries',
      { answers: [{ status: 503 }], retry: { baseDelayMs: 30, maxTotalDelayMs: 100 }, status: 503, attempts: 3 },
    ],
    [
      'retry: false',
      { answers: [{ status: 429, retryAfter: '0' }, { status: 200 }], retry: false, status: 429, attempts: 1 },
    ],
    [
      'statuses chosen by the caller',
      {
        answers: [{ status: 502 }, { status: 200 }],
        retry: { statuses: [502], baseDelayMs: 1 },
        status: 200,
        attempts: 2,
      },
    ],
  ];
  test.each(cases)('%s', async (_name, { answers, retry, status, attempts, minWaitMs }) => {
    const server = scripted(answers);
    const send = createTransport({ fetch: server.fetch, retry });
    const response = await send(new Request('https://api.example/v1/products/'));
    expect(response.status).toBe(status);
    expect(server.times).toHaveLength(attempts);
    expect(infoOf(response)).toMatchObject({ url: 'https://api.example/v1/products/', attempts });
    if (minWaitMs !== undefined) expect(server.times.at(-1)! - server.times[0]!).toBeGreaterThanOrEqual(minWaitMs);
  });

  test('an abort during a wait rejects at once with the reason', async () => {
    const server = scripted([{ status: 429, retryAfter: '5' }]);
    const controller = new AbortController();
    const send = createTransport({ fetch: server.fetch });
    const started = performance.now();
    const pending = send(new Request('https://api.example/v1/products/', { signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('stop')), 20);
    await expect(pending).rejects.toThrow('stop');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test('timeoutMs: an attempt without headers in time is a TimeoutError naming the URL', async () => {
    const send = createTransport({
      timeoutMs: 30,
      fetch: (r) =>
        new Promise((_resolve, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason))),
    });
    const error = await send(new Request('https://api.example/v1/products/')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('GET https://api.example/v1/products/: no response within 30 ms');
  });

  test.each<[RetryOptions, RegExp]>([
    [{ maxRetries: -1 }, /^retry\.maxRetries: expected a number >= 0, got -1$/],
    [{ maxDelayMs: Number.NaN }, /^retry\.maxDelayMs/],
    [{ baseDelayMs: Number.POSITIVE_INFINITY }, /^retry\.baseDelayMs/],
  ])('bad retry options are TypeErrors naming the option: %j', (retry, message) => {
    expect(() => createTransport({ retry })).toThrow(message);
  });
});
