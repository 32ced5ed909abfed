// Text a server or an event stream chose reaches the terminal shown, never obeyed: the pretty
// reporter, the events command and the proxy's log print its control characters (an escape
// sequence, BEL, CR, LF) as \uXXXX. The JSON and JUnit reporters have their own escaping.
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatCheck, formatSummary } from '../src/index.js';
import { runCli } from './helpers/cli.js';
import { startServer } from './helpers/servers.js';

// Any control character but the newlines the output is made of, and tab.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const TITLE = '\u001b]0;pwned\u0007';
const SHOWN = '\\u001b]0;pwned\\u0007';

// Every answer: an empty product list whose `previous` on page 1 is a window-title sequence.
let server: Awaited<ReturnType<typeof startServer>>;
let url: string;
beforeAll(async () => {
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ count: 0, next: null, previous: TITLE, results: [] }));
  });
  url = server.url;
});
afterAll(() => server.close());

describe('the pretty reporter', () => {
  test('a violation, a reason and a fatal message show their control characters', () => {
    const text = formatCheck({
      id: 'products.pagination',
      title: 'pagination',
      status: 'failed',
      rules: [],
      reason: `stopped at ${TITLE}`,
      violations: [{ rule: 'pagination', message: `code \u001b[2J\r✓ products.detail\nforged` }],
      requests: 1,
      ms: 1,
    });
    expect(text).not.toMatch(CONTROL);
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toContain(`stopped: stopped at ${SHOWN}`);
    expect(text).toContain('[pagination] code \\u001b[2J\\u000d✓ products.detail\\u000aforged');
    const summary = formatSummary({
      baseUrl: url,
      strict: false,
      results: [],
      summary: { passed: 0, failed: 0, skipped: 0, errors: 0, requests: 1, ms: 1 },
      conformant: false,
      fatal: `cannot reach ${TITLE}`,
    });
    expect(summary).toBe(`could not run: cannot reach ${SHOWN}`);
  });

  test('a run against a server echoing a control sequence: the output holds none', async () => {
    const r = await runCli(['--base-url', url, '--only', 'responses']);
    expect(r.status, r.stdout).toBe(1);
    expect(r.stdout).toContain(`previous is ${SHOWN} on page 1`);
    expect(r.stdout).not.toMatch(CONTROL);
  });
});

test('events: an id with a control sequence is shown', async () => {
  const r = await runCli(['events', '-'], { input: `${JSON.stringify({ id: `x${TITLE}` })}\n` });
  expect(r.status).toBe(1);
  expect(r.stdout).toContain(`(id x${SHOWN})`);
  expect(r.stdout).not.toMatch(CONTROL);
});

test("the proxy's log shows the control characters of the upstream's answers", async () => {
  const signals = new EventEmitter();
  let proxyUrl: (value: string) => void;
  const listening = new Promise<string>((resolve) => {
    proxyUrl = resolve;
  });
  const run = runCli(['proxy', '--upstream', url, '--port', '0'], {
    signals,
    onStdout: (sofar) => {
      const m = /proxy on (\S+) ->/.exec(sofar);
      if (m) proxyUrl(m[1]!);
    },
  });
  const proxied = await listening;
  expect((await fetch(`${proxied}products/`)).status).toBe(200);
  signals.emit('SIGTERM');
  const r = await run;
  expect(r.stderr).toContain(`previous is ${SHOWN} on page 1`);
  expect(r.stderr).not.toMatch(CONTROL);
});
