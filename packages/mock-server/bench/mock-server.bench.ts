// Benchmarks the mock server on loopback with autocannon, every operation side by side with:
// - bare node:http answering the same recorded bytes and headers (the physical limit; target: the
//   warm mock at >= 0.7 of it on every row),
// - the mock without its response cache (every answer built afresh: cold) against Prism (`prism
//   mock` on the bundled contract: its static examples, not the same data; target: cold >= 3x Prism),
// - Mockoon CLI serving the mock's own recorded answers (same bytes; routes chosen by query and
//   header rules generated at bench start),
// and, when --baseline names another build of this package (its dist/, e.g. a worktree of main),
// that build beside this one in the same run: the CPU per record of cold 1500-record pages, the
// wall time of the project's contract-test run (energy-contract-test, every check) against each,
// and each one's RSS after distinct requests that no cache can answer (target: not above the
// baseline's). Every server runs in its own child process on a port chosen free at run time;
// contenders run interleaved in rounds: req/s are medians over the rounds, mock/bare the median of
// each round's ratio (the two ran back to back); the mock's and bare server's CPU time per request
// is printed too (it hardly moves with the load of other processes). The load average is printed
// at the start, after each round and at the end.
// Usage: npm run bench -w @energy-contracts/mock-server [-- --duration S --rounds N --connections N --only TEXT
//   --no-peers --baseline DIR --distinct N --markdown --quick]
//   needs `npm run build` first (it runs dist/src/server.js). Bounded in time; stops every server it starts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  capture,
  type MockContender,
  type MockoonRoute,
  type Peer,
  type Recorded,
  SERVER,
  startBare,
  startMock,
  startMockoon,
  startPrism,
  stopAll,
} from './contenders.js';
import { ACCOUNT, AGILE, benchRows, type Meters, NOW, type Row, TEN_YEARS, token, WARM_1500 } from './rows.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    'no-peers': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    distinct: { type: 'string', default: '100000' },
    markdown: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'npm run bench -w @energy-contracts/mock-server [-- --duration <s> --rounds <n> --connections <n> --only <text> --no-peers --baseline <dir> --distinct <n> --markdown --quick]',
  );
  console.log(
    '  --baseline: another build of this package (a folder with dist/src/server.js), measured beside this one',
  );
  console.log('  --distinct: distinct requests sent before the RSS sample (default 100000)');
  console.log('  --markdown: also print the table as the README shows it');
  console.log('  --quick: 0.1 s per run (one sample), 1 round, 2000 distinct requests, one contract-test run each');
  console.log('  --only: rows whose name contains the text (the cold-page line needs the 1500-record row)');
  process.exit(0);
}
const duration = values.quick ? 0.1 : Number(values.duration);
const warmup = values.quick ? 0.1 : 1;
const rounds = values.quick ? 1 : Number(values.rounds);
const connections = Number(values.connections);
const distinct = values.quick ? 2000 : Number(values.distinct);
for (const [name, n] of [
  ['--duration', duration],
  ['--rounds', rounds],
  ['--connections', connections],
  ['--distinct', distinct],
] as const) {
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`bench: ${name} expects a positive number`);
    process.exit(2);
  }
}
const baselineServer = values.baseline === undefined ? undefined : path.resolve(values.baseline, 'dist/src/server.js');
if (baselineServer !== undefined && !existsSync(baselineServer)) {
  console.error(`bench: --baseline ${values.baseline}: no dist/src/server.js there (build that package first)`);
  process.exit(2);
}
const CONTRACT_TEST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../contract-tests/dist/src/cli.js',
);

// Bounded: every run is `duration` long; a hang anywhere ends the bench.
const deadline = setTimeout(() => {
  console.error('bench: took longer than 40 minutes; stopping');
  stopAll();
  process.exit(1);
}, 40 * 60_000);
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
  // A run in which no request completed measured nothing: it is run again, twice as long each time,
  // up to MAX_RUN_SECONDS.
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

