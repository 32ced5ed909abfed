import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatReport } from '../../src/events/deliver.js';
import { EVENT_FORMATS } from '../../src/events/formats.js';
import { catalogue, eventErrors } from './helpers/event-validation.js';
import { runEvents } from './helpers/run-command.js';
import { startWebhookServer, type Reply, type WebhookServer } from './helpers/webhook-server.js';

const NOW = '2025-03-01T12:00:00Z';
// Small waits keep the suite fast; the retry logic is the same at any scale. No attempt here is
// meant to time out (the tests of timeouts set their own), so a slow machine adds no retry.
const FAST = ['--backoff', '5', '--max-delay', '50', '--timeout', '60000'];
const THREE_EVENTS = ['--type', 'account.created', '--count', '3', '--now', NOW];

let server: WebhookServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('delivery with retries', () => {
  const flaky = (attempt: number): Reply =>
    attempt === 1
      ? { status: 503 }
      : attempt === 2
        ? { status: 429, headers: { 'retry-after': '0' } }
        : attempt === 3
          ? 'reset'
          : { status: 204 };

  test('503, then 429 with Retry-After: 0, then a connection reset, then success: delivered, retried 3 times each', async () => {
    server = await startWebhookServer(flaky);
    const run = await runEvents([...THREE_EVENTS, ...FAST, '--deliver', server.url]);
    expect(run.stderr).toMatch(/^delivered 3, failed 0, retried 9 \(12 attempts\) in \d+\.\d s\n$/);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(server.received).toHaveLength(12);
    expect(new Set(server.received.map((r) => r.key)).size).toBe(3);
    expect(Math.max(...server.received.map((r) => r.attempt))).toBe(4);
  }, 20_000);

  test('Retry-After is honoured instead of the backoff', async () => {
    server = await startWebhookServer((attempt) =>
      attempt === 1 ? { status: 429, headers: { 'retry-after': '0' } } : { status: 200 },
    );
    // A 10-minute backoff: the test only finishes in time if Retry-After: 0 wins.
    const run = await runEvents([
      ...THREE_EVENTS,
      '--backoff',
      '600000',
      '--max-delay',
      '600000',
      '--deliver',
      server.url,
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^delivered 3, failed 0, retried 3 \(6 attempts\)/);
  }, 10_000);

  test.each(EVENT_FORMATS.map((f) => [f] as const))(
    'format %s: the bodies are valid events with the right content-type',
    async (format) => {
      server = await startWebhookServer(() => ({ status: 202 }));
      const run = await runEvents([
        '--type',
        'billing.*',
        '--version',
        'latest',
        '--now',
        NOW,
        '--format',
        format,
        '--deliver',
        server.url,
      ]);
      expect(run.code).toBe(0);
      const selected = catalogue.filter((e) => e.type.startsWith('billing.') && e.latest);
      expect(run.stderr).toMatch(new RegExp(`^delivered ${selected.length}, failed 0, retried 0`));
      expect(new Set(server.received.map((r) => r.contentType))).toEqual(
        new Set([format === 'cloudevents' ? 'application/cloudevents+json' : 'application/json']),
      );
      const bodies = server.received.map((r) => JSON.parse(r.body) as Record<string, unknown>);
      for (const entry of selected) {
        const body = bodies.find((b) => (b.event_type ?? b.DetailType ?? b.type) === entry.type);
        expect(body, entry.type).toBeDefined();
        expect(eventErrors(format, body, entry)).toEqual([]);
      }
    },
    20_000,
  );

  test('--deliver with --out also writes the NDJSON', async () => {
    server = await startWebhookServer(() => ({ status: 200 }));
    const run = await runEvents([...THREE_EVENTS, '--deliver', server.url, '--out', '/dev/null']);
    expect(run.code).toBe(0);
    expect(server.received).toHaveLength(3);
  }, 10_000);
});

describe('delivery failures', () => {
  test('a server that always answers 500: bounded attempts, exit 1, each failure reported with its status', async () => {
    server = await startWebhookServer(() => ({ status: 500 }));
    const run = await runEvents([...THREE_EVENTS, ...FAST, '--retries', '3', '--deliver', server.url]);
    expect(run.code).toBe(1);
    expect(server.received).toHaveLength(12);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^delivered 0, failed 3, retried 9 \(12 attempts\)/);
    expect(lines.slice(1)).toHaveLength(3);
    for (const line of lines.slice(1))
      expect(line).toMatch(/^ {2}failed account\.created v1 [0-9a-f-]{36}: HTTP 500 after 4 attempts$/);
  }, 20_000);

  test('a 400 is not retried', async () => {
    server = await startWebhookServer(() => ({ status: 400 }));
    const run = await runEvents([...THREE_EVENTS, ...FAST, '--deliver', server.url]);
    expect(run.code).toBe(1);
    expect(server.received).toHaveLength(3);
    expect(run.stderr).toMatch(/^delivered 0, failed 3, retried 0 \(3 attempts\)/);
    expect(run.stderr).toMatch(/HTTP 400 after 1 attempt\n/);
  }, 10_000);

  test('a redirect is not followed (a POST must not turn into a GET): one attempt, reported with where it points', async () => {
    server = await startWebhookServer(() => ({
      status: 308,
      headers: { location: 'https://hooks.example/new?token=abc' },
    }));
    const run = await runEvents([...THREE_EVENTS, ...FAST, '--deliver', server.url]);
    expect(run.code).toBe(1);
    expect(server.received).toHaveLength(3);
    expect(run.stderr).toMatch(/^delivered 0, failed 3, retried 0 \(3 attempts\)/);
    for (const line of run.stderr.trimEnd().split('\n').slice(1))
      expect(line).toMatch(
        /: HTTP 308, a redirect to https:\/\/hooks\.example\/new\?token=\*\*\* \(not followed: give --deliver that URL\) after 1 attempt$/,
      );
  }, 10_000);

  // A Location header may hold C1 controls (latin1 bytes), and one a URL cannot read is shown as it came.
  test('a redirect whose Location holds a control character is reported with it escaped, not obeyed', async () => {
    server = await startWebhookServer(() => ({ status: 302, headers: { location: 'http://a\u009b2J/' } }));
    const run = await runEvents([...THREE_EVENTS, ...FAST, '--deliver', server.url]);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('\u009b');
    expect(run.stderr).toContain(
      ': HTTP 302, a redirect to http://a\\u009b2J/ (not followed: give --deliver that URL)',
    );
  }, 10_000);

  test('a server that never answers: each attempt times out, bounded', async () => {
    server = await startWebhookServer(() => 'hang');
    const run = await runEvents([
      '--type',
      'account.created',
      '--now',
      NOW,
      '--backoff',
      '5',
      '--timeout',
      '200',
      '--retries',
      '1',
      '--deliver',
      server.url,
    ]);
    expect(run.code).toBe(1);
    expect(server.received).toHaveLength(2);
    expect(run.stderr).toMatch(/timeout after 200 ms after 2 attempts/);
  }, 10_000);

  test('nothing listening: connection refused is retried, then reported', async () => {
    const closed = await startWebhookServer(() => ({ status: 200 }));
    const url = closed.url;
    await closed.close();
    const run = await runEvents([
      '--type',
      'account.created',
      '--now',
      NOW,
      ...FAST,
      '--retries',
      '2',
      '--deliver',
      url,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^delivered 0, failed 1, retried 2 \(3 attempts\)/);
    expect(run.stderr).toMatch(/ECONNREFUSED after 3 attempts/);
  }, 10_000);
});

describe('credentials, deadline, signals, progress and unfinished bodies', () => {
  test('credentials in the URL are sent as HTTP Basic and never printed', async () => {
    server = await startWebhookServer((attempt) => (attempt === 1 ? { status: 500 } : { status: 204 }));
    const withCredentials = server.url.replace('http://', 'http://bot:hunter2%3Dx@');
    const ok = await runEvents([...THREE_EVENTS, ...FAST, '--deliver', withCredentials]);
    expect(ok.code).toBe(0);
    expect(new Set(server.received.map((r) => r.authorization))).toEqual(
      new Set([`Basic ${Buffer.from('bot:hunter2=x').toString('base64')}`]),
    );
    await server.close();
    server = await startWebhookServer(() => ({ status: 500 }));
    const failing = await runEvents([
      ...THREE_EVENTS,
      ...FAST,
      '--retries',
      '0',
      '--deliver',
      server.url.replace('http://', 'http://bot:hunter2%3Dx@'),
    ]);
    expect(failing.code).toBe(1);
    expect(failing.stderr).toMatch(/failed account\.created v1 [0-9a-f-]{36}: HTTP 500 after 1 attempt\n/);
    // Nothing listening: the network error line must not carry the secret either.
    await server.close();
    const refused = await runEvents([...THREE_EVENTS, ...FAST, '--retries', '0', '--deliver', withCredentials]);
    expect(refused.code).toBe(1);
    for (const out of [ok.stderr, failing.stderr, refused.stderr]) {
      expect(out).not.toMatch(/hunter2|bot:/);
    }
    server = undefined;
  }, 20_000);

  test('a usage error quoting a URL with credentials redacts them', async () => {
    const run = await runEvents(['--deliver', 'ftp://bot:hunter2@example.invalid/x']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('ftp://***@example.invalid/x');
    expect(run.stderr).not.toContain('hunter2');
  });

  test('a 200 whose body never ends is not delivered', async () => {
    server = await startWebhookServer(() => 'stall-body');
    const run = await runEvents([
      '--type',
      'account.created',
      '--now',
      NOW,
      '--timeout',
      '300',
      '--retries',
      '1',
      '--backoff',
      '5',
      '--deliver',
      server.url,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^delivered 0, failed 1, retried 1 \(2 attempts\)/);
    expect(run.stderr).toMatch(/timeout after 300 ms after 2 attempts/);
  }, 10_000);

  test('--deadline stops the run: what was delivered, failed and never sent, exit 1', async () => {
    // The first event is answered, every later attempt hangs; one request at a time. The deadline's
    // timer is a fake one, fired once the second request has reached the receiver, and the command's
    // clock stands still: the outcome does not depend on how fast this machine sends the first event.
    let requests = 0;
    server = await startWebhookServer(() => (++requests === 1 ? { status: 204 } : 'hang'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = runEvents(
        [
          ...['--type', 'account.created', '--count', '5', '--now', NOW, '--concurrency', '1'],
          ...['--timeout', '60000', '--deadline', '400', '--deliver', server.url],
        ],
        { clock: () => 0 },
      );
      await server.untilReceived(2);
      vi.advanceTimersByTime(399);
      expect(server.received).toHaveLength(2);
      vi.advanceTimersByTime(1);
      const run = await pending;
      expect(run.code).toBe(1);
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines[0]).toBe(
        'delivered 1, failed 1, not sent 3, retried 0 (2 attempts) in 0.0 s (stopped: deadline of 400 ms reached)',
      );
      expect(lines[1]).toMatch(
        /failed account\.created v1 [0-9a-f-]{36}: stopped: deadline of 400 ms reached after 1 attempt$/,
      );
    } finally {
      vi.useRealTimers();
    }
  }, 10_000);

  test.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])(
    '%s stops the run, reports it and exits %i',
    async (signal, code) => {
      server = await startWebhookServer(() => 'hang');
      const signals = new EventEmitter();
      const pending = runEvents(
        [
          '--type',
          'account.created',
          '--count',
          '4',
          '--now',
          NOW,
          '--concurrency',
          '2',
          '--timeout',
          '60000',
          '--deliver',
          server.url,
        ],
        { signals },
      );
      // Wait until both requests in flight have reached the server, then send the signal.
      await server.untilReceived(2);
      signals.emit(signal);
      const run = await pending;
      expect(run.code).toBe(code);
      expect(run.stderr).toMatch(
        new RegExp(
          `^delivered 0, failed 2, not sent 2, retried 0 \\(2 attempts\\) in \\d+\\.\\d s \\(stopped: ${signal}\\)\n`,
        ),
      );
      expect(signals.listenerCount(signal)).toBe(0);
    },
    15_000,
  );

  const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/src/cli.js');
  test.skipIf(!fs.existsSync(cli))(
    'a real SIGTERM to the built CLI: the report is printed and the exit status is 143',
    async () => {
      server = await startWebhookServer(() => 'hang');
      const child = spawn(
        process.execPath,
        [
          cli,
          'events',
          '--type',
          'account.created',
          '--count',
          '4',
          '--now',
          NOW,
          '--concurrency',
          '2',
          '--timeout',
          '60000',
          '--deliver',
          server.url,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d));
      await server.untilReceived(2);
      child.kill('SIGTERM');
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(status).toBe(143);
      expect(stderr).toMatch(
        /^delivered 0, failed 2, not sent 2, retried 0 \(2 attempts\) in \d+\.\d s \(stopped: SIGTERM\)\n/,
      );
    },
    20_000,
  );

  test('on a terminal a progress line is shown and cleared before the report', async () => {
    server = await startWebhookServer(() => ({ status: 204 }));
    const run = await runEvents([...THREE_EVENTS, '--deliver', server.url], { tty: true });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('\rdelivering: 3/3 (3 delivered, 0 failed)\u001b[K');
    expect(run.stderr).toContain('\r\u001b[Kdelivered 3, failed 0, retried 0');
  }, 10_000);

  test('not on a terminal: no progress line', async () => {
    server = await startWebhookServer(() => ({ status: 204 }));
    const run = await runEvents([...THREE_EVENTS, '--deliver', server.url]);
    expect(run.stderr).not.toContain('delivering:');
  }, 10_000);
});

test('formatReport lists network errors and statuses', () => {
  const lines = formatReport({
    delivered: 1,
    failed: 2,
    retried: 5,
    attempts: 8,
    notSent: 0,
    elapsedMs: 1234,
    failures: [
      { id: 'a', label: 'x v1', attempts: 5, status: 503 },
      { id: 'b', label: 'y v2', attempts: 1, error: 'ECONNRESET' },
    ],
  });
  expect(lines).toEqual([
    'delivered 1, failed 2, retried 5 (8 attempts) in 1.2 s',
    '  failed x v1 a: HTTP 503 after 5 attempts',
    '  failed y v2 b: ECONNRESET after 1 attempt',
  ]);
});
