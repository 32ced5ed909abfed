// In-process cost of one request, no socket: the node:http listener called with a stub response
// that counts the bytes `res.write`/`res.end` receive (a text body encoded as the socket would).
// Prints microseconds per request (the best of several batches, so other processes on the machine
// inflate it as little as possible) for a products list, a product detail (cached, and with its
// cache emptied before each request), a 100-record Agile page and the same page ten years back,
// each with a warm and with an empty (cold) fragment cache, 1500 records warm and cold, and the
// consumption of a meter with ten years of readings (clock 2032), page 1 against page 1000, and
// half-hourly and daily pages with the consumption cache emptied.
// --request-log text|json formats the request log line of every request (written nowhere), to
// measure what the log costs; absent: off, as createMockApp's default.
// Usage: npx tsx bench/in-process.bench.ts [--iterations N] [--batches N] [--request-log off|text|json] [--help]
import { parseArgs } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMockApp, type MockApp } from '../src/app.js';
import { clearFragmentCache } from '../src/handlers/charge-day-fragments.js';
import { clearConsumptionCache } from '../src/handlers/consumption-fragments.js';
import { clearDetailCache } from '../src/handlers/products.js';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '20000' },
    batches: { type: 'string', default: '7' },
    'request-log': { type: 'string', default: 'off' },
    help: { type: 'boolean', default: false },
  },
});
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
  cork() {},
  write(chunk: Buffer) {
    sink += chunk.length;
    return true;
  },
  end(body?: string | Buffer) {
    if (body !== undefined) sink += typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  },
} as unknown as ServerResponse;

function request(url: string): IncomingMessage {
  return {
    method: 'GET',
    url,
    headers: { host: '127.0.0.1:4010' },
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
}

function time(name: string, urls: () => string, n = iterations, before?: () => void, target: MockApp = app): number {
  let best = Infinity;
  for (let b = 0; b < batches; b++) {
    const reqs = Array.from({ length: n }, () => request(urls()));
    const t0 = process.hrtime.bigint();
    if (before === undefined) for (const req of reqs) target.listener(req, res);
    else {
      for (const req of reqs) {
        before();
        target.listener(req, res);
      }
    }
    const us = Number(process.hrtime.bigint() - t0) / 1000 / n;
    if (us < best) best = us;
  }
  console.log(`${name.padEnd(48)} ${best.toFixed(2)} us/request`);
  return best;
}

time('products list', () => '/v1/products/');
time('product detail VAR-22-11-01 (cached)', () => '/v1/products/VAR-22-11-01/');
// A miss: the detail cache is emptied before every request, so each builds and serialises the body.
time('product detail VAR-22-11-01 (cache emptied)', () => '/v1/products/VAR-22-11-01/', 500, clearDetailCache);
time('100 unit rates, page 1 (warm)', () => `${RATES}?${TEN_YEARS}`);
time('100 unit rates, page 1750 (warm)', () => `${RATES}?${TEN_YEARS}&page=1750`);
// Cold: the fragment cache is emptied before every request, so each page builds every fragment it touches.
time('100 unit rates, page 1 (cold)', () => `${RATES}?${TEN_YEARS}`, 2000, clearFragmentCache);
time('100 unit rates, page 1750 (cold)', () => `${RATES}?${TEN_YEARS}&page=1750`, 2000, clearFragmentCache);
time('1500 unit rates (warm)', () => `${RATES}?${TEN_YEARS}&page=3&page_size=1500`, 2000);
time('1500 unit rates (cold)', () => `${RATES}?${TEN_YEARS}&page=3&page_size=1500`, 200, clearFragmentCache);
// The demo account's current meter (readings from 28 February 2022) on a clock ten years later.
const decade = createMockApp({ now: '2032-03-15T12:00:00Z' });
const auth = { authorization: `Token ${decade.credentials.apiKey}` };
const account = decade.request(`/v1/accounts/${decade.credentials.accountNumber}/`, { headers: auth }).json() as {
  properties: Array<{ electricity_meter_points: Array<{ mpan: string; meters: Array<{ serial_number: string }> }> }>;
};
const point = account.properties[1]!.electricity_meter_points[0]!;
const CONSUMPTION = `/v1/electricity-meter-points/${point.mpan}/meters/${point.meters[0]!.serial_number}/consumption/`;
const consumptionRequest = (url: string): IncomingMessage =>
  ({ ...request(url), headers: { host: '127.0.0.1:4010', ...auth } }) as unknown as IncomingMessage;
function timeConsumption(name: string, url: string, n: number): number {
  let best = Infinity;
  for (let b = 0; b < batches; b++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) decade.listener(consumptionRequest(url), res);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1000 / n);
  }
  console.log(`${name.padEnd(48)} ${best.toFixed(2)} us/request`);
  return best;
}
const pages = (decade.request(CONSUMPTION, { headers: auth }).json() as { count: number }).count / 100;
const c1 = timeConsumption('100 half-hours of consumption, page 1', CONSUMPTION, iterations / 4);
const c1000 = timeConsumption('100 half-hours of consumption, page 1000', `${CONSUMPTION}?page=1000`, iterations / 4);
const c1750 = timeConsumption(
  `100 half-hours, page 1750 (of ${Math.ceil(pages)})`,
  `${CONSUMPTION}?page=1750`,
  iterations / 4,
);
timeConsumption('100 daily totals, page 1', `${CONSUMPTION}?group_by=day`, iterations / 40);
// Cold: every batch starts with the consumption cache emptied and asks the same 10 distinct pages.
// Each request is timed on its own and the best of the batches is kept per page: a batch is only a
// few ms, which another process on a busy machine would interrupt in every batch.
function timeColdConsumption(name: string, query: string): number {
  const best = new Array<number>(10).fill(Infinity);
  for (let b = 0; b < batches; b++) {
    clearConsumptionCache();
    for (let i = 0; i < best.length; i++) {
      const t0 = process.hrtime.bigint();
      decade.listener(consumptionRequest(`${CONSUMPTION}?${query}page=${i + 2}`), res);
      best[i] = Math.min(best[i]!, Number(process.hrtime.bigint() - t0) / 1000);
    }
  }
  const us = best.reduce((a, b) => a + b, 0) / best.length;
  console.log(`${name.padEnd(48)} ${us.toFixed(2)} us/request`);
  return us;
}
timeColdConsumption('100 half-hours, distinct pages (cache emptied)', '');
timeColdConsumption('100 daily totals, distinct pages (cache emptied)', 'group_by=day&');
console.log(
  `consumption page 1000 / page 1: ${(c1000 / c1).toFixed(2)}, page 1750 / page 1: ${(c1750 / c1).toFixed(2)} (target <= 1.2)`,
);
console.log(`(${sink} bytes${requestLog === 'off' ? '' : `, ${logged} characters of request log`})`);
