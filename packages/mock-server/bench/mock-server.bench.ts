// Benchmarks the mock server on loopback with autocannon and prints ratios measured side by side:
// mock vs Prism (`prism mock` on the bundled contract), mock vs a bare node:http server returning
// the same bytes, unit-rates page 1 vs a page ten years back (warm, and with the fragment cache
// cold: distinct pages cycling over three times what it holds), and memory over two 30 s loads.
// Every response is computed (the mock has no response memo). Contenders run interleaved in rounds
// (mock, bare, Prism, mock, bare, Prism, ...) and the medians are printed, which evens out the load
// of other processes on a shared machine.
// Usage: npm run bench -w @energy-contracts/mock-server [-- --duration 3 --rounds 3 --memory-duration 30 --quick]
//   needs `npm run build` first (it imports dist/src/server.js). Bounded in time; stops every server it starts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const repoRoot = path.resolve(pkg, '../..');
const SERVER = path.join(pkg, 'dist/src/server.js');
const SPEC = path.join(repoRoot, 'packages/contracts/dist/openapi.json');
const PRISM = path.join(repoRoot, 'node_modules/.bin/prism');
const NOW = '2026-01-15T12:00:00Z';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    'memory-duration': { type: 'string', default: '30' },
    connections: { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run bench -w @energy-contracts/mock-server [-- --duration <s> --rounds <n> --memory-duration <s> --connections <n> --quick]');
  process.exit(0);
}
const duration = values.quick ? 2 : Number(values.duration);
const memoryDuration = values.quick ? 5 : Number(values['memory-duration']);
const rounds = values.quick ? 1 : Number(values.rounds);
const connections = Number(values.connections);

const RATES = '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/';
const TEN_YEARS = 'period_from=2016-01-01T00:00Z&period_to=2026-01-01T00:00Z';
const PATHS = {
  products: '/v1/products/',
  rates: `${RATES}?${TEN_YEARS}`,
  ratesDeep: `${RATES}?${TEN_YEARS}&page=1750`,
};

const children: ChildProcess[] = [];
function stopAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
const deadline = setTimeout(() => {
  console.error('bench: took longer than 15 minutes; stopping');
  stopAll();
  process.exit(1);
}, 15 * 60_000);
deadline.unref();

async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      await fetch(url);
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return false;
}

type MemorySample = { rss: number; heapUsed: number };

/**
 * The mock in a child process (so the bench's own memory does not count), started with
 * --expose-gc: on a `sample` message it runs a full GC and answers with process.memoryUsage().
 */
async function startMock(): Promise<{ url: string; child: ChildProcess; sample(): Promise<MemorySample> }> {
  const code = `
    import { startMockServer } from ${JSON.stringify(pathToFileURL(SERVER).href)};
    const mock = await startMockServer({ port: 0, now: ${JSON.stringify(NOW)} });
    process.on('message', () => { globalThis.gc(); globalThis.gc(); const m = process.memoryUsage(); process.send({ rss: m.rss, heapUsed: m.heapUsed }); });
    process.send({ url: mock.url });
    process.on('SIGTERM', () => mock.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve(m.url.replace(/\/v1\/$/, '')));
    child.on('exit', () => reject(new Error('mock server exited before listening')));
  });
  const sample = (): Promise<MemorySample> =>
    new Promise((resolve) => {
      child.once('message', (m: MemorySample) => resolve(m));
      child.send('sample');
    });
  return { url, child, sample };
}

/** A bare node:http server answering each path with pre-recorded status, headers and bytes. */
async function startBare(recorded: Record<string, { status: number; headers: Record<string, string>; body: string }>): Promise<string> {
  const code = `
    import { createServer } from 'node:http';
    const recorded = JSON.parse(process.env.BARE_RESPONSES);
    const server = createServer((req, res) => {
      const r = recorded[req.url];
      if (r === undefined) { res.writeHead(404); res.end(); return; }
      res.writeHead(r.status, r.headers);
      res.end(r.body);
    });
    server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BARE_RESPONSES: JSON.stringify(recorded) } });
  children.push(child);
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk) => {
      const m = /port (\d+)/.exec(chunk.toString());
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
  });
}