// Pages 1-100 of the 1500-record row's ten-year range, asked in turn by one counter shared by all
// connections: no two consecutive requests are the same, and the baseline's caches (of days of
// records, about a third of the cycle) hold none of a page's days when it comes round again.
function coldPages(): () => string {
  let counter = 0;
  return () => `${AGILE}?${TEN_YEARS}&page_size=1500&page=${1 + (counter++ % 100)}`;
}

// Distinct requests no cache answers twice: Agile pages of 100 half-hours from as many half-hours of
// the ten years, 97 half-hours apart (so consecutive pages share no day and the baseline's caches of
// days fill too), and (one in ten) product details at as many instants.
function distinctPaths(): () => string {
  let i = 0;
  const start = Date.UTC(2016, 0, 1);
  return () => {
    const n = i++;
    const at = new Date(start + ((n * 97) % 175_000) * 1_800_000 + Math.floor(n / 175_000) * 1000).toISOString();
    return n % 10 === 9
      ? `/v1/products/VAR-22-11-01/?tariffs_active_at=${at}`
      : `${AGILE}?period_from=${at}&period_to=2026-01-01T00:00Z`;
  };
}

async function sendDistinct(origin: string, n: number): Promise<number> {
  const next = distinctPaths();
  const r = await autocannon({
    url: origin,
    connections,
    amount: n,
    sampleInt: SAMPLE_MS,
    requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: next() }) }],
  });
  return r.non2xx + r.errors + r.timeouts;
}

