// Benchmarks the mock server on loopback with autocannon and prints ratios measured side by side:
// mock vs Prism (`prism mock` on the bundled contract), mock vs a bare node:http server returning
// the same bytes, unit-rates page 1 vs a page ten years back, and RSS after two 30 s loads.
// Usage: npm run bench -w @energy-contracts/mock-server [-- --duration 5 --memory-duration 30 --quick]
//   needs `npm run build` first (it runs dist/src/cli.js). Bounded in time; stops every server it starts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const repoRoot = path.resolve(pkg, '../..');
const CLI = path.join(pkg, 'dist/src/cli.js');
const SPEC = path.join(repoRoot, 'packages/contracts/dist/openapi.json');
const PRISM = path.join(repoRoot, 'node_modules/.bin/prism');
const NOW = '2026-01-15T12:00:00Z';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    'memory-duration': { type: 'string', default: '30' },
    connections: { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run bench -w @energy-contracts/mock-server [-- --duration <s> --memory-duration <s> --connections <n> --quick]');
  process.exit(0);
}
const duration = values.quick ? 2 : Number(values.duration);
const memoryDuration = values.quick ? 5 : Number(values['memory-duration']);
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

async function startMock(extra: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--now', NOW, ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[^/]+)\/v1\//.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', () => reject(new Error('mock server exited before listening')));
  });
  return { url, child };
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

async function rps(url: string, seconds = duration): Promise<{ rps: number; non2xx: number; errors: number }> {
  await autocannon({ url, connections, duration: 1 }); // warm-up
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: r.requests.average, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 'NaN');
  return kb / 1024;
}

const fmt = (n: number): string => n.toLocaleString('en-GB', { maximumFractionDigits: 0 });
const ratio = (a: number, b: number): string => (a / b).toFixed(2);

async function main(): Promise<void> {
  if (!existsSync(CLI)) {
    console.error('bench: dist/src/cli.js is missing; run npm run build -w @energy-contracts/mock-server first');
    process.exit(1);
  }
  console.log(`mock-server benchmark: autocannon, ${connections} connections, ${duration} s per measurement (+1 s warm-up), 127.0.0.1 only, clock ${NOW}`);
  const mock = await startMock();
  const recorded: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const p of Object.values(PATHS)) {
    const res = await fetch(`${mock.url}${p}`);
    const body = await res.text();
    recorded[p] = { status: res.status, headers: { 'content-type': res.headers.get('content-type') ?? '', 'content-length': String(Buffer.byteLength(body)) }, body };
  }
  const bare = await startBare(recorded);
  const prism = await startPrism();
  const rows: string[] = [];
  const report = (line: string): void => {
    rows.push(line);
    console.log(line);
  };
  for (const [name, p] of [
    ['products list', PATHS.products],
    ['unit rates, 100 records', PATHS.rates],
  ] as const) {
    const m = await rps(`${mock.url}${p}`);
    const b = await rps(`${bare}${p}`);
    report(`${name}: mock ${fmt(m.rps)} req/s (non-2xx ${m.non2xx}), bare node:http ${fmt(b.rps)} req/s (non-2xx ${b.non2xx}) -> mock/bare ${ratio(m.rps, b.rps)} (target >= 0.5)`);
    if ('url' in prism) {
      const prismPath = p.replace('/v1', '');
      const pr = await rps(`${prism.url}${prismPath}`);
      report(`${name}: Prism ${fmt(pr.rps)} req/s (non-2xx ${pr.non2xx}, errors ${pr.errors}) -> mock/Prism ${ratio(m.rps, pr.rps)} (target >= 10)`);
    } else {
      report(`${name}: mock/Prism unavailable: ${prism.unavailable}`);
    }
  }
  // Computation, not the memo: a second server with --no-cache computes every page.
  const computing = await startMock(['--no-cache']);
  const c = await rps(`${computing.url}${PATHS.rates}`);
  const cb = await rps(`${bare}${PATHS.rates}`);
  report(`unit rates, 100 records, memo off (--no-cache): mock ${fmt(c.rps)} req/s, bare ${fmt(cb.rps)} req/s -> mock/bare ${ratio(c.rps, cb.rps)}`);
  const first = await rps(`${computing.url}${PATHS.rates}`);
  const deep = await rps(`${computing.url}${PATHS.ratesDeep}`);
  const spread = Math.max(first.rps, deep.rps) / Math.min(first.rps, deep.rps);
  report(`unit rates page 1 ${fmt(first.rps)} req/s vs page 1750 (ten years back) ${fmt(deep.rps)} req/s, both computed (--no-cache) -> spread ${spread.toFixed(2)} (target <= 1.2)`);
  computing.child.kill('SIGTERM');
  // Many distinct pages, so the memo fills to its budget and evicts: RSS must still level off.
  const mixed = Array.from({ length: 400 }, (_, i) => ({ path: `${RATES}?${TEN_YEARS}&page=${1 + i * 4}&page_size=${i % 3 === 0 ? 1500 : 100}` }));
  mixed.push({ path: PATHS.products }, { path: '/v1/products/VAR-22-11-01/' });
  const pid = mock.child.pid!;
  const rssStart = rssMiB(pid);
  await autocannon({ url: mock.url, connections, duration: memoryDuration, requests: mixed });
  const rss1 = rssMiB(pid);
  await autocannon({ url: mock.url, connections, duration: memoryDuration, requests: mixed });
  const rss2 = rssMiB(pid);
  report(`memory: RSS ${rssStart.toFixed(1)} MiB idle, ${rss1.toFixed(1)} MiB after ${memoryDuration} s of load, ${rss2.toFixed(1)} MiB after another ${memoryDuration} s -> growth ${(((rss2 - rss1) / rss1) * 100).toFixed(1)} % (target: flat)`);
  stopAll();
  console.log('done');
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  stopAll();
  process.exit(1);
});