async function startPrism(): Promise<{ url: string } | { unavailable: string }> {
  if (!existsSync(PRISM)) return { unavailable: `Prism is not installed (${path.relative(repoRoot, PRISM)} missing)` };
  if (!existsSync(SPEC)) return { unavailable: `the bundled contract ${path.relative(repoRoot, SPEC)} is missing (build @energy-contracts/contracts)` };
  const port = 4900 + Math.floor(Math.random() * 90);
  const child = spawn(PRISM, ['mock', '-h', '127.0.0.1', '-p', String(port), SPEC], { stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitFor(`${url}/products/`, 60_000))) return { unavailable: `Prism did not start within 60 s: ${stderr.slice(0, 500)}` };
  return { url };
}

async function rps(url: string, seconds = duration, paths?: () => string): Promise<{ rps: number; non2xx: number; errors: number }> {
  const requests = paths === undefined ? undefined : [{ setupRequest: (req: { path: string }) => ({ ...req, path: paths() }) }];
  const r = await autocannon({ url, connections, duration: seconds, ...(requests === undefined ? {} : { requests }) });
  return { rps: r.requests.average, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

const fmt = (n: number): string => n.toLocaleString('en-GB', { maximumFractionDigits: 0 });
const ratio = (a: number, b: number): string => (a / b).toFixed(2);
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  if (!existsSync(SERVER)) {
    console.error('bench: dist/src/server.js is missing; run npm run build -w @energy-contracts/mock-server first');
    process.exit(1);
  }
  console.log(`mock-server benchmark: autocannon, ${connections} connections, ${rounds} interleaved round(s) of ${duration} s per contender, medians; 127.0.0.1 only; clock ${NOW}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const mock = await startMock();
  const recorded: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const p of Object.values(PATHS)) {
    const res = await fetch(`${mock.url}${p}`);
    const body = await res.text();
    recorded[p] = { status: res.status, headers: { 'content-type': res.headers.get('content-type') ?? '', 'content-length': String(Buffer.byteLength(body)) }, body };
  }
  const bare = await startBare(recorded);
  const prism = await startPrism();
  if (!('url' in prism)) console.log(`Prism unavailable: ${prism.unavailable}`);
  // Cold pages: 14 regions x 100 pages, asked round-robin by one counter shared by all connections,
  // touch about 2 900 fragments, three times what the 8 MiB fragment cache holds, so (LRU over a
  // cycle larger than itself) nearly every page builds its fragments. Recent pages 1-100 against
  // pages 1651-1750 (ten years back) of the same ranges.
  const REGIONS = 'ABCDEFGHJKLMNP';
  let coldCounter = 0;
  const coldPaths = (firstPage: number) => (): string => {
    const n = coldCounter++;
    return `${RATES.replace('-C/', `-${REGIONS[n % 14]}/`)}?${TEN_YEARS}&page=${firstPage + (Math.floor(n / 14) % 100)}`;
  };
  type Contender = { name: string; url: string; paths?: () => string };
  const cases: Array<{ name: string; contenders: Contender[] }> = [
    { name: 'products list', contenders: [{ name: 'mock', url: `${mock.url}${PATHS.products}` }, { name: 'bare', url: `${bare}${PATHS.products}` }] },
    { name: 'unit rates, 100 records', contenders: [{ name: 'mock', url: `${mock.url}${PATHS.rates}` }, { name: 'bare', url: `${bare}${PATHS.rates}` }] },
    { name: 'unit rates page 1750 (ten years back)', contenders: [{ name: 'mock', url: `${mock.url}${PATHS.ratesDeep}` }] },
    { name: 'cold unit rates, pages 1-100', contenders: [{ name: 'mock', url: mock.url, paths: coldPaths(1) }] },
    { name: 'cold unit rates, pages 1651-1750', contenders: [{ name: 'mock', url: mock.url, paths: coldPaths(1651) }] },
  ];
  if ('url' in prism) {
    cases[0]!.contenders.push({ name: 'Prism', url: `${prism.url}${PATHS.products.replace('/v1', '')}` });
    cases[1]!.contenders.push({ name: 'Prism', url: `${prism.url}${PATHS.rates.replace('/v1', '')}` });
  }
  // One warm-up second per contender (JIT, connection pools), then the interleaved rounds.
  for (const c of cases) for (const k of c.contenders) await rps(k.url, 1, k.paths);
  const results = new Map<string, number[]>();
  const anomalies: string[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      for (const k of c.contenders) {
        const r = await rps(k.url, duration, k.paths);
        if (r.non2xx > 0 && k.name !== 'Prism') anomalies.push(`${c.name} ${k.name}: ${r.non2xx} non-2xx`);
        if (r.errors > 0) anomalies.push(`${c.name} ${k.name}: ${r.errors} errors/timeouts`);
        const key = `${c.name}|${k.name}`;
        results.set(key, [...(results.get(key) ?? []), r.rps]);
      }
    }
  }
  const med = (c: string, k: string): number => median(results.get(`${c}|${k}`) ?? [Number.NaN]);
  const all = (c: string, k: string): string => (results.get(`${c}|${k}`) ?? []).map(fmt).join(', ');
  for (const c of cases.slice(0, 2)) {
    const m = med(c.name, 'mock');
    const b = med(c.name, 'bare');
    console.log(`${c.name}: mock ${fmt(m)} req/s [${all(c.name, 'mock')}], bare node:http ${fmt(b)} req/s [${all(c.name, 'bare')}] -> mock/bare ${ratio(m, b)} (target >= 0.5)`);
    if ('url' in prism) {
      const pr = med(c.name, 'Prism');
      console.log(`${c.name}: Prism ${fmt(pr)} req/s [${all(c.name, 'Prism')}] -> mock/Prism ${ratio(m, pr)} (target >= 10)`);
    }
  }
  const first = med(cases[1]!.name, 'mock');
  const deep = med(cases[2]!.name, 'mock');
  console.log(`unit rates page 1 ${fmt(first)} req/s vs page 1750 (ten years back) ${fmt(deep)} req/s [${all(cases[2]!.name, 'mock')}] -> spread ${(Math.max(first, deep) / Math.min(first, deep)).toFixed(2)} (target <= 1.2)`);
  const coldRecent = med(cases[3]!.name, 'mock');
  const coldDeep = med(cases[4]!.name, 'mock');
  console.log(`cold cache: unit rates pages 1-100 ${fmt(coldRecent)} req/s [${all(cases[3]!.name, 'mock')}] vs pages 1651-1750 ${fmt(coldDeep)} req/s [${all(cases[4]!.name, 'mock')}] -> spread ${(Math.max(coldRecent, coldDeep) / Math.min(coldRecent, coldDeep)).toFixed(2)} (target <= 1.2)`);
  if (anomalies.length > 0) console.log(`anomalies: ${anomalies.join('; ')}`);
  // Memory: a warm-up load, then two equal loads over many distinct pages (page sizes up to 1500,
  // products, a detail). Samples are taken in the mock's process after a full GC (--expose-gc).
  const mixed = Array.from({ length: 400 }, (_, i) => ({ path: `${RATES}?${TEN_YEARS}&page=${1 + i * 4}&page_size=${i % 3 === 0 ? 1500 : 100}` }));
  mixed.push({ path: PATHS.products }, { path: '/v1/products/VAR-22-11-01/' });
  const load = (seconds: number) => autocannon({ url: mock.url, connections, duration: seconds, requests: mixed });
  await load(Math.min(10, memoryDuration));
  const warm = await mock.sample();
  await load(memoryDuration);
  const run1 = await mock.sample();
  await load(memoryDuration);
  const run2 = await mock.sample();
  const growth = (a: number, b: number): string => `${(((b - a) / a) * 100).toFixed(1)} %`;
  // Flat: run 2 grew by at most 3 % over run 1 (shrinking is flat too).
  const flat = (run2.rss - run1.rss) / run1.rss <= 0.03 && (run2.heapUsed - run1.heapUsed) / run1.heapUsed <= 0.03;
  console.log(
    `memory (after a full GC in the mock's process): after warm-up RSS ${mib(warm.rss)} MiB heapUsed ${mib(warm.heapUsed)} MiB; after ${memoryDuration} s RSS ${mib(run1.rss)} / heap ${mib(run1.heapUsed)} MiB; after another ${memoryDuration} s RSS ${mib(run2.rss)} / heap ${mib(run2.heapUsed)} MiB -> run 2 vs run 1: RSS ${growth(run1.rss, run2.rss)}, heap ${growth(run1.heapUsed, run2.heapUsed)} (flat = run 2 at most 3 % above run 1: ${flat ? 'yes' : 'NO'})`,
  );
  console.log(`load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  stopAll();
  console.log('done');
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  stopAll();
  process.exit(1);
});
