// The servers the benchmark compares, each in its own child process (so the load generator does not
// share their event loop), on ports chosen free at run time: the mock, a bare node:http server
// answering the recorded bytes, Prism (`prism mock` on the bundled contract) and Mockoon CLI serving
// the mock's recorded answers. Every child is stopped by stopAll().
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contractReader } from '@energy-contracts/schema-tools/contracts';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const repoRoot = path.resolve(pkg, '../..');
const require = createRequire(import.meta.url);
export const SERVER = path.join(pkg, 'dist/src/server.js');
const PRISM = path.join(repoRoot, 'node_modules/.bin/prism');
const MOCKOON = path.join(repoRoot, 'node_modules/.bin/mockoon-cli');

const children: ChildProcess[] = [];
const tempDirs: string[] = [];

/** Stops every child process started here and removes the temporary files. */
export function stopAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.length = 0;
}

/** A temporary folder removed by stopAll(). */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-server-bench-'));
  tempDirs.push(dir);
  return dir;
}

/** A port free at the time of asking (for servers that take a port number, not 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One answer as the wire carries it: status, headers in order (node's own Date/Connection/Keep-Alive left out) and body bytes. */
export interface Recorded {
  status: number;
  headers: string[];
  body: Buffer;
}

/** GETs a URL with node:http and keeps the raw headers in their order. */
export function capture(url: string, headers: Record<string, string> = {}): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (/^(date|connection|keep-alive)$/i.test(name)) continue;
          raw.push(name, res.rawHeaders[i + 1]!);
        }
        resolve({ status: res.statusCode ?? 0, headers: raw, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} in 30 s`)));
    req.end();
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      await capture(url);
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return false;
}

function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

type MemorySample = { rss: number; heapUsed: number };

/** A server in a child process that reports its CPU time (user + system, microseconds). */
export interface Measured {
  origin: string;
  cpu(): Promise<number>;
}

/** A running mock: its origin (no `/v1`), its CPU time and a memory sample a second after a full GC. */
export interface MockContender extends Measured {
  sample(): Promise<MemorySample>;
  stop(): void;
}

/** How a mock is started: which build (its dist/src/server.js), the request log, and the response cache's bytes. */
export interface MockStart {
  server?: string;
  requestLog?: 'text' | 'json';
  /** 0: no response cache (every answer built afresh); absent: the build's default. */
  responseCacheBytes?: number;
}

// Children answer 'cpu' with their CPU time; the same few lines in every child.
const CPU_REPLY = `if (m === 'cpu') { const u = process.cpuUsage(); process.send({ cpu: u.user + u.system }); return; }`;

function askCpu(child: ChildProcess): () => Promise<number> {
  return () =>
    new Promise((resolve) => {
      const onMessage = (m: { cpu?: number }): void => {
        if (m.cpu === undefined) return;
        child.off('message', onMessage);
        resolve(m.cpu);
      };
      child.on('message', onMessage);
      child.send('cpu');
    });
}

/**
 * The mock in a child process started with --expose-gc. `requestLog` turns the request log on
 * (written to the child's stderr, which goes to /dev/null), to measure what the log costs.
 */
export async function startMock(now: string, start: MockStart = {}): Promise<MockContender> {
  const { server = SERVER, requestLog, responseCacheBytes } = start;
  const options = { port: 0, now, requestLog, responseCacheBytes };
  const code = `
    import { startMockServer } from ${JSON.stringify(pathToFileURL(server).href)};
    const mock = await startMockServer(${JSON.stringify(options)});
    process.on('message', (m) => {
      ${CPU_REPLY}
      // V8 returns the pages a GC frees from a background thread: sampled at once, RSS still counts
      // some of them (several MiB, differently each run), so the sample waits a second.
      globalThis.gc(); globalThis.gc();
      setTimeout(() => {
        const u = process.memoryUsage();
        process.send({ rss: u.rss, heapUsed: u.heapUsed });
      }, 1000);
    });
    process.send({ url: mock.url });
    process.on('SIGTERM', () => mock.close().then(() => process.exit(0)));
  `;
  const child = track(
    spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'inherit', requestLog === undefined ? 'inherit' : 'ignore', 'ipc'],
    }),
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve(m.url.replace(/\/v1\/$/, '')));
    child.once('exit', () => reject(new Error('the mock server exited before listening')));
  });
  const ask = <T>(message: string): Promise<T> =>
    new Promise((resolve) => {
      child.once('message', (m: T) => resolve(m));
      child.send(message);
    });
  return { origin, cpu: askCpu(child), sample: () => ask<MemorySample>('sample'), stop: () => child.kill('SIGTERM') };
}

/** A bare node:http server answering each recorded URL with its recorded status, headers and bytes. */
export async function startBare(recorded: ReadonlyMap<string, Recorded>): Promise<Measured> {
  const file = path.join(tempDir(), 'bare.json');
  writeFileSync(
    file,
    JSON.stringify(
      [...recorded].map(([url, r]) => ({ url, status: r.status, headers: r.headers, body: r.body.toString('base64') })),
    ),
  );
  const code = `
    import { createServer } from 'node:http';
    import { readFileSync } from 'node:fs';
    const table = new Map(JSON.parse(readFileSync(process.env.BARE_FILE, 'utf8')).map((r) => [r.url, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') }]));
    const server = createServer((req, res) => {
      const r = table.get(req.url);
      if (r === undefined) { res.writeHead(404, { 'content-length': '0' }); res.end(); return; }
      res.writeHead(r.status, r.headers);
      res.end(r.body);
    });
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
    process.on('message', (m) => { ${CPU_REPLY} });
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  `;
  const child = track(
    spawn(process.execPath, ['--input-type=module', '-e', code], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BARE_FILE: file },
    }),
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(`http://127.0.0.1:${m.port}`));
    child.once('exit', () => reject(new Error('the bare server exited before listening')));
  });
  return { origin, cpu: askCpu(child) };
}

/** Where a peer listens, or why it could not be started. */
export type Peer = { origin: string; version: string } | { unavailable: string };

/** Prism 5 mocking the bundled contract (its paths have no `/v1`: requests drop it). */
export async function startPrism(): Promise<Peer> {
  if (!existsSync(PRISM)) return { unavailable: `Prism is not installed (${path.relative(repoRoot, PRISM)} missing)` };
  let spec: string;
  try {
    spec = contractReader(import.meta.url).path('openapi');
  } catch (error) {
    return { unavailable: (error as Error).message };
  }
  const version = (require('@stoplight/prism-cli/package.json') as { version: string }).version;
  const port = await freePort();
  const child = track(
    spawn(PRISM, ['mock', '-h', '127.0.0.1', '-p', String(port), spec], { stdio: ['ignore', 'ignore', 'pipe'] }),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  if (!(await waitForHttp(`${origin}/products/`, 90_000)))
    return { unavailable: `Prism did not start within 90 s: ${stderr.slice(0, 300)}` };
  return { origin, version };
}

/** One route of the Mockoon environment: a path, and per recorded answer the query and headers it must match. */
export interface MockoonRoute {
  path: string;
  answers: Array<{ query: Record<string, string>; headers: Record<string, string>; recorded: Recorded }>;
}

/**
 * Mockoon CLI serving the mock's recorded answers: one route per path, one response per recorded
 * answer, chosen by rules on its query parameters and headers (all must match); anything else 404.
 * The environment file is written with Mockoon's own schema builders, in a temporary folder.
 */
export async function startMockoon(routes: readonly MockoonRoute[]): Promise<Peer> {
  if (!existsSync(MOCKOON))
    return { unavailable: `Mockoon CLI is not installed (${path.relative(repoRoot, MOCKOON)} missing)` };
  const commons = require('@mockoon/commons') as typeof import('@mockoon/commons');
  const version = (require('@mockoon/cli/package.json') as { version: string }).version;
  const port = await freePort();
  const environment = commons.BuildEnvironment({
    hasDefaultRoute: false,
    hasContentTypeHeader: false,
    hasCorsHeaders: false,
    port,
  });
  environment.name = 'energy-contracts mock-server bench';
  environment.cors = false;
  environment.hostname = '127.0.0.1';
  for (const r of routes) {
    const route = commons.BuildHTTPRoute(false);
    route.method = commons.Methods.get;
    route.endpoint = r.path.replace(/^\//, '');
    // Mockoon serves the first response whose rules all match: the most specific first.
    const answers = [...r.answers].sort(
      (a, b) =>
        Object.keys(b.query).length +
        Object.keys(b.headers).length -
        (Object.keys(a.query).length + Object.keys(a.headers).length),
    );
    route.responses = answers.map(({ query, headers, recorded }) => {
      const response = commons.BuildRouteResponse();
      response.statusCode = recorded.status;
      response.body = recorded.body.toString('utf8');
      response.disableTemplating = true;
      response.headers = [];
      for (let i = 0; i < recorded.headers.length; i += 2) {
        // Mockoon sets content-length itself.
        if (recorded.headers[i]!.toLowerCase() !== 'content-length')
          response.headers.push(commons.BuildHeader(recorded.headers[i], recorded.headers[i + 1]));
      }
      response.rulesOperator = 'AND';
      response.rules = [
        ...Object.entries(query).map(([name, value]) => ({
          ...commons.BuildResponseRule(),
          target: 'query' as const,
          modifier: name,
          value,
          operator: 'equals' as const,
        })),
        ...Object.entries(headers).map(([name, value]) => ({
          ...commons.BuildResponseRule(),
          target: 'header' as const,
          modifier: name,
          value,
          operator: 'equals' as const,
        })),
      ];
      return response;
    });
    // Mockoon never picks a response without rules by its rules: the one without any (the path alone)
    // is the route's default; otherwise a 404 is.
    const unconditional = route.responses.find((response) => response.rules.length === 0);
    for (const response of route.responses) response.default = response === unconditional;
    if (unconditional === undefined) {
      const fallback = commons.BuildRouteResponse();
      fallback.statusCode = 404;
      fallback.body = '{"detail":"Not found."}';
      fallback.headers = [commons.BuildHeader('content-type', 'application/json')];
      fallback.default = true;
      route.responses.push(fallback);
    }
    environment.routes.push(route);
    environment.rootChildren.push({ type: 'route', uuid: route.uuid });
  }
  const dir = tempDir();
  const file = path.join(dir, 'environment.json');
  writeFileSync(file, JSON.stringify(environment));
  const child = track(
    spawn(
      MOCKOON,
      [
        'start',
        '--data',
        file,
        '--port',
        String(port),
        '--hostname',
        '127.0.0.1',
        '--disable-log-to-file',
        '--disable-admin-api',
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        cwd: dir,
        env: { ...process.env, HOME: dir },
      },
    ),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  if (!(await waitForHttp(`${origin}/`, 60_000)))
    return { unavailable: `Mockoon did not start within 60 s: ${stderr.slice(0, 300)}` };
  return { origin, version };
}
