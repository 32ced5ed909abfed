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
//  (c) unknown event types: microseconds per call for a typo and a 200-character name,
//      with the message (and so the suggestions) read or not, at today's catalogue and at 8x it
//      (a synthetic catalogue built in memory), against the former exhaustive edit distance;
//  (d) error collection: a products list of 4,000 and of 16,000 failing items (default
//      limit, and maxErrors: Infinity, which collects every error), and the peak RSS of a child
//      validating a 10 MB payload of 2.5M wrong array items;
//  (e) peers: @cfworker/json-schema and @exodus/schemasafe on the same five payloads (per call)
//      and compiling all event schemas, next to Ajv.
// Usage: npm run bench -w @energy-contracts/validator  (needs `npm run build` first)
//        tsx bench/validator.bench.ts [--rounds N] [--batch-ms MS] [--skip-cold] [--help]
//        (--skip-cold: per-call figures only, for quick iterations)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PEAK_RSS_MB } from '@energy-contracts/test-support/process';
import { eventExampleCases } from '@energy-contracts/contracts/example-cases';
import { contractReader } from '@energy-contracts/schema-tools/contracts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '9' },
    'batch-ms': { type: 'string', default: '25' },
    'skip-cold': { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const loadAtStart = os.loadavg();
if (values.help) {
  process.stdout.write(
    "Usage: tsx bench/validator.bench.ts [--rounds N] [--batch-ms MS] [--skip-cold] [--markdown]\nPrints cold-start and per-call ratios (see the file header); --markdown adds the summary as the README's table.\n",
  );
  process.exit(0);
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const _repoRoot = path.resolve(packageRoot, '../..');
if (!fs.existsSync(path.join(packageRoot, 'dist/src/index.js'))) {
  process.stderr.write('validator.bench: build first (npm run build -w @energy-contracts/validator)\n');
  process.exit(1);
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
// Payloads are the contract's own examples (the contracts package's table of the published AsyncAPI
// document), the `full` one of each version, each parsed afresh from its own text as a message off
// the wire is: objects of the one large parse of the document made the wrapper measure 1.42-1.44x
// the raw function in mixed traffic against 1.23-1.34x for the same examples parsed one by one.
const contracts = contractReader(import.meta.url);
const examples = eventExampleCases(contracts.read('asyncapi'));
const example = (type: string, version: string): unknown => {
  const found = examples.find((c) => c.type === type && c.version === version && c.example === 'full');
  if (found === undefined) throw new Error(`validator.bench: no full example of ${type} ${version} in the contract`);
  return JSON.parse(JSON.stringify(found.payload)) as unknown;
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
import { createAjv } from '@energy-contracts/schema-tools/ajv';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
const contracts = contractReader(import.meta.url);
const ajv = createAjv();
const validators = new Map();
for (const e of contracts.read('catalogue')) {
  validators.set(e.type + '@' + e.version, ajv.compile(contracts.eventSchema(e.schema)));
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
  if (r.status !== 0 || !Number.isFinite(ready))
    throw new Error(`benchmark child failed (${r.status}): ${r.stderr}${r.stdout}`);
  return { ready, spawn };
}

const rounds = Number(values.rounds);
const children = { ours, base: baseline, empty } as const;
type Child = keyof typeof children;
const cold: Record<Child, { ready: number[]; spawn: number[] }> = {
  ours: { ready: [], spawn: [] },
  base: { ready: [], spawn: [] },
  empty: { ready: [], spawn: [] },
};
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
const { validateEvent, eventValidator } = (await import(
  '@energy-contracts/validator'
)) as typeof import('../src/index.js');
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
  if (
    !raw(payload) ||
    !validateEvent(type, version, payload).valid ||
    !validateEvent(type, version, payload, { checkJson: true }).valid
  ) {
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
  rows.push({
    event: `${type}@${version}`,
    bytes: text.length,
    api: ns.api!,
    apiJson: ns.apiJson!,
    raw: ns.raw!,
    parse: ns.parse!,
  });
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
// ---------------------------------------------------------------------------------------------
// (c) unknown event types
const { NameIndex } = await import('@energy-contracts/schema-tools/nearest-names');
/** The former edit distance, verbatim: the full matrix, two arrays allocated per row. */
function formerEditDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}
const { eventCatalogue } = (await import('@energy-contracts/validator')) as typeof import('../src/index.js');
const knownTypes = eventCatalogue().map((e) => e.type);
// 8x: each type and seven near-copies (`<type>.x1` ... `<type>.x7`), the worst case for an index (shared trigrams).
const types8x = knownTypes.flatMap((t) => [t, ...Array.from({ length: 7 }, (_, k) => `${t}.x${k + 1}`)]);
const typo = 'billing.ledger.entry_postd';
const long = 'x'.repeat(200);
const longLike = 'billing.ledger.account.created.'.repeat(7).slice(0, 200);
/** The former way: an edit distance against every name, per call. */
const exhaustive = (name: string, names: string[]): string[] =>
  names
    .map((c) => ({ c, d: formerEditDistance(name.slice(0, 200).toLowerCase(), c.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : 1))
    .slice(0, 3)
    .map((x) => x.c);
const index8x = new NameIndex(types8x);
/**
 * µs per call of fn, median of 5 batches of ~20 ms. CPU time of this process (user + system), not
 * wall time: on a shared machine wall time counts the other processes' turns too.
 */
function usPerCall(fn: () => unknown): number {
  const samples: number[] = [];
  let n = 1;
  for (;;) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < n; i++) sink += fn() ? 1 : 0;
    if (Number(process.hrtime.bigint() - t) > 20e6) break;
    n *= 2;
  }
  for (let r = 0; r < 5; r++) {
    const cpu = process.cpuUsage();
    for (let i = 0; i < n; i++) sink += fn() ? 1 : 0;
    const used = process.cpuUsage(cpu);
    samples.push((used.user + used.system) / n);
  }
  return median(samples);
}
// Distinct names per call, so the memo of recent unknown names does not answer (a stream of one wrong name would hit it).
let probeNo = 0;
const fresh = (base: string): string => `${base.slice(0, 60)}${(probeNo++ % 1_000_000).toString(36)}`;
const unknownRows = [
  {
    name: `typo (${typo.length} chars), message not read`,
    ours1x: usPerCall(() => validateEvent(fresh(typo), 'v1', {}).valid),
    ours8x: Number.NaN,
    old1x: Number.NaN,
    old8x: Number.NaN,
  },
  {
    name: `typo (${typo.length} chars), message read`,
    ours1x: usPerCall(() => validateEvent(fresh(typo), 'v1', {}).errors[0]!.message),
    ours8x: usPerCall(() => index8x.nearest(fresh(typo))),
    old1x: usPerCall(() => exhaustive(typo, knownTypes)),
    old8x: usPerCall(() => exhaustive(typo, types8x)),
  },
  {
    name: '200 x characters, message read',
    ours1x: usPerCall(() => validateEvent(fresh(long) + long, 'v1', {}).errors[0]!.message),
    ours8x: usPerCall(() => index8x.nearest(fresh(long) + long)),
    old1x: usPerCall(() => exhaustive(long, knownTypes)),
    old8x: usPerCall(() => exhaustive(long, types8x)),
  },
  {
    name: '200 chars of name parts, message read',
    ours1x: usPerCall(() => validateEvent(fresh(longLike) + longLike, 'v1', {}).errors[0]!.message),
    ours8x: usPerCall(() => index8x.nearest(fresh(longLike) + longLike)),
    old1x: usPerCall(() => exhaustive(longLike, knownTypes)),
    old8x: usPerCall(() => exhaustive(longLike, types8x)),
  },
];
const unknownVersion = usPerCall(
  () => validateEvent('agreement.revoked', `v${(probeNo++ % 1000) + 10}`, {}).errors[0]!.message,
);

// ---------------------------------------------------------------------------------------------
// (d) error collection and memory
const { validateResponse } = (await import('@energy-contracts/validator')) as typeof import('../src/index.js');
const failingList = (n: number): unknown => ({
  count: n,
  next: null,
  previous: null,
  results: Array.from({ length: n }, () => ({})),
});
const list4k = failingList(4000);
const list16k = failingList(16_000);
/** ms of one validateResponse call, median of 7. */
const msOf = (body: unknown, maxErrors?: number): number => {
  const samples: number[] = [];
  for (let r = 0; r < 7; r++) {
    const t = process.hrtime.bigint();
    const result = validateResponse(
      { method: 'GET', path: '/v1/products/', status: 200, body },
      maxErrors === undefined ? undefined : { maxErrors },
    );
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (result.valid) throw new Error('the failing list validated');
  }
  return median(samples);
};
const collection = {
  capped4k: msOf(list4k),
  capped16k: msOf(list16k),
  all4k: msOf(list4k, Number.POSITIVE_INFINITY),
  all16k: msOf(list16k, Number.POSITIVE_INFINITY),
};
const rssChild = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { validateEvent } from '@energy-contracts/validator';
const text = '{"account_number":"A-1A2B3C4D","account_user_emails":[' + Array(2_500_000).fill('123').join(',') + ']}';
const r = validateEvent('account.created', 'v1', JSON.parse(text));
process.stdout.write(JSON.stringify({ mb: text.length / 1e6, errors: r.errors.length, rss: ${PEAK_RSS_MB} }));`,
  ],
  { cwd: packageRoot, encoding: 'utf8' },
);
const rss = JSON.parse(rssChild.stdout) as { mb: number; errors: number; rss: number };
const emptyRss = JSON.parse(
  spawnSync(process.execPath, ['-e', `process.stdout.write(String(${PEAK_RSS_MB}))`], { encoding: 'utf8' }).stdout,
) as number;

// ---------------------------------------------------------------------------------------------
// (e) peers
const { validator: schemasafe } = await import('@exodus/schemasafe');
const { Validator: CfValidator } = await import('@cfworker/json-schema');
const { createAjv } = await import('@energy-contracts/schema-tools/ajv');
const catalogueEntries = contracts.read<Array<{ type: string; version: string; schema: string }>>('catalogue');
const schemaOf = (type: string, version: string): object =>
  contracts.eventSchema(catalogueEntries.find((e) => e.type === type && e.version === version)!.schema);
const compileAll = (compile: (schema: object) => unknown): number => {
  const t = process.hrtime.bigint();
  for (const e of catalogueEntries) compile(contracts.eventSchema(e.schema));
  return Number(process.hrtime.bigint() - t) / 1e6;
};
const compileMs = {
  ajv: compileAll((schema) => createAjv({ formats: false }).compile(schema)),
  schemasafe: compileAll((schema) => schemasafe(schema as never)),
  cfworker: compileAll((schema) => new CfValidator(schema as never, '2020-12', false)),
};
const peerRows = cases.map(([type, version]) => {
  const payload = example(type, version);
  const safe = schemasafe(schemaOf(type, version) as never);
  const cf = new CfValidator(schemaOf(type, version) as never, '2020-12', false);
  if (!safe(payload as never) || !cf.validate(payload).valid)
    throw new Error(`a peer rejects the example of ${type} ${version}`);
  const raw = rawOf(type, version);
  const ns = measure({
    api: (n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (validateEvent(type, version, payload).valid) ok++;
      return ok;
    },
    schemasafe: (n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (safe(payload as never)) ok++;
      return ok;
    },
    cfworker: (n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (cf.validate(payload).valid) ok++;
      return ok;
    },
    raw: (n) => {
      let ok = 0;
      for (let i = 0; i < n; i++) if (raw(payload)) ok++;
      return ok;
    },
  });
  return { event: `${type}@${version}`, ...ns } as {
    event: string;
    api: number;
    schemasafe: number;
    cfworker: number;
    raw: number;
  };
});
if (sink < 0) process.stdout.write('');

const f1 = (n: number): string => n.toFixed(1);
const f2 = (n: number): string => n.toFixed(2);
const out: string[] = [];
const loadAtEnd = os.loadavg();
out.push(
  `node ${process.version}, load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} at the start, ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')} at the end, ${rounds} interleaved rounds, medians`,
);
if (Math.max(loadAtStart[0]!, loadAtEnd[0]!) > 2)
  out.push(
    `note: the 1-minute load average was above 2 (${Math.max(loadAtStart[0]!, loadAtEnd[0]!).toFixed(2)}): the machine was busy, ratios are noisier than the targets assume`,
  );
out.push('');
out.push('(a) cold start (ms)                                   process start -> ready   spawn -> exit');
out.push(`  package import + validateEvent                     ${f1(mOurs).padStart(22)} ${f1(sOurs).padStart(15)}`);
out.push(`  Ajv compile of all event schemas + validate        ${f1(mBase).padStart(22)} ${f1(sBase).padStart(15)}`);
out.push(`  empty node process (floor)                         ${f1(mEmpty).padStart(22)} ${f1(sEmpty).padStart(15)}`);
out.push(
  `  ratio baseline / ours                              ${(`${f2(mBase / mOurs)}x`).padStart(22)} ${(`${f2(sBase / sOurs)}x`).padStart(15)}   (target >= 10x, on process start -> ready)`,
);
out.push(
  `  ratio above the empty-process floor                ${(`${f2((mBase - mEmpty) / Math.max(0.1, mOurs - mEmpty))}x`).padStart(22)} ${(`${f2((sBase - sEmpty) / Math.max(0.1, sOurs - sEmpty))}x`).padStart(15)}`,
);
out.push(
  `  ours above the floor                               ${f1(mOurs - mEmpty).padStart(22)} ${f1(sOurs - sEmpty).padStart(15)}`,
);
out.push('');
out.push(
  `(b) per call, median ns per call over ${perCallRounds} rotating rounds of ~${batchMs} ms batches; "checkJson" adds the walk for values JSON cannot hold`,
);
out.push(
  '  event                                     bytes  validateEvent   checkJson  raw fn  JSON.parse  api/raw  api/parse  cj/raw  cj/parse',
);
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
out.push(
  `  geometric mean${' '.repeat(83)}${f2(apiRaw).padStart(8)} ${f2(apiParse).padStart(10)} ${f2(ajRaw).padStart(7)} ${f2(ajParse).padStart(9)}`,
);
out.push(
  `  mixed: the 5 events in turn${' '.repeat(17)}${f1(mixedNs.api!).padStart(14)} ${'-'.padStart(11)} ${f1(mixedNs.raw!).padStart(7)} ${f1(mixedNs.parse!).padStart(11)} ` +
    `${f2(mixedNs.api! / mixedNs.raw!).padStart(8)} ${f2(mixedNs.api! / mixedNs.parse!).padStart(10)}`,
);
out.push(
  `  targets: api/raw <= 1.3, api/parse < 0.2 (verdict on the geometric mean of the per-event rows); mixed api/raw <= 1.2`,
);
out.push('');
out.push('(c) unknown event type, CPU microseconds per call (target <= 20 us at 8x the catalogue)');
out.push(
  `  ${knownTypes.length} known types (1x), ${types8x.length} (8x)          ours 1x   ours 8x*   exhaustive 1x   exhaustive 8x`,
);
for (const r of unknownRows)
  out.push(
    `  ${r.name.padEnd(46)} ${f1(r.ours1x).padStart(7)} ${(Number.isNaN(r.ours8x) ? '-' : f1(r.ours8x)).padStart(9)} ${(Number.isNaN(r.old1x) ? '-' : f1(r.old1x)).padStart(15)} ${(Number.isNaN(r.old8x) ? '-' : f1(r.old8x)).padStart(15)}`,
  );
out.push(`  unknown version, message read ${f1(unknownVersion).padStart(23)}`);
out.push(
  '  * 8x: the suggestion step alone (NameIndex.nearest over the synthetic catalogue); the rest of the call does not depend on the catalogue size',
);
out.push('');
out.push('(d) error collection: products list of failing items ({} each: 16 errors), ms per validateResponse');
out.push(
  `  default limit (maxErrors 100): 4,000 items ${f2(collection.capped4k)}, 16,000 items ${f2(collection.capped16k)}, ratio ${f2(collection.capped16k / collection.capped4k)}x (stops after 7 items)`,
);
out.push(
  `  maxErrors Infinity (every error): 4,000 items ${f1(collection.all4k)}, 16,000 items ${f1(collection.all16k)}, ratio ${f2(collection.all16k / collection.all4k)}x (linear: about 4x; was 1,082 ms and 20,101 ms, 18.6x)`,
);
out.push(
  `  peak RSS, child validating ${f1(rss.mb)} MB of 2.5M wrong array items: ${f1(rss.rss)} MB (${rss.errors} errors listed; empty node process ${f1(emptyRss)} MB; target < 200 MB, was 564 MB)`,
);
out.push('');
out.push('(e) peers: ns per call on the same payload object (compiled once), and ms to compile all event schemas');
out.push(
  '  event                                     validateEvent  raw Ajv fn  schemasafe  cfworker  schemasafe/api  cfworker/api',
);
for (const r of peerRows)
  out.push(
    `  ${r.event.padEnd(40)} ${f1(r.api).padStart(14)} ${f1(r.raw).padStart(11)} ${f1(r.schemasafe).padStart(11)} ${f1(r.cfworker).padStart(9)} ${f2(r.schemasafe / r.api).padStart(15)} ${f2(r.cfworker / r.api).padStart(13)}`,
  );
out.push(
  `  compile all ${catalogueEntries.length} event schemas at run time: Ajv ${f1(compileMs.ajv)} ms, schemasafe ${f1(compileMs.schemasafe)} ms, cfworker ${f1(compileMs.cfworker)} ms (cfworker compiles nothing: it interprets the schema per call); ours: none (compiled at build time)`,
);
out.push('');
const met = (ok: boolean): string => (ok ? 'MET' : 'NOT MET');
out.push(
  `verdict: cold start (process start -> ready) ${values['skip-cold'] ? 'skipped' : met(mBase / mOurs >= 10)} (${f2(mBase / mOurs)}x; spawn -> exit ${f2(sBase / sOurs)}x); overhead default ${met(apiRaw <= 1.3)} (${f2(apiRaw)}x), checkJson (${f2(ajRaw)}x, no target); vs parse default ${met(apiParse < 0.2)} (${f2(apiParse)}), checkJson (${f2(ajParse)}, no target)`,
);
// The answer itself (message not read) does not depend on the catalogue's size; reading the
// message runs the suggestion step, measured at 8x.
const answer = unknownRows[0]!.ours1x;
const worstUnknown8x = Math.max(...unknownRows.filter((r) => !Number.isNaN(r.ours8x)).map((r) => r.ours8x));
const mixedRatio = mixedNs.api! / mixedNs.raw!;
out.push(
  `verdict: unknown type answer ${met(answer <= 20)} (${f1(answer)} us, any catalogue size); message read at 8x ${met(worstUnknown8x <= 20)} (${f1(worstUnknown8x)} us, worst row); mixed traffic ${met(mixedRatio <= 1.2)} (${f2(mixedRatio)}x); linear collection ${met(collection.all16k / collection.all4k <= 5)} (${f2(collection.all16k / collection.all4k)}x); peak RSS ${met(rss.rss < 200)} (${f1(rss.rss)} MB)`,
);
if (values.markdown) {
  const cold = values['skip-cold']
    ? ['| cold start: Ajv compiling all event schemas at run time / ours | skipped | >= 10x | - |']
    : [
        `| cold start: process start -> first validation, ours above the empty-process floor | ${f1(mOurs - mEmpty)} ms | printed | - |`,
        `| cold start: Ajv compiling all event schemas at run time / ours | ${f2(mBase / mOurs)}x | >= 10x | ${met(mBase / mOurs >= 10)} |`,
      ];
  out.push(
    '',
    `The bench's summary (node ${process.version}, load average ${loadAtStart[0]!.toFixed(2)} at the start, ${loadAtEnd[0]!.toFixed(2)} at the end):`,
    '',
    '| measure | this run | target | verdict |',
    '|---|---|---|---|',
    `| per call, validateEvent / raw function (geometric mean of 5 events) | ${f2(apiRaw)}x | <= 1.3x | ${met(apiRaw <= 1.3)} |`,
    `| per call, validateEvent / JSON.parse of the same text | ${f2(apiParse)} | < 0.2 | ${met(apiParse < 0.2)} |`,
    `| per call with checkJson / raw function | ${f2(ajRaw)}x | none | - |`,
    `| mixed traffic (the 5 events in turn), validateEvent / raw function | ${f2(mixedRatio)}x | <= 1.2x | ${met(mixedRatio <= 1.2)} |`,
    ...cold,
    `| unknown event type, the answer (message not read) | ${f1(answer)} us | <= 20 us | ${met(answer <= 20)} |`,
    `| unknown event type, message read at 8x the catalogue (worst row) | ${f1(worstUnknown8x)} us | <= 20 us | ${met(worstUnknown8x <= 20)} |`,
    `| error collection, default maxErrors: 4,000 / 16,000 failing items | ${f2(collection.capped4k)} / ${f2(collection.capped16k)} ms | linear | ${met(collection.capped16k / collection.capped4k <= 5)} |`,
    `| error collection, maxErrors Infinity: 16,000 / 4,000 items | ${f2(collection.all16k / collection.all4k)}x | about 4x (linear) | ${met(collection.all16k / collection.all4k <= 5)} |`,
    `| peak RSS, a child validating ${f1(rss.mb)} MB of 2.5M wrong array items | ${f1(rss.rss)} MB | < 200 MB | ${met(rss.rss < 200)} |`,
  );
}
process.stdout.write(`${out.join('\n')}\n`);
