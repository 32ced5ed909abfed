// Benchmarks the mock server on loopback with autocannon, every operation side by side with:
// - bare node:http answering the same recorded bytes and headers (the physical limit; target: the
//   mock at >= 0.7 of it on every row),
// - Prism (`prism mock` on the bundled contract: its static examples, not the same data),
// - Mockoon CLI serving the mock's own recorded answers (same bytes; routes chosen by query and
//   header rules generated at bench start),
// plus a cold 1500-record page (distinct pages cycling over 2.7 times what the fragment cache holds,
// so every request builds 31 of its 32 fragments) against the warm one (target: within 2x), the
// request log's cost, and RSS/heap over two sustained loads (target: flat).
// Every server runs in its own child process on a port chosen free at run time; contenders run
// interleaved in rounds (mock, bare, Prism, Mockoon, mock, ...): req/s are medians over the rounds,
// mock/bare the median of each round's ratio (the two ran back to back), which evens out the load
// of other processes on a shared machine; the mock's and bare server's CPU time per request is
// printed too (it hardly moves with that load). The load average is printed before and after.
// Usage: npm run bench -w @energy-contracts/mock-server [-- --duration S --rounds N --memory-duration S --connections N --only TEXT --no-peers --quick]
//   needs `npm run build` first (it runs dist/src/server.js). Bounded in time; stops every server it starts.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import {
  capture,
  startBare,
  startMock,
  startMockoon,
  startPrism,
  stopAll,
  SERVER,
  type MockoonRoute,
  type Peer,
  type Recorded,
} from './contenders.js';
import {
  ACCOUNT,
  AGILE,
  benchRows,
  LOGGED_ROW,
  NOW,
  TEN_YEARS,
  token,
  WARM_1500,
  type Meters,
  type Row,
} from './rows.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    'memory-duration': { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    'no-peers': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'npm run bench -w @energy-contracts/mock-server [-- --duration <s> --rounds <n> --memory-duration <s> --connections <n> --only <text> --no-peers --quick]',
  );
  console.log(
    '  --quick: 0.1 s per run (one sample), 1 round, 1 s memory loads (a smoke run: every row printed, figures rough)',
  );
  console.log('  --only: rows whose name contains the text (the cold and request-log rows need their warm row)');
  process.exit(0);
}
const duration = values.quick ? 0.1 : Number(values.duration);
const warmup = values.quick ? 0.1 : 1;
const memoryDuration = values.quick ? 1 : Number(values['memory-duration']);
const rounds = values.quick ? 1 : Number(values.rounds);
const connections = Number(values.connections);
for (const [name, n] of [
  ['--duration', duration],
  ['--rounds', rounds],
  ['--memory-duration', memoryDuration],
  ['--connections', connections],
] as const) {
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`bench: ${name} expects a positive number`);
    process.exit(2);
  }
}

// Bounded: every run is `duration` long; a hang anywhere ends the bench.
const deadline = setTimeout(() => {
  console.error('bench: took longer than 30 minutes; stopping');
  stopAll();
  process.exit(1);
}, 30 * 60_000);
deadline.unref();
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const only = values.only;
const rows = (meters: Meters): Row[] => benchRows(meters).filter((r) => only === undefined || r.name.includes(only));

// autocannon ends a run at its first sample after `duration` (a sample a second by default, so a
// 0.3 s run lasted a second): samples every 100 ms, and req/s as the requests over the run's length.
const SAMPLE_MS = 100;

async function rps(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  paths?: () => string,
): Promise<{ rps: number; total: number; non2xx: number; errors: number }> {
  const requests =
    paths === undefined ? undefined : [{ setupRequest: (req: { path: string }) => ({ ...req, path: paths() }) }];
  // A run in which no request completed measured nothing (a short --quick run on a loaded machine
  // can end before a contender's first answers, printing a ratio of Infinity): it is run
  // again, twice as long each time, up to MAX_RUN_SECONDS.
  for (let s = seconds; ; s *= 2) {
    const r = await autocannon({
      url,
      connections,
      duration: s,
      sampleInt: SAMPLE_MS,
      headers,
      ...(requests === undefined ? {} : { requests }),
    });
    if (r.requests.total > 0 || s * 2 > MAX_RUN_SECONDS)
      return {
        rps: r.requests.total / r.duration,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      };
  }
}
const MAX_RUN_SECONDS = 4;

const fmt = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-GB') : '-');
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length === 0 ? Number.NaN : s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The query of a path as name -> value (each name once in these rows). */
function queryOf(p: string): Record<string, string> {
  const q = p.indexOf('?');
  return q < 0 ? {} : Object.fromEntries(new URLSearchParams(p.slice(q + 1)));
}
const pathOnly = (p: string): string => (p.includes('?') ? p.slice(0, p.indexOf('?')) : p);

