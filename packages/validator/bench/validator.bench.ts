// Benchmark of @energy-contracts/validator, printing ratios measured side by side in one run:
//  (a) cold start: a fresh node process that imports the package and validates one event, against
//      a fresh process that compiles every event schema with Ajv at run time and then validates.
//      The measure is the literal "process start -> first validation done": each child prints
//      performance.now() (which counts from the process's time origin) when its validation has
//      returned; an empty process printing it at its first line of user code is the floor.
//      Spawn-to-exit as the parent sees it (adds spawn and teardown to both sides) is printed too;
//  (b) per call: validateEvent (default, and with checkJson) against the raw generated standalone
//      function for the same schema and the same payload object, and against JSON.parse of the
//      same payload text. Each contestant runs in timed batches (no timer call per iteration, so
//      timer overhead does not flatten the ratios), after a warm-up, in rounds whose order rotates;
//      the figure is the median ns per call over the rounds.
// Usage: npm run bench -w @energy-contracts/validator  (needs `npm run build` first)
//        tsx bench/validator.bench.ts [--rounds N] [--batch-ms MS] [--skip-cold] [--help]
//        (--skip-cold: per-call figures only, for quick iterations)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '9' }, 'batch-ms': { type: 'string', default: '25' }, 'skip-cold': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
if (values.help) {
  process.stdout.write('Usage: tsx bench/validator.bench.ts [--rounds N] [--batch-ms MS] [--skip-cold]\nPrints cold-start and per-call ratios (see the file header).\n');
  process.exit(0);
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageRoot, '../..');
if (!fs.existsSync(path.join(packageRoot, 'dist/src/index.js'))) {
  process.stderr.write('validator.bench: build first (npm run build -w @energy-contracts/validator)\n');
  process.exit(1);
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const example = (type: string, version: string): unknown => {
  const dir = path.join(repoRoot, 'specs/asyncapi/examples', type);
  const file = fs.readdirSync(dir).find((f) => f.startsWith(`${version}.`) && f.endsWith('.payload.json'))!;
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
};

// ---------------------------------------------------------------------------------------------
// (a) cold start
const payloadJson = JSON.stringify(example('billing.ledger.entry_posted', 'v2'));
const ours = `
import { validateEvent } from '@energy-contracts/validator';
const r = validateEvent('billing.ledger.entry_posted', 'v2', ${payloadJson});
if (!r.valid) process.exit(3);
process.stdout.write(String(performance.now()));`;
const baseline = `
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
const dir = path.dirname(createRequire(import.meta.url).resolve('@energy-contracts/event-schemas/package.json'));
const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strictRequired: false });
addFormats(ajv);
const validators = new Map();
for (const e of JSON.parse(fs.readFileSync(path.join(dir, 'catalogue.json'), 'utf8'))) {
  validators.set(e.type + '@' + e.version, ajv.compile(JSON.parse(fs.readFileSync(path.join(dir, e.schema), 'utf8'))));
}
if (!validators.get('billing.ledger.entry_posted@v2')(${payloadJson})) process.exit(3);
process.stdout.write(String(performance.now()));`;
const empty = `process.stdout.write(String(performance.now()));`;

/** Runs one child; `ready` is its own performance.now() when done (process start -> ready), `spawn` the parent's spawn-to-exit. */
function timeProcess(code: string): { ready: number; spawn: number } {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: packageRoot, encoding: 'utf8' });
  const spawn = Number(process.hrtime.bigint() - t) / 1e6;
  const ready = Number(r.stdout);
  if (r.status !== 0 || !Number.isFinite(ready)) throw new Error(`benchmark child failed (${r.status}): ${r.stderr}${r.stdout}`);
  return { ready, spawn };
}

const rounds = Number(values.rounds);
const children = { ours, base: baseline, empty } as const;
type Child = keyof typeof children;
const cold: Record<Child, { ready: number[]; spawn: number[] }> = { ours: { ready: [], spawn: [] }, base: { ready: [], spawn: [] }, empty: { ready: [], spawn: [] } };
const order: Child[] = ['ours', 'base', 'empty'];
if (!values['skip-cold']) for (const c of order) timeProcess(children[c]); // warm the OS file cache for each
for (let i = 0; i < (values['skip-cold'] ? 0 : rounds); i++) {
  // Interleaved rounds whose order rotates, so drift in machine load hits every side alike.
  for (let k = 0; k < order.length; k++) {
    const c = order[(i + k) % order.length]!;
    const t = timeProcess(children[c]);
    cold[c].ready.push(t.ready);
    cold[c].spawn.push(t.spawn);
  }
}
const med = (c: Child, m: 'ready' | 'spawn'): number => (values['skip-cold'] ? Number.NaN : median(cold[c][m]));
const mOurs = med('ours', 'ready');
const mBase = med('base', 'ready');
const mEmpty = med('empty', 'ready');
const sOurs = med('ours', 'spawn');
const sBase = med('base', 'spawn');
const sEmpty = med('empty', 'spawn');

