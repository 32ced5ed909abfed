// In-process cost of one request, no socket: the node:http listener called with a stub response
// that counts the bytes `res.end` receives. Prints microseconds per request (the best of several
// batches, so other processes on the machine inflate it as little as possible) for each row warm
// (the answer kept by the app's response cache) and cold (an app without the cache, so every answer
// is built and serialised), and the cold cost per record of the 1500-record page.
// --request-log text|json formats the request log line of every request (written nowhere), to
// measure what the log costs; absent: off, as createMockApp's default.
// Usage: npx tsx bench/in-process.bench.ts [--iterations N] [--batches N] [--request-log off|text|json] [--help]
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { createMockApp, type MockApp } from '../src/app.js';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '2000' },
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
const log = (line: string): void => void (logged += line.length);
// The demo account's meters have readings from 2022: a clock of 2032 gives ten years of them.
const options = { now: '2032-03-15T12:00:00Z', requestLog, log } as const;
const warm = createMockApp(options);
const cold = createMockApp({ ...options, responseCacheBytes: 0 });
const RATES = '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/';
const TEN_YEARS = 'period_from=2016-01-01T00:00Z&period_to=2026-01-01T00:00Z';
const auth = `Token ${warm.credentials.apiKey}`;
const account = warm
  .request(`/v1/accounts/${warm.credentials.accountNumber}/`, { headers: { authorization: auth } })
  .json() as {
  properties: Array<{ electricity_meter_points: Array<{ mpan: string; meters: Array<{ serial_number: string }> }> }>;
};
const point = account.properties[1]!.electricity_meter_points[0]!;
const CONSUMPTION = `/v1/electricity-meter-points/${point.mpan}/meters/${point.meters[0]!.serial_number}/consumption/`;

let sink = 0;
const res = {
  writeHead: () => res,
  end(body?: string | Buffer) {
    if (body !== undefined) sink += typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  },
} as unknown as ServerResponse;

function request(url: string): IncomingMessage {
  return {
    method: 'GET',
    url,
    headers: { host: '127.0.0.1:4010', authorization: auth },
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
}

function time(app: MockApp, url: string, n: number): number {
  const req = request(url);
  let best = Number.POSITIVE_INFINITY;
  for (let b = 0; b < batches; b++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) app.listener(req, res);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1000 / n);
  }
  return best;
}

const ROWS: ReadonlyArray<readonly [string, string, number]> = [
  ['products list', '/v1/products/', 1],
  ['product detail VAR-22-11-01', '/v1/products/VAR-22-11-01/', 4],
  ['100 unit rates, page 1', `${RATES}?${TEN_YEARS}`, 1],
  ['100 unit rates, page 1750', `${RATES}?${TEN_YEARS}&page=1750`, 1],
  ['1500 unit rates', `${RATES}?${TEN_YEARS}&page=3&page_size=1500`, 10],
  ['100 half-hours of consumption, page 1', CONSUMPTION, 1],
  ['100 half-hours of consumption, page 1000', `${CONSUMPTION}?page=1000`, 1],
  ['100 daily totals, page 1', `${CONSUMPTION}?group_by=day`, 4],
];
console.log(`${'request'.padEnd(44)} ${'warm'.padStart(10)} ${'cold'.padStart(10)} (us/request)`);
for (const [name, url, weight] of ROWS) {
  const w = time(warm, url, iterations);
  const c = time(cold, url, Math.max(10, Math.round(iterations / 10 / weight)));
  console.log(`${name.padEnd(44)} ${w.toFixed(2).padStart(10)} ${c.toFixed(2).padStart(10)}`);
  if (name === '1500 unit rates') console.log(`cold 1500-record page: ${((c / 1500) * 1000).toFixed(0)} ns per record`);
}
console.log(`(${sink} bytes${requestLog === 'off' ? '' : `, ${logged} characters of request log`})`);