interface Contender {
  name: string;
  origin: string;
  /** The path this contender is asked (Prism's paths have no /v1). */
  path(row: Row): string;
  /** Why this contender does not take part in a row, or null. */
  skip(row: Row): string | null;
}

async function main(): Promise<void> {
  if (!existsSync(SERVER)) {
    console.error('bench: dist/src/server.js is missing; run npm run build -w @energy-contracts/mock-server first');
    process.exit(1);
  }
  const startLoad = load();
  console.log(
    `mock-server benchmark: autocannon, ${connections} connections, ${rounds} interleaved round(s) of ${duration} s per contender and row, medians; 127.0.0.1 only; clock ${NOW}`,
  );
  console.log(`load average at the start: ${startLoad} (1, 5, 15 min)`);
  const mock = await startMock(NOW);
  const logged = await startMock(NOW, 'text');

  // The demo account's meters, from the mock itself.
  const account = JSON.parse(
    (await capture(`${mock.origin}/v1/accounts/${ACCOUNT}/`, { authorization: token })).body.toString('utf8'),
  ) as {
    properties: Array<{
      electricity_meter_points: Array<{ mpan: string; meters: Array<{ serial_number: string }> }>;
      gas_meter_points: Array<{ mprn: string; meters: Array<{ serial_number: string }> }>;
    }>;
  };
  const current = account.properties[account.properties.length - 1]!;
  const ePoint = current.electricity_meter_points[0]!;
  const gPoint = current.gas_meter_points[0]!;
  const measured = rows({
    electricity: `/v1/electricity-meter-points/${ePoint.mpan}/meters/${ePoint.meters[0]!.serial_number}/consumption/`,
    gas: `/v1/gas-meter-points/${gPoint.mprn}/meters/${gPoint.meters[0]!.serial_number}/consumption/`,
    mpan: ePoint.mpan,
  });

  // The bytes each row answers, recorded from the mock: the bare server and Mockoon serve them.
  const recorded = new Map<string, Recorded>();
  for (const row of measured) recorded.set(row.path, await capture(`${mock.origin}${row.path}`, row.headers));
  const bare = await startBare(recorded);
  const byPath = new Map<string, MockoonRoute>();
  for (const row of measured) {
    const p = pathOnly(row.path);
    const route = byPath.get(p) ?? { path: p, answers: [] };
    route.answers.push({ query: queryOf(row.path), headers: row.headers, recorded: recorded.get(row.path)! });
    byPath.set(p, route);
  }
  const peersWanted = !values['no-peers'];
  const [prism, mockoon]: [Peer, Peer] = peersWanted
    ? await Promise.all([startPrism(), startMockoon([...byPath.values()])])
    : [{ unavailable: '--no-peers' }, { unavailable: '--no-peers' }];

  const contenders: Contender[] = [
    { name: 'mock', origin: mock.origin, path: (r) => r.path, skip: () => null },
    { name: 'bare', origin: bare.origin, path: (r) => r.path, skip: () => null },
  ];
  const notes = new Map<string, string>();
  if ('origin' in prism)
    contenders.push({
      name: 'Prism',
      origin: prism.origin,
      path: (r) => r.path.replace(/^\/v1/, ''),
      skip: () => null,
    });
  if ('origin' in mockoon)
    contenders.push({ name: 'Mockoon', origin: mockoon.origin, path: (r) => r.path, skip: () => null });

  // What each contender answers for each row, once, before the runs: bare and Mockoon must give the
  // mock's bytes; Prism gives its example (a different body), or another status.
  for (const row of measured) {
    const mine = recorded.get(row.path)!;
    for (const c of contenders.slice(1)) {
      const theirs = await capture(`${c.origin}${c.path(row)}`, row.headers);
      if (c.name === 'Prism') {
        if (theirs.status !== mine.status) {
          const reason = `n/a: answers ${theirs.status}, the mock ${mine.status}`;
          const original = c.skip;
          c.skip = (r) => (r === row ? reason : original(r));
        } else notes.set(`${row.name}|Prism`, `${theirs.body.length} B example`);
      } else if (theirs.status !== mine.status || !theirs.body.equals(mine.body)) {
        const reason = `n/a: answers ${theirs.status} with ${theirs.body.length} B, not the recorded ${mine.status} with ${mine.body.length} B`;
        const original = c.skip;
        c.skip = (r) => (r === row ? reason : original(r));
      }
    }
  }
  console.log(
    `contenders: mock (dist/src/server.js), bare node:http ${process.version}, ${'origin' in prism ? `Prism ${prism.version}` : `Prism unavailable: ${prism.unavailable}`}, ${'origin' in mockoon ? `Mockoon CLI ${mockoon.version}` : `Mockoon unavailable: ${mockoon.unavailable}`}`,
  );

  // Cold 1500-record pages: pages 1-100 of the warm row's own ten-year range, asked in turn by one
  // counter shared by all connections. Each page touches 32 fragments of days no other page has,
  // the cycle about 3 200, twice what the 8 MiB fragment cache holds, so (an LRU over a cycle larger
  // than itself) every request builds all its fragments, and no formatting table is shared either.
  let coldCounter = 0;
  const coldPath = (): string => `${AGILE}?${TEN_YEARS}&page_size=1500&page=${1 + (coldCounter++ % 100)}`;
  const warmRow = measured.find((r) => r.name === WARM_1500);
  const logRow = measured.find((r) => r.name === LOGGED_ROW);

  // The mock's and the bare server's CPU time per request is measured too (they report it): unlike
  // req/s it hardly moves with the load of other processes.
  type Run = {
    row: string;
    contender: string;
    url: string;
    headers: Record<string, string>;
    paths?: () => string;
    cpu?: () => Promise<number>;
  };
  const cpuOf: Record<string, (() => Promise<number>) | undefined> = { mock: mock.cpu, bare: bare.cpu };
  const plan: Run[] = [];
  for (const row of measured) {
    for (const c of contenders)
      if (c.skip(row) === null)
        plan.push({
          row: row.name,
          contender: c.name,
          url: `${c.origin}${c.path(row)}`,
          headers: row.headers,
          cpu: cpuOf[c.name],
        });
    if (row === warmRow)
      plan.push({
        row: row.name,
        contender: 'mock, cold fragments',
        url: mock.origin,
        headers: {},
        paths: coldPath,
        cpu: mock.cpu,
      });
    if (row === logRow)
      plan.push({
        row: row.name,
        contender: 'mock, request log on',
        url: `${logged.origin}${row.path}`,
        headers: row.headers,
      });
  }

  const started = Date.now();
  for (const run of plan) await rps(run.url, warmup, run.headers, run.paths);
  const results = new Map<string, number[]>();
  const cpuPerRequest = new Map<string, number[]>();
  const anomalies: string[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const run of plan) {
      const before = await run.cpu?.();
      const r = await rps(run.url, duration, run.headers, run.paths);
      if (run.cpu !== undefined && before !== undefined) {
        const key = `${run.row}|${run.contender}`;
        cpuPerRequest.set(key, [
          ...(cpuPerRequest.get(key) ?? []),
          ((await run.cpu()) - before) / Math.max(1, r.total),
        ]);
      }
      const expected = recorded.get(measured.find((m) => m.name === run.row)!.path)!.status;
      if (expected < 300 && r.non2xx > 0 && run.contender !== 'Prism')
        anomalies.push(`${run.row} / ${run.contender}: ${r.non2xx} non-2xx`);
      if (r.errors > 0) anomalies.push(`${run.row} / ${run.contender}: ${r.errors} errors/timeouts`);
      const key = `${run.row}|${run.contender}`;
      results.set(key, [...(results.get(key) ?? []), r.rps]);
    }
    console.log(
      `round ${round + 1}/${rounds} done (${((Date.now() - started) / 1000).toFixed(0)} s, load average ${load()})`,
    );
  }
  const med = (row: string, contender: string): number => median(results.get(`${row}|${contender}`) ?? []);
  // mock/bare per round (the two ran back to back), then the median: steadier than a ratio of medians.
  const pairedRatio = (row: string): number => {
    const m = results.get(`${row}|mock`) ?? [];
    const b = results.get(`${row}|bare`) ?? [];
    return median(m.map((v, i) => v / b[i]!));
  };
  const cpuMed = (row: string, contender: string): number => median(cpuPerRequest.get(`${row}|${contender}`) ?? []);
  const all = (row: string, contender: string): string =>
    (results.get(`${row}|${contender}`) ?? []).map(fmt).join(', ');

  console.log('');
  console.log(
    '| row | bytes | mock req/s | bare node:http req/s | mock / bare (target >= 0.70) | server CPU per request, mock / bare | Prism req/s | mock / Prism | Mockoon req/s | mock / Mockoon |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  let failures = 0;
  for (const row of measured) {
    const m = med(row.name, 'mock');
    const b = med(row.name, 'bare');
    const ratio = pairedRatio(row.name);
    const ok = ratio >= 0.7;
    if (!ok) failures++;
    const peer = (name: string): [string, string] => {
      const c = contenders.find((k) => k.name === name);
      if (c === undefined) return ['unavailable', '-'];
      const skipped = c.skip(row);
      if (skipped !== null) return [skipped, '-'];
      const v = med(row.name, name);
      const note = notes.get(`${row.name}|${name}`);
      return [`${fmt(v)}${note === undefined ? '' : ` (${note})`}`, `${(m / v).toFixed(1)}x`];
    };
    const [pr, prRatio] = peer('Prism');
    const [mo, moRatio] = peer('Mockoon');
    const cpu = `${cpuMed(row.name, 'mock').toFixed(1)} / ${cpuMed(row.name, 'bare').toFixed(1)} us`;
    console.log(
      `| ${row.name} | ${recorded.get(row.path)!.body.length} | ${fmt(m)} | ${fmt(b)} | **${ratio.toFixed(2)}** ${ok ? 'yes' : 'NO'} | ${cpu} | ${pr} | ${prRatio} | ${mo} | ${moRatio} |`,
    );
  }
  console.log('');
  for (const row of measured) {
    const parts = contenders.filter((c) => c.skip(row) === null).map((c) => `${c.name} [${all(row.name, c.name)}]`);
    console.log(`per round, ${row.name}: ${parts.join('; ')}`);
  }
  if (warmRow !== undefined) {
    const warm = med(warmRow.name, 'mock');
    const cold = med(warmRow.name, 'mock, cold fragments');
    const ok = warm / cold <= 2;
    if (!ok) failures++;
    const cpuCold = cpuMed(warmRow.name, 'mock, cold fragments');
    const cpuWarm = cpuMed(warmRow.name, 'mock');
    console.log(
      `cold 1500-record pages (pages 1-100 in turn; every request builds 31 of its 32 fragments): ${fmt(cold)} req/s [${all(warmRow.name, 'mock, cold fragments')}] vs warm ${fmt(warm)} -> warm / cold **${(warm / cold).toFixed(2)}** (target <= 2: ${ok ? 'yes' : 'NO'}); the mock's CPU per request cold ${cpuCold.toFixed(1)} / warm ${cpuWarm.toFixed(1)} us = ${(cpuCold / cpuWarm).toFixed(2)}`,
    );
  }
  if (logRow !== undefined) {
    const off = med(logRow.name, 'mock');
    const on = med(logRow.name, 'mock, request log on');
    console.log(
      `request log: ${logRow.name} with --log text (stderr to /dev/null) ${fmt(on)} req/s [${all(logRow.name, 'mock, request log on')}] vs off ${fmt(off)} -> on / off ${(on / off).toFixed(2)}`,
    );
  }
  if (anomalies.length > 0) console.log(`anomalies: ${anomalies.join('; ')}`);

  // Memory: a warm-up load, then two equal loads over many distinct requests (every row, 400 charge
  // pages of up to 1500 records). Sampled in the mock's process after a full GC (--expose-gc).
  const mixed = [
    ...Array.from({ length: 400 }, (_, i) => ({
      path: `${AGILE}?${TEN_YEARS}&page=${1 + i * 4}&page_size=${i % 3 === 0 ? 1500 : 100}`,
    })),
    ...measured.map((r) => ({ path: r.path, headers: r.headers })),
  ];
  const memoryLoad = (seconds: number) =>
    autocannon({ url: mock.origin, connections, duration: seconds, sampleInt: SAMPLE_MS, requests: mixed });
  await memoryLoad(Math.min(10, memoryDuration));
  const warmSample = await mock.sample();
  await memoryLoad(memoryDuration);
  const run1 = await mock.sample();
  await memoryLoad(memoryDuration);
  const run2 = await mock.sample();
  const growth = (a: number, b: number): string => `${(((b - a) / a) * 100).toFixed(1)} %`;
  const flat = (run2.rss - run1.rss) / run1.rss <= 0.03 && (run2.heapUsed - run1.heapUsed) / run1.heapUsed <= 0.03;
  if (!flat) failures++;
  console.log(
    `memory (mock's process, after a full GC): after warm-up RSS ${mib(warmSample.rss)} / heap ${mib(warmSample.heapUsed)} MiB; after ${memoryDuration} s of load ${mib(run1.rss)} / ${mib(run1.heapUsed)} MiB; after another ${memoryDuration} s ${mib(run2.rss)} / ${mib(run2.heapUsed)} MiB -> run 2 vs run 1: RSS ${growth(run1.rss, run2.rss)}, heap ${growth(run1.heapUsed, run2.heapUsed)} (flat = at most 3 % growth: ${flat ? 'yes' : 'NO'})`,
  );
  console.log(`load average at the start ${startLoad}, at the end ${load()}`);
  console.log(failures === 0 ? 'every target met' : `${failures} target(s) missed`);
  stopAll();
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  stopAll();
  process.exit(1);
});
