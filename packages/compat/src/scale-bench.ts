/**
 * The scale bench behind `npm run bench:scale`: for each catalogue size it copies the repository's
 * sources to a temporary directory (node_modules linked, not copied), multiplies the event catalogue
 * there ({@link multiplyCatalogue}), builds with turbo one task at a time, and measures what grows
 * with the catalogue: each build task's time, the validator's cold start, the generated files' size,
 * a consumer's tsc time over the whole event union and the mock's event emission rate. Every value
 * is printed with its ratio to the 1× copy, measured in the same run, with the load average.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { multiplyCatalogue } from './scale-catalogue.js';

/** What the bench can measure beyond the build times; `catalogue` alone builds only the event schemas. */
export const BENCH_METRICS = ['catalogue', 'startup', 'size', 'tsc', 'emit'] as const;
/** One of {@link BENCH_METRICS}. */
export type BenchMetric = (typeof BENCH_METRICS)[number];

/** Options of {@link runScaleBench}. */
export interface ScaleBenchOptions {
  /** The repository whose sources are copied. */
  repo: string;
  /** Catalogue sizes; 1 is measured first whether listed or not. */
  factors: readonly number[];
  /** What to measure; the build covers only the packages these need (all of them for the default). */
  metrics: readonly BenchMetric[];
  /** Repetitions of startup, tsc and emit; the median is kept. */
  runs: number;
  /** Keep the temporary copies instead of removing them. */
  keep: boolean;
  /** Progress lines (one per step), e.g. to stderr. */
  log: (line: string) => void;
}

/** One row of the result table: a label, a unit and one value per size. */
export interface BenchRow {
  label: string;
  unit: string;
  values: (number | undefined)[];
}

/** The bench's result: the sizes measured, their rows, and the load average around each size. */
export interface ScaleBenchResult {
  factors: number[];
  rows: BenchRow[];
  load: { before: number[]; after: number[] }[];
  /** Where the copies are, when kept. */
  kept: string[];
}

/** Packages each metric needs built (turbo builds their dependencies too). */
const NEEDS: Record<BenchMetric, string[]> = {
  catalogue: ['@energy-contracts/event-schemas'],
  startup: ['@energy-contracts/validator'],
  size: ['@energy-contracts/validator', '@energy-contracts/types'],
  tsc: ['@energy-contracts/types'],
  emit: ['@energy-contracts/mock-server'],
};

/** Events the emission rate is measured over, whatever the catalogue size. */
const EMIT_EVENTS = 20_000;
/** The fixed clock of the emitter, so every size writes comparable payloads. */
const EMIT_NOW = '2025-01-15T12:00:00Z';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Total bytes of the files under `target` (a file's own size when it is a file). */
function bytesOf(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, entry) => sum + bytesOf(path.join(target, entry)), 0);
}

function run(command: string, args: string[], cwd: string, what: string): string {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status ?? r.signal}):\n${(r.stderr || r.stdout).slice(-4000)}`);
  return r.stdout;
}

/** Wall time of a command in ms (median of `runs`). */
function timed(runs: number, fn: () => void): number {
  return median(
    Array.from({ length: runs }, () => {
      const start = performance.now();
      fn();
      return performance.now() - start;
    }),
  );
}

/**
 * Copies the repository's sources (git's tracked and untracked files, not the ignored ones: no
 * build output, no node_modules) to `dir`, and links node_modules: every installed package points
 * at the repository's, except the workspace packages, which point at the copies.
 */
export function copyRepository(repo: string, dir: string): void {
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], repo, 'git ls-files').split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(repo, file);
    if (!existsSync(from)) continue; // deleted in the working tree, still in the index
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
  }
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@energy-contracts'), { recursive: true });
  for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
    if (entry !== '@energy-contracts') symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry));
  }
  for (const pkg of readdirSync(path.join(dir, 'packages'))) {
    const manifest = path.join(dir, 'packages', pkg, 'package.json');
    if (!existsSync(manifest)) continue;
    const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name;
    symlinkSync(path.join('..', '..', 'packages', pkg), path.join(modules, name));
    // Dependencies installed under the package itself (a version the root could not hoist).
    const own = path.join(repo, 'packages', pkg, 'node_modules');
    if (existsSync(own)) {
      for (const entry of readdirSync(own).filter((e) => e !== '.bin')) {
        mkdirSync(path.join(dir, 'packages', pkg, 'node_modules'), { recursive: true });
        symlinkSync(path.join(own, entry), path.join(dir, 'packages', pkg, 'node_modules', entry));
      }
    }
  }
}

/** The consumer whose tsc time is measured: it routes every member of the event union. */
const CONSUMER = `import { isEvent, type EventType, type PlatformEvent, type PlatformEventOf } from '@energy-contracts/types/events';

