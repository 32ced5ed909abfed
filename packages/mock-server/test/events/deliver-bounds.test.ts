// The emitter's memory and time are bounded: events generated as they are sent (memory does not
// grow with --count), a receiver's answer read up to a cap, the --deadline clock started with the
// command, and no credential printed in a usage error.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, test } from 'vitest';
import { deliverEvents, type Delivery } from '../../src/events/deliver.js';
import { runEvents } from './helpers/run-command.js';
import { startWebhookServer, type WebhookServer } from './helpers/webhook-server.js';

const NOW = '2025-03-01T12:00:00Z';

let server: WebhookServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function untilReceived(n: number): Promise<void> {
  if (server === undefined) throw new Error('no webhook server started');
  return server.untilReceived(n);
}

describe('events are generated as they are sent', () => {
  test('deliverEvents takes deliveries from an iterable only as it sends them', async () => {
    server = await startWebhookServer(() => 'hang');
    let taken = 0;
    function* deliveries(): Generator<Delivery> {
      for (let i = 0; i < 1_000_000; i++) {
        taken += 1;
        yield { id: `e-${i}`, label: 'account.created v1', body: JSON.stringify({ id: `e-${i}` }) };
      }
    }
    const stop = new AbortController();
    const pending = deliverEvents(deliveries(), {
      url: server.url,
      contentType: 'application/json',
      concurrency: 2,
      timeoutMs: 60_000,
      total: 1_000_000,
      signal: stop.signal,
    });
    await untilReceived(2);
    stop.abort('SIGINT');
    const report = await pending;
    expect(taken).toBe(2);
    expect(report).toMatchObject({ delivered: 0, failed: 2, notSent: 999_998, stopped: 'SIGINT' });
  });

  test('--count 1000000: the first POSTs go out before the rest is generated', async () => {
    server = await startWebhookServer(() => 'hang');
    const signals = new EventEmitter();
    const pending = runEvents(
      [
        ...['--type', 'account.created', '--version', 'v1', '--count', '1000000', '--now', NOW],
        ...['--concurrency', '2', '--timeout', '60000', '--deliver', server.url],
      ],
      { signals },
    );
    await untilReceived(2);
    signals.emit('SIGINT');
    const run = await pending;
    expect(run.code).toBe(130);
    expect(run.stderr).toMatch(/^delivered 0, failed 2, not sent 999998, retried 0 \(2 attempts\)/);
  }, 30_000);
});

describe("the receiver's answer is read up to a cap", () => {
  test('a 200 whose body grows without end is cut off at the cap, not read to the timeout', async () => {
    server = await startWebhookServer(() => 'endless-body');
    const run = await runEvents([
      ...['--type', 'account.created', '--version', 'v1', '--now', NOW],
      ...['--timeout', '600000', '--retries', '3', '--deliver', server.url],
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^delivered 0, failed 1, retried 0 \(1 attempts\)/);
    expect(run.stderr).toMatch(/the answer is over 65536 bytes/);
    await server.cutOff.until(1);
    expect(server.cutOff.value).toBe(1);
  }, 30_000);
});

describe('--deadline counts from the start of the command', () => {
  test('time spent before the first POST (loading, generating) counts against it', async () => {
    server = await startWebhookServer(() => ({ status: 204 }));
    // The command's clock: 0 when it starts, 10 s on every later reading (as if generation had taken 10 s).
    let readings = 0;
    const clock = (): number => (readings++ === 0 ? 0 : 10_000);
    const run = await runEvents(
      [
        ...['--type', 'account.created', '--version', 'v1', '--count', '3', '--now', NOW],
        ...['--deadline', '5000', '--deliver', server.url],
      ],
      { clock },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^delivered 0, failed 0, not sent 3, .*\(stopped: deadline of 5000 ms reached\)/);
    expect(server.received).toEqual([]);
  });
});

describe('usage errors print no credential', () => {
  test.each([['u:secret@127.0.0.1:4755'], ['//u:secret@127.0.0.1:4755/hook'], ['http//u:secret@127.0.0.1']])(
    '--deliver %s',
    async (url) => {
      const run = await runEvents(['--deliver', url]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/--deliver: expected an http\(s\) URL/);
      expect(run.stderr).not.toContain('secret');
    },
  );
});