// ---------------------------------------------------------------------------------------------
// (b) per call
const { validateEvent, eventValidator } = (await import('@energy-contracts/validator')) as typeof import('../src/index.js');
// The raw function is the very function object validateEvent calls (eventValidator returns it):
// importing generated/ by path here would give a second module instance, which tsx's loader
// hooks can transform differently from the one the package loads with require(esm).
const rawOf = (type: string, version: string): Raw => eventValidator(type, version)!;
type Raw = (d: unknown) => boolean;
const cases: Array<[string, string]> = [
  ['account.created', 'v1'],
  ['billing.ledger.entry_posted', 'v2'],
  ['ink.conversation.closed', 'v1'],
  ['flex_device.optimisation_created', 'v1'],
  ['lifecycle.leave-supplier.requested', 'v3'],
];
const batchMs = Number(values['batch-ms']);
const perCallRounds = Math.max(rounds, 15);
type Loop = (n: number) => number;
let sink = 0;

/** ns per call of one batch of n calls. */
function timeBatch(loop: Loop, n: number): number {
  const t = process.hrtime.bigint();
  sink += loop(n);
  return Number(process.hrtime.bigint() - t) / n;
}

/** Median ns per call of each loop: warm-up, then rounds in rotating order, batches of about batchMs. */
function measure(loops: Record<string, Loop>): Record<string, number> {
  const names = Object.keys(loops);
  const sizes: Record<string, number> = {};
  for (const name of names) {
    // Warm-up (lets V8 optimise) and batch sizing: aim each batch at about batchMs.
    let n = 1000;
    for (let i = 0; i < 20; i++) {
      const ns = timeBatch(loops[name]!, n);
      n = Math.max(1000, Math.round((batchMs * 1e6) / ns));
    }
    sizes[name] = n;
  }
  const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < perCallRounds; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(r + k) % names.length]!;
      samples[name]!.push(timeBatch(loops[name]!, sizes[name]!));
    }
  }
  return Object.fromEntries(names.map((n) => [n, median(samples[n]!)]));
}

const rows: Array<{ event: string; bytes: number; api: number; apiJson: number; raw: number; parse: number }> = [];
for (const [type, version] of cases) {
  const payload = example(type, version);
  const text = JSON.stringify(payload);
  const raw = rawOf(type, version);
  if (!raw(payload) || !validateEvent(type, version, payload).valid || !validateEvent(type, version, payload, { checkJson: true }).valid) {
    throw new Error(`example of ${type} ${version} is not valid`);
  }
  const checkJson = { checkJson: true };
  // One loop per contestant, each calling its function on the same payload object (or text).
  const ns = measure({
    api: (n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (validateEvent(type, version, payload).valid) ok++;
      return ok;
    },
    apiJson: (n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (validateEvent(type, version, payload, checkJson).valid) ok++;
      return ok;
    },
    raw: (n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (raw(payload)) ok++;
      return ok;
    },
    parse: (n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (JSON.parse(text)) ok++;
      return ok;
    },
  });
  rows.push({ event: `${type}@${version}`, bytes: text.length, api: ns.api!, apiJson: ns.apiJson!, raw: ns.raw!, parse: ns.parse! });
}

// Mixed traffic: the five events in turn, so the wrapper cannot reuse its last lookup.
const mixed = cases.map(([type, version]) => {
  const payload = example(type, version);
  return { type, version, payload, raw: rawOf(type, version), text: JSON.stringify(payload) };
});
const mixedNs = measure({
  api: (n) => {
    let ok = 0;
    for (let i = 0; i < n; i++) {
      const c = mixed[i % 5]!;
      if (validateEvent(c.type, c.version, c.payload).valid) ok++;
    }
    return ok;
  },
  raw: (n) => {
    let ok = 0;
    for (let i = 0; i < n; i++) {
      const c = mixed[i % 5]!;
      if (c.raw(c.payload)) ok++;
    }
    return ok;
  },
  parse: (n) => {
    let ok = 0;
    for (let i = 0; i < n; i++) if (JSON.parse(mixed[i % 5]!.text)) ok++;
    return ok;
  },
});
if (sink < 0) process.stdout.write('');