/** Wall time of one contract-test run (every check) against a fresh mock of a build. */
async function contractRun(server: string): Promise<{ seconds: number; summary: string }> {
  const mock = await startMock(NOW, { server });
  const started = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    [CONTRACT_TEST, '--base-url', `${mock.origin}/v1/`, '--account-number', ACCOUNT],
    { encoding: 'utf8', env: { ...process.env, ENERGY_API_KEY: token.slice('Token '.length) }, timeout: 300_000 },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  mock.stop();
  const summary = (
    run.stdout.split('\n').find((l) => l.startsWith('conformant') || l.startsWith('not conformant')) ??
    `exit ${run.status}`
  ).trim();
  return { seconds, summary };
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
  const cold = await startMock(NOW, { responseCacheBytes: 0 });
  const base = baselineServer === undefined ? undefined : await startMock(NOW, { server: baselineServer });

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
    { name: 'cold', origin: cold.origin, path: (r) => r.path, skip: () => null },
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

  // What each contender answers for each row, once, before the runs: bare, the cold mock and Mockoon
  // must give the mock's bytes; Prism gives its example (a different body), or another status.
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
      } else if (
        theirs.status !== mine.status ||
        // The cold mock writes its own origin in links.
        theirs.body.toString('utf8').replaceAll(c.origin, mock.origin) !== mine.body.toString('utf8')
      ) {
        const reason = `n/a: answers ${theirs.status} with ${theirs.body.length} B, not the recorded ${mine.status} with ${mine.body.length} B`;
        const original = c.skip;
        c.skip = (r) => (r === row ? reason : original(r));
      }
    }
  }
  console.log(
    `contenders: mock (dist/src/server.js, and without its response cache), bare node:http ${process.version}, ${'origin' in prism ? `Prism ${prism.version}` : `Prism unavailable: ${prism.unavailable}`}, ${'origin' in mockoon ? `Mockoon CLI ${mockoon.version}` : `Mockoon unavailable: ${mockoon.unavailable}`}${baselineServer === undefined ? '' : `, baseline ${values.baseline}`}`,
  );

  type Run = {
    row: string;
    contender: string;
    url: string;
    headers: Record<string, string>;
    paths?: () => string;
    cpu?: () => Promise<number>;
  };
  const cpuOf: Record<string, (() => Promise<number>) | undefined> = { mock: mock.cpu, bare: bare.cpu, cold: cold.cpu };
  const plan: Run[] = [];
  const warmRow = measured.find((r) => r.name === WARM_1500);
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
    if (row === warmRow) {
      plan.push({
        row: row.name,
        contender: 'pages',
        url: cold.origin,
        headers: {},
        paths: coldPages(),
        cpu: cold.cpu,
      });
      if (base !== undefined)
        plan.push({
          row: row.name,
          contender: 'baseline pages',
          url: base.origin,
          headers: {},
          paths: coldPages(),
          cpu: base.cpu,
        });
    }
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
      const key = `${run.row}|${run.contender}`;
      if (run.cpu !== undefined && before !== undefined)
        cpuPerRequest.set(key, [
          ...(cpuPerRequest.get(key) ?? []),
          ((await run.cpu()) - before) / Math.max(1, r.total),
        ]);
      const expected = recorded.get(measured.find((m) => m.name === run.row)!.path)!.status;
      if (expected < 300 && r.non2xx > 0 && run.contender !== 'Prism')
        anomalies.push(`${run.row} / ${run.contender}: ${r.non2xx} non-2xx`);
      if (r.errors > 0) anomalies.push(`${run.row} / ${run.contender}: ${r.errors} errors/timeouts`);
      results.set(key, [...(results.get(key) ?? []), r.rps]);
    }
    console.log(
      `round ${round + 1}/${rounds} done (${((Date.now() - started) / 1000).toFixed(0)} s, load average ${load()})`,
    );
  }
  const med = (row: string, contender: string): number => median(results.get(`${row}|${contender}`) ?? []);
  const pairedRatio = (row: string, a: string, b: string): number => {
    const x = results.get(`${row}|${a}`) ?? [];
    const y = results.get(`${row}|${b}`) ?? [];
    return median(x.map((v, i) => v / y[i]!));
  };
  const cpuMed = (row: string, contender: string): number => median(cpuPerRequest.get(`${row}|${contender}`) ?? []);
  const all = (row: string, contender: string): string =>
    (results.get(`${row}|${contender}`) ?? []).map(fmt).join(', ');

  let failures = 0;
  const table: string[] = [
    '| row | bytes | mock req/s | bare node:http req/s | mock / bare (target >= 0.70) | server CPU per request, mock / bare / cold | cold req/s (no cache) | Prism req/s | cold / Prism (target >= 3) | Mockoon req/s | mock / Mockoon |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of measured) {
    const m = med(row.name, 'mock');
    const b = med(row.name, 'bare');
    const ratio = pairedRatio(row.name, 'mock', 'bare');
    const ok = ratio >= 0.7;
    if (!ok) failures++;
    const c = med(row.name, 'cold');
    const peer = (name: string, against: number): [string, string, number] => {
      const k = contenders.find((x) => x.name === name);
      if (k === undefined) return ['unavailable', '-', Number.NaN];
      const skipped = k.skip(row);
      if (skipped !== null) return [skipped, '-', Number.NaN];
      const v = med(row.name, name);
      const note = notes.get(`${row.name}|${name}`);
      return [`${fmt(v)}${note === undefined ? '' : ` (${note})`}`, `${(against / v).toFixed(1)}x`, against / v];
    };
    const [pr, prRatio, prValue] = peer('Prism', c);
    const [mo, moRatio] = peer('Mockoon', m);
    const coldOk = !(prValue < 3);
    if (!coldOk) failures++;
    const cpu = `${cpuMed(row.name, 'mock').toFixed(1)} / ${cpuMed(row.name, 'bare').toFixed(1)} / ${cpuMed(row.name, 'cold').toFixed(1)} us`;
    table.push(
      `| ${row.name} | ${recorded.get(row.path)!.body.length} | ${fmt(m)} | ${fmt(b)} | **${ratio.toFixed(2)}** ${ok ? 'yes' : 'NO'} | ${cpu} | ${fmt(c)} | ${pr} | ${prRatio === '-' ? '-' : `**${prRatio}** ${coldOk ? 'yes' : 'NO'}`} | ${mo} | ${moRatio} |`,
    );
  }
  console.log('');
  for (const line of table) console.log(line);
  console.log('');
  for (const row of measured) {
    const parts = contenders.filter((c) => c.skip(row) === null).map((c) => `${c.name} [${all(row.name, c.name)}]`);
    console.log(`per round, ${row.name}: ${parts.join('; ')}`);
  }
  const lines: string[] = [];
  if (warmRow !== undefined) {
    const perRecord = (contender: string): string =>
      `${((cpuMed(warmRow.name, contender) * 1000) / 1500).toFixed(0)} ns`;
    lines.push(
      `cold 1500-record pages (pages 1-100 in turn), CPU per record: this build ${perRecord('pages')} (${fmt(med(warmRow.name, 'pages'))} req/s, no response cache)${base === undefined ? '; baseline: not measured (--baseline DIR)' : `, baseline ${perRecord('baseline pages')} (${fmt(med(warmRow.name, 'baseline pages'))} req/s)`}`,
    );
  }
  if (anomalies.length > 0) console.log(`anomalies: ${anomalies.join('; ')}`);

  // The project's contract-test run, each build in turn, on fresh servers. A run is mostly the
  // client's start-up, so the two builds differ by little against its noise: seven runs each, and
  // which build goes first alternates, so neither always runs on a machine the other warmed.
  if (existsSync(CONTRACT_TEST)) {
    const times: number[] = [];
    const baseTimes: number[] = [];
    let summary = '';
    for (let i = 0; i < (values.quick ? 1 : 7); i++) {
      if (baselineServer !== undefined && i % 2 === 1) baseTimes.push((await contractRun(baselineServer)).seconds);
      const r = await contractRun(SERVER);
      times.push(r.seconds);
      summary = r.summary;
      if (baselineServer !== undefined && i % 2 === 0) baseTimes.push((await contractRun(baselineServer)).seconds);
    }
    const slower = baseTimes.length > 0 && median(times) > median(baseTimes);
    if (slower) failures++;
    lines.push(
      `contract-test run (energy-contract-test, every check; "${summary}"): this build ${median(times).toFixed(2)} s [${times.map((t) => t.toFixed(2)).join(', ')}]${baseTimes.length === 0 ? '' : `, baseline ${median(baseTimes).toFixed(2)} s [${baseTimes.map((t) => t.toFixed(2)).join(', ')}] (not slower: ${slower ? 'NO' : 'yes'})`}`,
    );
  } else lines.push('contract-test run: not measured (build @energy-contracts/contract-tests first)');

  // Memory: a fresh server of each build, then distinct requests (Agile pages and product details at
  // as many instants), then RSS and heap a second after a full GC (--expose-gc).
  const memory = async (server: string): Promise<{ rss: number; heapUsed: number; bad: number }> => {
    const fresh: MockContender = await startMock(NOW, { server });
    const bad = await sendDistinct(fresh.origin, distinct);
    const sample = await fresh.sample();
    fresh.stop();
    return { ...sample, bad };
  };
  const mine = await memory(SERVER);
  const theirs = baselineServer === undefined ? undefined : await memory(baselineServer);
  const bounded = theirs === undefined || mine.rss <= theirs.rss;
  if (!bounded) failures++;
  lines.push(
    `memory after ${fmt(distinct)} distinct requests (fresh server, a second after a full GC): this build RSS ${mib(mine.rss)} / heap ${mib(mine.heapUsed)} MiB${theirs === undefined ? '' : `, baseline RSS ${mib(theirs.rss)} / heap ${mib(theirs.heapUsed)} MiB (RSS not above the baseline's: ${bounded ? 'yes' : 'NO'})`}${mine.bad + (theirs?.bad ?? 0) > 0 ? `; ${mine.bad + (theirs?.bad ?? 0)} non-2xx or errors` : ''}`,
  );
  for (const line of lines) console.log(line);
  const endLoad = load();
  console.log(`load average at the start ${startLoad}, at the end ${endLoad}`);
  console.log(failures === 0 ? 'every target met' : `${failures} target(s) missed`);
  if (values.markdown) {
    console.log('');
    console.log(`Load average ${startLoad} at the start, ${endLoad} at the end (1, 5, 15 min).`);
    console.log('');
    for (const line of table) console.log(line);
    console.log('');
    for (const line of lines) console.log(`- ${line}`);
  }
  stopAll();
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  stopAll();
  process.exit(1);
});