type Handlers = { [T in EventType]: (event: PlatformEventOf<T>) => string };

export function route(event: PlatformEvent, handlers: Handlers): string {
  return (handlers[event.event_type] as (event: PlatformEvent) => string)(event);
}

export function fields(event: unknown): string[] {
  return isEvent(event, 'account.created', 'v1') ? Object.keys(event.payload) : [];
}
`;

interface SizeMeasurement {
  payloads: number;
  tasks: Map<string, number>;
  values: Map<string, number>;
}

function measureSize(options: ScaleBenchOptions, factor: number, dir: string): SizeMeasurement {
  const { metrics, runs, log } = options;
  copyRepository(options.repo, dir);
  const scaled = multiplyCatalogue(dir, factor);
  log(`bench:scale: ${factor}x: ${scaled.payloads} payloads in ${dir}; building`);

  // One task at a time, so each task's time is its own; every task runs (the copy has no cache).
  const turboBin = path.join(options.repo, 'node_modules', 'turbo', 'bin', 'turbo');
  // With every measurement, every package is built; otherwise only what the measurements need.
  const everything = BENCH_METRICS.every((m) => m === 'catalogue' || metrics.includes(m));
  const filters = everything ? [] : [...new Set(['catalogue' as const, ...metrics].flatMap((m) => NEEDS[m]))].map((p) => `--filter=${p}`);
  run(process.execPath, [turboBin, 'run', 'build', '--concurrency=1', '--summarize', '--output-logs=errors-only', ...filters], dir, `turbo run build (${factor}x)`);
  const runsDir = path.join(dir, '.turbo', 'runs');
  const summary = JSON.parse(readFileSync(path.join(runsDir, readdirSync(runsDir).find((f) => f.endsWith('.json'))!), 'utf8')) as {
    tasks: { taskId: string; execution?: { startTime: number; endTime: number } }[];
  };
  // In the order turbo ran them (dependencies first).
  const tasks = new Map(
    summary.tasks
      .filter((t) => t.execution)
      .sort((a, b) => a.execution!.startTime - b.execution!.startTime)
      .map((t) => [t.taskId.replace('@energy-contracts/', ''), t.execution!.endTime - t.execution!.startTime] as [string, number]),
  );

  const catalogue = JSON.parse(readFileSync(path.join(dir, 'packages/event-schemas/catalogue.json'), 'utf8')) as unknown[];
  const values = new Map<string, number>();
  const validator = path.join(dir, 'packages/validator');
  if (metrics.includes('startup')) {
    const payload = readFileSync(path.join(dir, 'specs/asyncapi/examples/account.created/v1.full.payload.json'), 'utf8');
    // performance.now() counts from the process's start: import, then the first validation.
    const code = `const m = await import(${JSON.stringify(pathToFileURL(path.join(validator, 'dist/src/index.js')).href)});
