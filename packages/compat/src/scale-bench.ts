/**
 * The scale bench behind `npm run bench:scale`: for each catalogue size it copies the repository's
 * sources to a temporary directory (node_modules linked, not copied), multiplies the event catalogue
 * there ({@link multiplyCatalogue}), builds with turbo one task at a time, and measures what grows
 * with the catalogue: each build task's time, the validator's cold start, the generated files' size,
 * a consumer's tsc time over the whole event union and the mock's event emission rate. Every value
 * is printed with its ratio to the 1× copy, measured in the same run, with the load average.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
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
  /** Build the 1x copy once, untimed, before the timed builds (absent: true). */
  warmUp?: boolean;
  /** Progress lines (one per step), e.g. to stderr. */
  log: (line: string) => void;
}

/** One row of the result table: a label, a unit and one value per size. */
export interface BenchRow {
  label: string;
  unit: string;
  values: (number | undefined)[];
}

/** The bench's result: the sizes measured, their rows, and the load average around each phase. */
export interface ScaleBenchResult {
  factors: number[];
  rows: BenchRow[];
  /** Load average (1, 5, 15 min) before and after each size's build and the run-time measurements. */
  load: { phase: string; before: number[]; after: number[] }[];
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

/** Events of the shorter emission run (the longer writes twice as many), whatever the catalogue size. */
const EMIT_EVENTS = 40_000;
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
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  if (r.status !== 0)
    throw new Error(`${what} failed (exit ${r.status ?? r.signal}):\n${(r.stderr || r.stdout).slice(-4000)}`);
  return r.stdout;
}

/** Wall time of `fn` in ms. */
function timed(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/**
 * Copies the repository's sources (git's tracked and untracked files, not the ignored ones: no
 * build output, no node_modules) to `dir`, and links node_modules: every installed package points
 * at the repository's, except the workspace packages, which point at the copies.
 */
export function copyRepository(repo: string, dir: string): void {
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], repo, 'git ls-files')
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(repo, file);
    if (!existsSync(from)) continue; // deleted in the working tree, still in the index
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
  }
  linkNodeModules(repo, dir);
}

/**
 * Gives `dir`, a copy of the repository `repo` (same workspace packages), the node_modules of
 * `repo` without installing anything: every installed package links to the repository's, and each
 * workspace package to its copy in `dir`.
 *
 * @example
 * linkNodeModules('/work/repo', '/tmp/clone'); // /tmp/clone/node_modules/@energy-contracts/types -> ../../packages/types
 */