const f1 = (n: number): string => n.toFixed(1);
const f2 = (n: number): string => n.toFixed(2);
const out: string[] = [];
out.push(`node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at the end, ${rounds} interleaved rounds, medians`);
out.push('');
out.push('(a) cold start (ms)                                   process start -> ready   spawn -> exit');
out.push(`  package import + validateEvent                     ${f1(mOurs).padStart(22)} ${f1(sOurs).padStart(15)}`);
out.push(`  Ajv compile of all event schemas + validate        ${f1(mBase).padStart(22)} ${f1(sBase).padStart(15)}`);
out.push(`  empty node process (floor)                         ${f1(mEmpty).padStart(22)} ${f1(sEmpty).padStart(15)}`);
out.push(`  ratio baseline / ours                              ${(f2(mBase / mOurs) + 'x').padStart(22)} ${(f2(sBase / sOurs) + 'x').padStart(15)}   (target >= 10x, on process start -> ready)`);
out.push(`  ratio above the empty-process floor                ${(f2((mBase - mEmpty) / Math.max(0.1, mOurs - mEmpty)) + 'x').padStart(22)} ${(f2((sBase - sEmpty) / Math.max(0.1, sOurs - sEmpty)) + 'x').padStart(15)}`);
out.push(`  ours above the floor                               ${f1(mOurs - mEmpty).padStart(22)} ${f1(sOurs - sEmpty).padStart(15)}`);
out.push('');
out.push(`(b) per call, median ns per call over ${perCallRounds} rotating rounds of ~${batchMs} ms batches; "checkJson" adds the walk for values JSON cannot hold`);
out.push('  event                                     bytes  validateEvent   checkJson  raw fn  JSON.parse  api/raw  api/parse  cj/raw  cj/parse');
for (const r of rows) {
  out.push(
    `  ${r.event.padEnd(40)} ${String(r.bytes).padStart(6)} ${f1(r.api).padStart(14)} ${f1(r.apiJson).padStart(11)} ${f1(r.raw).padStart(7)} ${f1(r.parse).padStart(11)} ` +
      `${f2(r.api / r.raw).padStart(8)} ${f2(r.api / r.parse).padStart(10)} ${f2(r.apiJson / r.raw).padStart(7)} ${f2(r.apiJson / r.parse).padStart(9)}`,
  );
}
const gm = (xs: number[]): number => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
const apiRaw = gm(rows.map((r) => r.api / r.raw));
const apiParse = gm(rows.map((r) => r.api / r.parse));
const ajRaw = gm(rows.map((r) => r.apiJson / r.raw));
const ajParse = gm(rows.map((r) => r.apiJson / r.parse));
out.push(`  geometric mean${' '.repeat(83)}${f2(apiRaw).padStart(8)} ${f2(apiParse).padStart(10)} ${f2(ajRaw).padStart(7)} ${f2(ajParse).padStart(9)}`);
out.push(
  `  mixed: the 5 events in turn${' '.repeat(17)}${f1(mixedNs.api!).padStart(14)} ${'-'.padStart(11)} ${f1(mixedNs.raw!).padStart(7)} ${f1(mixedNs.parse!).padStart(11)} ` +
    `${f2(mixedNs.api! / mixedNs.raw!).padStart(8)} ${f2(mixedNs.api! / mixedNs.parse!).padStart(10)}`,
);
out.push(`  targets: api/raw <= 1.3, api/parse < 0.2 (verdict on the geometric mean of the per-event rows)`);
out.push('');
const met = (ok: boolean): string => (ok ? 'MET' : 'NOT MET');
out.push(`verdict: cold start (process start -> ready) ${met(mBase / mOurs >= 10)} (${f2(mBase / mOurs)}x; spawn -> exit ${f2(sBase / sOurs)}x); overhead default ${met(apiRaw <= 1.3)} (${f2(apiRaw)}x), checkJson (${f2(ajRaw)}x, no target); vs parse default ${met(apiParse < 0.2)} (${f2(apiParse)}), checkJson (${f2(ajParse)}, no target)`);
process.stdout.write(`${out.join('\n')}\n`);