if (!m.validateEvent('account.created', 'v1', ${payload.trim()}).valid) process.exit(3);
process.stdout.write(String(performance.now()));`;
    values.set('startup', median(Array.from({ length: runs }, () => Number(run(process.execPath, ['--input-type=module', '-e', code], dir, 'validator cold start')))));
  }
  if (metrics.includes('size')) {
    values.set('size:index', bytesOf(path.join(validator, 'generated/index.js')));
    values.set('size:loaders', bytesOf(path.join(validator, 'generated/event-loaders.js')));
    values.set('size:validator', bytesOf(path.join(validator, 'generated')));
    values.set('size:types', bytesOf(path.join(dir, 'packages/types/generated/events')));
  }
  if (metrics.includes('tsc')) {
    const consumer = path.join(dir, 'bench-consumer');
    mkdirSync(consumer);
    writeFileSync(path.join(consumer, 'consumer.ts'), CONSUMER);
    writeFileSync(path.join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['consumer.ts'] }));
    const tsc = path.join(options.repo, 'node_modules/typescript/bin/tsc');
    values.set('tsc', timed(runs, () => run(process.execPath, [tsc, '-p', consumer], consumer, 'consumer tsc')));
  }
  if (metrics.includes('emit')) {
    const cli = path.join(dir, 'packages/mock-server/dist/src/cli.js');
    const count = Math.max(1, Math.round(EMIT_EVENTS / catalogue.length));
    const out = path.join(dir, 'events.ndjson');
    const ms = timed(runs, () => run(process.execPath, [cli, 'events', '--now', EMIT_NOW, '--count', String(count), '--out', out], dir, 'energy-mock-server events'));
    const lines = readFileSync(out, 'utf8').split('\n').filter(Boolean).length;
    values.set('emit', lines / (ms / 1000));
  }
  return { payloads: catalogue.length, tasks, values };
}

/**
 * Runs the bench (see the module comment) and returns the table; {@link formatScaleBench} prints it.
 *
 * @throws Error naming the step (copy, turbo task, measurement) that failed, with its output.
 * @example
 * const result = runScaleBench({ repo: '.', factors: [1, 4, 8], metrics: BENCH_METRICS, runs: 3, keep: false, log: console.error });
 * console.log(formatScaleBench(result));
 */
export function runScaleBench(options: ScaleBenchOptions): ScaleBenchResult {
  const factors = [...new Set([1, ...options.factors])].sort((a, b) => a - b);
  const measured: SizeMeasurement[] = [];
  const load: ScaleBenchResult['load'] = [];
  const kept: string[] = [];
  for (const factor of factors) {
    const dir = mkdtempSync(path.join(tmpdir(), `bench-scale-${factor}x-`));
    const before = loadavg();
    try {
      measured.push(measureSize(options, factor, dir));
    } finally {
      if (options.keep) kept.push(dir);
      else rmSync(dir, { recursive: true, force: true });
    }
    load.push({ before, after: loadavg() });
  }

  const rows: BenchRow[] = [{ label: 'payloads (type, version)', unit: '', values: measured.map((m) => m.payloads) }];
  const taskIds = [...new Set(measured.flatMap((m) => [...m.tasks.keys()]))];
  for (const task of taskIds) rows.push({ label: `build ${task}`, unit: 'ms', values: measured.map((m) => m.tasks.get(task)) });
  rows.push({ label: 'build, all tasks', unit: 'ms', values: measured.map((m) => [...m.tasks.values()].reduce((a, b) => a + b, 0)) });
  const labels: [string, string, string][] = [
    ['startup', 'validator cold start (process start to first validateEvent)', 'ms'],
    ['size:index', 'validator generated/index.js', 'bytes'],
    ['size:loaders', 'validator generated/event-loaders.js', 'bytes'],
    ['size:validator', 'validator generated/ in all', 'bytes'],
    ['size:types', 'types generated/events/', 'bytes'],
    ['tsc', 'consumer tsc (the whole PlatformEvent union)', 'ms'],
    ['emit', 'energy-mock-server events', 'events/s'],
  ];
  for (const [key, label, unit] of labels) {
    if (measured[0]!.values.has(key)) rows.push({ label, unit, values: measured.map((m) => m.values.get(key)) });
  }
  return { factors, rows, load, kept };
}

/**
 * The result as a text table: one row per measurement, one column per size with its ratio to 1×,
 * then the load average around each size.
 *
 * @example
 * formatScaleBench({ factors: [1, 2], rows: [{ label: 'payloads (type, version)', unit: '', values: [265, 530] }], load: [], kept: [] });
 * // 'measurement               1x    2x\npayloads (type, version)  265   530 (2.00x)\n...'
 */
export function formatScaleBench(result: ScaleBenchResult): string {
  const cell = (value: number | undefined, base: number | undefined, first: boolean): string => {
    if (value === undefined) return '-';
    const shown = value >= 100 ? String(Math.round(value)) : value.toFixed(1);
    return first || base === undefined || base === 0 ? shown : `${shown} (${(value / base).toFixed(2)}x)`;
  };
  const header = ['measurement', ...result.factors.map((f) => `${f}x`)];
  const body = result.rows.map((row) => [`${row.label}${row.unit ? ` (${row.unit})` : ''}`, ...row.values.map((v, i) => cell(v, row.values[0], i === 0))]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const load = result.load.map((l, i) => `${result.factors[i]}x: ${l.before.map((v) => v.toFixed(2)).join(' ')} -> ${l.after.map((v) => v.toFixed(2)).join(' ')}`);
  return [
    line(header),
    ...body.map(line),
    '',
    'ratios are to the 1x copy, measured in the same run; for sizes and times a ratio at or under the',
    'catalogue factor grows linearly or less; the emission rate should stay near 1.00x.',
    `load average (1, 5, 15 min) before -> after each size: ${load.join('; ')}`,
    ...result.kept.map((dir) => `kept: ${dir}`),
  ].join('\n');
}