export function linkNodeModules(repo: string, dir: string): void {
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

/** One size's copy, built. */
interface BuiltSize {
  factor: number;
  dir: string;
  payloads: number;
  /** Build time of each turbo task, in the order turbo ran them. */
  tasks: Map<string, number>;
  /** Load average before and after the build. */
  load: ScaleBenchResult['load'][number];
}

/** Runs `turbo run build` one task at a time in `dir`; returns each task's time. */
function turboBuild(options: ScaleBenchOptions, dir: string, what: string, force: boolean): Map<string, number> {
  const turboBin = path.join(options.repo, 'node_modules', 'turbo', 'bin', 'turbo');
  // With every measurement, every package is built; otherwise only what the measurements need.
  const everything = BENCH_METRICS.every((m) => m === 'catalogue' || options.metrics.includes(m));
  const filters = everything
    ? []
    : [...new Set(['catalogue' as const, ...options.metrics].flatMap((m) => NEEDS[m]))].map((p) => `--filter=${p}`);
  const runsDir = path.join(dir, '.turbo', 'runs');
  rmSync(runsDir, { recursive: true, force: true });
  run(
    process.execPath,
    [
      turboBin,
      'run',
      'build',
      '--concurrency=1',
      '--summarize',
      '--output-logs=errors-only',
      ...(force ? ['--force'] : []),
      ...filters,
    ],
    dir,
    what,
  );
  const summary = JSON.parse(
    readFileSync(path.join(runsDir, readdirSync(runsDir).find((f) => f.endsWith('.json'))!), 'utf8'),
  ) as {
    tasks: { taskId: string; execution?: { startTime: number; endTime: number } }[];
  };
  return new Map(
    summary.tasks
      .filter((t) => t.execution)
      .sort((a, b) => a.execution!.startTime - b.execution!.startTime)
      .map(
        (t) =>
          [t.taskId.replace('@energy-contracts/', ''), t.execution!.endTime - t.execution!.startTime] as [
            string,
            number,
          ],
      ),
  );
}

/** Copies the repository, multiplies its catalogue and builds it, timing each turbo task. */
function buildSize(options: ScaleBenchOptions, factor: number, dir: string, warmUp: boolean): BuiltSize {
  copyRepository(options.repo, dir);
  const scaled = multiplyCatalogue(dir, factor);
  // The first build of a run pays for cold caches (the disk's, tsx's transforms): an untimed build
  // first, so the 1x times are not inflated against the others.
  if (warmUp) {
    options.log(`bench:scale: ${factor}x: ${scaled.payloads} payloads in ${dir}; warming up`);
    turboBuild(options, dir, `turbo run build (${factor}x, warm-up)`, false);
  }
  options.log(`bench:scale: ${factor}x: ${scaled.payloads} payloads in ${dir}; building`);
  const before = loadavg();
  const tasks = turboBuild(options, dir, `turbo run build (${factor}x)`, true);
  // The copy's catalogue, resolved as the copy's compat package resolves it (its workspace link).
  const catalogue = contractReader(pathToFileURL(path.join(dir, 'packages/compat/package.json'))).read<unknown[]>(
    'catalogue',
  );
  return {
    factor,
    dir,
    payloads: catalogue.length,
    tasks,
    load: { phase: `${factor}x build`, before, after: loadavg() },
  };
}

/** The run-time measurements of one built size; each call is one sample of each. */
function sampler(options: ScaleBenchOptions, size: BuiltSize): Map<string, () => number> {
  const { dir } = size;
  const samples = new Map<string, () => number>();
  const validator = path.join(dir, 'packages/validator');
  if (options.metrics.includes('startup')) {
    const payload = readFileSync(
      path.join(dir, 'specs/asyncapi/examples/account.created/v1.full.payload.json'),
      'utf8',
    );
    // performance.now() counts from the process's start: import, then the first validation.
    const code = `const m = await import(${JSON.stringify(pathToFileURL(path.join(validator, 'dist/src/index.js')).href)});
if (!m.validateEvent('account.created', 'v1', ${payload.trim()}).valid) process.exit(3);
process.stdout.write(String(performance.now()));`;
    samples.set('startup', () =>
      Number(run(process.execPath, ['--input-type=module', '-e', code], dir, 'validator cold start')),
    );
  }
  if (options.metrics.includes('tsc')) {
    const consumer = path.join(dir, 'bench-consumer');
    mkdirSync(consumer, { recursive: true });
    writeFileSync(path.join(consumer, 'consumer.ts'), CONSUMER);
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = path.join(options.repo, 'node_modules/typescript/bin/tsc');
    samples.set('tsc', () => timed(() => run(process.execPath, [tsc, '-p', consumer], consumer, 'consumer tsc')));
  }
  if (options.metrics.includes('emit')) {
    // Two runs, one twice as long as the other: their difference is the steady rate, and what is
    // left of the shorter run is the emitter's start (loading the catalogue and its schemas).
    const cli = path.join(dir, 'packages/mock-server/dist/src/cli.js');
    const count = Math.max(1, Math.round(EMIT_EVENTS / size.payloads));
    const emit = (n: number): { ms: number; lines: number } => {
      const out = path.join(dir, `events-${n}.ndjson`);
      const ms = timed(() =>
        run(
          process.execPath,
          [cli, 'events', '--now', EMIT_NOW, '--count', String(n), '--out', out],
          dir,
          'energy-mock-server events',
        ),
      );
      return { ms, lines: readFileSync(out, 'utf8').split('\n').filter(Boolean).length };
    };
    let last: { rate: number; start: number } | undefined;
    const sample = () => {
      const short = emit(count);
      const long = emit(2 * count);
      const rate = (long.lines - short.lines) / (Math.max(1, long.ms - short.ms) / 1000);
      last = { rate, start: Math.max(0, short.ms - (short.lines / rate) * 1000) };
      return rate;
    };
    samples.set('emit', sample);
    samples.set('emit:start', () => last!.start);
  }
  return samples;
}

/**
 * Runs the bench (see the module comment) and returns the table; {@link formatScaleBench} prints it.
 * Each size is built in turn; the run-time measurements then go round the sizes `runs` times, so
 * that a change of load or of cache warmth falls on every size alike.
 *
 * @throws Error naming the step (copy, turbo task, measurement) that failed, with its output.
 * @example
 * const result = runScaleBench({ repo: '.', factors: [1, 4, 8], metrics: ['startup', 'size', 'tsc', 'emit'], runs: 5, keep: false, log: console.error });
 * console.log(formatScaleBench(result));
 */
export function runScaleBench(options: ScaleBenchOptions): ScaleBenchResult {
  const factors = [...new Set([1, ...options.factors])].sort((a, b) => a - b);
  const sizes: BuiltSize[] = [];
  const dirs: string[] = [];
  const load: ScaleBenchResult['load'] = [];
  const values = factors.map(() => new Map<string, number>());
  try {
    for (const factor of factors) {
      const dir = mkdtempSync(path.join(tmpdir(), `bench-scale-${factor}x-`));
      dirs.push(dir);
      sizes.push(buildSize(options, factor, dir, sizes.length === 0 && options.warmUp !== false));
      load.push(sizes.at(-1)!.load);
    }
    sizes.forEach((size, i) => {
      if (!options.metrics.includes('size')) return;
      const validator = path.join(size.dir, 'packages/validator');
      values[i]!.set('size:index', bytesOf(path.join(validator, 'generated/index.js')));
      values[i]!.set('size:loaders', bytesOf(path.join(validator, 'generated/module-map.cjs')));
      values[i]!.set('size:validator', bytesOf(path.join(validator, 'generated')));
      values[i]!.set('size:types', bytesOf(path.join(size.dir, 'packages/types/generated/events')));
    });
    const samplers = sizes.map((size) => sampler(options, size));
    if (samplers[0]!.size > 0) {
      options.log(`bench:scale: measuring start-up, tsc and emission, ${options.runs} round(s) over the sizes`);
      const before = loadavg();
      const taken = sizes.map(() => new Map<string, number[]>());
      for (let round = 0; round < options.runs; round++) {
        samplers.forEach((measure, i) => {
          for (const [key, sample] of measure) taken[i]!.set(key, [...(taken[i]!.get(key) ?? []), sample()]);
        });
      }
      for (const [i, byKey] of taken.entries()) for (const [key, list] of byKey) values[i]!.set(key, median(list));
      load.push({ phase: 'measurements', before, after: loadavg() });
    }
  } finally {
    if (!options.keep) for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  const rows: BenchRow[] = [{ label: 'payloads (type, version)', unit: '', values: sizes.map((m) => m.payloads) }];
  const taskIds = [...new Set(sizes.flatMap((m) => [...m.tasks.keys()]))];
  for (const task of taskIds)
    rows.push({ label: `build ${task}`, unit: 'ms', values: sizes.map((m) => m.tasks.get(task)) });
  rows.push({
    label: 'build, all tasks',
    unit: 'ms',
    values: sizes.map((m) => [...m.tasks.values()].reduce((a, b) => a + b, 0)),
  });
  const labels: [string, string, string][] = [
    ['startup', 'validator cold start (process start to first validateEvent)', 'ms'],
    ['size:index', 'validator generated/index.js', 'bytes'],
    ['size:loaders', 'validator generated/module-map.cjs', 'bytes'],
    ['size:validator', 'validator generated/ in all', 'bytes'],
    ['size:types', 'types generated/events/', 'bytes'],
    ['tsc', 'consumer tsc (the whole PlatformEvent union)', 'ms'],
    ['emit:start', 'energy-mock-server events: start', 'ms'],
    ['emit', 'energy-mock-server events: steady rate', 'events/s'],
  ];
  for (const [key, label, unit] of labels) {
    if (values[0]!.has(key)) rows.push({ label, unit, values: values.map((v) => v.get(key)) });
  }
  return { factors, rows, load, kept: options.keep ? dirs : [] };
}

/**
 * The result as a text table: one row per measurement, one column per size with its ratio to 1×,
 * then the load average around each phase.
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
  const body = result.rows.map((row) => [
    `${row.label}${row.unit ? ` (${row.unit})` : ''}`,
    ...row.values.map((v, i) => cell(v, row.values[0], i === 0)),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const load = result.load.map(
    (l) =>
      `${l.phase}: ${l.before.map((v) => v.toFixed(2)).join(' ')} -> ${l.after.map((v) => v.toFixed(2)).join(' ')}`,
  );
  return [
    line(header),
    ...body.map(line),
    '',
    'ratios are to the 1x copy, measured in the same run; for sizes and times a ratio at or under the',
    'catalogue factor grows linearly or less; the steady emission rate should stay near 1.00x.',
    `load average (1, 5, 15 min) before -> after: ${load.join('; ')}`,
    ...result.kept.map((dir) => `kept: ${dir}`),
  ].join('\n');
}
