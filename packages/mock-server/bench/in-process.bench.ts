// In-process cost of one request, no socket: the node:http listener called with a stub response
// that records what `res.writeHead`/`res.end` receive, and the body encoded to bytes as the socket
// would. Prints microseconds per request (the best of several batches, so other processes on the
// machine inflate it as little as possible) for a products list, a 100-record Agile page and the
// same page ten years back, each with a warm and with an empty (cold) fragment cache.
// --request-log text|json formats the request log line of every request (written nowhere), to
// measure what the log costs; absent: off, as createMockApp's default.
// Usage: npx tsx bench/in-process.bench.ts [--iterations N] [--batches N] [--request-log off|text|json] [--help]
import { parseArgs } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMockApp } from '../src/app.js';
import { clearFragmentCache } from '../src/handlers/charge-day-fragments.js';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '20000' }, batches: { type: 'string', default: '7' }, 'request-log': { type: 'string', default: 'off' }, help: { type: 'boolean', default: false } } });
if (values.help) {
  console.log('npx tsx bench/in-process.bench.ts [--iterations N] [--batches N] [--request-log off|text|json]');
  process.exit(0);
}
const requestLog = values['request-log'] as 'off' | 'text' | 'json';
const iterations = Number(values.iterations);
const batches = Number(values.batches);

let logged = 0;
const app = createMockApp({ now: '2026-01-15T12:00:00Z', requestLog, log: (line) => void (logged += line.length) });
const RATES = '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/';
const TEN_YEARS = 'period_from=2016-01-01T00:00Z&period_to=2026-01-01T00:00Z';

let sink = 0;
const res = {
  writeHead(_status: number, _headers: unknown) {
    return this;
  },
  end(body: string | Buffer) {
    sink += typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  },
} as unknown as ServerResponse;

function request(url: string): IncomingMessage {
  return { method: 'GET', url, headers: { host: '127.0.0.1:4010' }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
}

function time(name: string, urls: () => string, n = iterations, before?: () => void): void {
  let best = Infinity;
  for (let b = 0; b < batches; b++) {
    const reqs = Array.from({ length: n }, () => request(urls()));
    const t0 = process.hrtime.bigint();
    if (before === undefined) for (const req of reqs) app.listener(req, res);
    else {
      for (const req of reqs) {
        before();
        app.listener(req, res);
      }
    }
    const us = Number(process.hrtime.bigint() - t0) / 1000 / n;
    if (us < best) best = us;
  }
  console.log(`${name.padEnd(48)} ${best.toFixed(2)} us/request`);
}

time('products list', () => '/v1/products/');
time('100 unit rates, page 1 (warm)', () => `${RATES}?${TEN_YEARS}`);
time('100 unit rates, page 1750 (warm)', () => `${RATES}?${TEN_YEARS}&page=1750`);
// Cold: the fragment cache is emptied before every request, so each page builds every fragment it touches.
time('100 unit rates, page 1 (cold)', () => `${RATES}?${TEN_YEARS}`, 2000, clearFragmentCache);
time('100 unit rates, page 1750 (cold)', () => `${RATES}?${TEN_YEARS}&page=1750`, 2000, clearFragmentCache);
time('1500 unit rates (warm)', () => `${RATES}?${TEN_YEARS}&page=3&page_size=1500`, 2000);
console.log(`(${sink} bytes${requestLog === "off" ? "" : `, ${logged} characters of request log`})`);
